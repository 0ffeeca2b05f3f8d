import type { CarQuery } from '#app/api/cars.ts';

export type PriceRange = CarQuery['price'];
export type TransmissionFilter = CarQuery['transmission'];

/**
 * The Browse Cars filters (spec section 9). The server applies them (GET /api/cars
 * takes the same three), so the list scales past what a phone should download.
 */
export type CarFilters = CarQuery;

export const NO_FILTERS: CarFilters = { location: '', price: 'all', transmission: 'all' };

export const hasActiveFilters = (filters: CarFilters): boolean =>
  filters.location.trim() !== '' || filters.price !== 'all' || filters.transmission !== 'all';
