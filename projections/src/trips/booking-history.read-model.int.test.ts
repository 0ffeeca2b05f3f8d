import { randomUUID } from 'node:crypto';
import { aNewEvent } from '@akwaaba/infra/eventstore/new-event.testing';
import type { NewEvent, Position } from '@akwaaba/infra/eventstore/port';
import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { usersReadModel } from '../accounts/users.read-model';
import { expectSameRowsWhateverTheBatches } from '../runner/test-support/batch-equivalence';
import { catchUp, useEventStoreDatabase } from '../runner/test-support/event-store-database';
import { listBookingHistories } from './booking-history.queries';
import { bookingHistoryReadModel } from './booking-history.read-model';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh), 'file');

interface Actor {
  userId: string | null;
  role: string;
}
const person = (role: string): Actor => ({ userId: randomUUID(), role });
const renter = person('user');
const host = person('user');
const admin = person('admin');
/** Acted on a booking, but has no account in the users read model. */
const stranger = person('user');
const product: Actor = { userId: null, role: 'system' };

const damaged = randomUUID();
const expired = randomUUID();
const neverBooked = randomUUID();

let clock = Date.parse('2026-04-10T08:00:00.000Z');
/** An event by `actor`, a minute after the one before. */
function by(actor: Actor, type: string, data: Record<string, unknown>): NewEvent {
  clock += 60_000;
  const made = aNewEvent(type, data);
  const timestamp = new Date(clock).toISOString();
  return { ...made, metadata: { ...made.metadata, actorId: actor.userId, actorRole: actor.role, timestamp } };
}
const onBooking = (bookingId: string, actor: Actor, type: string): [string, NewEvent] => [
  `booking-${bookingId}`,
  by(actor, type, { bookingId }),
];
const registered = (user: Actor, firstName: string, lastName: string): [string, NewEvent] => [
  `user-${user.userId}`,
  by(product, 'UserRegistered', {
    userId: user.userId,
    email: `${firstName.toLowerCase()}@akwaaba.test`,
    firstName,
    lastName,
    passwordHash: 'not used here',
  }),
];

/** Two bookings' streams interleaved in the log, and the accounts of those who acted. */
const history: [string, NewEvent][] = [
  registered(renter, 'Esi', 'Quaye'),
  registered(host, 'Kwame', 'Owusu'),
  registered(admin, 'Abena', 'Admin'),
  onBooking(damaged, renter, 'BookingCreated'),
  onBooking(expired, stranger, 'BookingCreated'),
  onBooking(damaged, renter, 'BookingPaymentInitialized'),
  onBooking(damaged, product, 'BookingConfirmed'),
  onBooking(expired, product, 'BookingExpired'),
  onBooking(damaged, host, 'BookingHandoverRecorded'),
  onBooking(damaged, renter, 'BookingReturnRecorded'),
  onBooking(damaged, admin, 'BookingDamageCaseResolved'),
  onBooking(damaged, admin, 'BookingCompleted'),
];
/** A booking's events, in its stream's order. */
const eventsOf = (bookingId: string) =>
  history.filter(([stream]) => stream === `booking-${bookingId}`).map(([, event]) => event);

const readRows = async () =>
  (
    await db.pool.query('select to_jsonb(v) as row from booking_history v order by booking_id, revision')
  ).rows.map((r) => r.row as Record<string, unknown>);

let rows: Record<string, unknown>[];
let eventsApplied: number;

beforeAll(async () => {
  let head: Position | undefined;
  for (const [stream, event] of history) head = (await store.appendToStream(stream, [event])).position;
  ({ rows, eventsApplied } = await expectSameRowsWhateverTheBatches(
    { pool: db.pool, store },
    bookingHistoryReadModel,
    head!,
    readRows,
  ));
  // The names come from the users read model.
  await catchUp({ db, store }, head!, [usersReadModel]);
});

describe('booking history read model', () => {
  it('keeps a row per booking event, the same one event per batch and as a rebuild', () => {
    expect(eventsApplied).toBe(eventsOf(damaged).length + eventsOf(expired).length);
    const rowsOf = (bookingId: string) =>
      eventsOf(bookingId).map(({ type, metadata }, revision) => ({
        booking_id: bookingId,
        revision,
        event_type: type,
        actor_id: metadata.actorId,
        actor_role: metadata.actorRole,
        occurred_at: metadata.timestamp.replace('.000Z', '+00:00'),
      }));
    expect(rows).toHaveLength(eventsApplied);
    for (const bookingId of [damaged, expired])
      expect(rows.filter((row) => row.booking_id === bookingId)).toEqual(rowsOf(bookingId));
  });

  it('lists each booking’s trail in its stream’s order, naming who acted', async () => {
    const histories = await listBookingHistories(db.pool, [damaged, expired, neverBooked]);
    const entry = ({ type, metadata }: NewEvent, name: string | null) => ({
      type,
      at: metadata.timestamp,
      actor: { userId: metadata.actorId, role: metadata.actorRole, name },
    });
    const [created, initialized, confirmed, handedOver, returned, resolved, completed] = eventsOf(damaged);
    expect(histories.get(damaged)).toEqual([
      entry(created!, 'Esi Quaye'),
      entry(initialized!, 'Esi Quaye'),
      entry(confirmed!, 'Akwaaba Drive'),
      entry(handedOver!, 'Kwame Owusu'),
      entry(returned!, 'Esi Quaye'),
      entry(resolved!, 'Abena Admin'),
      entry(completed!, 'Abena Admin'),
    ]);
    const [createdByStranger, expiredByProduct] = eventsOf(expired);
    expect(histories.get(expired)).toEqual([
      entry(createdByStranger!, null),
      entry(expiredByProduct!, 'Akwaaba Drive'),
    ]);
    expect(histories.get(neverBooked)).toEqual([]);
    expect(await listBookingHistories(db.pool, [])).toEqual(new Map());
  });
});
