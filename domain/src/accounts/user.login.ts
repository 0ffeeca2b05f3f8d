import type { Actor } from '../shared/actor';
import { forbidden, unauthenticated } from '../shared/errors';
import { USER_MESSAGES as M } from './user.messages';
import { isAdmin, type UserState } from './user.state';

/**
 * The login rule, once the application has checked the typed password against
 * `passwordHash` with argon2id (against a dummy hash when there is no account, so the
 * time taken does not tell). An unknown address and a wrong password get the same
 * answer; only someone who knows the password learns that the address still needs
 * verifying (the spec's client looks for 'verify your email' to open /verify-email), or
 * that an admin suspended the account.
 * Returns who the session acts as.
 */
export function authorizeLogin(state: UserState, passwordMatches: boolean): Actor {
  // A closed account is answered as no account: its address may already be someone else's.
  if (state.status !== 'registered' || state.closedAt || !passwordMatches)
    throw unauthenticated(M.invalidCredentials);
  if (state.suspension) throw forbidden(M.accountSuspended);
  if (!state.emailVerified) throw forbidden(M.emailNotVerified);
  return { userId: state.userId, role: isAdmin(state) ? 'admin' : 'user' };
}
