import { LINE_KINDS, linesTotal, type QuoteLine } from '@akwaaba/domain/pricing/quote-lines';
import type { ComponentProps } from 'react';
import { formatCedisExactly } from '#app/cars/price.ts';
import { lineAmount, lineLabel } from './booking-lines.ts';

function Row({
  label,
  amount,
  kind,
}: {
  label: string;
  amount: string;
  kind: 'charge' | 'credit' | 'total';
}) {
  // The total's rule sits on its own row: a <dl> may only hold <div>s that wrap dt/dd pairs.
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${
        kind === 'total' ? 'border-t border-stone-200 pt-2 text-lg font-bold' : 'text-stone-700'
      }`}
    >
      <dt>{label}</dt>
      <dd
        className={`tabular-nums ${
          kind === 'total'
            ? 'text-brand-700'
            : kind === 'credit'
              ? 'font-medium text-brand-700'
              : 'font-medium text-ink'
        }`}
      >
        {amount}
      </dd>
    </div>
  );
}

/**
 * A booking's money, line by line, and its total: the rental as day price × days, then the
 * discount (with a minus), delivery, driver, each extra and the service fee, as the quote
 * decided them (docs/adr/0022). The total is the lines' signed sum, so what shows always adds
 * up; amounts show to the pesewa where they are not whole cedi, as the payment asks for them.
 * One component for the booking summary, My Bookings and the host's bookings.
 */
export function BookingLines({
  lines,
  destination = null,
  totalLabel = 'Total',
  className,
  ...list
}: {
  lines: readonly QuoteLine[];
  /** The region a delivery goes to, named on its surcharge's line. */
  destination?: string | null;
  /** The total's name: whose total it is, where the reader is not the one paying ("Renter pays"). */
  totalLabel?: string;
} & ComponentProps<'dl'>) {
  return (
    <dl className={`grid gap-2 text-sm ${className ?? ''}`} {...list}>
      {lines.map((line) => (
        <Row
          // A quote has at most one line of each kind.
          key={line.kind}
          label={lineLabel(line, destination)}
          amount={lineAmount(line)}
          kind={LINE_KINDS[line.kind].sign < 0 ? 'credit' : 'charge'}
        />
      ))}
      <Row label={totalLabel} amount={formatCedisExactly(linesTotal(lines))} kind="total" />
    </dl>
  );
}
