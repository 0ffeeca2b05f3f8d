import { type PriceBand, priceBandBounds } from '@akwaaba/domain';
import type pg from 'pg';
import { type CarRow, PUBLIC_COLUMNS, type PublicCarView, toPublicCar } from './cars';

/** The Browse Cars filters, with the meaning spec section 9 gives them. */
export interface CarSearch {
  /** Case-insensitive substring of the car's location; blank means any. */
  location?: string | undefined;
  price?: PriceBand | undefined;
  transmission?: 'automatic' | 'manual' | undefined;
}

/** $1 location (lower case), $2 and $3 price bounds in pesewas, $4 transmission (lower case). */
const MATCHING = `
     where verification_status = 'approved' and available
       and ($1::text is null or strpos(lower(location), $1) > 0)
       and ($2::int is null or price_per_day >= $2)
       and ($3::int is null or price_per_day <= $3)
       and ($4::text is null or lower(transmission) = $4)`;

export interface CarPage {
  cars: PublicCarView[];
  /** How many cars match the filters, over all pages. */
  total: number;
}

/**
 * Cars anyone may browse (approved by an admin, made available by the host) that
 * match the filters, newest first; one page of them when `page` is given, every
 * one otherwise. Counted in the same query, so the count and the page agree.
 */
export async function searchPublicCars(
  pool: pg.Pool,
  search: CarSearch,
  page: { limit: number; offset: number } | null,
): Promise<CarPage> {
  const location = search.location?.trim().toLowerCase() || null;
  const bounds = search.price ? priceBandBounds(search.price) : { min: null, max: null };
  const params = [
    location,
    bounds.min,
    bounds.max,
    search.transmission ?? null,
    page?.limit ?? null,
    page?.offset ?? 0,
  ];
  const { rows } = await pool.query<Omit<CarRow, 'updated_at'> & { total: string }>(
    `select ${PUBLIC_COLUMNS}, count(*) over () as total from cars
${MATCHING}
     order by listed_at desc, id desc
     limit $5 offset $6`,
    params,
  );
  const first = rows[0];
  if (first) return { cars: rows.map(toPublicCar), total: Number(first.total) };
  if (!page || page.offset === 0) return { cars: [], total: 0 };
  // Past the last page: no row carries the count, so ask for it alone.
  const { rows: counted } = await pool.query<{ total: string }>(
    `select count(*) as total from cars
${MATCHING}`,
    params.slice(0, 4),
  );
  return { cars: [], total: Number(counted[0]?.total ?? 0) };
}
