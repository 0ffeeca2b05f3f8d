// @vitest-environment jsdom
import '#app/test/dom.ts';
import { plainQuote } from '@akwaaba/domain/pricing/quote.testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCedisExactly } from '#app/cars/price.ts';
import { BookingLines } from './BookingLines.tsx';
import { linesFromView } from './booking-lines.ts';

/** The rows of the lines as their term and amount: ["₵250 × 7 days", "₵1,750"]... */
const rows = () =>
  screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent] as const);

describe('a booking’s lines', () => {
  it('shows the rental as day price × days, a discount with a minus, extras, pesewas, and the total', () => {
    // A week at ₵250 with 10% off, a ₵50 regional surcharge and a ₵20.50 child seat.
    const quote = plainQuote({
      pricePerDay: 25000,
      surchargePerDay: 5000,
      discounts: { weeklyPercent: 10, monthlyPercent: 0 },
      startDate: '2030-03-01',
      endDate: '2030-03-08',
      extras: [{ kind: 'child-seat', dailyRate: 2050 }],
    });
    render(<BookingLines lines={quote.lines} destination="Ashanti" />);
    // ₵1,750 − ₵175 + ₵350 + ₵143.50 = ₵2,068.50; the fee is ₵103.43 (half up): ₵2,171.93.
    expect(rows()).toEqual([
      ['₵250 × 7 days', '₵1,750'],
      ['Weekly discount (10%)', '−₵175'],
      ['Regional surcharge (Ashanti)', '₵350'],
      ['Child seat', '₵143.50'],
      ['Service fee (5%)', '₵103.43'],
      ['Total', '₵2,171.93'],
    ]);
    expect(quote.total).toBe(217193);
  });

  it('reads the API’s lines in cedi strings, and adds them up to the booking’s total', () => {
    const lines = linesFromView([
      { kind: 'rental', label: 'Daily price', quantity: 1, unitAmount: '1250.00', amount: '1250.00' },
      { kind: 'driver', label: 'Driver service', quantity: 1, unitAmount: '150.00', amount: '150.00' },
      { kind: 'service-fee', label: 'Service fee (5%)', quantity: 1, unitAmount: '70.00', amount: '70.00' },
    ]);
    expect(lines[1]).toEqual({
      kind: 'driver',
      label: 'Driver service',
      quantity: 1,
      unitAmount: 15000,
      amount: 15000,
    });
    render(<BookingLines lines={lines} />);
    expect(rows()).toEqual([
      ['₵1,250 × 1 day', '₵1,250'],
      ['Driver service', '₵150'],
      ['Service fee (5%)', '₵70'],
      ['Total', '₵1,470'],
    ]);
  });

  it('names a regional surcharge without its region when the booking does not say it', () => {
    const lines = linesFromView([
      { kind: 'rental', label: 'Daily price', quantity: 2, unitAmount: '100.00', amount: '200.00' },
      { kind: 'delivery', label: 'Regional surcharge', quantity: 2, unitAmount: '25.00', amount: '50.00' },
      { kind: 'service-fee', label: 'Service fee (5%)', quantity: 1, unitAmount: '12.50', amount: '12.50' },
    ]);
    render(<BookingLines lines={lines} />);
    expect(rows()[1]).toEqual(['Regional surcharge', '₵50']);
    expect(rows().at(-1)).toEqual(['Total', '₵262.50']);
  });

  it('writes cedi to the pesewa only where there are pesewas, with Ghana’s grouping', () => {
    expect(formatCedisExactly(150000)).toBe('₵1,500');
    expect(formatCedisExactly(165375)).toBe('₵1,653.75');
    expect(formatCedisExactly(5)).toBe('₵0.05');
    expect(formatCedisExactly(123456789)).toBe('₵1,234,567.89');
  });
});
