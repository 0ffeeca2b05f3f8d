import { formatCedisToThePesewa, type Pesewas } from '../money/money';
import { LINE_KINDS, type QuoteLine } from './quote-lines';

/** A line as text: what it is for and what it adds to the total. */
export interface LineText {
  /** "Daily price (3 days × GHS 250.00)"; a line of one unit is its label alone. */
  name: string;
  /** "GHS 750.00"; a credit (a discount) is "−GHS 175.00". */
  amount: string;
}

/**
 * How a booking's money reads outside the web (the payment provider's checkout, e-mails): one
 * formatter, so every place names and signs a line the same way. Amounts to the pesewa by
 * default: these are what the renter is charged.
 */
export function lineText(
  line: QuoteLine,
  money: (amount: Pesewas) => string = formatCedisToThePesewa,
): LineText {
  const name =
    line.quantity === 1 ? line.label : `${line.label} (${line.quantity} days × ${money(line.unitAmount)})`;
  const amount = LINE_KINDS[line.kind].sign < 0 ? `−${money(line.amount)}` : money(line.amount);
  return { name, amount };
}

/**
 * The lines as the payment provider's custom fields (Paystack's `metadata.custom_fields`), one
 * per line in order, so its checkout and its dashboard show what the amount is made of.
 */
export const linesAsCustomFields = (lines: readonly QuoteLine[]) =>
  lines.map((line, position) => {
    const { name, amount } = lineText(line);
    return {
      displayName: name,
      variableName: `${line.kind.replaceAll('-', '_')}_${position}`,
      value: amount,
    };
  });
