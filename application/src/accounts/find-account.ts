import {
  emailReservationDecider,
  emailReservationStream,
  type UserState,
  userDecider,
  userStream,
} from '@akwaaba/domain';
import { aggregateStream } from '@akwaaba/infra/eventstore/aggregate-stream';
import type { EventStore } from '@akwaaba/infra/eventstore/port';

export interface FoundAccount {
  /** The account the address is reserved for. */
  userId: string;
  /**
   * That account's state, folded from its stream. 'none' when a signup reserved the
   * address but never registered (it failed or crashed half-way): the next signup
   * may complete it (see signup).
   */
  user: UserState;
}

/**
 * The account an address belongs to, decided by the e-mail reservation stream and the
 * user's own stream, never by a read model, so a signup a moment ago is always found.
 * Null when the address is free.
 */
export async function findAccount(store: EventStore, email: string): Promise<FoundAccount | null> {
  const { state: reservation } = await aggregateStream(
    store,
    emailReservationDecider,
    emailReservationStream(email),
  );
  if (reservation.status === 'free') return null;
  return { userId: reservation.userId, user: await loadUser(store, reservation.userId) };
}

/** An account's state folded from its stream. */
export async function loadUser(store: EventStore, userId: string): Promise<UserState> {
  return (await aggregateStream(store, userDecider, userStream(userId))).state;
}
