import { describe, expect, it } from 'vitest';
import { isInPriceBand } from './price-bands';

describe('price bands (spec section 9)', () => {
  it.each([
    [14_999, 'budget'],
    [15_000, 'mid'],
    [30_000, 'mid'],
    [30_001, 'luxury'],
  ] as const)('puts %i pesewas in the %s band only', (price, band) => {
    for (const other of ['budget', 'mid', 'luxury'] as const)
      expect(isInPriceBand(price, other)).toBe(other === band);
  });
});
