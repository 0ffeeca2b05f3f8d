import { ghanaDate, type PriceBand, priceBandBounds, toCedisString } from '@akwaaba/domain';
import type { CarSort } from '@akwaaba/domain/cars/browse';
import type { BrowsedCarView } from '@akwaaba/domain/cars/car.views';
import { defaultTripTotal } from '@akwaaba/domain/pricing/trip-total';
import type pg from 'pg';
import { meanRating, reviewsViewExists } from '../bookings/car-reviews.queries';
import { type CarRow, PUBLIC_COLUMNS, PUBLICLY_LISTED, toPublicCar } from './cars.queries';

/** The Browse Cars filters, with the meaning spec section 9 gives them. */
export interface CarSearch {
  /** Case-insensitive substring of the car's location; blank means any. */
  location?: string | undefined;
  price?: PriceBand | undefined;
  transmission?: 'automatic' | 'manual' | undefined;
  /** Only cars free for these days whose trip rules allow this trip, decided as of `at`. */
  stay?: { startDate: string; endDate: string; at: Date } | undefined;
  /** Newest listed first when left out. */
  sort?: CarSort | undefined;
}

export interface CarPage {
  /** With `tripTotal` when the search named a stay. */
  cars: BrowsedCarView[];
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

/** Each order ends on the newest listing first, so that pages never overlap. */
const ORDER_BY: Record<CarSort, string> = {
  newest: 'listed_at desc, id desc',
  price: 'price_per_day asc, listed_at desc, id desc',
  rating:
    'rated.rating_sum::numeric / nullif(rated.review_count, 0) desc nulls last, listed_at desc, id desc',
};

/**
 * Each car's shown reviews as a sum and a count, from the bookings read model's `reviews` (its
 * index by car): joined per row, so a page ordered by the listing reads them for its rows only.
 * Until that read model exists no car has reviews.
 */
const RATED = `left join lateral (select coalesce(sum(r.rating), 0)::int as rating_sum, count(*)::int as review_count
  from reviews r where r.car_id = cars.id and r.shown) rated on true`;
const NOT_RATED = 'cross join (select 0 as rating_sum, 0 as review_count) rated';

type SearchedRow = Omit<CarRow, 'updated_at'> & { rating_sum: number; review_count: number };

/** A found car as its card shows it; the trip's total priced from the row's own figures, no query more. */
const toBrowsedCar = (row: SearchedRow, stay: CarSearch['stay']): BrowsedCarView => ({
  ...toPublicCar(row),
  averageRating: meanRating(row.rating_sum, row.review_count),
  reviewCount: row.review_count,
  ...(stay && {
    tripTotal: toCedisString(
      defaultTripTotal(
        {
          pricePerDay: row.price_per_day,
          driverDailyRate: row.driver_daily_rate,
          driverAvailable: row.driver_available,
          discounts: row.discounts,
          deposit: row.deposit,
        },
        stay.startDate,
        stay.endDate,
      ),
    ),
  }),
});

/**
 * Cars anyone may browse (approved by an admin, made available by the host) that
 * match the filters, newest first unless sorted by price or rating; one page of them
 * when `page` is given, every one otherwise. The page and the count are two queries run
 * side by side: the page stops reading once it has its rows, and the count reads no more
 * than it needs. Under concurrent writes they may differ by the cars listed in between.
 */
export async function searchPublicCars(
  pool: pg.Pool,
  search: CarSearch,
  page: { limit: number; offset: number } | null,
): Promise<CarPage> {
  const { where, params } = matching(search);
  const paging = page ? ` limit ${Math.trunc(page.limit)} offset ${Math.trunc(page.offset)}` : '';
  const rated = (await reviewsViewExists(pool)) ? RATED : NOT_RATED;
  const [found, counted] = await Promise.all([
    pool.query<SearchedRow>(
      `select ${PUBLIC_COLUMNS}, rated.rating_sum, rated.review_count from cars ${rated}
       where ${where} order by ${ORDER_BY[search.sort ?? 'newest']}${paging}`,
      params,
    ),
    page ? pool.query<{ total: string }>(`select count(*) as total from cars where ${where}`, params) : null,
  ]);
  const cars = found.rows.map((row) => toBrowsedCar(row, search.stay));
  return { cars, total: counted ? Number(counted.rows[0]?.total ?? 0) : cars.length };
}
