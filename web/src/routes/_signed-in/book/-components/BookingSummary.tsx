import type { ProtectionPlanView } from '@akwaaba/domain/bookings/protection-plans';
import { returnTermsLines, returnTermsOfView } from '@akwaaba/domain/cars/return-terms';
import type { BookingQuote } from '@akwaaba/domain/pricing/quote';
import { amountOf } from '@akwaaba/domain/pricing/quote-lines';
import type { CarDetail } from '#app/api/cars.ts';
import { BookingLines } from '#app/bookings/BookingLines.tsx';
import { displayCedis, formatCedisExactly } from '#app/cars/price.ts';
import { displayDate } from './booking-dates.ts';

/**
 * The sticky Booking Summary (spec section 2): the car, the dates and the quote's lines (day
 * price × days, the host's weekly or monthly discount, the regional surcharge, driver and
 * extras, each only when above 0, the service fee, the protection plan and the refundable
 * deposit) with the total, from the same quoteBooking the server charges; then what the chosen
 * plan leaves the renter to pay for damage, when the deposit comes back, and what the car's
 * return terms charge at the return (kilometres, fuel, lateness), so the renter knows before paying.
 */
export function BookingSummary({
  car,
  startDate,
  endDate,
  quote,
  regionName,
  plan,
}: {
  car: CarDetail;
  startDate: string;
  endDate: string;
  quote: BookingQuote;
  regionName: string | null;
  plan: ProtectionPlanView | null;
}) {
  const deposit = amountOf(quote.lines, 'deposit');
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
        <BookingLines
          lines={quote.lines}
          destination={regionName}
          className="border-t border-stone-200 pt-4"
          aria-live="polite"
        />
        <p className="text-xs text-stone-500">Includes all fees</p>
        {(plan || deposit > 0) && (
          <div className="grid gap-1 border-t border-stone-200 pt-4 text-sm text-stone-700">
            {plan && (
              <p>
                {plan.name} protection: you pay at most {displayCedis(plan.liabilityCap)} for damage to the
                car.
              </p>
            )}
            {deposit > 0 && (
              <p>
                The {formatCedisExactly(deposit)} deposit is refunded when the car is returned with no damage
                reported, less any charges at the return.
              </p>
            )}
          </div>
        )}
        <div className="grid gap-1 border-t border-stone-200 pt-4 text-sm">
          <h3 id="booking-summary-return" className="font-semibold">
            At the return
          </h3>
          <ul aria-labelledby="booking-summary-return" className="grid gap-1 text-stone-700">
            {returnTermsLines(returnTermsOfView(car)).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
    </aside>
  );
}
