import {
  DomainError,
  USER_MESSAGES as M,
  type ResendVerificationData,
  userDecider,
  userStream,
  type VerifyEmailData,
  validationError,
} from '@akwaaba/domain';
import { newVerificationCode, verificationCodeHash } from '@akwaaba/infra/accounts/secret-codes';
import { type AccountDeps, nowOf } from './account-deps';
import { grantConfiguredAdmin } from './admin-roles';
import { findAccount } from './find-account';
import { issueMailedSecret } from './mailed-secret';

/** The one answer to a code that did not verify an address, whatever the reason. */
const codeNotAccepted = () =>
  validationError(M.verificationCodeNotAccepted, { code: M.verificationCodeNotAccepted });

/**
 * Checks a 6-digit code. A right code verifies the address; an address listed in
 * ADMIN_EMAILS then also becomes an admin. Every other case answers one 400, so the
 * answer never tells whether an address has an account: an address nobody signed up
 * with, a wrong code (counted on the account's stream: the 5th wrong try uses the code
 * up, so even the right digits fail after it), an expired or used-up code, an address
 * already verified. (The cases differ by a stream write or two: the API answers no
 * sooner than a floor, as for resend, so the time taken does not tell either.)
 */
export async function verifyEmail(
  deps: AccountDeps & { adminEmails: readonly string[] },
  input: VerifyEmailData,
): Promise<{ userId: string }> {
  const verified = await verifiedAccount(deps, input).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind !== 'validation') return null;
    throw error;
  });
  if (!verified) throw codeNotAccepted();
  await grantConfiguredAdmin(deps, input.email, verified.userId);
  return verified;
}

/** The account the code verified, or null when it did not (the decider's reasons are not told). */
async function verifiedAccount(
  deps: AccountDeps,
  input: VerifyEmailData,
): Promise<{ userId: string } | null> {
  const account = await findAccount(deps.store, input.email);
  if (account?.user.status !== 'registered') return null;
  const { userId } = account;
  const result = await deps.run(userDecider, userStream(userId), {
    type: 'VerifyEmail',
    userId,
    actor: deps.actor,
    now: nowOf(deps),
    codeHash: verificationCodeHash(deps.secrets, userId, input.code),
  });
  return result.events.some((event) => event.type === 'UserEmailVerified') ? { userId } : null;
}

/**
 * E-mails a new code, which replaces the old one with a fresh count of tries; once a
 * minute at most. An address already verified gets a note to log in instead (once an
 * hour at most). The same work (code, hash, seal) is done for an address with no
 * signup, which is sent nothing, and nothing tells the cases apart: the caller answers
 * the same for all of them.
 */
export async function resendVerificationCode(
  deps: AccountDeps,
  input: ResendVerificationData,
): Promise<void> {
  await issueMailedSecret(deps, input.email, {
    purpose: 'verification-code',
    create: newVerificationCode,
    hash: (userId, code) => verificationCodeHash(deps.secrets, userId, code),
    command: (on, codeHash, sealedCode) => ({ ...on, type: 'IssueVerificationCode', codeHash, sealedCode }),
  });
}
