import { addDays, format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../bookings/stay';
import { type Discounts, discountPercentFor } from '../cars/trip-rules';
import type { Pesewas } from '../money/money';
import {
  type BookingQuote,
  percentOf,
  type QuoteRequest,
  quoteBooking,
  SERVICE_FEE_PERCENT,
  serviceFeeOf,
} from './quote';
import { LINE_KINDS, linesTotal } from './quote-lines';

/**
 * The oracle: quoteBooking as it was before a booking's money became lines (commit dbae69f),
 * copied unchanged but for the child seat, which it adds to the subtotal as it adds the driver.
 */
function quoteBeforeLines(request: QuoteRequest): Omit<BookingQuote, 'lines'> {
  const { pricePerDay, surchargePerDay, driverDailyRate, includeDriver, driverAvailable } = request;
  const days = Math.max(0, daysBetween(request.startDate, request.endDate));
  const driverPerDay = includeDriver && driverAvailable ? (driverDailyRate ?? 0) : 0;
  const childSeatPerDay = request.extras?.find((extra) => extra.kind === 'child-seat')?.dailyRate ?? 0;

  const baseAmount = pricePerDay * days;
  const discountPercent = discountPercentFor(request.discounts, days);
  const discountAmount = percentOf(baseAmount, discountPercent);
  const surchargeAmount = surchargePerDay * days;
  const driverAmount = driverPerDay * days;
  const childSeatAmount = childSeatPerDay * days;
  const subtotal = baseAmount - discountAmount + surchargeAmount + driverAmount + childSeatAmount;
  if (
    !Number.isSafeInteger(baseAmount * 100 + 50) ||
    !Number.isSafeInteger(subtotal * SERVICE_FEE_PERCENT + 50)
  )
    throw new RangeError('The subtotal is too large to charge');
  const serviceFee = serviceFeeOf(subtotal);
  const total = subtotal + serviceFee;
  return {
    days,
    baseAmount,
    discountPercent,
    discountAmount,
    surchargeAmount,
    driverAmount,
    subtotal,
    serviceFee,
    total,
  };
}

/** Up to ₵100,000 a day, as any pesewa: the product's prices are far below it. */
const dailyAmount = fc.integer({ min: 1, max: 10_000_000 });
const maybe = (amount: fc.Arbitrary<Pesewas>) => fc.oneof(fc.constant(0), amount);
const discounts: fc.Arbitrary<Discounts> = fc.record({
  weeklyPercent: fc.integer({ min: 0, max: 60 }),
  monthlyPercent: fc.integer({ min: 0, max: 60 }),
});

/** A booking with any combination of discount (stays of 0 to 120 days cross both thresholds), delivery, driver and extras. */
const bookings: fc.Arbitrary<QuoteRequest> = fc
  .record({
    pricePerDay: dailyAmount,
    surchargePerDay: maybe(dailyAmount),
    driverDailyRate: fc.option(dailyAmount, { nil: null }),
    includeDriver: fc.boolean(),
    driverAvailable: fc.boolean(),
    discounts,
    start: fc.date({
      min: new Date('2025-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    days: fc.integer({ min: 0, max: 120 }),
    extras: fc
      .subarray([{ kind: 'child-seat' as const }])
      .chain((kinds) =>
        fc.tuple(...kinds.map((extra) => dailyAmount.map((dailyRate) => ({ ...extra, dailyRate })))),
      ),
  })
  .map(({ start, days, ...request }) => ({
    ...request,
    startDate: format(start, 'yyyy-MM-dd'),
    endDate: format(addDays(start, days), 'yyyy-MM-dd'),
  }));

describe('a quote as lines, against the quote before lines', () => {
  it('adds its lines up to the total, has no negative line and keeps every figure of the old quote', () => {
    fc.assert(
      fc.property(bookings, (request) => {
        const quote = quoteBooking(request);
        const { lines, ...figures } = quote;
        expect(linesTotal(lines)).toBe(quote.total);
        for (const line of lines) {
          expect(line.amount).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(line.amount)).toBe(true);
        }
        expect(figures).toEqual(quoteBeforeLines(request));
      }),
      { numRuns: 2_000 },
    );
  });

  it('takes the service fee on the lines the host earns, and the host earns all but the fee', () => {
    fc.assert(
      fc.property(bookings, (request) => {
        const { lines, subtotal, serviceFee } = quoteBooking(request);
        const earned = linesTotal(lines.filter((line) => LINE_KINDS[line.kind].hostEarns));
        expect(earned).toBe(subtotal);
        expect(serviceFee).toBe(serviceFeeOf(earned));
      }),
    );
  });
});
