import {
  type BookingEvent,
  handoverOpensAt,
  pickupReminderFrom,
  returnReminderFrom,
  type TripReading,
} from '@akwaaba/domain';
import type { SetStatement } from '../runner/set-statement';
import type { Recorded } from '../runner/typed-projection';

/** The physical tables of the generation being written. */
export type TripTables = Record<
  'terms' | 'trips' | 'records' | 'damage' | 'reviews' | 'photoVariants',
  string
>;

type Statement = SetStatement<TripTables>;

/** The handover's and the return's common columns, in this order in their rows. */
const READING_COLUMNS = [
  ['booking_id', 'uuid'],
  ['recorded_by', 'text'],
  ['odometer_km', 'int'],
  ['fuel_eighths', 'int'],
  ['photos', 'text'],
  ['note', 'text'],
  ['recorded_at', 'timestamptz'],
] as const;

/** Inserts the stage's record of each row whose trip exists (a CTE of the statement). */
const recordInserted = (t: TripTables, rows: string, stage: 'handover' | 'return', extra: string[] = []) =>
  `insert into ${t.records} (booking_id, stage, recorded_by, odometer_km, fuel_eighths, photos, note,
     recorded_at${extra.map((column) => `, ${column}`).join('')})
   select r.booking_id, '${stage}', r.recorded_by, r.odometer_km, r.fuel_eighths, r.photos::jsonb, r.note,
     r.recorded_at${extra.map((column) => `, r.${column}`).join('')}
   from ${rows} join ${t.trips} t on t.booking_id = r.booking_id
   on conflict (booking_id, stage) do nothing`;

/** Who books which car when, as trip_bookings keeps it and a trip starts with it. */
const TERMS =
  'booking_id, renter_id, owner_id, car_id, start_date, end_date, handover_opens_at, pickup_reminder_from, return_reminder_from';

/**
 * Every statement the trips read model is written with. Each is one statement per event (a
 * change to several tables is one statement with CTEs) and touches only its booking's rows,
 * so consecutive rows of one statement for different bookings run together (see apply).
 */
export const TRIP_STATEMENTS = {
  termsAgreed: {
    columns: [
      ['booking_id', 'uuid'],
      ['renter_id', 'uuid'],
      ['owner_id', 'uuid'],
      ['car_id', 'uuid'],
      ['start_date', 'date'],
      ['end_date', 'date'],
      ['handover_opens_at', 'timestamptz'],
      ['pickup_reminder_from', 'timestamptz'],
      ['return_reminder_from', 'timestamptz'],
    ],
    sql: (t, rows) =>
      `insert into ${t.terms} (${TERMS})
       select ${TERMS} from ${rows}
       on conflict (booking_id) do nothing`,
  },
  // Paid: the trip begins, awaiting its handover.
  tripOpened: {
    columns: [['booking_id', 'uuid']],
    sql: (t, rows) =>
      `insert into ${t.trips} (${TERMS}, state)
       select ${TERMS.split(', ')
         .map((column) => `b.${column}`)
         .join(', ')}, 'awaiting_handover'
       from ${rows} join ${t.terms} b on b.booking_id = r.booking_id
       on conflict (booking_id) do nothing`,
  },
  handoverRecorded: {
    columns: READING_COLUMNS,
    sql: (t, rows) =>
      `with record as (${recordInserted(t, rows, 'handover')})
       update ${t.trips} t set state = 'in_progress' from ${rows} where t.booking_id = r.booking_id`,
  },
  returnRecorded: {
    columns: [
      ...READING_COLUMNS,
      ['distance_km', 'int'],
      ['fuel_change_eighths', 'int'],
      ['damage_description', 'text'],
      ['damage_photos', 'text'],
      ['charges', 'jsonb'],
    ],
    sql: (t, rows) =>
      `with record as (${recordInserted(t, rows, 'return', ['distance_km', 'fuel_change_eighths', 'charges'])}),
       damage as (
         insert into ${t.damage} (booking_id, description, photos, reported_by, reported_at)
         select r.booking_id, r.damage_description, r.damage_photos::jsonb, r.recorded_by, r.recorded_at
         from ${rows} join ${t.trips} t on t.booking_id = r.booking_id
         where r.damage_description is not null
         on conflict (booking_id) do nothing
       )
       update ${t.trips} t set state = 'returned', returned_at = r.recorded_at,
         damage_case = case when r.damage_description is null then 'none' else 'open' end
       from ${rows} where t.booking_id = r.booking_id`,
  },
  recordAnswered: {
    columns: [
      ['booking_id', 'uuid'],
      ['stage', 'text'],
      ['answer', 'text'],
      ['answer_by', 'text'],
      ['answer_note', 'text'],
    ],
    sql: (t, rows) =>
      `with answered as (
         update ${t.records} c set answer = r.answer, answer_by = r.answer_by, answer_note = r.answer_note
         from ${rows} where c.booking_id = r.booking_id and c.stage = r.stage
       )
       update ${t.trips} t set return_disputed = true
       from ${rows} where t.booking_id = r.booking_id and r.stage = 'return' and r.answer = 'disputed'`,
  },
  damageCaseResolved: {
    columns: [
      ['booking_id', 'uuid'],
      ['note', 'text'],
      ['resolved_at', 'timestamptz'],
    ],
    sql: (t, rows) =>
      `with resolved as (
         update ${t.damage} d set resolution_note = r.note, resolved_at = r.resolved_at
         from ${rows} where d.booking_id = r.booking_id
       )
       update ${t.trips} t set damage_case = 'resolved' from ${rows} where t.booking_id = r.booking_id`,
  },
  noShowFlagged: {
    columns: [
      ['booking_id', 'uuid'],
      ['flagged_at', 'timestamptz'],
    ],
    sql: (t, rows) =>
      `update ${t.trips} t set no_show_flagged_at = r.flagged_at from ${rows} where t.booking_id = r.booking_id`,
  },
  // Bookings completed before trips were recorded carry no completion time: completed_at stays null.
  tripCompleted: {
    columns: [
      ['booking_id', 'uuid'],
      ['completed_at', 'timestamptz'],
    ],
    sql: (t, rows) =>
      `update ${t.trips} t set state = 'completed', completed_at = r.completed_at
       from ${rows} where t.booking_id = r.booking_id`,
  },
  // A review: the renter's of the car (rating) and of its host (host_rating), about the host;
  // or the host's of the renter (renter_id), about the renter.
  reviewed: {
    columns: [
      ['booking_id', 'uuid'],
      ['author', 'text'],
      ['renter_id', 'uuid'],
      ['rating', 'int'],
      ['host_rating', 'int'],
      ['comment', 'text'],
      ['at', 'timestamptz'],
    ],
    sql: (t, rows) =>
      `with review as (
         insert into ${t.reviews} (booking_id, author, subject_id, rating, host_rating, comment, created_at)
         select r.booking_id, r.author, case r.author when 'renter' then t.owner_id else r.renter_id end,
           r.rating, r.host_rating, r.comment, r.at
         from ${rows} join ${t.trips} t on t.booking_id = r.booking_id
         on conflict (booking_id, author) do nothing
       )
       update ${t.trips} t set renter_reviewed = t.renter_reviewed or r.author = 'renter',
         host_reviewed = t.host_reviewed or r.author = 'host'
       from ${rows} where t.booking_id = r.booking_id`,
  },
  reviewsRevealed: {
    columns: [['booking_id', 'uuid']],
    sql: (t, rows) =>
      `update ${t.trips} t set reviews_revealed = true from ${rows} where t.booking_id = r.booking_id`,
  },
  reminderDue: {
    columns: [
      ['booking_id', 'uuid'],
      ['kind', 'text'],
    ],
    sql: (t, rows) =>
      `update ${t.trips} t
       set reminders = case when r.kind = any(t.reminders) then t.reminders else array_append(t.reminders, r.kind) end
       from ${rows} where t.booking_id = r.booking_id`,
  },
  photoVariantsMade: {
    columns: [
      ['booking_id', 'uuid'],
      ['photo', 'text'],
      ['thumbnail', 'text'],
      ['large', 'text'],
    ],
    sql: (t, rows) =>
      `insert into ${t.photoVariants} (booking_id, photo, thumbnail, large)
       select r.booking_id, r.photo, r.thumbnail, r.large from ${rows} join ${t.trips} t on t.booking_id = r.booking_id
       on conflict (booking_id, photo) do nothing`,
  },
  // A cancelled booking has no trip: its rows go, so `trip` answers null.
  tripCancelled: {
    columns: [['booking_id', 'uuid']],
    sql: (t, rows) =>
      `with records as (delete from ${t.records} c using ${rows} where c.booking_id = r.booking_id),
       damage as (delete from ${t.damage} d using ${rows} where d.booking_id = r.booking_id),
       reviews as (delete from ${t.reviews} v using ${rows} where v.booking_id = r.booking_id),
       variants as (delete from ${t.photoVariants} p using ${rows} where p.booking_id = r.booking_id)
       delete from ${t.trips} t using ${rows} where t.booking_id = r.booking_id`,
  },
} satisfies Record<string, Statement>;

export type TripStatementName = keyof typeof TRIP_STATEMENTS;

/** One row of one statement, for one booking. */
export interface TripWrite {
  statement: TripStatementName;
  bookingId: string;
  values: unknown[];
}

/** A handover's or return's values for READING_COLUMNS, after the booking id. */
const readingValues = (reading: TripReading): unknown[] => [
  reading.by,
  reading.odometerKm,
  reading.fuelEighths,
  JSON.stringify(reading.photos.map(({ angle, path }) => ({ angle, path }))),
  reading.note,
  reading.recordedAt,
];

/** What one booking event does to the trips read model (nothing for most booking events). */
export function tripWritesOf(event: Recorded<BookingEvent>): TripWrite[] {
  const bookingId = event.data.bookingId;
  const write = (statement: TripStatementName, ...values: unknown[]): TripWrite[] => [
    { statement, bookingId, values: [bookingId, ...values] },
  ];
  const at = event.metadata.timestamp;
  switch (event.type) {
    case 'BookingCreated': {
      const { renterId, ownerId, carId, startDate, endDate } = event.data;
      return write(
        'termsAgreed',
        renterId,
        ownerId,
        carId,
        startDate,
        endDate,
        handoverOpensAt(event.data).toISOString(),
        pickupReminderFrom(event.data).toISOString(),
        returnReminderFrom(event.data).toISOString(),
      );
    }
    case 'BookingConfirmed':
      return write('tripOpened');
    case 'BookingHandoverRecorded':
      return write('handoverRecorded', ...readingValues(event.data));
    case 'BookingReturnRecorded': {
      const { distanceKm, fuelChangeEighths, damage } = event.data;
      return write(
        'returnRecorded',
        ...readingValues(event.data),
        distanceKm,
        fuelChangeEighths,
        damage?.description ?? null,
        damage ? JSON.stringify(damage.photos) : null,
        JSON.stringify(event.data.charges ?? []),
      );
    }
    case 'BookingTripRecordConfirmed':
      return write('recordAnswered', event.data.stage, 'confirmed', event.data.by, '');
    case 'BookingTripRecordDisputed':
      return write('recordAnswered', event.data.stage, 'disputed', event.data.by, event.data.note);
    case 'BookingDamageCaseResolved':
      return write('damageCaseResolved', event.data.note, event.data.resolvedAt);
    case 'BookingNoShowFlagged':
      return write('noShowFlagged', event.data.flaggedAt);
    case 'BookingCompleted':
      return write('tripCompleted', event.data.completedAt ?? null);
    case 'BookingReviewed': {
      const { rating, hostRating, comment } = event.data;
      return write('reviewed', 'renter', null, rating, hostRating ?? null, comment, at);
    }
    case 'BookingRenterReviewed': {
      const { renterId, rating, comment } = event.data;
      return write('reviewed', 'host', renterId, rating, null, comment, at);
    }
    case 'BookingReviewsRevealed':
      return write('reviewsRevealed');
    case 'BookingReminderDue':
      return write('reminderDue', event.data.kind);
    case 'BookingTripPhotoVariantsMade':
      return write('photoVariantsMade', event.data.photo, event.data.thumbnail, event.data.large);
    case 'BookingCancelled':
      return write('tripCancelled');
    default:
      return [];
  }
}

/** Rows of one statement, run as one. */
export interface TripStatementRun {
  statement: TripStatementName;
  rows: unknown[][];
}

/**
 * A batch's writes as statements to run in order, with the result of running each write on
 * its own in log order. Each statement touches only its rows' bookings, so consecutive writes
 * of one statement for different bookings commute and run as one. BookingCreated's rows are
 * only ever read by the same booking's later events, so they all run first.
 */
export function tripStatementRuns(writes: readonly TripWrite[]): TripStatementRun[] {
  const terms = writes.filter((w) => w.statement === 'termsAgreed');
  const ordered = [...terms, ...writes.filter((w) => w.statement !== 'termsAgreed')];
  const runs: (TripStatementRun & { bookings: Set<string> })[] = [];
  for (const w of ordered) {
    const last = runs.at(-1);
    if (last && last.statement === w.statement && !last.bookings.has(w.bookingId)) {
      last.rows.push(w.values);
      last.bookings.add(w.bookingId);
    } else {
      runs.push({ statement: w.statement, rows: [w.values], bookings: new Set([w.bookingId]) });
    }
  }
  return runs.map(({ statement, rows }) => ({ statement, rows }));
}
