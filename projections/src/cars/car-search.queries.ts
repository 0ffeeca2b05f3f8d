import { ghanaDate, type PriceBand, priceBandBounds } from '@akwaaba/domain';
import type pg from 'pg';
import {
  type CarRow,
  PUBLIC_COLUMNS,
  PUBLICLY_LISTED,
  type PublicCarView,
  toPublicCar,
} from './cars.queries';

/** The Browse Cars filters, with the meaning spec section 9 gives them. */
export interface CarSearch {
  /** Case-insensitive substring of the car's location; blank means any. */
  location?: string | undefined;
  price?: PriceBand | undefined;
  transmission?: 'automatic' | 'manual' | undefined;
  /** Only cars free for these days whose trip rules allow this trip, decided as of `at`. */
  stay?: { startDate: string; endDate: string; at: Date } | undefined;
}

export interface CarPage {
  cars: PublicCarView[];
  /** How many cars match the filters, over all pages. */
  total: number;
}

/**
 * The WHERE clause for a search, naming only the filters in use, so the planner
 * sees plain conditions it can match to the read model's partial indexes
 * (newest first; transmission and price). Values go in as parameters.
 */
function matching(search: CarSearch): { where: string; params: unknown[] } {
  const conditions = [PUBLICLY_LISTED];
  const params: unknown[] = [];
  const location = search.location?.trim().toLowerCase();
  if (location) {
    params.push(location);
    conditions.push(`strpos(lower(location), $${params.length}) > 0`);
  }
  if (search.transmission) {
    params.push(search.transmission);
    conditions.push(`lower(transmission) = $${params.length}`);
  }
  if (search.price) {
    const { min, max } = priceBandBounds(search.price);
    if (min !== null) {
      params.push(min);
      conditions.push(`price_per_day >= $${params.length}`);
    }
    if (max !== null) {
      params.push(max);
      conditions.push(`price_per_day <= $${params.length}`);
    }
  }
  if (search.stay) {
    const { startDate, endDate, at } = search.stay;
    const n = params.push(startDate, endDate, ghanaDate(at), at);
    conditions.push(freeFor(`$${n - 3}`, `$${n - 2}`, `$${n - 1}`, `$${n}`));
  }
  return { where: conditions.join(' and '), params };
}

/**
 * The car's trip rules allow a trip from `start` to `end` (as tripRuleProblems decides), and
 * no booking holds or keeps, nor its host blocked, any of its days (as the car's calendar
 * decides). Holds and blocks live in the bookings read model, which follows the calendars;
 * the booking itself still has the last word on the car's calendar stream.
 */
const freeFor = (start: string, end: string, today: string, now: string) => `
  (${end}::date - ${start}::date) between (trip_rules->>'minTripDays')::int and (trip_rules->>'maxTripDays')::int
  and ${start}::date >= ${today}::date + (trip_rules->>'advanceNoticeDays')::int
  and ${start}::date <= ${today}::date + make_interval(months => (trip_rules->>'bookAheadMonths')::int)
  and not exists (select 1 from car_availability a where a.car_id = cars.id
    and a.start_date < ${end}::date and a.end_date > ${start}::date
    and (a.status = 'confirmed' or a.hold_expires_at > ${now}::timestamptz))
  and not exists (select 1 from car_blocks b where b.car_id = cars.id
    and b.start_date < ${end}::date and b.end_date > ${start}::date)`;

/**
 * Cars anyone may browse (approved by an admin, made available by the host) that
 * match the filters, newest first; one page of them when `page` is given, every
 * one otherwise. The page and the count are two queries run side by side: the page
 * stops reading once it has its rows, and the count reads no more than it needs.
 * Under concurrent writes they may differ by the cars listed in between.
 */
export async function searchPublicCars(
  pool: pg.Pool,
  search: CarSearch,
  page: { limit: number; offset: number } | null,
): Promise<CarPage> {
  const { where, params } = matching(search);
  const paging = page ? ` limit ${Math.trunc(page.limit)} offset ${Math.trunc(page.offset)}` : '';
  const [found, counted] = await Promise.all([
    pool.query<Omit<CarRow, 'updated_at'>>(
      `select ${PUBLIC_COLUMNS} from cars where ${where} order by listed_at desc, id desc${paging}`,
      params,
    ),
    page ? pool.query<{ total: string }>(`select count(*) as total from cars where ${where}`, params) : null,
  ]);
  const cars = found.rows.map(toPublicCar);
  return { cars, total: counted ? Number(counted.rows[0]?.total ?? 0) : cars.length };
}
