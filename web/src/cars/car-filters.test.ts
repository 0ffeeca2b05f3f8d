import { describe, expect, it } from 'vitest';
import { aCar } from '#app/test/fixtures.ts';
import { filterCars, hasActiveFilters, isInPriceRange, NO_FILTERS } from './car-filters.ts';

const accraAuto = aCar({ id: 'a', location: 'Accra', pricePerDay: '120.00', transmission: 'Automatic' });
const kumasiManual = aCar({ id: 'b', location: 'Kumasi', pricePerDay: '150.00', transmission: 'Manual' });
const eastLegon = aCar({
  id: 'c',
  location: 'East Legon, Accra',
  pricePerDay: '300.00',
  transmission: 'Manual',
});
const tamaleLuxury = aCar({ id: 'd', location: 'Tamale', pricePerDay: '300.01', transmission: 'Automatic' });
const cars = [accraAuto, kumasiManual, eastLegon, tamaleLuxury];
const ids = (list: { id: string }[]) => list.map((car) => car.id);

describe('filterCars', () => {
  it('keeps every available car when no filter is set', () => {
    expect(ids(filterCars(cars, NO_FILTERS))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches the location as a case-insensitive substring, ignoring surrounding spaces', () => {
    expect(ids(filterCars(cars, { ...NO_FILTERS, location: '  aCCra ' }))).toEqual(['a', 'c']);
    expect(ids(filterCars(cars, { ...NO_FILTERS, location: 'mas' }))).toEqual(['b']);
  });

  it('splits prices into budget (< ₵150), mid-range (₵150 to ₵300 inclusive) and luxury (> ₵300)', () => {
    expect(ids(filterCars(cars, { ...NO_FILTERS, price: 'budget' }))).toEqual(['a']);
    expect(ids(filterCars(cars, { ...NO_FILTERS, price: 'mid' }))).toEqual(['b', 'c']);
    expect(ids(filterCars(cars, { ...NO_FILTERS, price: 'luxury' }))).toEqual(['d']);
  });

  it('filters by transmission', () => {
    expect(ids(filterCars(cars, { ...NO_FILTERS, transmission: 'automatic' }))).toEqual(['a', 'd']);
    expect(ids(filterCars(cars, { ...NO_FILTERS, transmission: 'manual' }))).toEqual(['b', 'c']);
  });

  it('combines all filters', () => {
    const filters = { location: 'accra', price: 'mid', transmission: 'manual' } as const;
    expect(ids(filterCars(cars, filters))).toEqual(['c']);
  });

  it('never shows a car that is not available', () => {
    expect(filterCars([aCar({ available: false })], NO_FILTERS)).toEqual([]);
  });
});

describe('isInPriceRange', () => {
  it('accepts anything for "all" and rejects an unreadable price for a specific range', () => {
    expect(isInPriceRange('not a price', 'all')).toBe(true);
    expect(isInPriceRange('not a price', 'budget')).toBe(false);
  });

  it('reads prices without decimals', () => {
    expect(isInPriceRange('149', 'budget')).toBe(true);
    expect(isInPriceRange('150', 'mid')).toBe(true);
  });
});

describe('hasActiveFilters', () => {
  it('is false only when nothing narrows the list', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, location: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, price: 'luxury' })).toBe(true);
  });
});
