import {
  type ForgotPasswordData,
  type ResetPasswordData,
  USER_MESSAGES,
  userDecider,
  userStream,
  validationError,
} from '@akwaaba/domain';
import { hashPassword } from '@akwaaba/infra/accounts/passwords';
import { accountOfResetToken, newResetToken, resetTokenHash } from '@akwaaba/infra/accounts/secret-codes';
import type { SessionStore } from '@akwaaba/infra/sessions/session-store';
import { type AccountDeps, nowOf } from './account-deps';
import { issueMailedSecret } from './mailed-secret';

/**
 * Records a reset link for the address's account, sealed for the e-mail reactor,
 * which sends it. The same work (token, hash, seal) is done for an address with no
 * account, and nothing tells the two apart: the caller answers the same either way.
 * A second request within a minute of the last sends nothing (decided on the stream).
 */
export async function requestPasswordReset(deps: AccountDeps, input: ForgotPasswordData): Promise<void> {
  await issueMailedSecret(deps, input.email, {
    purpose: 'password-reset-token',
    create: newResetToken,
    hash: (_userId, token) => resetTokenHash(deps.secrets, token),
    command: (on, tokenHash, sealedToken) => ({
      ...on,
      type: 'RequestPasswordReset',
      tokenHash,
      sealedToken,
    }),
  });
}

/**
 * Sets a new password through a reset link: the latest link of the account, once,
 * within its hour. Then every session of the account ends, and the e-mail reactor
 * sends a notice that the password changed. The link also verifies the address.
 */
export async function resetPassword(
  deps: AccountDeps & { sessions: Pick<SessionStore, 'revokeAllFor'> },
  input: ResetPasswordData,
): Promise<{ userId: string; sessionsEnded: number }> {
  const userId = accountOfResetToken(input.token);
  if (!userId)
    throw validationError(USER_MESSAGES.resetLinkInvalid, { token: USER_MESSAGES.resetLinkInvalid });
  const passwordHash = await hashPassword(input.password);
  await deps.run(userDecider, userStream(userId), {
    type: 'ResetPassword',
    userId,
    actor: deps.actor,
    now: nowOf(deps),
    tokenHash: resetTokenHash(deps.secrets, input.token),
    passwordHash,
  });
  return { userId, sessionsEnded: await deps.sessions.revokeAllFor(userId) };
}
