import { NO_RETURN_TERMS, type ReturnTerms } from '../cars/return-terms';
import { discountLabel, perDayLine, singleLine } from '../pricing/quote';
import { amountOf, type QuoteLine } from '../pricing/quote-lines';
import type { BookingTerms, RecordedQuote } from './booking.events';
import { PROTECTION_BEFORE_PLANS, type ProtectionPlan } from './protection-plans';

/** A per-day figure as a line: the recorded amount stays as it was, to the pesewa. */
const perDayFigure = (kind: 'rental' | 'delivery' | 'driver', days: number, amount: number): QuoteLine => ({
  ...perDayLine(kind, days, days > 0 ? Math.round(amount / days) : 0),
  amount,
});

/**
 * A booking's lines: those its BookingCreated recorded, or, for a booking made before line
 * items, the same lines built from its recorded figures (a read-side mapping rather than an
 * upcaster: docs/adr/0022). Every reader goes through here. The built lines hold the recorded
 * amounts, so they add up to the recorded total to the pesewa: the daily price, surcharge and
 * driver rate are those amounts over the days (they were charged per day), the discount is
 * named by the trip's length (the car's discounts then are not recorded), and bookings made
 * before discounts read without one.
 */
export function linesOf(quote: RecordedQuote): QuoteLine[] {
  if (quote.lines) return quote.lines;
  const { days } = quote;
  const discountAmount = quote.discountAmount ?? 0;
  const lines = [
    perDayFigure('rental', days, quote.baseAmount),
    singleLine('discount', discountAmount, discountLabel(days, quote.discountPercent ?? 0)),
    perDayFigure('delivery', days, quote.surchargeAmount),
    perDayFigure('driver', days, quote.driverAmount),
  ].filter((line) => line.kind === 'rental' || line.amount > 0);
  return [...lines, singleLine('service-fee', quote.serviceFee)];
}

/** The refundable deposit a booking took (0 for none, and for bookings made before deposits). */
export const depositOf = (quote: RecordedQuote) => amountOf(linesOf(quote), 'deposit');

/** What a booking's return may cost, as sold; bookings made before return terms charge nothing. */
export const returnTermsOfBooking = (terms: Pick<BookingTerms, 'returnTerms'>): ReturnTerms =>
  terms.returnTerms ?? NO_RETURN_TERMS;

/** The protection plan a booking was sold with; bookings made before plans read as Minimum, no fee. */
export const protectionPlanOf = (terms: Pick<BookingTerms, 'protectionPlan'>): ProtectionPlan =>
  terms.protectionPlan ?? PROTECTION_BEFORE_PLANS;
