import { describe, expect, it } from 'vitest';
import { plainQuote, withDriver } from '../pricing/quote.testing';
import { linesTotal } from '../pricing/quote-lines';
import type { RecordedQuote } from './booking.events';
import { linesOf } from './booking-lines';

describe('linesOf: a booking recorded before line items reads with lines', () => {
  // Recorded by the quote before lines: 7 days at ₵250 with 10 % off, delivery ₵50/day, driver ₵150/day.
  const recordedBeforeLines: RecordedQuote = {
    days: 7,
    baseAmount: 175_000,
    discountPercent: 10,
    discountAmount: 17_500,
    surchargeAmount: 35_000,
    driverAmount: 105_000,
    subtotal: 297_500,
    serviceFee: 14_875,
    total: 312_375,
  };

  it('builds the lines from the recorded figures, adding up to the recorded total to the pesewa', () => {
    const lines = linesOf(recordedBeforeLines);
    expect(lines).toEqual([
      { kind: 'rental', label: 'Daily price', quantity: 7, unitAmount: 25_000, amount: 175_000 },
      { kind: 'discount', label: 'Weekly discount (10%)', quantity: 1, unitAmount: 17_500, amount: 17_500 },
      { kind: 'delivery', label: 'Regional surcharge', quantity: 7, unitAmount: 5_000, amount: 35_000 },
      { kind: 'driver', label: 'Driver service', quantity: 7, unitAmount: 15_000, amount: 105_000 },
      { kind: 'service-fee', label: 'Service fee (5%)', quantity: 1, unitAmount: 14_875, amount: 14_875 },
    ]);
    expect(linesTotal(lines)).toBe(312_375);
  });

  it('reads a booking made before discounts without a discount line', () => {
    const {
      discountPercent: _percent,
      discountAmount: _amount,
      ...beforeDiscounts
    } = {
      ...recordedBeforeLines,
      subtotal: 315_000,
      serviceFee: 15_750,
      total: 330_750,
    };
    const lines = linesOf(beforeDiscounts);
    expect(lines.map((line) => line.kind)).toEqual(['rental', 'delivery', 'driver', 'service-fee']);
    expect(linesTotal(lines)).toBe(330_750);
  });

  it('builds the same lines the quote decides today for the same booking', () => {
    const today = plainQuote({
      pricePerDay: 25_000,
      surchargePerDay: 5_000,
      ...withDriver(15_000),
      discounts: { weeklyPercent: 10, monthlyPercent: 0 },
      startDate: '2025-03-05',
      endDate: '2025-03-12',
    });
    const { lines, ...figures } = today;
    expect(figures).toEqual(recordedBeforeLines);
    expect(linesOf(recordedBeforeLines)).toEqual(lines);
  });

  it('keeps the recorded amount when it does not divide by the days', () => {
    const odd: RecordedQuote = { ...recordedBeforeLines, days: 3, baseAmount: 100, discountAmount: 0 };
    const [rental] = linesOf({ ...odd, subtotal: 140_100, serviceFee: 7_005, total: 147_105 });
    expect(rental).toMatchObject({ quantity: 3, amount: 100 });
  });

  it('answers the lines a booking recorded as they are', () => {
    const lines = [
      { kind: 'rental', label: 'Daily price', quantity: 1, unitAmount: 100, amount: 100 },
    ] as const;
    expect(linesOf({ ...recordedBeforeLines, lines: [...lines] })).toEqual(lines);
  });
});
