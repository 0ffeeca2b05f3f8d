import { ACCOUNT_NOTICE_INTERVAL_MS } from './user.constants';
import type { UserEvent } from './user.events';
import { instantOf, isoTimestamp } from './user.rules';
import type { RegisteredUser } from './user.state';

/**
 * The notes an address's owner gets when someone asks, at that address, for what its account
 * no longer needs: a sign-up, or a code for an address already verified. The forms answer such
 * a request exactly as they answer a new address, so they tell nobody whether the address has
 * an account; the owner learns of it by e-mail instead (the account e-mail reactor sends it).
 */
export type AccountNotice = 'signup-attempted' | 'already-verified';

/**
 * The event that e-mails the owner `notice`, or nothing when the owner was e-mailed a notice
 * less than an hour ago: whoever keeps trying cannot flood their inbox.
 */
export function accountNotice(user: RegisteredUser, notice: AccountNotice, now: number): UserEvent[] {
  const last = user.lastAccountNoticeAt;
  if (last !== null && now < instantOf(last) + ACCOUNT_NOTICE_INTERVAL_MS) return [];
  const { userId } = user;
  const at = isoTimestamp(now);
  return notice === 'signup-attempted'
    ? [{ type: 'UserSignupAttempted', data: { userId, attemptedAt: at } }]
    : [{ type: 'UserVerificationRequestedWhenVerified', data: { userId, requestedAt: at } }];
}
