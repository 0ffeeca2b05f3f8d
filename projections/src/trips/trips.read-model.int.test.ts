import { randomUUID } from 'node:crypto';
import type { BookingEvent, DamageReport, TripPhoto, TripSide, TripView } from '@akwaaba/domain';
import { photoPath } from '@akwaaba/domain/trips/trip.testing';
import { tripActionsView } from '@akwaaba/domain/trips/trip.views';
import type { NewEvent } from '@akwaaba/infra/eventstore/port';
import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { usersReadModel } from '../accounts/users.read-model';
import {
  findBookingFor,
  findBookingParties,
  listHostBookings,
  listRenterBookings,
} from '../bookings/bookings.queries';
import { bookingsReadModel } from '../bookings/bookings.read-model';
import { expectSameRowsWhateverTheBatches } from '../runner/test-support/batch-equivalence';
import { catchUp, useEventStoreDatabase } from '../runner/test-support/event-store-database';
import { registered, tick } from '../runner/test-support/events';
import type { Recorded } from '../runner/typed-projection';
import { findDamageCase, hasDamageCase, hostReputation, listDamageCases, listNoShows } from './trips.queries';
import { tripsReadModel } from './trips.read-model';
import { tripStatementRuns, tripWritesOf } from './trips.writes';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh), 'file');

const car = randomUUID();
const owner = randomUUID();
const renter = randomUUID();
const stranger = randomUUID();
const ids = () => randomUUID();
/** One booking per way a trip can stand. */
const trip = {
  reviewed: ids(),
  blind: ids(),
  damaged: ids(),
  returned: ids(),
  inProgress: ids(),
  noShow: ids(),
  cancelled: ids(),
  legacy: ids(),
  pending: ids(),
};

const START = '2026-04-10';
const END = '2026-04-12';
const HANDOVER_AT = '2026-04-10T08:00:00.000Z';
const RETURN_AT = '2026-04-12T17:00:00.000Z';
const COMPLETED_AT = '2026-04-13T09:00:00.000Z';
/** During the trip, and during the review window (14 days after COMPLETED_AT). */
const DURING_TRIP = new Date('2026-04-11T10:00:00.000Z');
const REVIEWING = new Date('2026-04-20T10:00:00.000Z');

const photoUrl = (path: string) => `https://signed.test${path}?sig=1`;
const photos = (from: number): TripPhoto[] =>
  (['front', 'back', 'left', 'right'] as const).map((angle, i) => ({ angle, path: photoPath(from + i) }));

let clock = Date.parse('2026-03-01T08:00:00.000Z');
function event(type: string, data: Record<string, unknown>): NewEvent {
  clock += 60_000;
  const made = tick(data, type);
  return { ...made, metadata: { ...made.metadata, timestamp: new Date(clock).toISOString() } };
}
const on = (bookingId: string, e: BookingEvent): [string, NewEvent] => [
  `booking-${bookingId}`,
  // An event's data as the store's untyped input: what a decider's event becomes when appended.
  event(e.type, e.data as unknown as Record<string, unknown>),
];

const created = (bookingId: string): BookingEvent => ({
  type: 'BookingCreated',
  data: {
    bookingId,
    carId: car,
    ownerId: owner,
    renterId: renter,
    startDate: START,
    endDate: END,
    destinationRegionId: null,
    includeDriver: false,
    quote: {
      days: 2,
      baseAmount: 56_000,
      surchargeAmount: 0,
      driverAmount: 0,
      subtotal: 56_000,
      serviceFee: 5_600,
      total: 61_600,
    },
    holdExpiresAt: '2026-03-01T09:00:00.000Z',
  },
});
const paid = (bookingId: string): [string, NewEvent][] => [
  on(bookingId, created(bookingId)),
  on(bookingId, { type: 'BookingPaymentInitialized', data: { bookingId, reference: `ref-${bookingId}` } }),
  on(bookingId, {
    type: 'BookingConfirmed',
    data: { bookingId, reference: `ref-${bookingId}`, amount: 61_600, currency: 'GHS' },
  }),
];
const handedOver = (bookingId: string, by: TripSide): BookingEvent => ({
  type: 'BookingHandoverRecorded',
  data: {
    bookingId,
    by,
    odometerKm: 42_000,
    fuelEighths: 8,
    photos: photos(1),
    note: 'Keys and spare',
    recordedAt: HANDOVER_AT,
  },
});
const returned = (bookingId: string, by: TripSide, damage: DamageReport | null = null): BookingEvent => ({
  type: 'BookingReturnRecorded',
  data: {
    bookingId,
    by,
    odometerKm: 42_350,
    fuelEighths: 6,
    photos: photos(5),
    note: '',
    recordedAt: RETURN_AT,
    distanceKm: 350,
    fuelChangeEighths: -2,
    damage,
  },
});
const completed = (
  bookingId: string,
  how: 'return-accepted' | 'case-resolved' = 'return-accepted',
): BookingEvent => ({
  type: 'BookingCompleted',
  data: { bookingId, completedAt: COMPLETED_AT, how },
});
const carReviewed = (bookingId: string, rating: number, hostRating?: number): BookingEvent => ({
  type: 'BookingReviewed',
  data: { bookingId, carId: car, renterId: renter, rating, comment: `Car rated ${rating}`, hostRating },
});
const scratch: DamageReport = { description: 'A long scratch on the rear bumper', photos: [photoPath(20)] };
const copies = (path: string) => ({
  thumbnail: `${path.replace('trip-photos/', 'trip-photos/variants/')}-w480.webp`,
  large: `${path.replace('trip-photos/', 'trip-photos/variants/')}-w1200.webp`,
});
const copiesMade = (bookingId: string, path: string): BookingEvent => ({
  type: 'BookingTripPhotoVariantsMade',
  data: { bookingId, photo: path, ...copies(path) },
});

const history = (): [string, NewEvent][] => [
  [
    `car-${car}`,
    event('CarListed', {
      carId: car,
      ownerId: owner,
      details: { make: 'Toyota', model: 'Corolla', year: 2019, location: 'Accra', images: [] },
      available: true,
    }),
  ],
  [`user-${renter}`, event('UserRegistered', registered(renter, 'Ama', 'Mensah'))],
  [`user-${owner}`, event('UserRegistered', registered(owner, 'Kofi', 'Boateng'))],
  // Handed over by the host, confirmed; returned by the renter with damage, disputed; resolved by
  // the admin (which completes the trip); reviewed both ways, then revealed.
  ...paid(trip.reviewed),
  on(trip.reviewed, {
    type: 'BookingReminderDue',
    data: { bookingId: trip.reviewed, kind: 'handover-tomorrow' },
  }),
  on(trip.reviewed, handedOver(trip.reviewed, 'host')),
  on(trip.reviewed, copiesMade(trip.reviewed, photoPath(1))),
  on(trip.reviewed, {
    type: 'BookingTripRecordConfirmed',
    data: { bookingId: trip.reviewed, stage: 'handover', by: 'renter' },
  }),
  on(trip.reviewed, { type: 'BookingReminderDue', data: { bookingId: trip.reviewed, kind: 'return-today' } }),
  on(trip.reviewed, returned(trip.reviewed, 'renter', scratch)),
  on(trip.reviewed, copiesMade(trip.reviewed, photoPath(20))),
  // Made twice (a job that ran again): the decider would append nothing; the read model keeps one row.
  on(trip.reviewed, copiesMade(trip.reviewed, photoPath(20))),
  on(trip.reviewed, {
    type: 'BookingTripRecordDisputed',
    data: { bookingId: trip.reviewed, stage: 'return', by: 'host', note: 'The tank was half empty' },
  }),
  on(trip.reviewed, {
    type: 'BookingDamageCaseResolved',
    data: { bookingId: trip.reviewed, note: 'Old scratch, seen in earlier photos', resolvedAt: COMPLETED_AT },
  }),
  on(trip.reviewed, completed(trip.reviewed, 'case-resolved')),
  on(trip.reviewed, carReviewed(trip.reviewed, 5, 4)),
  on(trip.reviewed, {
    type: 'BookingRenterReviewed',
    data: {
      bookingId: trip.reviewed,
      renterId: renter,
      ownerId: owner,
      rating: 5,
      comment: 'Careful driver',
    },
  }),
  on(trip.reviewed, { type: 'BookingReviewsRevealed', data: { bookingId: trip.reviewed } }),
  // Completed and reviewed by the renter only: blind.
  ...paid(trip.blind),
  on(trip.blind, handedOver(trip.blind, 'renter')),
  on(trip.blind, returned(trip.blind, 'host')),
  on(trip.blind, completed(trip.blind)),
  on(trip.blind, carReviewed(trip.blind, 3, 2)),
  // Returned with a damage report still open.
  ...paid(trip.damaged),
  on(trip.damaged, handedOver(trip.damaged, 'host')),
  on(trip.damaged, returned(trip.damaged, 'renter', scratch)),
  // Returned without damage and confirmed: the host may accept it.
  ...paid(trip.returned),
  on(trip.returned, handedOver(trip.returned, 'host')),
  on(trip.returned, returned(trip.returned, 'renter')),
  on(trip.returned, {
    type: 'BookingTripRecordConfirmed',
    data: { bookingId: trip.returned, stage: 'return', by: 'host' },
  }),
  // Handed over by the renter, not yet answered.
  ...paid(trip.inProgress),
  on(trip.inProgress, handedOver(trip.inProgress, 'renter')),
  // Nobody came.
  ...paid(trip.noShow),
  on(trip.noShow, {
    type: 'BookingNoShowFlagged',
    data: { bookingId: trip.noShow, flaggedAt: '2026-04-11T00:05:00.000Z' },
  }),
  // Paid, reminded, cancelled: no trip.
  ...paid(trip.cancelled),
  on(trip.cancelled, {
    type: 'BookingReminderDue',
    data: { bookingId: trip.cancelled, kind: 'handover-tomorrow' },
  }),
  on(trip.cancelled, {
    type: 'BookingCancelled',
    data: { bookingId: trip.cancelled, refundAmount: 61_600, freeCancellation: true },
  }),
  // Completed and reviewed before trips were recorded: no completion time, no host rating.
  ...paid(trip.legacy),
  on(trip.legacy, { type: 'BookingCompleted', data: { bookingId: trip.legacy } }),
  on(trip.legacy, carReviewed(trip.legacy, 4)),
  // Never paid.
  on(trip.pending, created(trip.pending)),
];

const VIEWS = {
  trip_bookings: 'booking_id',
  trips: 'booking_id',
  trip_records: 'booking_id, stage',
  trip_damage_cases: 'booking_id',
  trip_reviews: 'booking_id, author',
  trip_photo_variants: 'booking_id, photo',
};

async function readModel(): Promise<Record<string, Record<string, unknown>[]>> {
  const result: Record<string, Record<string, unknown>[]> = {};
  for (const [view, key] of Object.entries(VIEWS)) {
    const { rows } = await db.pool.query(`select to_jsonb(v) as row from ${view} v order by ${key}`);
    result[view] = rows.map((r) => r.row);
  }
  return result;
}

let rows: Record<string, Record<string, unknown>[]>;
let eventsApplied: number;

beforeAll(async () => {
  let head: Awaited<ReturnType<PostgresEventStore['appendToStream']>> | undefined;
  for (const [stream, e] of history()) head = await store.appendToStream(stream, [e]);
  ({ rows, eventsApplied } = await expectSameRowsWhateverTheBatches(
    { pool: db.pool, store },
    tripsReadModel,
    head!.position,
    readModel,
  ));
  // The booking queries read both read models (and the host's, the renters' licence and ID from
  // the users'); the trip queries read names and cars from bookings'.
  await catchUp({ db, store }, head!.position, [bookingsReadModel, usersReadModel]);
});

const booking = async (bookingId: string, userId: string, now: Date) =>
  (await findBookingFor(db.pool, bookingId, userId, photoUrl, now))!;
const tripOf = async (bookingId: string, userId: string, now: Date): Promise<TripView> =>
  (await booking(bookingId, userId, now)).trip!;
/** Every action the trip view offers, none of them offered. */
const NO_ACTIONS = Object.fromEntries(Object.keys(tripActionsView.entries).map((action) => [action, false]));

describe('trips read model', () => {
  it('ends in the same rows one event per batch and as a rebuild, and they are what the events say', () => {
    expect(eventsApplied).toBe(history().filter(([stream]) => stream.startsWith('booking-')).length);
    const tripsById = Object.fromEntries(rows.trips!.map((row) => [row.booking_id, row]));
    // Paid and not cancelled: a trip. Cancelled, never paid: none.
    expect(Object.keys(tripsById).sort()).toEqual(
      [
        trip.reviewed,
        trip.blind,
        trip.damaged,
        trip.returned,
        trip.inProgress,
        trip.noShow,
        trip.legacy,
      ].sort(),
    );
    expect(rows.trip_bookings).toHaveLength(Object.keys(trip).length);
    expect(tripsById[trip.reviewed]).toEqual({
      booking_id: trip.reviewed,
      renter_id: renter,
      owner_id: owner,
      car_id: car,
      start_date: START,
      end_date: END,
      // Booked before pick-up times: the handover opens 12 h before the start date.
      handover_opens_at: '2026-04-09T12:00:00+00:00',
      pickup_reminder_from: '2026-04-09T00:00:00+00:00',
      return_reminder_from: '2026-04-12T00:00:00+00:00',
      state: 'completed',
      no_show_flagged_at: null,
      returned_at: '2026-04-12T17:00:00+00:00',
      return_disputed: true,
      damage_case: 'resolved',
      completed_at: '2026-04-13T09:00:00+00:00',
      renter_reviewed: true,
      host_reviewed: true,
      reviews_revealed: true,
      reminders: ['handover-tomorrow', 'return-today'],
    });
    expect(tripsById[trip.blind]).toMatchObject({
      state: 'completed',
      renter_reviewed: true,
      reviews_revealed: false,
    });
    expect(tripsById[trip.damaged]).toMatchObject({
      state: 'returned',
      damage_case: 'open',
      return_disputed: false,
    });
    expect(tripsById[trip.returned]).toMatchObject({ state: 'returned', damage_case: 'none' });
    expect(tripsById[trip.inProgress]).toMatchObject({ state: 'in_progress', returned_at: null });
    expect(tripsById[trip.noShow]).toMatchObject({
      state: 'awaiting_handover',
      no_show_flagged_at: '2026-04-11T00:05:00+00:00',
    });
    expect(tripsById[trip.legacy]).toMatchObject({
      state: 'completed',
      completed_at: null,
      renter_reviewed: true,
    });

    const record = (bookingId: string, stage: string) =>
      rows.trip_records!.find((row) => row.booking_id === bookingId && row.stage === stage);
    expect(record(trip.reviewed, 'handover')).toMatchObject({
      recorded_by: 'host',
      odometer_km: 42_000,
      fuel_eighths: 8,
      photos: photos(1),
      note: 'Keys and spare',
      answer: 'confirmed',
      answer_by: 'renter',
      answer_note: '',
      distance_km: null,
    });
    expect(record(trip.reviewed, 'return')).toMatchObject({
      recorded_by: 'renter',
      answer: 'disputed',
      answer_by: 'host',
      answer_note: 'The tank was half empty',
      distance_km: 350,
      fuel_change_eighths: -2,
    });
    expect(rows.trip_records!.filter((row) => row.booking_id === trip.cancelled)).toEqual([]);
    expect(
      rows.trip_damage_cases!.map((row) => [row.booking_id, row.photos, row.resolved_at !== null]),
    ).toEqual(
      expect.arrayContaining([
        [trip.reviewed, [photoPath(20)], true],
        [trip.damaged, [photoPath(20)], false],
      ]),
    );
    expect(rows.trip_damage_cases).toHaveLength(2);
    expect(
      rows.trip_reviews!.map((row) => [
        row.booking_id,
        row.author,
        row.subject_id,
        row.rating,
        row.host_rating,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [trip.reviewed, 'renter', owner, 5, 4],
        [trip.reviewed, 'host', renter, 5, null],
        [trip.blind, 'renter', owner, 3, 2],
        [trip.legacy, 'renter', owner, 4, null],
      ]),
    );
    expect(rows.trip_reviews).toHaveLength(4);
    expect(rows.trip_photo_variants).toEqual([
      { booking_id: trip.reviewed, photo: photoPath(1), ...copies(photoPath(1)) },
      { booking_id: trip.reviewed, photo: photoPath(20), ...copies(photoPath(20)) },
    ]);
  });

  it('answers no trip for a booking never paid or cancelled, and nothing to a stranger', async () => {
    expect((await booking(trip.pending, renter, DURING_TRIP)).trip).toBeNull();
    expect((await booking(trip.cancelled, renter, DURING_TRIP)).trip).toBeNull();
    expect(await findBookingFor(db.pool, trip.reviewed, stranger, photoUrl, DURING_TRIP)).toBeNull();
  });

  it('shows the whole trip to each party as their side, with signed photo links', async () => {
    const asRenter = await tripOf(trip.reviewed, renter, REVIEWING);
    expect(asRenter).toEqual({
      state: 'completed',
      viewer: 'renter',
      handoverOpensAt: '2026-04-09T12:00:00.000Z',
      noShow: false,
      handover: {
        by: 'host',
        odometerKm: 42_000,
        fuelEighths: 8,
        // The front's WebP copies are made; the others still show the original.
        photos: photos(1).map(({ angle, path }) =>
          path === photoPath(1)
            ? { angle, url: photoUrl(copies(path).large), thumbnailUrl: photoUrl(copies(path).thumbnail) }
            : { angle, url: photoUrl(path), thumbnailUrl: photoUrl(path) },
        ),
        note: 'Keys and spare',
        recordedAt: HANDOVER_AT,
        answer: { answer: 'confirmed', by: 'renter', note: '' },
      },
      return: {
        by: 'renter',
        odometerKm: 42_350,
        fuelEighths: 6,
        photos: photos(5).map(({ angle, path }) => ({
          angle,
          url: photoUrl(path),
          thumbnailUrl: photoUrl(path),
        })),
        note: '',
        recordedAt: RETURN_AT,
        answer: { answer: 'disputed', by: 'host', note: 'The tank was half empty' },
        distanceKm: 350,
        fuelChangeEighths: -2,
      },
      damageCase: {
        status: 'resolved',
        description: scratch.description,
        photos: [photoUrl(copies(photoPath(20)).large)],
        reportedBy: 'renter',
        reportedAt: RETURN_AT,
        resolutionNote: 'Old scratch, seen in earlier photos',
        resolvedAt: COMPLETED_AT,
      },
      completedAt: COMPLETED_AT,
      reviews: {
        byRenter: { rating: 5, hostRating: 4, comment: 'Car rated 5', createdAt: expect.any(String) },
        byHost: { rating: 5, hostRating: null, comment: 'Careful driver', createdAt: expect.any(String) },
        mineWritten: true,
        revealed: true,
        windowClosesAt: '2026-04-27T09:00:00.000Z',
      },
      actions: NO_ACTIONS,
    });
    const asHost = await tripOf(trip.reviewed, owner, REVIEWING);
    expect(asHost).toEqual({ ...asRenter, viewer: 'host' });
    // Copies belong to their trip: another booking's record of the same upload shows the original.
    expect((await tripOf(trip.blind, renter, REVIEWING)).handover!.photos[0]).toEqual({
      angle: 'front',
      url: photoUrl(photoPath(1)),
      thumbnailUrl: photoUrl(photoPath(1)),
    });
  });

  it('keeps reviews blind: each side sees its own, the other’s once revealed', async () => {
    const asRenter = await tripOf(trip.blind, renter, REVIEWING);
    expect(asRenter.reviews).toEqual({
      byRenter: { rating: 3, hostRating: 2, comment: 'Car rated 3', createdAt: expect.any(String) },
      byHost: null,
      mineWritten: true,
      revealed: false,
      windowClosesAt: '2026-04-27T09:00:00.000Z',
    });
    expect(asRenter.actions.review).toBe(false);
    const asHost = await tripOf(trip.blind, owner, REVIEWING);
    expect(asHost.reviews).toMatchObject({
      byRenter: null,
      byHost: null,
      mineWritten: false,
      revealed: false,
    });
    // (The renter's handover is still unanswered: the decider takes an answer after completion too.)
    expect(asHost.actions).toEqual({ ...NO_ACTIONS, answerHandover: true, review: true });
    // The 14 days are over: no more reviews.
    expect((await tripOf(trip.blind, owner, new Date('2026-04-27T09:00:00.000Z'))).actions.review).toBe(
      false,
    );
    // The renter's review of a booking completed before blind reviews is public already.
    const legacy = await tripOf(trip.legacy, owner, REVIEWING);
    expect(legacy).toMatchObject({ state: 'completed', completedAt: null, handover: null, return: null });
    expect(legacy.reviews).toMatchObject({
      byRenter: { rating: 4, hostRating: null },
      byHost: null,
      revealed: false,
      windowClosesAt: null,
    });
    expect(legacy.actions).toEqual({ ...NO_ACTIONS, review: true });
    // The booking's own flag says the same as the trip.
    expect(await booking(trip.blind, renter, REVIEWING)).toMatchObject({ canReview: false, reviewed: true });
  });

  it('offers each party what the decider would accept now', async () => {
    // Check-in: from 12 h before the start date until the end of the end date.
    const checkIn = async (at: string) => (await tripOf(trip.noShow, renter, new Date(at))).actions.checkIn;
    expect(await checkIn('2026-04-09T11:59:59.000Z')).toBe(false);
    expect(await checkIn('2026-04-09T12:00:00.000Z')).toBe(true);
    expect(await checkIn('2026-04-12T23:59:59.000Z')).toBe(true);
    expect(await checkIn('2026-04-13T00:00:00.000Z')).toBe(false);
    // Cancelling: not once the car was handed over, even in the 12 hours before the start.
    const evening = new Date('2026-04-09T20:00:00.000Z');
    expect((await booking(trip.noShow, renter, evening)).canCancel).toBe(true);
    expect((await booking(trip.inProgress, renter, evening)).canCancel).toBe(false);
    expect(await tripOf(trip.noShow, owner, DURING_TRIP)).toMatchObject({
      state: 'awaiting_handover',
      viewer: 'host',
      noShow: true,
      actions: { ...NO_ACTIONS, checkIn: true },
    });

    // Handed over by the renter: the host answers; either records the return.
    expect((await tripOf(trip.inProgress, owner, DURING_TRIP)).actions).toEqual({
      ...NO_ACTIONS,
      checkOut: true,
      answerHandover: true,
    });
    expect((await tripOf(trip.inProgress, renter, DURING_TRIP)).actions).toEqual({
      ...NO_ACTIONS,
      checkOut: true,
    });

    // Handed over by the host and returned by the renter, the return confirmed: the host accepts
    // it, and the renter may still answer the host's handover...
    expect((await tripOf(trip.returned, owner, DURING_TRIP)).actions).toEqual({
      ...NO_ACTIONS,
      acceptReturn: true,
    });
    expect((await tripOf(trip.returned, renter, DURING_TRIP)).actions).toEqual({
      ...NO_ACTIONS,
      answerHandover: true,
    });
    // ...but a return with a damage report waiting for the admin cannot be accepted.
    const damaged = await tripOf(trip.damaged, owner, DURING_TRIP);
    expect(damaged.actions).toEqual({ ...NO_ACTIONS, answerReturn: true });
    expect(damaged.damageCase).toMatchObject({ status: 'open', resolutionNote: null, resolvedAt: null });
  });

  it('lists each party’s bookings with their trips, and the renter’s record to the host, in one round trip', async () => {
    const query = vi.spyOn(db.pool, 'query');
    try {
      const hosted = await listHostBookings(db.pool, owner, photoUrl, DURING_TRIP);
      const rented = await listRenterBookings(db.pool, renter, photoUrl, DURING_TRIP);
      expect(query).toHaveBeenCalledTimes(2);
      expect(hosted.map((b) => b.trip?.viewer ?? null)).toEqual(hosted.map((b) => (b.trip ? 'host' : null)));
      expect(rented.map((b) => b.trip?.viewer ?? null)).toEqual(
        rented.map((b) => (b.trip ? 'renter' : null)),
      );
      expect(rented.filter((b) => b.trip !== null)).toHaveLength(7);
      expect(hosted.find((b) => b.id === trip.reviewed)!.renter).toEqual({
        firstName: 'Ama',
        lastName: 'Mensah',
        // The host's revealed review only; completed trips: reviewed, blind and legacy.
        reputation: { averageRating: 5, reviewCount: 1, tripCount: 3 },
        // This history never sends her licence and ID.
        driverVerification: 'none',
      });
    } finally {
      query.mockRestore();
    }
  });

  it('rates a host by renters’ revealed reviews', async () => {
    expect(await hostReputation(db.pool, owner)).toEqual({ averageRating: 4, reviewCount: 1, tripCount: 3 });
    expect(await hostReputation(db.pool, stranger)).toEqual({
      averageRating: null,
      reviewCount: 0,
      tripCount: 0,
    });
  });

  it('lists damage cases for the admin, open first, and no-shows still without a handover', async () => {
    const cases = await listDamageCases(db.pool, photoUrl);
    expect(cases.map((c) => [c.bookingId, c.damageCase.status])).toEqual([
      [trip.damaged, 'open'],
      [trip.reviewed, 'resolved'],
    ]);
    expect(cases[0]).toMatchObject({
      car: { year: 2019, make: 'Toyota', model: 'Corolla', location: 'Accra' },
      renter: { firstName: 'Ama', lastName: 'Mensah' },
      host: { firstName: 'Kofi', lastName: 'Boateng' },
      startDate: START,
      endDate: END,
      handover: { by: 'host', odometerKm: 42_000 },
      return: {
        by: 'renter',
        distanceKm: 350,
        photos: expect.arrayContaining([
          { angle: 'front', url: photoUrl(photoPath(5)), thumbnailUrl: photoUrl(photoPath(5)) },
        ]),
      },
      damageCase: { photos: [photoUrl(photoPath(20))] },
    });
    expect(await findDamageCase(db.pool, trip.damaged, photoUrl)).toEqual(cases[0]);
    expect(await findDamageCase(db.pool, trip.returned, photoUrl)).toBeNull();
    // A case, open or resolved, lets an admin read the booking's conversation.
    expect(await hasDamageCase(db.pool, trip.damaged)).toBe(true);
    expect(await hasDamageCase(db.pool, trip.reviewed)).toBe(true);
    expect(await hasDamageCase(db.pool, trip.returned)).toBe(false);

    expect(await listNoShows(db.pool)).toEqual([
      {
        bookingId: trip.noShow,
        car: { year: 2019, make: 'Toyota', model: 'Corolla', location: 'Accra' },
        renter: { firstName: 'Ama', lastName: 'Mensah' },
        host: { firstName: 'Kofi', lastName: 'Boateng' },
        startDate: START,
        endDate: END,
        flaggedAt: '2026-04-11T00:05:00.000Z',
      },
    ]);
  });

  it('names a booking’s parties, car and last day, and no booking for an unknown id', async () => {
    expect(await findBookingParties(db.pool, trip.damaged)).toEqual({
      carId: car,
      renterId: renter,
      hostId: owner,
      endDate: END,
    });
    expect(await findBookingParties(db.pool, randomUUID())).toBeNull();
  });

  it('runs consecutive writes of one statement for different bookings as one, in log order otherwise', () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const recorded = history().length;
    const runs = tripStatementRuns(
      [
        created(a),
        { type: 'BookingConfirmed', data: { bookingId: a, reference: 'r', amount: 1, currency: 'GHS' } },
        created(b),
        { type: 'BookingConfirmed', data: { bookingId: b, reference: 'r', amount: 1, currency: 'GHS' } },
        { type: 'BookingReminderDue', data: { bookingId: a, kind: 'handover-tomorrow' } },
        { type: 'BookingReminderDue', data: { bookingId: b, kind: 'handover-tomorrow' } },
        { type: 'BookingReminderDue', data: { bookingId: a, kind: 'return-today' } },
        { type: 'BookingPaymentInitialized', data: { bookingId: a, reference: 'r2' } },
        { type: 'BookingCancelled', data: { bookingId: a, refundAmount: 1, freeCancellation: true } },
      ]
        .map((e, i) => {
          const made = on(e.data.bookingId, e as BookingEvent)[1];
          return {
            ...made,
            streamName: 's',
            streamRevision: i,
            position: { commit: 1n, prepare: BigInt(recorded + i) },
            // A recorded event made by hand (no store): only the fields the projection reads.
          } as unknown as Recorded<BookingEvent>;
        })
        .flatMap(tripWritesOf),
    );
    expect(runs.map((run) => [run.statement, run.rows.length])).toEqual([
      // Terms are only read by their own booking's later events: all of them first.
      ['termsAgreed', 2],
      ['tripOpened', 2],
      ['reminderDue', 2],
      // The same booking's second reminder appends after its first.
      ['reminderDue', 1],
      ['tripCancelled', 1],
    ]);
  });
});
