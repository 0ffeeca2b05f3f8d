import { MAX_TRIP_DAYS } from '@akwaaba/domain/cars/trip-rules';
import type { CarQuery } from '#app/api/cars.ts';

export type PriceRange = CarQuery['price'];
export type TransmissionFilter = CarQuery['transmission'];

/**
 * The Browse Cars filters (spec section 9) and the pick-up and return dates. The server
 * applies them (GET /api/cars takes the same), so the list scales past what a phone should
 * download.
 */
export type CarFilters = CarQuery;

export const NO_FILTERS: CarFilters = {
  location: '',
  price: 'all',
  transmission: 'all',
  start: '',
  end: '',
  sort: 'newest',
};

export const hasActiveFilters = (filters: CarFilters): boolean =>
  filters.location.trim() !== '' ||
  filters.price !== 'all' ||
  filters.transmission !== 'all' ||
  filters.start !== '' ||
  filters.end !== '';

/**
 * What is wrong with the chosen dates, as the form says it; null when they can be searched
 * (or are not both chosen yet). `today` is '' until the browser knows it: a page rendered on
 * the server reads no clock.
 */
export function datesProblem({ start, end }: CarFilters, today: string): string | null {
  if (today && start && start < today) return 'The pick-up date cannot be in the past.';
  if (!start || !end) return null;
  if (end <= start) return 'The return date must be after the pick-up date.';
  // Days between the two, counted in UTC like the server (no daylight saving in Ghana).
  if (Date.parse(end) - Date.parse(start) > MAX_TRIP_DAYS * 86_400_000)
    return `A trip can last at most ${MAX_TRIP_DAYS} days.`;
  return null;
}

/** The filters as the API is asked: the dates only as a pair it takes, none otherwise. */
export const carQueryOf = (filters: CarFilters, today = ''): CarQuery =>
  filters.start && filters.end && !datesProblem(filters, today)
    ? filters
    : { ...filters, start: '', end: '' };
