import { formatCedis, type Pesewas } from '../money/money';
import type { Actor } from '../shared/actor';
import { conflict, forbidden, notFound, unauthenticated, validationError } from '../shared/errors';
import type { UserEvent } from './user.events';
import { accountOwedMoneyMessage, USER_MESSAGES as M } from './user.messages';
import { instantOf, isoTimestamp } from './user.rules';
import { isAdmin, type UserState } from './user.state';

/**
 * What still ties an account to others, which closing it would leave without a party:
 * the application reads it from the bookings and payouts read models just before closing.
 */
export interface OpenCommitments {
  /** Bookings as renter or as host that are waiting for payment, confirmed or on a trip. */
  openBookings: number;
  /** Earnings recorded for the host and not yet paid out. */
  moneyOwed: Pesewas;
}

export interface CloseAccountCommand {
  type: 'CloseAccount';
  userId: string;
  actor: Actor;
  now: string;
  /** Whether the password typed again matches the account's (checked by the application with argon2id). */
  passwordMatches: boolean;
  commitments: OpenCommitments;
}

/**
 * The account holder closes their account (Ghana's Data Protection Act, 2012: a person may
 * have their data erased). Only they may, with their password again, and only while nothing
 * is open: a booking would lose a party and earnings their payee, so those end first. An
 * admin gives up the role first, so no one closes the last admin's account by mistake.
 */
export function closeAccount(command: CloseAccountCommand, state: UserState): UserEvent[] {
  const { actor, userId, commitments } = command;
  if (actor.role === 'anonymous') throw unauthenticated();
  if (actor.userId !== userId) throw forbidden(M.onlyOwner);
  if (state.status !== 'registered' || state.closedAt) throw notFound(M.accountNotFound);
  const closedAt = isoTimestamp(instantOf(command.now));
  if (!command.passwordMatches) throw validationError(M.passwordIncorrect, { password: M.passwordIncorrect });
  if (isAdmin(state)) throw conflict(M.adminAccountCannotBeClosed);
  if (commitments.openBookings > 0) throw conflict(M.accountHasOpenBookings);
  if (commitments.moneyOwed > 0) throw conflict(accountOwedMoneyMessage(formatCedis(commitments.moneyOwed)));
  return [{ type: 'UserAccountClosed', data: { userId, closedAt } }];
}
