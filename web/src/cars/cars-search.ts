import * as v from 'valibot';
import type { CarQuery } from '#app/api/cars.ts';
import { type CarFilters, carQueryOf } from './car-filters.ts';
import { staySearchSchema } from './stay-search.ts';

/**
 * The Browse Cars filters and order as URL search params, so a filtered list can be shared.
 * "All" is the absence of a param; an unknown value falls back to "all" instead of failing the page.
 */
export const carsSearchSchema = v.object({
  location: v.fallback(v.optional(v.string()), undefined),
  price: v.fallback(v.optional(v.picklist(['budget', 'mid', 'luxury'])), undefined),
  transmission: v.fallback(v.optional(v.picklist(['automatic', 'manual'])), undefined),
  ...staySearchSchema.entries,
  /** Newest first is the absence of a param. */
  sort: v.fallback(v.optional(v.picklist(['price', 'rating'])), undefined),
});

export type CarsSearch = v.InferOutput<typeof carsSearchSchema>;

export const filtersFromSearch = (search: CarsSearch): CarFilters => ({
  location: search.location ?? '',
  price: search.price ?? 'all',
  transmission: search.transmission ?? 'all',
  start: search.start ?? '',
  end: search.end ?? '',
  sort: search.sort ?? 'newest',
});

export const searchFromFilters = (filters: CarFilters): CarsSearch => ({
  location: filters.location || undefined,
  price: filters.price === 'all' ? undefined : filters.price,
  transmission: filters.transmission === 'all' ? undefined : filters.transmission,
  start: filters.start || undefined,
  end: filters.end || undefined,
  sort: filters.sort === 'newest' ? undefined : filters.sort,
});

/** What GET /api/cars is asked for this URL: dates only as a pair it takes (see carQueryOf). */
export const queryFromSearch = (search: CarsSearch, today = ''): CarQuery =>
  carQueryOf(filtersFromSearch(search), today);
