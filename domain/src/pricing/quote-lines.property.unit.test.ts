import { addDays, format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProtectionFee } from '../bookings/protection-plans';
import { daysBetween } from '../bookings/stay';
import { MAX_CAR_DEPOSIT } from '../cars/deposit';
import { type Discounts, discountPercentFor } from '../cars/trip-rules';
import type { Pesewas } from '../money/money';
import { ledgerLines } from '../payouts/ledger';
import {
  type BookingQuote,
  percentOf,
  type QuoteRequest,
  quoteBooking,
  SERVICE_FEE_PERCENT,
  serviceFeeOf,
} from './quote';
import { amountOf, LINE_KINDS, linesTotal } from './quote-lines';

/**
 * The oracle: quoteBooking as it was before a booking's money became lines (commit dbae69f),
 * copied unchanged but for the child seat, which it adds to the subtotal as it adds the driver,
 * and the protection plan's fee and the deposit, which it adds to the total after the service
 * fee (issue 30): neither is in the subtotal.
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
  const fee = request.protection?.fee;
  const protectionPerDay =
    fee === undefined ? 0 : fee.kind === 'fixed' ? fee.dailyAmount : percentOf(pricePerDay, fee.percent);
  const total = subtotal + serviceFee + protectionPerDay * days + (request.deposit ?? 0);
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

/** A plan's fee as an operator may configure it: none, a fixed amount a day, or a share of the daily price. */
const protectionFees: fc.Arbitrary<ProtectionFee> = fc.oneof(
  fc.record({ kind: fc.constant('fixed' as const), dailyAmount: fc.oneof(fc.constant(0), dailyAmount) }),
  fc.record({ kind: fc.constant('share' as const), percent: fc.integer({ min: 1, max: 100 }) }),
);

/** A booking with any combination of discount (stays of 0 to 120 days cross both thresholds), delivery, driver, extras, plan and deposit. */
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
    protection: fc.option(
      fc.record({ name: fc.constantFrom('Minimum', 'Standard', 'Premier'), fee: protectionFees }),
      { nil: undefined },
    ),
    deposit: fc.option(fc.integer({ min: 0, max: MAX_CAR_DEPOSIT }), { nil: undefined }),
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

  it('never lets the host earn the plan fee or the deposit, which are each one line beside the subtotal', () => {
    fc.assert(
      fc.property(bookings, (request) => {
        const quote = quoteBooking(request);
        const { lines, subtotal, serviceFee, total } = quote;
        const protection = amountOf(lines, 'protection');
        const deposit = amountOf(lines, 'deposit');
        expect(LINE_KINDS.protection.hostEarns).toBe(false);
        expect(LINE_KINDS.deposit.hostEarns).toBe(false);
        expect(total).toBe(subtotal + serviceFee + protection + deposit);
        expect(deposit).toBe(request.deposit ?? 0);
        for (const kind of ['protection', 'deposit'] as const)
          expect(lines.filter((line) => line.kind === kind).length).toBeLessThanOrEqual(1);
        // Paid in full and never refunded, the host's payout comes from the subtotal alone.
        const ledger = ledgerLines({
          paid: total,
          serviceFee,
          protectionFee: protection,
          deposit,
          refunded: 0,
        });
        expect(ledger.hostEarnings + ledger.commission).toBe(subtotal);
        expect(ledger.protectionFee).toBe(protection);
        expect(ledger.depositHeld).toBe(deposit);
        // The deposit refunded in full changes nothing the host or the product keeps.
        const refunded = ledgerLines({
          paid: total,
          serviceFee,
          protectionFee: protection,
          deposit,
          refunded: deposit,
        });
        expect({ ...refunded, refunded: 0, depositHeld: deposit }).toEqual(ledger);
        expect(
          refunded.hostEarnings +
            refunded.commission +
            refunded.serviceFee +
            refunded.protectionFee +
            refunded.refunded +
            refunded.depositHeld,
        ).toBe(total);
      }),
      { numRuns: 1_000 },
    );
  });

  it('pays the host the charges the deposit covered, whole, and refunds the rest: the ledger still adds up', () => {
    fc.assert(
      fc.property(bookings, fc.integer({ min: 0, max: 2_000_000 }), (request, charges) => {
        const { lines, subtotal, serviceFee, total } = quoteBooking(request);
        const protection = amountOf(lines, 'protection');
        const deposit = amountOf(lines, 'deposit');
        const covered = Math.min(deposit, charges);
        const settled = ledgerLines({
          paid: total,
          serviceFee,
          protectionFee: protection,
          deposit,
          refunded: deposit - covered,
          chargesPaid: covered,
        });
        // The plan's fee never reaches the host; the commission is taken on the trip alone.
        expect(settled.protectionFee).toBe(protection);
        expect(settled.charges).toBe(covered);
        expect(settled.hostEarnings - settled.charges + settled.commission).toBe(subtotal);
        expect(settled.depositHeld).toBe(0);
        expect(
          settled.hostEarnings +
            settled.commission +
            settled.serviceFee +
            settled.protectionFee +
            settled.refunded +
            settled.depositHeld,
        ).toBe(total);
        for (const amount of Object.values(settled)) expect(amount).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1_000 },
    );
  });
});
