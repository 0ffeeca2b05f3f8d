import * as v from 'valibot';
import type { CarFilters } from './car-filters.ts';

/**
 * The Browse Cars filters as URL search params, so a filtered list can be shared.
 * "All" is the absence of a param; an unknown value falls back to "all" instead of failing the page.
 */
export const carsSearchSchema = v.object({
  location: v.fallback(v.optional(v.string()), undefined),
  price: v.fallback(v.optional(v.picklist(['budget', 'mid', 'luxury'])), undefined),
  transmission: v.fallback(v.optional(v.picklist(['automatic', 'manual'])), undefined),
});

export type CarsSearch = v.InferOutput<typeof carsSearchSchema>;

export const filtersFromSearch = (search: CarsSearch): CarFilters => ({
  location: search.location ?? '',
  price: search.price ?? 'all',
  transmission: search.transmission ?? 'all',
});

export const searchFromFilters = (filters: CarFilters): CarsSearch => ({
  location: filters.location === '' ? undefined : filters.location,
  price: filters.price === 'all' ? undefined : filters.price,
  transmission: filters.transmission === 'all' ? undefined : filters.transmission,
});
