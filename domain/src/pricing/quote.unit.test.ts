import { afterEach, describe, expect, it } from 'vitest';
import { NO_DISCOUNTS } from '../cars/trip-rules';
import { formatCedis } from '../money/money';
import { type BookingQuote, type QuoteRequest, quoteBooking, serviceFeeOf } from './quote';
import { linesTotal } from './quote-lines';

// A ₵250-a-day car for a 2-day stay (5 → 7 March: picked up on the 5th, handed back on the 7th).
const request: QuoteRequest = {
  pricePerDay: 25_000,
  surchargePerDay: 0,
  driverDailyRate: 15_000,
  includeDriver: false,
  driverAvailable: true,
  discounts: NO_DISCOUNTS,
  startDate: '2025-03-05',
  endDate: '2025-03-07',
};
const quote = (overrides: Partial<QuoteRequest>) => quoteBooking({ ...request, ...overrides });
/** A quote's figures without its lines (the lines are tested on their own below). */
const figures = ({ lines: _lines, ...rest }: BookingQuote) => rest;
const childSeat = { kind: 'child-seat', dailyRate: 2_000 } as const;

describe('quoteBooking', () => {
  it('prices a plain 2-day stay: ₵250 × 2 = ₵500, fee ₵25, total ₵525', () => {
    expect(figures(quote({}))).toEqual({
      days: 2,
      baseAmount: 50_000,
      discountPercent: 0,
      discountAmount: 0,
      surchargeAmount: 0,
      driverAmount: 0,
      subtotal: 50_000,
      serviceFee: 2_500,
      total: 52_500,
    });
  });

  it('adds the driver: (₵250 + ₵150) × 2 = ₵800, fee ₵40, total ₵840', () => {
    expect(figures(quote({ includeDriver: true }))).toEqual({
      days: 2,
      baseAmount: 50_000,
      discountPercent: 0,
      discountAmount: 0,
      surchargeAmount: 0,
      driverAmount: 30_000,
      subtotal: 80_000,
      serviceFee: 4_000,
      total: 84_000,
    });
  });

  it('adds the regional surcharge: (₵250 + ₵50) × 2 = ₵600, fee ₵30, total ₵630', () => {
    expect(figures(quote({ surchargePerDay: 5_000 }))).toEqual({
      days: 2,
      baseAmount: 50_000,
      discountPercent: 0,
      discountAmount: 0,
      surchargeAmount: 10_000,
      driverAmount: 0,
      subtotal: 60_000,
      serviceFee: 3_000,
      total: 63_000,
    });
  });

  it('adds both over 3 days: (₵250 + ₵50 + ₵150) × 3 = ₵1,350, fee ₵67.50, total ₵1,417.50 shown as ₵1,418', () => {
    const result = quote({ surchargePerDay: 5_000, includeDriver: true, endDate: '2025-03-08' });
    expect(figures(result)).toEqual({
      days: 3,
      baseAmount: 75_000,
      discountPercent: 0,
      discountAmount: 0,
      surchargeAmount: 15_000,
      driverAmount: 45_000,
      subtotal: 135_000,
      serviceFee: 6_750,
      total: 141_750,
    });
    expect(formatCedis(result.total)).toBe('₵1,418');
  });

  it('charges no driver when the renter chose one but the car does not offer it', () => {
    const result = quote({ includeDriver: true, driverAvailable: false });
    expect(result).toMatchObject({ driverAmount: 0, subtotal: 50_000, total: 52_500 });
  });

  it('charges no driver when the car offers one but the renter did not choose it', () => {
    expect(quote({ includeDriver: false, driverAvailable: true }).driverAmount).toBe(0);
  });

  it('charges no driver when a driver is offered without a rate', () => {
    expect(quote({ includeDriver: true, driverDailyRate: null }).driverAmount).toBe(0);
  });

  describe('discounts: on the daily price only, before surcharges, driver and fee, rounded once', () => {
    const discounts = { weeklyPercent: 10, monthlyPercent: 25 };

    it('gives no discount below 7 days', () => {
      const six = quote({ discounts, endDate: '2025-03-11' });
      expect(six).toMatchObject({ days: 6, discountPercent: 0, discountAmount: 0, subtotal: 150_000 });
    });

    it('takes the weekly discount off 7 days: ₵1,750 − 10 % = ₵1,575, fee ₵78.75, total ₵1,653.75', () => {
      expect(figures(quote({ discounts, endDate: '2025-03-12' }))).toEqual({
        days: 7,
        baseAmount: 175_000,
        discountPercent: 10,
        discountAmount: 17_500,
        surchargeAmount: 0,
        driverAmount: 0,
        subtotal: 157_500,
        serviceFee: 7_875,
        total: 165_375,
      });
    });

    it('takes the monthly discount from 28 days, and never less than the weekly one', () => {
      const month = quote({ discounts, startDate: '2025-03-01', endDate: '2025-03-29' });
      expect(month).toMatchObject({ days: 28, discountPercent: 25, discountAmount: 175_000 });
      const weeklyBigger = quote({
        discounts: { weeklyPercent: 20, monthlyPercent: 5 },
        startDate: '2025-03-01',
        endDate: '2025-03-29',
      });
      expect(weeklyBigger).toMatchObject({ discountPercent: 20, discountAmount: 140_000 });
    });

    it('leaves the surcharge and the driver undiscounted', () => {
      const week = quote({ discounts, endDate: '2025-03-12', surchargePerDay: 5_000, includeDriver: true });
      expect(week).toMatchObject({
        discountAmount: 17_500,
        surchargeAmount: 35_000,
        driverAmount: 105_000,
        subtotal: 175_000 - 17_500 + 35_000 + 105_000,
      });
    });

    it('rounds the discount once, half a pesewa up: 15 % of 7 × ₵0.03 = 3.15 → 3 pesewas; of 7 × ₵0.10 = 10.5 → 11', () => {
      const week = { discounts: { weeklyPercent: 15, monthlyPercent: 0 }, endDate: '2025-03-12' };
      expect(quote({ ...week, pricePerDay: 3 }).discountAmount).toBe(3);
      expect(quote({ ...week, pricePerDay: 10 }).discountAmount).toBe(11);
    });
  });

  describe('service fee rounding: 5 % to the nearest pesewa, half a pesewa up', () => {
    it('rounds half a pesewa up: ₵250.10 → fee 1250.5 → 1251 pesewas', () => {
      expect(quote({ pricePerDay: 25_010, endDate: '2025-03-06' })).toMatchObject({
        subtotal: 25_010,
        serviceFee: 1_251,
        total: 26_261,
      });
    });

    it('rounds half up on an odd pesewa too: 30 pesewas → 1.5 → 2 (not to even)', () => {
      expect(serviceFeeOf(30)).toBe(2);
      expect(serviceFeeOf(10)).toBe(1);
    });

    it('rounds below half down and above half up', () => {
      expect(quote({ pricePerDay: 25_009, endDate: '2025-03-06' }).serviceFee).toBe(1_250); // 1250.45
      expect(quote({ pricePerDay: 25_011, endDate: '2025-03-06' }).serviceFee).toBe(1_251); // 1250.55
      expect(serviceFeeOf(29)).toBe(1); // 1.45
    });

    it('rounds the fee on the whole subtotal, not per day', () => {
      // 3 days of ₵0.10: subtotal 30 pesewas, fee 1.5 → 2 (per day it would be 3 × 0.5 → 3 × 1 = 3).
      expect(quote({ pricePerDay: 10, startDate: '2025-03-05', endDate: '2025-03-08' })).toMatchObject({
        subtotal: 30,
        serviceFee: 2,
        total: 32,
      });
    });
  });

  it('gives 0 days and a zero quote when the end date is the start date', () => {
    expect(figures(quote({ endDate: '2025-03-05', includeDriver: true, surchargePerDay: 5_000 }))).toEqual({
      days: 0,
      baseAmount: 0,
      discountPercent: 0,
      discountAmount: 0,
      surchargeAmount: 0,
      driverAmount: 0,
      subtotal: 0,
      serviceFee: 0,
      total: 0,
    });
  });

  it('gives 0 days, never a negative amount, when the end date is before the start', () => {
    expect(quote({ endDate: '2025-03-01' })).toMatchObject({ days: 0, total: 0 });
  });

  it.each([
    ['2024-02-28', '2024-03-01', 2], // leap year
    ['2025-02-28', '2025-03-01', 1],
    ['2025-12-30', '2026-01-02', 3],
  ])('counts calendar days across months and years: %s → %s is %i', (startDate, endDate, days) => {
    expect(quote({ startDate, endDate }).days).toBe(days);
  });

  describe('whatever the time zone it runs in', () => {
    const originalTimeZone = process.env.TZ;
    afterEach(() => {
      process.env.TZ = originalTimeZone;
    });

    it.each([
      ['America/New_York', '2025-03-08', '2025-03-10'], // clocks go forward on 9 March: a 47-hour span
      ['America/New_York', '2025-11-01', '2025-11-03'], // clocks go back on 2 November: a 49-hour span
      ['Europe/London', '2025-03-29', '2025-03-31'],
      ['Pacific/Auckland', '2025-09-27', '2025-09-29'],
      ['Pacific/Kiritimati', '2025-03-05', '2025-03-07'], // UTC+14
      ['Pacific/Pago_Pago', '2025-03-05', '2025-03-07'], // UTC−11
      ['Africa/Accra', '2025-03-05', '2025-03-07'],
    ])('in %s, %s → %s is 2 days', (timeZone, startDate, endDate) => {
      process.env.TZ = timeZone;
      expect(quote({ startDate, endDate })).toMatchObject({ days: 2, total: 52_500 });
    });
  });

  it.each(['2025-02-30', '2025-3-5', '05/03/2025', '', '2025-03-05T00:00:00Z'])(
    'refuses %j as a date: callers validate first',
    (startDate) => {
      expect(() => quote({ startDate })).toThrow(RangeError);
    },
  );

  it.each([
    ['pricePerDay', -1],
    ['pricePerDay', 250.5],
    ['surchargePerDay', Number.NaN],
    ['driverDailyRate', -100],
  ] as const)('refuses %s = %d: amounts are whole pesewas, 0 or more', (field, amount) => {
    expect(() => quote({ [field]: amount })).toThrow(RangeError);
  });

  describe('lines: every amount once, the figures read from them', () => {
    it('lists the rental and the service fee of a plain stay', () => {
      expect(quote({}).lines).toEqual([
        { kind: 'rental', label: 'Daily price', quantity: 2, unitAmount: 25_000, amount: 50_000 },
        { kind: 'service-fee', label: 'Service fee (5%)', quantity: 1, unitAmount: 2_500, amount: 2_500 },
      ]);
    });

    it('lists the discount, the delivery, the driver and a child seat, each per day but the discount', () => {
      const week = quote({
        discounts: { weeklyPercent: 10, monthlyPercent: 0 },
        endDate: '2025-03-12',
        surchargePerDay: 5_000,
        includeDriver: true,
        extras: [childSeat],
      });
      expect(week.lines).toEqual([
        { kind: 'rental', label: 'Daily price', quantity: 7, unitAmount: 25_000, amount: 175_000 },
        { kind: 'discount', label: 'Weekly discount (10%)', quantity: 1, unitAmount: 17_500, amount: 17_500 },
        { kind: 'delivery', label: 'Regional surcharge', quantity: 7, unitAmount: 5_000, amount: 35_000 },
        { kind: 'driver', label: 'Driver service', quantity: 7, unitAmount: 15_000, amount: 105_000 },
        { kind: 'child-seat', label: 'Child seat', quantity: 7, unitAmount: 2_000, amount: 14_000 },
        { kind: 'service-fee', label: 'Service fee (5%)', quantity: 1, unitAmount: 15_575, amount: 15_575 },
      ]);
      // ₵1,750 − ₵175 + ₵350 + ₵1,050 + ₵140 = ₵3,115; fee ₵155.75; total ₵3,270.75.
      expect(figures(week)).toEqual({
        days: 7,
        baseAmount: 175_000,
        discountPercent: 10,
        discountAmount: 17_500,
        surchargeAmount: 35_000,
        driverAmount: 105_000,
        subtotal: 311_500,
        serviceFee: 15_575,
        total: 327_075,
      });
      expect(linesTotal(week.lines)).toBe(week.total);
    });

    it('names a monthly discount, or the weekly one when it is the larger on a long trip', () => {
      const month = { startDate: '2025-03-01', endDate: '2025-03-29' };
      const label = (discounts: { weeklyPercent: number; monthlyPercent: number }) =>
        quote({ ...month, discounts }).lines.find((line) => line.kind === 'discount')?.label;
      expect(label({ weeklyPercent: 10, monthlyPercent: 25 })).toBe('Monthly discount (25%)');
      expect(label({ weeklyPercent: 20, monthlyPercent: 5 })).toBe('Weekly discount (20%)');
    });

    it('charges a child seat like the driver: per day, in the subtotal the fee is taken on', () => {
      // (₵250 + ₵20) × 2 = ₵540, fee ₵27, total ₵567.
      expect(figures(quote({ extras: [childSeat] }))).toMatchObject({
        subtotal: 54_000,
        serviceFee: 2_700,
        total: 56_700,
      });
    });

    it('charges an extra chosen twice once', () => {
      expect(quote({ extras: [childSeat, childSeat] }).total).toBe(56_700);
    });

    it('lists nothing for a 0-day stay but the zero rental and fee', () => {
      const lines = quote({ endDate: '2025-03-05', includeDriver: true, extras: [childSeat] }).lines;
      expect(lines.map((line) => [line.kind, line.amount])).toEqual([
        ['rental', 0],
        ['service-fee', 0],
      ]);
    });

    it('refuses an extra with a rate that is not whole pesewas', () => {
      expect(() => quote({ extras: [{ kind: 'child-seat', dailyRate: -1 }] })).toThrow(RangeError);
    });
  });
});
