import * as domain from '@akwaaba/domain/car/trip-rules';
import { describe, expect, it } from 'vitest';
import { MAX_TRIP_DAYS } from './car-filters.ts';
import { discountBadges } from './discount-badges.ts';

describe('the copies Browse Cars keeps of domain rules', () => {
  it('names the same discount badges as the domain', () => {
    for (const weeklyPercent of [0, 10])
      for (const monthlyPercent of [0, 25]) {
        const discounts = { weeklyPercent, monthlyPercent };
        expect(discountBadges(discounts)).toEqual(domain.discountBadges(discounts));
      }
  });

  it('limits a searched trip as the domain does', () => {
    expect(MAX_TRIP_DAYS).toBe(domain.MAX_TRIP_DAYS);
  });
});
