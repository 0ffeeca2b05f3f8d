import { describe, expect, it } from 'vitest';
import { formatCedis, parseCedis, toCedisString } from './money';

describe('formatCedis', () => {
  it('shows whole cedi, rounded half up, grouped by thousands with commas', () => {
    expect(formatCedis(0)).toBe('₵0');
    expect(formatCedis(25049)).toBe('₵250');
    expect(formatCedis(25050)).toBe('₵251');
    expect(formatCedis(125_000)).toBe('₵1,250');
    expect(formatCedis(123_456_789_00)).toBe('₵123,456,789');
    expect(formatCedis(-125_000)).toBe('₵-1,250');
  });

  it('agrees with the en-GH locale for every size of amount', () => {
    for (let cedis = 1; cedis < 10 ** 10; cedis = cedis * 7 + 3) {
      expect(formatCedis(cedis * 100)).toBe(`₵${cedis.toLocaleString('en-GH')}`);
    }
  });
});

describe('parseCedis and toCedisString', () => {
  it('turn decimal cedi strings into pesewas and back', () => {
    expect(parseCedis('250.5')).toBe(25050);
    expect(toCedisString(25050)).toBe('250.50');
    expect(parseCedis('1.234')).toBeNull();
    expect(parseCedis('-1')).toBeNull();
  });
});
