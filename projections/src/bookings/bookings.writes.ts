import {
  amountOf,
  type BookingEvent,
  type CarCalendarEvent,
  type CarEvent,
  chargesTotal,
  ERASED_FIRST_NAME,
  ERASED_LAST_NAME,
  ERASED_REVIEW_COMMENT,
  linesOf,
  protectionPlanOf,
  type UserEvent,
} from '@akwaaba/domain';
import { bookingEvents, carCalendarEvents, carEvents, userEvents } from '../event-types';
import type { SetStatement } from '../runner/set-statement';
import { eitherEvent, type Recorded } from '../runner/typed-projection';

/** The events the bookings read model takes (its prefixes pick the few car and account ones). */
export type BookedEvent = BookingEvent | CarCalendarEvent | CarEvent | UserEvent;
export const bookedEvents = eitherEvent(
  eitherEvent(bookingEvents, carCalendarEvents),
  eitherEvent(carEvents, userEvents),
);

/** The physical tables of the generation being written. */
export type Tables = Record<
  'bookings' | 'lines' | 'availability' | 'blocks' | 'reviews' | 'cars' | 'people',
  string
>;

/** A statement of the bookings read model, over the tables of the generation being written. */
type Statement = SetStatement<Tables>;

type Columns = Statement['columns'];

/** Inserts each row as it is, unless a row with its key is there already (a replayed event). */
export const insertNew = <Table extends string>(
  table: Table,
  key: string,
  columns: Columns,
): SetStatement<Record<Table, string>> => ({
  columns,
  sql: (t, rows) => {
    const names = columns.map(([name]) => name).join(', ');
    return `insert into ${t[table]} (${names}) select ${names} from ${rows} on conflict (${key}) do nothing`;
  },
});

/**
 * A partial change of a kept car summary or person: a null value keeps what the row has,
 * and the image, which a change may clear, goes by its own `image_changed` flag.
 */
const changeKept = (table: 'cars' | 'people', key: string, fields: Columns, image: string): Statement => ({
  columns: [[key, 'uuid'], ...fields, ['image_changed', 'boolean'], ['image', 'text']],
  sql: (t, rows) =>
    `update ${t[table]} x set ${fields.map(([name]) => `${name} = coalesce(r.${name}, x.${name})`).join(', ')},
       ${image} = case when r.image_changed then r.image else x.${image} end
     from ${rows} where x.${key} = r.${key}`,
});

/** The car summary a booking shows, and the names of its people, as their events carry them. */
const CAR_SUMMARY: Columns = [
  ['make', 'text'],
  ['model', 'text'],
  ['year', 'int'],
  ['location', 'text'],
];
const PERSON_NAMES: Columns = [
  ['first_name', 'text'],
  ['last_name', 'text'],
];

/** Bookings updates all look alike: the row's id and the event's time, then the event's own values. */
const bookingUpdate = (extra: readonly (readonly [string, string])[], assignments: string): Statement => ({
  columns: [['id', 'uuid'], ['at', 'timestamptz'], ...extra],
  sql: (t, rows) =>
    `update ${t.bookings} b set ${assignments}, updated_at = r.at from ${rows} where b.id = r.id`,
});

/**
 * Every statement the bookings read model is written with, in the order they run within
 * a layer (any order would do: statements of one layer touch disjoint rows).
 */
export const STATEMENTS = {
  carListed: insertNew('cars', 'car_id', [['car_id', 'uuid'], ...CAR_SUMMARY, ['image', 'text']]),
  carUpdated: changeKept('cars', 'car_id', CAR_SUMMARY, 'image'),
  personRegistered: insertNew('people', 'user_id', [['user_id', 'uuid'], ...PERSON_NAMES]),
  personUpdated: changeKept('people', 'user_id', PERSON_NAMES, 'profile_image_url'),
  datesHeld: insertNew('availability', 'booking_id', [
    ['booking_id', 'uuid'],
    ['car_id', 'uuid'],
    ['start_date', 'date'],
    ['end_date', 'date'],
    ['status', 'text'],
    ['hold_expires_at', 'timestamptz'],
  ]),
  holdRenewed: {
    columns: [
      ['booking_id', 'uuid'],
      ['hold_expires_at', 'timestamptz'],
    ],
    sql: (t, rows) =>
      `update ${t.availability} a set hold_expires_at = r.hold_expires_at from ${rows} where a.booking_id = r.booking_id`,
  },
  datesConfirmed: {
    columns: [['booking_id', 'uuid']],
    sql: (t, rows) =>
      `update ${t.availability} a set status = 'confirmed' from ${rows} where a.booking_id = r.booking_id`,
  },
  datesReleased: {
    columns: [['booking_id', 'uuid']],
    sql: (t, rows) => `delete from ${t.availability} a using ${rows} where a.booking_id = r.booking_id`,
  },
  datesBlocked: insertNew('blocks', 'id', [
    ['id', 'uuid'],
    ['car_id', 'uuid'],
    ['start_date', 'date'],
    ['end_date', 'date'],
  ]),
  datesUnblocked: {
    columns: [['id', 'uuid']],
    sql: (t, rows) => `delete from ${t.blocks} x using ${rows} where x.id = r.id`,
  },
  // A booking is only ever made for a listed car, so its summary is there; the fallback
  // (outer join) keeps a damaged history from stopping the read model.
  bookingCreated: {
    columns: [
      ['id', 'uuid'],
      ['car_id', 'uuid'],
      ['owner_id', 'uuid'],
      ['renter_id', 'uuid'],
      ['start_date', 'date'],
      ['end_date', 'date'],
      ['destination_region_id', 'text'],
      ['delivery_point', 'jsonb'],
      ['include_driver', 'boolean'],
      ['days', 'int'],
      ['base_amount', 'int'],
      ['discount_percent', 'int'],
      ['discount_amount', 'int'],
      ['surcharge_amount', 'int'],
      ['driver_amount', 'int'],
      ['service_fee', 'int'],
      ['total', 'int'],
      ['protection_plan', 'jsonb'],
      ['protection_fee', 'int'],
      ['deposit', 'int'],
      ['hold_expires_at', 'timestamptz'],
      ['booked_at', 'timestamptz'],
      ['at', 'timestamptz'],
      ['status', 'text'],
      ['request_message', 'text'],
      ['pickup_time', 'text'],
      ['return_time', 'text'],
    ],
    sql: (t, rows) =>
      `insert into ${t.bookings} (id, car_id, owner_id, renter_id, start_date, end_date, destination_region_id,
         delivery_point, include_driver, days, base_amount, discount_percent, discount_amount, surcharge_amount, driver_amount,
         service_fee, total, protection_plan, protection_fee, deposit, status,
         payment_status, hold_expires_at, car_make, car_model, car_year, car_location, car_image, created_at, booked_at,
         updated_at, request_message, pickup_time, return_time)
       select r.id, r.car_id, r.owner_id, r.renter_id, r.start_date, r.end_date, r.destination_region_id,
         r.delivery_point, r.include_driver, r.days, r.base_amount, r.discount_percent, r.discount_amount, r.surcharge_amount,
         r.driver_amount, r.service_fee, r.total, r.protection_plan, r.protection_fee, r.deposit,
         r.status, 'unpaid', r.hold_expires_at, coalesce(c.make, 'Car'), coalesce(c.model, ''),
         coalesce(c.year, 0), coalesce(c.location, ''), c.image, r.at, r.booked_at, r.at, r.request_message, r.pickup_time, r.return_time
       from ${rows} left join ${t.cars} c on c.car_id = r.car_id
       on conflict (id) do nothing`,
  },
  bookingLineAdded: insertNew('lines', 'booking_id, position', [
    ['booking_id', 'uuid'],
    ['position', 'int'],
    ['kind', 'text'],
    ['label', 'text'],
    ['quantity', 'int'],
    ['unit_amount', 'int'],
    ['amount', 'int'],
  ]),
  bookingPaymentInitialized: bookingUpdate(
    [['reference', 'text']],
    'payment_references = array_append(b.payment_references, r.reference), last_payment_started_at = r.at',
  ),
  bookingConfirmed: bookingUpdate(
    [['reference', 'text']],
    `status = 'confirmed', payment_status = 'paid', paid_reference = r.reference`,
  ),
  bookingRequestAccepted: bookingUpdate(
    [
      ['hold_expires_at', 'timestamptz'],
      ['accepted_at', 'timestamptz'],
    ],
    `status = 'pending', hold_expires_at = r.hold_expires_at, accepted_at = r.accepted_at`,
  ),
  bookingRequestDeclined: bookingUpdate([], `status = 'declined'`),
  bookingExpired: bookingUpdate([], `status = 'expired'`),
  bookingCompleted: bookingUpdate([], `status = 'completed'`),
  bookingCancelled: bookingUpdate(
    [
      ['refund_amount', 'int'],
      ['free_cancellation', 'boolean'],
    ],
    `status = 'cancelled', refund_amount = r.refund_amount, free_cancellation = r.free_cancellation`,
  ),
  bookingRefunded: bookingUpdate(
    [['amount', 'int']],
    `payment_status = 'refunded', refunded_amount = b.refunded_amount + r.amount`,
  ),
  // The deposit comes back less the record's charges (booking-settlement.ts), as the decider says.
  bookingReturnRecorded: bookingUpdate(
    [
      ['damage_reported', 'boolean'],
      ['charges_amount', 'int'],
    ],
    `deposit_refund_due = b.deposit > r.charges_amount and not r.damage_reported and b.deposit_refunded_amount = 0,
     charges_amount = r.charges_amount, damage_reported = r.damage_reported`,
  ),
  bookingDepositRefunded: bookingUpdate(
    [['amount', 'int']],
    `deposit_refund_due = false, deposit_refunded_amount = r.amount,
     refunded_amount = b.refunded_amount + r.amount`,
  ),
  bookingPaymentRefused: bookingUpdate([], 'refunds_due = b.refunds_due + 1'),
  bookingRefusedPaymentReturned: bookingUpdate([], 'refunds_due = greatest(b.refunds_due - 1, 0)'),
  bookingReviewed: bookingUpdate([], 'reviewed = true'),
  reviewAdded: insertNew('reviews', 'id', [
    ['id', 'uuid'],
    ['car_id', 'uuid'],
    ['reviewer_id', 'uuid'],
    ['rating', 'int'],
    ['comment', 'text'],
    ['created_at', 'timestamptz'],
    ['shown', 'boolean'],
  ]),
  reviewRevealed: {
    columns: [['id', 'uuid']],
    sql: (t, rows) => `update ${t.reviews} v set shown = true from ${rows} where v.id = r.id`,
  },
  // A closed account: the names and comment its events now read as (personal-data.ts).
  personErased: {
    columns: [['user_id', 'uuid'], ...PERSON_NAMES],
    sql: (t, rows) =>
      `update ${t.people} x set first_name = r.first_name, last_name = r.last_name, profile_image_url = null
       from ${rows} where x.user_id = r.user_id`,
  },
  reviewsErased: {
    columns: [
      ['reviewer_id', 'uuid'],
      ['comment', 'text'],
    ],
    sql: (t, rows) =>
      `update ${t.reviews} v set comment = r.comment from ${rows} where v.reviewer_id = r.reviewer_id`,
  },
} satisfies Record<string, Statement>;

export type StatementName = keyof typeof STATEMENTS;

/**
 * One row for one statement, with the read-model rows it reads and writes (as keys such
 * as `car:<id>`), which decide what it may be batched with.
 */
export interface Write {
  statement: StatementName;
  values: unknown[];
  reads: string[];
  writes: string[];
}

const write = (statement: StatementName, values: unknown[], writes: string, reads: string[] = []): Write => ({
  statement,
  values,
  reads,
  writes: [writes],
});

/** What one event does to the read model, as rows of set-based statements. */
export function writesOf(event: Recorded<BookedEvent>): Write[] {
  const at = event.metadata.timestamp;
  switch (event.type) {
    case 'CarListed': {
      const { carId, details } = event.data;
      const { make, model, year, location } = details;
      return [
        write('carListed', [carId, make, model, year, location, details.images[0] ?? null], `car:${carId}`),
      ];
    }
    case 'CarUpdated': {
      const { carId, changes } = event.data;
      const values = [changes.make, changes.model, changes.year, changes.location].map((v) => v ?? null);
      const image = [changes.images !== undefined, changes.images?.[0] ?? null];
      return [write('carUpdated', [carId, ...values, ...image], `car:${carId}`)];
    }
    case 'UserRegistered': {
      const { userId, firstName, lastName } = event.data;
      return [write('personRegistered', [userId, firstName, lastName], `person:${userId}`)];
    }
    case 'UserProfileUpdated': {
      const { userId, changes } = event.data;
      const image = ['profileImageUrl' in changes, changes.profileImageUrl ?? null];
      return [
        write(
          'personUpdated',
          [userId, changes.firstName ?? null, changes.lastName ?? null, ...image],
          `person:${userId}`,
        ),
      ];
    }
    case 'UserAccountClosed': {
      const { userId } = event.data;
      return [
        write('personErased', [userId, ERASED_FIRST_NAME, ERASED_LAST_NAME], `person:${userId}`),
        write('reviewsErased', [userId, ERASED_REVIEW_COMMENT], `reviewer:${userId}`),
      ];
    }
    case 'CalendarDatesHeld': {
      const { carId, bookingId, startDate, endDate, holdExpiresAt } = event.data;
      return [
        write(
          'datesHeld',
          [bookingId, carId, startDate, endDate, 'held', holdExpiresAt],
          `availability:${bookingId}`,
        ),
      ];
    }
    case 'CalendarHoldRenewed': {
      const { bookingId, holdExpiresAt } = event.data;
      return [write('holdRenewed', [bookingId, holdExpiresAt], `availability:${bookingId}`)];
    }
    case 'CalendarDatesConfirmed':
      return [write('datesConfirmed', [event.data.bookingId], `availability:${event.data.bookingId}`)];
    case 'CalendarDatesReleased':
      return [write('datesReleased', [event.data.bookingId], `availability:${event.data.bookingId}`)];
    case 'CalendarDatesBlocked': {
      const { carId, blockId, startDate, endDate } = event.data;
      return [write('datesBlocked', [blockId, carId, startDate, endDate], `block:${blockId}`)];
    }
    case 'CalendarDatesUnblocked':
      return [write('datesUnblocked', [event.data.blockId], `block:${event.data.blockId}`)];
    case 'BookingCreated': {
      const d = event.data;
      const q = d.quote;
      const lines = linesOf(q);
      return [
        write(
          'bookingCreated',
          [
            d.bookingId,
            d.carId,
            d.ownerId,
            d.renterId,
            d.startDate,
            d.endDate,
            d.destinationRegionId,
            d.deliveryPoint ? JSON.stringify(d.deliveryPoint) : null,
            d.includeDriver,
            q.days,
            q.baseAmount,
            // Bookings made before discounts existed had none.
            q.discountPercent ?? 0,
            q.discountAmount ?? 0,
            q.surchargeAmount,
            q.driverAmount,
            q.serviceFee,
            q.total,
            JSON.stringify(protectionPlanOf(d)),
            amountOf(lines, 'protection'),
            amountOf(lines, 'deposit'),
            d.holdExpiresAt,
            d.createdAt ?? null,
            at,
            d.hostApproval ? 'requested' : 'pending',
            d.hostApproval?.message ?? null,
            d.pickupTime ?? null,
            d.returnTime ?? null,
          ],
          `booking:${d.bookingId}`,
          [`car:${d.carId}`],
        ),
        // The lines it recorded, or for a booking made before lines, the same built from its figures.
        ...lines.map((line, position) =>
          write(
            'bookingLineAdded',
            [d.bookingId, position, line.kind, line.label, line.quantity, line.unitAmount, line.amount],
            `line:${d.bookingId}:${position}`,
          ),
        ),
      ];
    }
    default:
      return bookingEvents(event) ? bookingChangeWrites(event, at) : [];
  }
}

/** A change of a booking is written by the statement named after its event. */
const statementOf = <Type extends BookingEvent['type']>(type: Type) =>
  `${type[0]!.toLowerCase()}${type.slice(1)}` as Uncapitalize<Type>;

function bookingChangeWrites(e: Recorded<BookingEvent>, at: string): Write[] {
  const booking = e.data.bookingId;
  const change = (statement: StatementName, ...values: unknown[]) =>
    write(statement, [booking, at, ...values], `booking:${booking}`);
  switch (e.type) {
    case 'BookingPaymentInitialized':
    case 'BookingConfirmed':
      return [change(statementOf(e.type), e.data.reference)];
    case 'BookingCancelled':
      return [change('bookingCancelled', e.data.refundAmount, e.data.freeCancellation)];
    case 'BookingRefunded':
    case 'BookingDepositRefunded':
      return [change(statementOf(e.type), e.data.amount)];
    case 'BookingReturnRecorded':
      return [change('bookingReturnRecorded', e.data.damage !== null, chargesTotal(e.data.charges ?? []))];
    case 'BookingRequestAccepted':
      return [change('bookingRequestAccepted', e.data.holdExpiresAt, e.data.acceptedAt)];
    case 'BookingExpired':
    case 'BookingCompleted':
    case 'BookingRequestDeclined':
    case 'BookingPaymentRefused':
    case 'BookingRefusedPaymentReturned':
      return [change(statementOf(e.type))];
    case 'BookingReviewed': {
      // A review that rates the host too is blind: hidden until its booking's reviews are revealed.
      const { carId, renterId, rating, comment, hostRating } = e.data;
      const shown = (hostRating ?? null) === null;
      const review = write(
        'reviewAdded',
        [booking, carId, renterId, rating, comment, at, shown],
        `review:${booking}`,
      );
      // Also the reviewer's: erasing a closed account's comments must come after them.
      return [change('bookingReviewed'), { ...review, writes: [...review.writes, `reviewer:${renterId}`] }];
    }
    case 'BookingReviewsRevealed':
      return [write('reviewRevealed', [booking], `review:${booking}`)];
    default:
      return [];
  }
}
