import {
  emailReservationDecider,
  emailReservationStream,
  USER_MESSAGES as M,
  notFound,
  type OpenCommitments,
  userDecider,
  userStream,
} from '@akwaaba/domain';
import { verifyPassword } from '@akwaaba/infra/accounts/passwords';
import type { PersonalDataKeys } from '@akwaaba/infra/privacy/personal-data-keys';
import { moneyOwedTo, openBookingsOf } from '@akwaaba/projections';
import type pg from 'pg';
import { type AccountDeps, nowOf } from './account-deps';
import { loadUser } from './find-account';

export interface AccountClosureDeps extends AccountDeps {
  pool: pg.Pool;
  keys: PersonalDataKeys;
  /** Removes the person's profile photos and identity papers from storage. */
  removePersonalFiles(userId: string): Promise<void>;
}

/** What still ties the account to others, from the bookings and payouts read models. */
async function openCommitmentsOf(pool: pg.Pool, userId: string): Promise<OpenCommitments> {
  const [openBookings, moneyOwed] = await Promise.all([
    openBookingsOf(pool, userId),
    moneyOwedTo(pool, userId),
  ]);
  return { openBookings, moneyOwed };
}

/**
 * Closes the signed-in user's account for good (docs/adr/0026): the password is checked
 * again, the decider refuses while a booking or money is open, then the account is closed
 * on its stream, its address given up, its personal-data key destroyed (every event that
 * names them now reads as erased) and its photos and papers removed. The caller ends its
 * sessions.
 *
 * Each step after the close is idempotent, and a closed account takes the same request
 * again without a new event, so a request that failed half-way is finished by repeating it.
 * The open bookings are read from the read model, not decided on a stream: a booking made
 * in the same instant as the closing can slip through, and then stands with an erased party.
 */
export async function closeAccount(
  deps: AccountClosureDeps,
  userId: string,
  password: string,
): Promise<void> {
  const user = await loadUser(deps.store, userId);
  if (user.status !== 'registered') throw notFound(M.accountNotFound);
  if (user.closedAt === null) {
    const [passwordMatches, commitments] = await Promise.all([
      verifyPassword(user.passwordHash, password),
      openCommitmentsOf(deps.pool, userId),
    ]);
    await deps.run(userDecider, userStream(userId), {
      type: 'CloseAccount',
      userId,
      actor: deps.actor,
      now: nowOf(deps),
      passwordMatches,
      commitments,
    });
  }
  // Until the key is gone the address still reads plain; after, this releases nothing.
  await deps.run(emailReservationDecider, emailReservationStream(user.email), {
    type: 'ReleaseEmail',
    email: user.email,
    userId,
    actor: deps.actor,
  });
  await deps.keys.destroy(userId);
  await deps.removePersonalFiles(userId);
}
