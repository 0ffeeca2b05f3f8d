import type { QuoteLineView } from '@akwaaba/domain/bookings/booking.views';
import { parseCedis } from '@akwaaba/domain/money/money';
import { LINE_KINDS, type QuoteLine } from '@akwaaba/domain/pricing/quote-lines';
import { formatCedisExactly } from '#app/cars/price.ts';

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
