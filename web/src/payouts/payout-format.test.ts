import { describe, expect, it } from 'vitest';
import { ghanaDay, ghanaMoment, payoutCedis, reasonOf } from './payout-format.ts';

describe('payout amounts and dates', () => {
  it('shows whole cedi without decimals and pesewas when there are some', () => {
    expect(payoutCedis('1350.00')).toBe('₵1,350');
    expect(payoutCedis('1402.50')).toBe('₵1,402.50');
    expect(payoutCedis('0.05')).toBe('₵0.05');
    expect(payoutCedis('1234567.00')).toBe('₵1,234,567');
  });

  it('tells moments in Ghana’s time whatever the browser’s zone', () => {
    expect(ghanaMoment('2026-11-27T10:40:00.000Z')).toBe('Nov 27, 2026, 10:40 GMT');
    expect(ghanaDay('2026-11-27T23:59:00.000Z')).toBe('Nov 27, 2026');
  });

  it('drops the closing full stop of a reason', () => {
    expect(reasonOf('Wallet not found.')).toBe('Wallet not found');
  });
});
