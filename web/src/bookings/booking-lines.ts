import type { QuoteLineView } from '@akwaaba/domain/bookings/booking.views';
import { type Pesewas, parseCedis } from '@akwaaba/domain/money/money';
import { LINE_KINDS, type QuoteLine } from '@akwaaba/domain/pricing/quote-lines';

/**
 * Money to the pesewa where it is not whole cedi, as Earnings shows a host's money
 * (payoutCedis): 165375 → "₵1,653.75", 150000 → "₵1,500". A booking's lines show so, since
 * they must add up on screen to what the payment asks for; a price on its own shows in whole
 * cedi (formatCedis). Not shared with payoutCedis: a module the booking screens and Earnings
 * both import becomes a chunk of its own, named in the entry's preload map that / and /cars
 * load, and those pages are at their JavaScript budget.
 */
export function formatCedisExactly(amount: Pesewas): string {
  const whole = String(Math.trunc(amount / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = amount % 100;
  return fraction === 0 ? `₵${whole}` : `₵${whole}.${String(fraction).padStart(2, '0')}`;
}

/** A booking's lines as the API answers them (cedi strings), in pesewas as the quote function gives them. */
export const linesFromView = (lines: readonly QuoteLineView[]): QuoteLine[] =>
  lines.map((line) => ({
    ...line,
    unitAmount: parseCedis(line.unitAmount) ?? 0,
    amount: parseCedis(line.amount) ?? 0,
  }));

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * What a line is called on screen: the rental as its sum, "₵250 × 2 days" (spec section 2:
 * day price times number of days), the delivery surcharge with the region it goes to,
 * "Regional surcharge (Ashanti)", and every other line by its own label ("Driver service",
 * "Child seat", "Weekly discount (10%)", "Service fee (5%)").
 */
export function lineLabel(line: QuoteLine, destination: string | null): string {
  if (line.kind === 'rental') return `${formatCedisExactly(line.unitAmount)} × ${daysText(line.quantity)}`;
  if (line.kind === 'delivery' && destination) return `${line.label} (${destination})`;
  return line.label;
}

/** A line's amount as it shows: a credit (a discount) with a minus, "−₵105", a charge as it is. */
export const lineAmount = (line: QuoteLine): string =>
  LINE_KINDS[line.kind].sign < 0 ? `−${formatCedisExactly(line.amount)}` : formatCedisExactly(line.amount);
