import {
  notFound,
  type ResendVerificationData,
  userDecider,
  userStream,
  type VerifyEmailData,
  wrongVerificationCodeError,
} from '@akwaaba/domain';
import { newVerificationCode, verificationCodeHash } from '@akwaaba/infra/accounts/secret-codes';
import { type AccountDeps, nowOf } from './account-deps';
import { grantConfiguredAdmin } from './admin-roles';
import { findAccount } from './find-account';
import { issueMailedSecret } from './mailed-secret';

/**
 * An address with no signup behind it. This, with the answers to a wrong code and to an
 * address already verified, still tells whether an address has an account, unlike
 * signup and resend (which answer every address alike).
 */
const NO_SIGNUP = "We couldn't find a sign-up for this email address. Check the address, or sign up first.";

/**
 * Checks a 6-digit code. A wrong code is counted on the account's stream (the 5th
 * wrong try uses the code up, so even the right digits fail after it) and answered
 * 400 with the tries left. A right code verifies the address; an address listed in
 * ADMIN_EMAILS then also becomes an admin.
 */
export async function verifyEmail(
  deps: AccountDeps & { adminEmails: readonly string[] },
  input: VerifyEmailData,
): Promise<{ userId: string }> {
  const account = await findAccount(deps.store, input.email);
  if (account?.user.status !== 'registered') throw notFound(NO_SIGNUP);
  const { userId } = account;
  const result = await deps.run(userDecider, userStream(userId), {
    type: 'VerifyEmail',
    userId,
    actor: deps.actor,
    now: nowOf(deps),
    codeHash: verificationCodeHash(deps.secrets, userId, input.code),
  });
  const wrongCode = wrongVerificationCodeError(result.events);
  if (wrongCode) throw wrongCode;
  await grantConfiguredAdmin(deps, input.email, userId);
  return { userId };
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
