import { describe, expect, it } from 'vitest';
import { hasActiveFilters, NO_FILTERS } from './car-filters.ts';

describe('hasActiveFilters', () => {
  it('is false only when nothing narrows the list', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, location: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, price: 'luxury' })).toBe(true);
  });
});
