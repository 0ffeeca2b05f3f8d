import { randomUUID } from 'node:crypto';
import { type BookingEvent, bookingStream } from '@akwaaba/domain';
import { quote } from '@akwaaba/domain/bookings/booking.testing';
import { type HostPayoutsEvent, hostPayoutsStream } from '@akwaaba/domain/payouts/host-payouts.events';
import type { Position } from '@akwaaba/infra/eventstore/port';
import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { beforeAll, expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { expectSameRowsWhateverTheBatches } from '../runner/test-support/batch-equivalence';
import { useEventStoreDatabase } from '../runner/test-support/event-store-database';
import { tick } from '../runner/test-support/events';
import { notificationsReadModel } from './notifications.read-model';

/*
 * A host with no payout account is asked for one once, on their first paid booking: not again on
 * the next, not after they set one (which marks the notice read), and not at all when they set one first. A rebuild (in any
 * batches) asks exactly as the live run did.
 */

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh), 'file');

const renter = randomUUID();
/** Books twice without an account, then sets one and is booked again. */
const newHost = randomUUID();
/** Sets an account before their first booking. */
const readyHost = randomUUID();
const bookings = { first: randomUUID(), second: randomUUID(), third: randomUUID(), ready: randomUUID() };

let head: Position;
async function happen(stream: string, event: BookingEvent | HostPayoutsEvent) {
  ({ position: head } = await store.appendToStream(stream, [
    tick(event.data as unknown as Record<string, unknown>, event.type),
  ]));
}

async function paidBooking(bookingId: string, hostId: string) {
  await happen(bookingStream(bookingId), {
    type: 'BookingCreated',
    data: {
      bookingId,
      carId: randomUUID(),
      ownerId: hostId,
      renterId: renter,
      startDate: '2026-03-05',
      endDate: '2026-03-07',
      destinationRegionId: null,
      includeDriver: false,
      quote,
      holdExpiresAt: '2026-03-01T08:30:00.000Z',
    },
  });
  await happen(bookingStream(bookingId), {
    type: 'BookingConfirmed',
    data: { bookingId, reference: `ref-${bookingId}`, amount: quote.total, currency: 'GHS' },
  });
}

const accountSet = (hostId: string) =>
  happen(hostPayoutsStream(hostId), {
    type: 'PayoutAccountSet',
    data: {
      hostId,
      account: { type: 'mobile_money', network: 'MTN', number: '0541234567', name: 'Kwame Owusu' },
      recipientCode: 'RCP_1',
      description: 'MTN ••• 4567',
    },
  } as HostPayoutsEvent);

type Notice = { user_id: string; booking_id: string; read_at: Date | null };
let notices: Notice[];

beforeAll(async () => {
  await paidBooking(bookings.first, newHost);
  await paidBooking(bookings.second, newHost);
  await accountSet(newHost);
  await paidBooking(bookings.third, newHost);
  await accountSet(readyHost);
  await paidBooking(bookings.ready, readyHost);

  const read = async () =>
    (
      await db.pool.query<Notice>(
        `select user_id, booking_id, read_at from notifications
          where kind = 'payout-account-needed' order by created_at, id`,
      )
    ).rows;
  ({ rows: notices } = await expectSameRowsWhateverTheBatches(
    { pool: db.pool, store },
    notificationsReadModel,
    head,
    read,
  ));
});

it('asks a host without a payout account for one once, on their first paid booking, read once they set one', () => {
  expect(notices.filter((notice) => notice.user_id === newHost)).toEqual([
    { user_id: newHost, booking_id: bookings.first, read_at: expect.any(Date) },
  ]);
});

it('never asks a host who set their payout account first', () => {
  expect(notices.filter((notice) => notice.user_id === readyHost)).toEqual([]);
});

it('asks once in all, whether the log is applied event by event or rebuilt in one batch', () => {
  expect(notices).toHaveLength(1);
});
