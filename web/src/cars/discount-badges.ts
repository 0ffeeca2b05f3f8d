import type { Discounts } from '@akwaaba/domain/car/trip-rules';

/**
 * The domain's discountBadges (car/trip-rules.ts), for the car cards of Browse Cars and the
 * landing page: importing trip-rules there brings its booking messages and date-fns along
 * (about 8 KB gzipped), past those pages' JavaScript budget. discount-badges.test.ts keeps the
 * two equal; the car's own page uses the domain's.
 */
export function discountBadges(discounts: Discounts): string[] {
  const badges: string[] = [];
  if (discounts.weeklyPercent > 0) badges.push('Weekly discount');
  if (discounts.monthlyPercent > 0) badges.push('Monthly discount');
  return badges;
}
