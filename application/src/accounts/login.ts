import { type Actor, authorizeLogin, type LoginData } from '@akwaaba/domain';
import { verifyPassword } from '@akwaaba/infra/accounts/passwords';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { findAccount, loadUser } from './find-account';

/** An id no account has (UUIDs are random, never all zeros). */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * Checks an address and password and says who the new session acts as. An unknown
 * address costs the same argon2id verify as a known one and gets the same answer as a
 * wrong password ('Invalid email or password', 401). A right password for an address
 * not yet verified gets 'Please verify your email before logging in.' (403).
 */
export async function logIn(store: EventStore, input: LoginData): Promise<Actor & { userId: string }> {
  const account = await findAccount(store, input.email);
  // An unknown address reads a (missing) account stream too, so both paths do the same reads.
  const user = account?.user ?? (await loadUser(store, NO_ACCOUNT));
  const matches = await verifyPassword(
    user.status === 'registered' ? user.passwordHash : null,
    input.password,
  );
  const actor = authorizeLogin(user, matches);
  return { ...actor, userId: actor.userId as string };
}
