import type { Pesewas } from '../money/money';

/**
 * The Browse Cars price filter (spec section 9), in pesewas per day: budget under
 * ₵150, mid-range ₵150 to ₵300 inclusive, luxury over ₵300. The API filters with
 * these bounds and the web shows the same bands, so both mean the same thing.
 */
export const PRICE_BANDS = ['budget', 'mid', 'luxury'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

const BUDGET_BELOW: Pesewas = 15_000;
const LUXURY_ABOVE: Pesewas = 30_000;

/** Inclusive bounds of a band; null means unbounded on that side. */
export function priceBandBounds(band: PriceBand): { min: Pesewas | null; max: Pesewas | null } {
  switch (band) {
    case 'budget':
      return { min: null, max: BUDGET_BELOW - 1 };
    case 'mid':
      return { min: BUDGET_BELOW, max: LUXURY_ABOVE };
    case 'luxury':
      return { min: LUXURY_ABOVE + 1, max: null };
  }
}

export function isInPriceBand(price: Pesewas, band: PriceBand): boolean {
  const { min, max } = priceBandBounds(band);
  return (min === null || price >= min) && (max === null || price <= max);
}
