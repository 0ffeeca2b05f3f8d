import { formatCedis } from '@akwaaba/domain/money/money';
import type { BookingQuote } from '@akwaaba/domain/pricing/quote';
import type { CarDetail } from '#app/api/cars.ts';
import { discountName } from '#app/cars/discounts.ts';
import { displayDate } from './booking-dates.ts';

function Line({
  label,
  amount,
  strong = false,
  off = false,
}: {
  label: string;
  amount: number;
  strong?: boolean;
  /** An amount taken off the price: shown as "−₵X". */
  off?: boolean;
}) {
  // The total's rule sits on its own row: a <dl> may only hold <div>s that wrap dt/dd pairs.
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${
        strong ? 'border-t border-stone-200 pt-2 text-lg font-bold' : 'text-stone-700'
      }`}
    >
      <dt>{label}</dt>
      <dd className={strong ? 'text-brand-700' : off ? 'font-medium text-brand-700' : 'font-medium text-ink'}>
        {off ? `−${formatCedis(amount)}` : formatCedis(amount)}
      </dd>
    </div>
  );
}

/**
 * The sticky Booking Summary (spec section 2): the car, the dates, day price × days, the
 * host's weekly or monthly discount, the regional surcharge and driver lines, each only when above 0, the service fee and the total, from
 * the same quoteBooking the server charges. Amounts show in whole cedi.
 */
export function BookingSummary({
  car,
  startDate,
  endDate,
  quote,
  pricePerDay,
  regionName,
}: {
  car: CarDetail;
  startDate: string;
  endDate: string;
  quote: BookingQuote;
  pricePerDay: number;
  regionName: string | null;
}) {
  const days = `${quote.days} ${quote.days === 1 ? 'day' : 'days'}`;
  return (
    <aside aria-labelledby="booking-summary" className="lg:sticky lg:top-20 lg:self-start">
      <div className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 id="booking-summary" className="text-xl font-bold">
          Booking Summary
        </h2>
        <div>
          <p className="font-semibold">
            {car.year} {car.make} {car.model}
          </p>
          <p className="text-sm text-stone-600">{car.location}</p>
        </div>
        <dl className="grid gap-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">Start date</dt>
            <dd className="font-medium">{displayDate(startDate) || '–'}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">End date</dt>
            <dd className="font-medium">{displayDate(endDate) || '–'}</dd>
          </div>
        </dl>
        <dl className="grid gap-2 border-t border-stone-200 pt-4 text-sm" aria-live="polite">
          <Line label={`${formatCedis(pricePerDay)} × ${days}`} amount={quote.baseAmount} />
          {quote.discountAmount > 0 && (
            <Line
              label={discountName(quote.days, quote.discountPercent, car.discounts)}
              amount={quote.discountAmount}
              off
            />
          )}
          {quote.surchargeAmount > 0 && (
            <Line
              label={`Regional surcharge${regionName ? ` (${regionName})` : ''}`}
              amount={quote.surchargeAmount}
            />
          )}
          {quote.driverAmount > 0 && <Line label="Driver service" amount={quote.driverAmount} />}
          <Line label="Service fee (5%)" amount={quote.serviceFee} />
          <Line label="Total" amount={quote.total} strong />
        </dl>
        <p className="text-xs text-stone-500">Includes all fees</p>
      </div>
    </aside>
  );
}
