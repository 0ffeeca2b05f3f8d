import { formatCedis, parseCedis } from '@akwaaba/domain/money/money';
import { discountLabel } from '@akwaaba/domain/pricing/quote';

/**
 * A booking's discount as the trip page shows it, "Weekly discount (10%): −₵50"; null for none.
 * A booking, whose car's discounts may have changed since, is named by its length alone.
 */
export function bookingDiscountText(booking: { days: number; discount: string; discountPercent: number }) {
  const amount = parseCedis(booking.discount) ?? 0;
  if (amount <= 0) return null;
  return `${discountLabel(booking.days, booking.discountPercent)}: −${formatCedis(amount)}`;
}
