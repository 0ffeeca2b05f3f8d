import { type Discounts, MONTHLY_DISCOUNT_DAYS } from '@akwaaba/domain/car/trip-rules';
import { formatCedis, parseCedis } from '@akwaaba/domain/money/money';

/**
 * A trip's discount line as the booking summary and the booking cards name it: "Weekly
 * discount (10%)". A trip of 28 days or more gets the monthly discount, or the weekly one when
 * the host's weekly one is the larger (quoteBooking takes the larger); a booking, whose car's
 * discounts may have changed since, is named by its length alone.
 */
export function discountName(days: number, percent: number, discounts?: Discounts): string {
  const monthly =
    days >= MONTHLY_DISCOUNT_DAYS && (!discounts || discounts.monthlyPercent >= discounts.weeklyPercent);
  return `${monthly ? 'Monthly' : 'Weekly'} discount (${percent}%)`;
}

/** A booking's discount as its cards show it, "Weekly discount (10%): −₵50"; null for none. */
export function bookingDiscountText(booking: { days: number; discount: string; discountPercent: number }) {
  const amount = parseCedis(booking.discount) ?? 0;
  if (amount <= 0) return null;
  return `${discountName(booking.days, booking.discountPercent)}: −${formatCedis(amount)}`;
}
