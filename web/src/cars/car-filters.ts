// The money module directly: the package index also carries schemas a bundler cannot drop.
import { parseCedis } from '@akwaaba/domain/money/money';
import type { Car } from '#app/api/cars.ts';

export type PriceRange = 'all' | 'budget' | 'mid' | 'luxury';
export type TransmissionFilter = 'all' | 'automatic' | 'manual';

export interface CarFilters {
  /** Free text, matched case-insensitively anywhere in the car's location. */
  location: string;
  price: PriceRange;
  transmission: TransmissionFilter;
}

export const NO_FILTERS: CarFilters = { location: '', price: 'all', transmission: 'all' };

/** Spec section 9, in pesewas: budget under ₵150, mid-range ₵150 to ₵300 inclusive, luxury over ₵300. */
const BUDGET_BELOW = 15_000;
const LUXURY_ABOVE = 30_000;

export function isInPriceRange(pricePerDay: string, range: PriceRange): boolean {
  if (range === 'all') return true;
  const price = parseCedis(pricePerDay);
  if (price === null) return false;
  if (range === 'budget') return price < BUDGET_BELOW;
  if (range === 'mid') return price >= BUDGET_BELOW && price <= LUXURY_ABOVE;
  return price > LUXURY_ABOVE;
}

type FilterableCar = Pick<Car, 'location' | 'pricePerDay' | 'transmission' | 'available'>;

/** The public listing shows only available cars that match every filter. */
export function filterCars<T extends FilterableCar>(cars: readonly T[], filters: CarFilters): T[] {
  const location = filters.location.trim().toLowerCase();
  return cars.filter(
    (car) =>
      car.available &&
      (location === '' || car.location.toLowerCase().includes(location)) &&
      isInPriceRange(car.pricePerDay, filters.price) &&
      (filters.transmission === 'all' || car.transmission.toLowerCase() === filters.transmission),
  );
}

export const hasActiveFilters = (filters: CarFilters): boolean =>
  filters.location.trim() !== '' || filters.price !== 'all' || filters.transmission !== 'all';
