import type { AdminDamageCaseView, AdminNoShowView, ReputationView } from '@akwaaba/domain';
import type pg from 'pg';
import {
  damageCaseOf,
  handoverOf,
  type PhotoUrl,
  type ReputationColumns,
  reputationColumns,
  reputationOf,
  returnOf,
  TRIP_COLUMNS,
  type TripColumns,
} from './trip-view';

export type { PhotoUrl } from './trip-view';

/*
 * The admin's and the car page's reads of trips. Car summaries and names come from the
 * bookings read model's views (`bookings`, `booking_people`), which every paid booking has.
 */

/** A damage case as the admin's tab shows it; the API adds the booking's history. */
export type DamageCaseListing = Omit<AdminDamageCaseView, 'history'>;

interface PartiesColumns {
  booking_id: string;
  car_year: number;
  car_make: string;
  car_model: string;
  car_location: string;
  renter_first_name: string | null;
  renter_last_name: string | null;
  host_first_name: string | null;
  host_last_name: string | null;
  start_date: string;
  end_date: string;
}

const PARTIES = `t.booking_id, b.car_year, b.car_make, b.car_model, b.car_location,
  rp.first_name as renter_first_name, rp.last_name as renter_last_name,
  hp.first_name as host_first_name, hp.last_name as host_last_name,
  to_char(t.start_date, 'YYYY-MM-DD') as start_date, to_char(t.end_date, 'YYYY-MM-DD') as end_date`;

const PARTIES_JOINS = `join bookings b on b.id = t.booking_id
  left join booking_people rp on rp.user_id = t.renter_id
  left join booking_people hp on hp.user_id = t.owner_id`;

function partiesOf(row: PartiesColumns) {
  return {
    bookingId: row.booking_id,
    car: { year: row.car_year, make: row.car_make, model: row.car_model, location: row.car_location },
    renter: { firstName: row.renter_first_name ?? '', lastName: row.renter_last_name ?? '' },
    host: { firstName: row.host_first_name ?? '', lastName: row.host_last_name ?? '' },
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

type DamageCaseRow = PartiesColumns & TripColumns;

function damageCaseListingOf(row: DamageCaseRow, photoUrl: PhotoUrl): DamageCaseListing | null {
  const returned = returnOf(row, photoUrl);
  const damageCase = damageCaseOf(row, photoUrl);
  if (returned === null || damageCase === null) return null;
  return { ...partiesOf(row), handover: handoverOf(row, photoUrl), return: returned, damageCase };
}

const DAMAGE_CASES = `select ${PARTIES}, ${TRIP_COLUMNS}
  from trips t join trip_damage_cases dc on dc.booking_id = t.booking_id ${PARTIES_JOINS}`;

/** Every damage case: open ones first, the longest waiting first; then resolved ones, the latest first. */
export async function listDamageCases(pool: pg.Pool, photoUrl: PhotoUrl): Promise<DamageCaseListing[]> {
  const { rows } = await pool.query<DamageCaseRow>(
    `${DAMAGE_CASES}
     order by dc.resolved_at is not null, dc.resolved_at desc, dc.reported_at, t.booking_id`,
  );
  return rows.flatMap((row) => damageCaseListingOf(row, photoUrl) ?? []);
}

/** One booking's damage case; null when it has none (or no trip). */
export async function findDamageCase(
  pool: pg.Pool,
  bookingId: string,
  photoUrl: PhotoUrl,
): Promise<DamageCaseListing | null> {
  const { rows } = await pool.query<DamageCaseRow>(`${DAMAGE_CASES} where t.booking_id = $1`, [bookingId]);
  return rows[0] ? damageCaseListingOf(rows[0], photoUrl) : null;
}

/** Whether a damage case names the booking, resolved or not. */
export async function hasDamageCase(pool: pg.Pool, bookingId: string): Promise<boolean> {
  const { rowCount } = await pool.query('select 1 from trip_damage_cases where booking_id = $1', [bookingId]);
  return (rowCount ?? 0) > 0;
}

/** Bookings flagged as no-shows that still have no handover, the longest flagged first. */
export async function listNoShows(pool: pg.Pool): Promise<AdminNoShowView[]> {
  const { rows } = await pool.query<PartiesColumns & { flagged_at: Date }>(
    `select ${PARTIES}, t.no_show_flagged_at as flagged_at
     from trips t ${PARTIES_JOINS}
     where t.no_show_flagged_at is not null and t.state = 'awaiting_handover'
     order by t.no_show_flagged_at, t.booking_id`,
  );
  return rows.map((row) => ({ ...partiesOf(row), flaggedAt: row.flagged_at.toISOString() }));
}

/**
 * A host's record for the car page: the average of renters' ratings of them in revealed
 * reviews (one decimal; null without any), how many, and their completed trips.
 */
export async function hostReputation(pool: pg.Pool, ownerId: string): Promise<ReputationView> {
  const { rows } = await pool.query<ReputationColumns>(`select ${reputationColumns('host', '$1::uuid')}`, [
    ownerId,
  ]);
  return reputationOf(rows[0]!);
}

/** A renter's record, as a host's requirements read it: their rating by hosts in revealed reviews and completed trips. */
export async function renterReputation(pool: pg.Pool, renterId: string): Promise<ReputationView> {
  const { rows } = await pool.query<ReputationColumns>(`select ${reputationColumns('renter', '$1::uuid')}`, [
    renterId,
  ]);
  return reputationOf(rows[0]!);
}
