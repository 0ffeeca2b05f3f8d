import { randomUUID } from 'node:crypto';
import { linesTotal } from '@akwaaba/domain';
import { plainQuote } from '@akwaaba/domain/pricing/quote.testing';
import type { NewEvent } from '@akwaaba/infra/eventstore/port';
import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { usersReadModel } from '../accounts/users.read-model';
import { startProjectionRunners } from '../runner/runner';
import { expectSameRowsWhateverTheBatches } from '../runner/test-support/batch-equivalence';
import { useEventStoreDatabase } from '../runner/test-support/event-store-database';
import { registered, tick } from '../runner/test-support/events';
import { waitForProjections } from '../runner/wait';
import { bookingsReadModel, layered } from './bookings.read-model';
import { bookedEvents, writesOf } from './bookings.writes';
import { carReviews } from './car-reviews.queries';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh));

const car = randomUUID();
const owner = randomUUID();
const renter = randomUUID();
const [paidThenCancelled, refusedThenExpired, reviewed] = [randomUUID(), randomUUID(), randomUUID()];
/** Booked with its money as lines, a child seat among them. */
const withChildSeat = randomUUID();
/** Reviews rating the host too: blind until revealed. */
const [blind, revealed] = [randomUUID(), randomUUID()];
let clock = Date.parse('2026-03-01T08:00:00.000Z');

function event(type: string, data: Record<string, unknown>): NewEvent {
  // Every event its own time, so a write applied out of order would leave another updated_at.
  clock += 60_000;
  const made = tick(data, type);
  return { ...made, metadata: { ...made.metadata, timestamp: new Date(clock).toISOString() } };
}

const details = (make: string) => ({
  make,
  model: 'Corolla',
  year: 2019,
  location: 'Accra',
  images: [`/objects/car-photos/${make}.jpg`],
});
/** A quote as bookings recorded it before discounts and lines (read with linesOf). */
const quote = {
  days: 2,
  baseAmount: 56_000,
  surchargeAmount: 0,
  driverAmount: 0,
  serviceFee: 5_600,
  total: 61_600,
};
/** A quote as bookings record it now: its lines, a child seat among them. */
const quoteWithLines = plainQuote({
  pricePerDay: 28_000,
  startDate: '2026-04-10',
  endDate: '2026-04-12',
  extras: [{ kind: 'child-seat', dailyRate: 2_000 }],
});
/** Booked at `createdAt` (the decider's instant); without it, as bookings made before it was recorded. */
const created = (bookingId: string, createdAt?: string, recorded: object = quote) =>
  event('BookingCreated', {
    bookingId,
    carId: car,
    ownerId: owner,
    renterId: renter,
    startDate: '2026-04-10',
    endDate: '2026-04-12',
    destinationRegionId: null,
    includeDriver: false,
    quote: recorded,
    holdExpiresAt: '2026-03-01T09:00:00.000Z',
    ...(createdAt === undefined ? {} : { createdAt }),
  });
const held = (bookingId: string) =>
  event('CalendarDatesHeld', {
    carId: car,
    bookingId,
    startDate: '2026-04-10',
    endDate: '2026-04-12',
    holdExpiresAt: '2026-03-01T09:00:00.000Z',
  });

/** A booking paid, completed and reviewed, the review rating the host too (blind). */
const blindlyReviewed = (bookingId: string, rating: number): [string, NewEvent][] => [
  [`calendar-${car}`, held(bookingId)],
  [`booking-${bookingId}`, created(bookingId)],
  [
    `booking-${bookingId}`,
    event('BookingConfirmed', { bookingId, reference: `ref-${bookingId}`, amount: 61_600, currency: 'GHS' }),
  ],
  [`calendar-${car}`, event('CalendarDatesConfirmed', { carId: car, bookingId })],
  [
    `booking-${bookingId}`,
    event('BookingCompleted', { bookingId, completedAt: '2026-04-13T09:00:00.000Z', how: 'return-accepted' }),
  ],
  [
    `booking-${bookingId}`,
    event('BookingReviewed', { bookingId, carId: car, renterId: renter, rating, comment: '', hostRating: 4 }),
  ],
];

/**
 * A history where order matters at every step: a booking reads its car's summary before
 * and after the car changes; one booking is created, paid twice over, confirmed,
 * cancelled and refunded; counters go up and down; a review follows completion; blind
 * reviews wait for their reveal.
 */
const history = (): [string, NewEvent][] => [
  [
    `car-${car}`,
    event('CarListed', { carId: car, ownerId: owner, details: details('Toyota'), available: true }),
  ],
  [`user-${renter}`, event('UserRegistered', registered(renter, 'Ama', 'Mensah'))],
  [`calendar-${car}`, held(paidThenCancelled)],
  [`booking-${paidThenCancelled}`, created(paidThenCancelled, '2026-03-01T08:30:00.000Z')],
  [`car-${car}`, event('CarUpdated', { carId: car, changes: { make: 'Honda', images: [] } })],
  [`calendar-${car}`, held(refusedThenExpired)],
  [`booking-${refusedThenExpired}`, created(refusedThenExpired)],
  [
    `booking-${paidThenCancelled}`,
    event('BookingPaymentInitialized', { bookingId: paidThenCancelled, reference: 'ref-1' }),
  ],
  [
    `booking-${paidThenCancelled}`,
    event('BookingPaymentInitialized', { bookingId: paidThenCancelled, reference: 'ref-2' }),
  ],
  [
    `booking-${paidThenCancelled}`,
    event('BookingConfirmed', {
      bookingId: paidThenCancelled,
      reference: 'ref-2',
      amount: 61_600,
      currency: 'GHS',
    }),
  ],
  [`calendar-${car}`, event('CalendarDatesConfirmed', { carId: car, bookingId: paidThenCancelled })],
  [
    `booking-${refusedThenExpired}`,
    event('BookingPaymentRefused', {
      bookingId: refusedThenExpired,
      reference: 'ref-3',
      amount: 61_600,
      currency: 'GHS',
      reason: 'expired',
    }),
  ],
  [
    `booking-${refusedThenExpired}`,
    event('BookingPaymentRefused', {
      bookingId: refusedThenExpired,
      reference: 'ref-4',
      amount: 61_600,
      currency: 'GHS',
      reason: 'expired',
    }),
  ],
  [
    `booking-${refusedThenExpired}`,
    event('BookingRefusedPaymentReturned', {
      bookingId: refusedThenExpired,
      paymentReference: 'ref-3',
      refundReference: 'rf-3',
      amount: 61_600,
    }),
  ],
  [`booking-${refusedThenExpired}`, event('BookingExpired', { bookingId: refusedThenExpired })],
  [
    `calendar-${car}`,
    event('CalendarDatesReleased', { carId: car, bookingId: refusedThenExpired, reason: 'expired' }),
  ],
  [
    `booking-${paidThenCancelled}`,
    event('BookingCancelled', { bookingId: paidThenCancelled, refundAmount: 61_600, freeCancellation: true }),
  ],
  [
    `calendar-${car}`,
    event('CalendarDatesReleased', { carId: car, bookingId: paidThenCancelled, reason: 'cancelled' }),
  ],
  [
    `booking-${paidThenCancelled}`,
    event('BookingRefunded', { bookingId: paidThenCancelled, reference: 'rf-1', amount: 61_600 }),
  ],
  [
    `user-${renter}`,
    event('UserProfileUpdated', {
      userId: renter,
      changes: { lastName: 'Owusu', profileImageUrl: '/objects/me.jpg' },
    }),
  ],
  [`car-${car}`, event('CarUpdated', { carId: car, changes: { location: 'Kumasi' } })],
  [`calendar-${car}`, held(reviewed)],
  [`booking-${reviewed}`, created(reviewed)],
  [
    `booking-${reviewed}`,
    event('BookingConfirmed', { bookingId: reviewed, reference: 'ref-5', amount: 61_600, currency: 'GHS' }),
  ],
  [`calendar-${car}`, event('CalendarDatesConfirmed', { carId: car, bookingId: reviewed })],
  [`booking-${reviewed}`, event('BookingCompleted', { bookingId: reviewed })],
  [
    `booking-${reviewed}`,
    event('BookingReviewed', {
      bookingId: reviewed,
      carId: car,
      renterId: renter,
      rating: 5,
      comment: 'Clean car, on time',
    }),
  ],
  [`calendar-${car}`, held(withChildSeat)],
  [`booking-${withChildSeat}`, created(withChildSeat, '2026-03-01T10:00:00.000Z', quoteWithLines)],
  ...blindlyReviewed(blind, 1),
  ...blindlyReviewed(revealed, 4),
  [`booking-${revealed}`, event('BookingReviewsRevealed', { bookingId: revealed })],
];

const VIEWS = {
  bookings: 'id',
  booking_lines: 'booking_id, position',
  car_availability: 'booking_id',
  reviews: 'id',
  booking_cars: 'car_id',
  booking_people: 'user_id',
};

/** Every row of every view of the read model, as JSON, in key order. */
async function readModel(): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const [view, key] of Object.entries(VIEWS)) {
    const { rows } = await db.pool.query(`select to_jsonb(v) as row from ${view} v order by ${key}`);
    result[view] = rows.map((r) => r.row);
  }
  return result;
}

async function appendHistory() {
  let last: Awaited<ReturnType<PostgresEventStore['appendToStream']>> | undefined;
  for (const [stream, e] of history()) last = await store.appendToStream(stream, [e]);
  return last!.position;
}

describe('bookings projection', () => {
  it('a whole history in one batch ends in the same rows as one event per batch, and as a rebuild', async () => {
    const head = await appendHistory();
    const { rows: applied, eventsApplied } = await expectSameRowsWhateverTheBatches(
      { pool: db.pool, store },
      bookingsReadModel,
      head,
      readModel,
    );
    expect(eventsApplied).toBe(history().length);

    // The rows are the ones the events describe, not merely the same both ways.
    const bookings = applied.bookings as Record<string, unknown>[];
    const byId = (id: string) => bookings.find((b) => b.id === id)!;
    expect(byId(paidThenCancelled)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      payment_references: ['ref-1', 'ref-2'],
      paid_reference: 'ref-2',
      refund_amount: 61_600,
      refunded_amount: 61_600,
      car_make: 'Toyota',
      car_image: '/objects/car-photos/Toyota.jpg',
      // The instant free cancellation's hour runs from, as the decider recorded it.
      booked_at: '2026-03-01T08:30:00+00:00',
    });
    expect(byId(refusedThenExpired)).toMatchObject({
      status: 'expired',
      refunds_due: 1,
      car_make: 'Honda',
      car_image: null,
      car_location: 'Accra',
      booked_at: null,
    });
    expect(byId(reviewed)).toMatchObject({ status: 'completed', reviewed: true, car_location: 'Kumasi' });
    expect(applied.car_availability).toEqual(
      expect.arrayContaining([expect.objectContaining({ booking_id: reviewed, status: 'confirmed' })]),
    );
    expect(applied.car_availability).toHaveLength(4);
    // A review written before hosts were rated is shown at once; a blind one once revealed.
    const reviews = applied.reviews as Record<string, unknown>[];
    expect(Object.fromEntries(reviews.map((review) => [review.id, [review.rating, review.shown]]))).toEqual({
      [reviewed]: [5, true],
      [blind]: [1, false],
      [revealed]: [4, true],
    });
    // Each booking's money as lines, in order: those it recorded, or built from an old booking's figures.
    const lines = applied.booking_lines as { booking_id: string; kind: string; amount: number }[];
    const linesOfBooking = (id: string) => lines.filter((line) => line.booking_id === id);
    expect(linesOfBooking(paidThenCancelled)).toEqual([
      {
        booking_id: paidThenCancelled,
        position: 0,
        kind: 'rental',
        label: 'Daily price',
        quantity: 2,
        unit_amount: 28_000,
        amount: 56_000,
      },
      {
        booking_id: paidThenCancelled,
        position: 1,
        kind: 'service-fee',
        label: 'Service fee (5%)',
        quantity: 1,
        unit_amount: 5_600,
        amount: 5_600,
      },
    ]);
    expect(linesOfBooking(withChildSeat).map((line) => [line.kind, line.amount])).toEqual(
      quoteWithLines.lines.map((line) => [line.kind, line.amount]),
    );
    expect(linesOfBooking(withChildSeat).map((line) => line.kind)).toContain('child-seat');
    // An old booking's lines add up to the total it recorded, to the pesewa (no discount line: a credit).
    for (const id of [paidThenCancelled, refusedThenExpired, reviewed, blind, revealed])
      expect(linesOfBooking(id).reduce((sum, line) => sum + line.amount, 0)).toBe(quote.total);
    expect(byId(withChildSeat)).toMatchObject({
      total: linesTotal(quoteWithLines.lines),
      service_fee: 3_000,
    });
    expect(applied.booking_people).toEqual([
      { user_id: renter, first_name: 'Ama', last_name: 'Owusu', profile_image_url: '/objects/me.jpg' },
    ]);
  });

  it('shows and counts a car’s reviews once revealed, and reviews written before blind reviews at once', async () => {
    const head = await appendHistory();
    // The car page reads the reviewers' names from the users read model, which skips the rest.
    const { events } = await store.readAll({ maxCount: 1000 });
    const lastUserEvent = events.findLast((e) => e.type.startsWith('User'))!.position;
    const running = startProjectionRunners({
      pool: db.pool,
      store,
      projections: [bookingsReadModel, usersReadModel],
    });
    try {
      expect(await waitForProjections(db.pool, head, ['bookings'], 20_000)).toBe(true);
      expect(await waitForProjections(db.pool, lastUserEvent, ['users'], 20_000)).toBe(true);
    } finally {
      await running.stop();
    }
    const shown = await carReviews(db.pool, car);
    expect(shown.reviews.map((review) => [review.id, review.rating])).toEqual([
      [revealed, 4],
      [reviewed, 5],
    ]);
    expect(shown).toMatchObject({ reviewCount: 2, averageRating: 4.5 });
  });

  it('puts writes to other rows in one statement and keeps each row’s writes in log order', () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const layers = layered(
      [
        held(a),
        created(a),
        held(b),
        created(b),
        event('BookingConfirmed', { bookingId: a, reference: 'r', amount: 1, currency: 'GHS' }),
        event('BookingCancelled', { bookingId: a, refundAmount: 1, freeCancellation: true }),
        event('CarUpdated', { carId: car, changes: { make: 'Kia' } }),
      ]
        .map((e, i) => ({
          ...e,
          streamName: 's',
          streamRevision: i,
          position: { commit: 1n, prepare: BigInt(i) },
        }))
        .filter(bookedEvents)
        .flatMap(writesOf),
    );
    expect(layers.map((layer) => [...layer].map(([name, rows]) => [name, rows.length]))).toEqual([
      [
        ['datesHeld', 2],
        ['bookingCreated', 2],
        ['bookingLineAdded', 4],
      ],
      // The car changes after both bookings read its summary.
      [
        ['carUpdated', 1],
        ['bookingConfirmed', 1],
      ],
      [['bookingCancelled', 1]],
    ]);
  });
});
