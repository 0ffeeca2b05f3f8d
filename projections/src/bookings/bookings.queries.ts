import {
  type BookingStatus,
  type BookingView,
  cancelsForFree,
  type DepositStatus,
  type DriverVerificationStatus,
  findRegion,
  freeCancellationWindow,
  type HostBookingView,
  type PaymentStatus,
  type ProtectionPlan,
  protectionPlanTerms,
  type QuoteLine,
  reviewWindowClosesAt,
  stayHasStarted,
  type TripSide,
  toCedisString,
} from '@akwaaba/domain';
import type { HostCalendarView } from '@akwaaba/domain/bookings/host-calendar.contract';
import { prepared } from '@akwaaba/infra/eventstore/postgres/prepared-statement';
import type pg from 'pg';
import { type BookingMoneyColumns, ledgerOfBookingRow } from '../payouts/payouts.queries';
import {
  type PhotoUrl,
  type ReputationColumns,
  reputationColumns,
  reputationOf,
  settlementOf,
  TRIP_COLUMNS,
  type TripColumns,
  tripViewOf,
} from '../trips/trip-view';

interface BookingRow extends TripColumns {
  id: string;
  car_id: string;
  renter_id: string;
  owner_id: string;
  start_date: string;
  end_date: string;
  days: number;
  destination_region_id: string | null;
  delivery_point: { digitalAddress: string; directions: string } | null;
  include_driver: boolean;
  base_amount: number;
  discount_percent: number;
  discount_amount: number;
  surcharge_amount: number;
  driver_amount: number;
  service_fee: number;
  total: number;
  status: BookingStatus;
  payment_status: PaymentStatus;
  hold_expires_at: Date;
  request_message: string | null;
  accepted_at: Date | null;
  pickup_time: string | null;
  return_time: string | null;
  refund_amount: number;
  protection_plan: ProtectionPlan;
  deposit: number;
  deposit_refund_due: boolean;
  charges_amount: number;
  damage_reported: boolean;
  deposit_refunded_amount: number;
  reviewed: boolean;
  car_make: string;
  car_model: string;
  car_year: number;
  car_location: string;
  car_image: string | null;
  created_at: Date;
  booked_at: Date | null;
  /** The booking's lines, in order (booking_lines). */
  lines: QuoteLine[];
  renter_first_name?: string | null;
  renter_last_name?: string | null;
}

// Dates leave Postgres as yyyy-MM-dd text, never as Date objects that a time zone could shift.
// The booking's trip comes along from the trips read model (null columns when it has none).
const COLUMNS = `b.id, b.car_id, b.renter_id, b.owner_id, to_char(b.start_date, 'YYYY-MM-DD') as start_date,
  to_char(b.end_date, 'YYYY-MM-DD') as end_date, b.days, b.destination_region_id, b.delivery_point, b.include_driver,
  b.base_amount, b.discount_percent, b.discount_amount, b.surcharge_amount, b.driver_amount, b.service_fee, b.total, b.status, b.payment_status,
  b.hold_expires_at, b.request_message, b.accepted_at, b.pickup_time, b.return_time, b.refund_amount, b.protection_plan, b.deposit, b.deposit_refund_due, b.charges_amount, b.damage_reported,
  b.deposit_refunded_amount, b.reviewed, b.car_make, b.car_model, b.car_year, b.car_location,
  b.car_image, b.created_at, b.booked_at, ${TRIP_COLUMNS},
  (select coalesce(jsonb_agg(jsonb_build_object('kind', l.kind, 'label', l.label, 'quantity', l.quantity,
      'unitAmount', l.unit_amount, 'amount', l.amount) order by l.position), '[]')
     from booking_lines l where l.booking_id = b.id) as lines`;

/** A line as the API answers it: amounts in cedi strings. */
const lineView = (line: QuoteLine) => ({
  kind: line.kind,
  label: line.label,
  quantity: line.quantity,
  unitAmount: toCedisString(line.unitAmount),
  amount: toCedisString(line.amount),
});

/** Where the deposit stands, from the booking's payment and its trip's return. */
function depositStatusOf(row: BookingRow): DepositStatus {
  if (row.deposit === 0) return 'none';
  if (row.deposit_refunded_amount > 0) return 'refunded';
  if (row.payment_status === 'unpaid') return 'unpaid';
  if (row.status === 'cancelled') return row.payment_status === 'refunded' ? 'refunded' : 'refunding';
  if (row.trip_damage !== null) return 'held-for-damage';
  if (row.deposit_refund_due) return 'refunding';
  return row.trip_records?.return && row.charges_amount >= row.deposit ? 'held-for-charges' : 'held';
}

const TRIP_JOIN = 'left join trips t on t.booking_id = b.id';

/** Bookings that never had, or no longer have, a trip to show. */
const TRIPLESS: readonly BookingStatus[] = ['cancelled', 'expired', 'declined'];

function toView(row: BookingRow, viewer: TripSide, photoUrl: PhotoUrl, now: Date): BookingView {
  // As the decider: before the start, and before a handover (which may come 12 hours early).
  const canCancel =
    row.status === 'confirmed' &&
    !stayHasStarted(row.start_date, now) &&
    (row.trip_state === null || row.trip_state === 'awaiting_handover');
  // The rule the decider applies, on the instant the decider recorded.
  const cancellation = { startDate: row.start_date, createdAt: row.booked_at?.toISOString() ?? null };
  const freeCancellation = freeCancellationWindow(cancellation);
  // Reviews are written within 14 days of the trip's completion (without end for trips completed before).
  const reviewWindowOpen =
    row.trip_completed_at === null || now < reviewWindowClosesAt(row.trip_completed_at.toISOString());
  return {
    id: row.id,
    carId: row.car_id,
    car: {
      year: row.car_year,
      make: row.car_make,
      model: row.car_model,
      location: row.car_location,
      imageUrl: row.car_image,
    },
    startDate: row.start_date,
    endDate: row.end_date,
    days: row.days,
    destinationRegionId: row.destination_region_id,
    deliveryPoint: row.delivery_point,
    destinationRegionName: row.destination_region_id
      ? (findRegion(row.destination_region_id)?.name ?? null)
      : null,
    includeDriver: row.include_driver,
    basePrice: toCedisString(row.base_amount),
    discount: toCedisString(row.discount_amount),
    discountPercent: row.discount_percent,
    interRegionalSurcharge: toCedisString(row.surcharge_amount),
    driverFee: toCedisString(row.driver_amount),
    serviceFee: toCedisString(row.service_fee),
    totalPrice: toCedisString(row.total),
    lines: row.lines.map(lineView),
    protectionPlan: protectionPlanTerms(row.protection_plan),
    deposit: { amount: toCedisString(row.deposit), status: depositStatusOf(row) },
    settlement: settlementOf(row, row.deposit),
    status: row.status,
    paymentStatus: row.payment_status,
    holdExpiresAt: row.hold_expires_at.toISOString(),
    pickupTime: row.pickup_time,
    returnTime: row.return_time,
    request:
      row.request_message === null
        ? null
        : { message: row.request_message, acceptedAt: row.accepted_at?.toISOString() ?? null },
    freeCancellationUntil: freeCancellation.until.toISOString(),
    freeCancellationGrace: freeCancellation.grace,
    canCancel,
    cancellationIsFree: canCancel && cancelsForFree(cancellation, now),
    refundAmount: row.status === 'cancelled' ? toCedisString(row.refund_amount) : null,
    canReview: row.status === 'completed' && !row.reviewed && reviewWindowOpen,
    reviewed: row.reviewed,
    createdAt: row.created_at.toISOString(),
    trip: TRIPLESS.includes(row.status) ? null : tripViewOf(row, viewer, photoUrl, now),
  };
}

/** The renter's bookings with their trips, soonest stay first. Expired holds are kept: the renter may wonder where they went. */
export async function listRenterBookings(
  pool: pg.Pool,
  renterId: string,
  photoUrl: PhotoUrl,
  now = new Date(),
): Promise<BookingView[]> {
  const { rows } = await pool.query<BookingRow>(
    `select ${COLUMNS} from bookings b ${TRIP_JOIN} where b.renter_id = $1 order by b.start_date, b.created_at`,
    [renterId],
  );
  return rows.map((row) => toView(row, 'renter', photoUrl, now));
}

type HostBookingRow = BookingRow &
  ReputationColumns &
  BookingMoneyColumns & {
    paid_reference: string | null;
    renter_driver_verification: DriverVerificationStatus | null;
  };

/**
 * What the host earns from a booking, in cedi: once paid, its ledger's share for the host as
 * Earnings counts it (refunds and the commission taken); while it holds its dates unpaid, what
 * that share will be once paid; null when it earns nothing (cancelled before payment).
 */
function hostEarnsFrom(row: HostBookingRow): string | null {
  // Nothing is refunded before payment: an unpaid row reads as its ledger once paid.
  if (row.paid_reference === null && row.status !== 'pending' && row.status !== 'requested') return null;
  return toCedisString(ledgerOfBookingRow(row).hostEarnings);
}

/**
 * The bookings of the host's cars with their trips, soonest stay first, with each renter's name
 * and record (rating from hosts' revealed reviews, completed trips). Expired holds never became
 * bookings.
 */
export async function listHostBookings(
  pool: pg.Pool,
  ownerId: string,
  photoUrl: PhotoUrl,
  now = new Date(),
): Promise<HostBookingView[]> {
  const { rows } = await pool.query<HostBookingRow>(
    `select ${COLUMNS}, b.paid_reference, b.protection_fee, b.refunded_amount,
       p.first_name as renter_first_name, p.last_name as renter_last_name,
       ${reputationColumns('renter', 'b.renter_id')},
       (select u.driver_verification from users u where u.id = b.renter_id) as renter_driver_verification
       from bookings b ${TRIP_JOIN} left join booking_people p on p.user_id = b.renter_id
      where b.owner_id = $1 and b.status <> 'expired'
      order by b.start_date, b.created_at`,
    [ownerId],
  );
  return rows.map((row) => ({
    ...toView(row, 'host', photoUrl, now),
    renter: {
      firstName: row.renter_first_name ?? '',
      lastName: row.renter_last_name ?? '',
      reputation: reputationOf(row),
      driverVerification: row.renter_driver_verification ?? 'none',
    },
    youEarn: hostEarnsFrom(row),
  }));
}

// Every booking made reads itself back with this: prepared, so it is planned once per connection.
const FIND_BOOKING_FOR = `select ${COLUMNS} from bookings b ${TRIP_JOIN}
  where b.id = $1 and (b.renter_id = $2 or b.owner_id = $2)`;

/** One booking with its trip as its renter or its car's host sees it; null for anyone else or an unknown id. */
export async function findBookingFor(
  pool: pg.Pool,
  bookingId: string,
  userId: string,
  photoUrl: PhotoUrl,
  now = new Date(),
): Promise<BookingView | null> {
  const { rows } = await pool.query<BookingRow>({
    ...prepared(FIND_BOOKING_FOR),
    values: [bookingId, userId],
  });
  const row = rows[0];
  return row ? toView(row, row.renter_id === userId ? 'renter' : 'host', photoUrl, now) : null;
}

/** Who a booking is between, for which car, and its last day; null for an unknown id. */
export async function findBookingParties(
  pool: pg.Pool,
  bookingId: string,
): Promise<{ carId: string; renterId: string; hostId: string; endDate: string } | null> {
  const { rows } = await pool.query<{ carId: string; renterId: string; hostId: string; endDate: string }>(
    `select car_id as "carId", renter_id as "renterId", owner_id as "hostId",
       to_char(end_date, 'YYYY-MM-DD') as "endDate"
     from bookings where id = $1`,
    [bookingId],
  );
  return rows[0] ?? null;
}

/** The days nobody else can book: confirmed stays and holds still running, from today on. */
export async function takenRanges(pool: pg.Pool, carId: string, today: string, now = new Date()) {
  const { rows } = await pool.query<{ start_date: string; end_date: string }>(
    `select to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
       from (select start_date, end_date from car_availability
              where car_id = $1 and end_date > $2::date and (status = 'confirmed' or hold_expires_at > $3)
             union all
             select start_date, end_date from car_blocks where car_id = $1 and end_date > $2::date) taken
      order by start_date, end_date`,
    [carId, today, now],
  );
  return rows.map((row) => ({ startDate: row.start_date, endDate: row.end_date }));
}

/**
 * A car's calendar as its host sees it, from today on: the bookings holding or keeping days
 * (with the renter's name) and the days the host blocked, earliest first.
 */
export async function hostCalendar(
  pool: pg.Pool,
  carId: string,
  today: string,
  now = new Date(),
): Promise<HostCalendarView> {
  const [booked, blocked] = await Promise.all([
    pool.query<{
      booking_id: string;
      start_date: string;
      end_date: string;
      status: 'held' | 'confirmed';
      hold_expires_at: Date;
      first_name: string | null;
      last_name: string | null;
    }>(
      `select a.booking_id, to_char(a.start_date, 'YYYY-MM-DD') as start_date,
              to_char(a.end_date, 'YYYY-MM-DD') as end_date, a.status, a.hold_expires_at, p.first_name, p.last_name
         from car_availability a
         left join bookings b on b.id = a.booking_id
         left join booking_people p on p.user_id = b.renter_id
        where a.car_id = $1 and a.end_date > $2::date and (a.status = 'confirmed' or a.hold_expires_at > $3)
        order by a.start_date, a.end_date`,
      [carId, today, now],
    ),
    pool.query<{ id: string; start_date: string; end_date: string }>(
      `select id, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
         from car_blocks where car_id = $1 and end_date > $2::date order by start_date, end_date`,
      [carId, today],
    ),
  ]);
  return {
    carId,
    bookings: booked.rows.map((row) => ({
      bookingId: row.booking_id,
      startDate: row.start_date,
      endDate: row.end_date,
      status: row.status,
      holdExpiresAt: row.status === 'held' ? row.hold_expires_at.toISOString() : null,
      renterName: [row.first_name, row.last_name].filter(Boolean).join(' ') || 'A renter',
    })),
    blocks: blocked.rows.map((row) => ({
      blockId: row.id,
      startDate: row.start_date,
      endDate: row.end_date,
    })),
  };
}

/** Whether this read model has seen the car listed (deleted cars stay: their bookings still show them). */
export async function carIsKnown(pool: pg.Pool, carId: string): Promise<boolean> {
  const { rowCount } = await pool.query('select 1 from booking_cars where car_id = $1', [carId]);
  return (rowCount ?? 0) > 0;
}

/** The e-mail address a payment receipt goes to (the provider requires one). */
export async function emailOf(pool: pg.Pool, userId: string): Promise<string | null> {
  const { rows } = await pool.query<{ email: string }>('select email from users where id = $1', [userId]);
  return rows[0]?.email ?? null;
}

/**
 * Whether the user rents or hosts a confirmed booking: a trip whose handover or return they
 * may record, with photos.
 */
export async function hasTripUnderWay(pool: pg.Pool, userId: string): Promise<boolean> {
  const { rows } = await pool.query<{ found: boolean }>(
    `select exists (select 1 from bookings where status = 'confirmed' and (renter_id = $1 or owner_id = $1)) as found`,
    [userId],
  );
  return rows[0]?.found ?? false;
}

/**
 * How many bookings the user rents or hosts that are not over: waiting for payment,
 * or confirmed (upcoming or on a trip). Closing an account waits until there are none.
 */
export async function openBookingsOf(pool: pg.Pool, userId: string): Promise<number> {
  const { rows } = await pool.query<{ open: number }>(
    `select count(*)::int as open from bookings
      where status in ('pending', 'confirmed') and (renter_id = $1 or owner_id = $1)`,
    [userId],
  );
  return rows[0]?.open ?? 0;
}

/** A booking a renter holds unpaid: which car, which days, until when. */
export interface UnpaidHold {
  renterId: string;
  bookingId: string;
  car: string;
  startDate: string;
  endDate: string;
  holdExpiresAt: Date;
}

/**
 * The unpaid holds still running of these renters, soonest to run out first: what an admin
 * reviewing their licence and ID keeps them from paying for.
 */
export async function unpaidHoldsOf(pool: pg.Pool, renterIds: readonly string[], now = new Date()) {
  if (renterIds.length === 0) return [];
  const { rows } = await pool.query<UnpaidHold>(
    `select b.renter_id as "renterId", b.id as "bookingId",
       b.car_year || ' ' || b.car_make || ' ' || b.car_model as car,
       to_char(b.start_date, 'YYYY-MM-DD') as "startDate", to_char(b.end_date, 'YYYY-MM-DD') as "endDate",
       b.hold_expires_at as "holdExpiresAt"
     from bookings b
     where b.renter_id = any($1::uuid[]) and b.status = 'pending' and b.payment_status = 'unpaid'
       and b.hold_expires_at > $2
     order by b.hold_expires_at, b.id`,
    [renterIds, now],
  );
  return rows;
}
