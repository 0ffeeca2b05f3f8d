import { describe, expect, it } from 'vitest';
import { formatCedisToThePesewa } from '../money/money';
import { linesAsCustomFields, lineText } from './line-text';
import type { QuoteLine } from './quote-lines';

const rental: QuoteLine = {
  kind: 'rental',
  label: 'Daily price',
  quantity: 3,
  unitAmount: 25_000,
  amount: 75_000,
};
const discount: QuoteLine = {
  kind: 'discount',
  label: 'Weekly discount (10%)',
  quantity: 1,
  unitAmount: 7_500,
  amount: 7_500,
};
const fee: QuoteLine = {
  kind: 'service-fee',
  label: 'Service fee (5%)',
  quantity: 1,
  unitAmount: 3_375,
  amount: 3_375,
};

describe('lineText: one way to name and sign a line outside the web', () => {
  it('names a per-day line with its days and daily amount, to the pesewa', () => {
    expect(lineText(rental)).toEqual({ name: 'Daily price (3 days × GHS 250.00)', amount: 'GHS 750.00' });
  });

  it('shows a credit with a minus from its kind, and a line of one unit by its label alone', () => {
    expect(lineText(discount)).toEqual({ name: 'Weekly discount (10%)', amount: '−GHS 75.00' });
    expect(lineText(fee)).toEqual({ name: 'Service fee (5%)', amount: 'GHS 33.75' });
  });

  it('takes another money format', () => {
    expect(lineText(rental, (amount) => `₵${amount / 100}`).amount).toBe('₵750');
  });

  it('gives each line a custom field for the payment provider, in order, with a distinct variable name', () => {
    expect(linesAsCustomFields([rental, discount, fee])).toEqual([
      { displayName: 'Daily price (3 days × GHS 250.00)', variableName: 'rental_0', value: 'GHS 750.00' },
      { displayName: 'Weekly discount (10%)', variableName: 'discount_1', value: '−GHS 75.00' },
      { displayName: 'Service fee (5%)', variableName: 'service_fee_2', value: 'GHS 33.75' },
    ]);
  });
});

describe('formatCedisToThePesewa', () => {
  it.each([
    [0, 'GHS 0.00'],
    [5, 'GHS 0.05'],
    [141_750, 'GHS 1,417.50'],
    [123_456_789, 'GHS 1,234,567.89'],
  ])('%i pesewas → %s', (amount, text) => {
    expect(formatCedisToThePesewa(amount)).toBe(text);
  });
});
