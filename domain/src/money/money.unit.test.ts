import { describe, expect, it } from 'vitest';
import { formatCedis, formatCedisExactly, parseCedis, toCedisString } from './money';

describe('formatCedis', () => {
  it.each([
    [0, '₵0'],
    [25049, '₵250'],
    [25050, '₵251'],
    [125_000, '₵1,250'],
    [123_456_789_00, '₵123,456,789'],
    [-125_000, '₵-1,250'],
  ])(
    'shows %i pesewas as %s: whole cedi, rounded half up, grouped by thousands with commas',
    (pesewas, shown) => {
      expect(formatCedis(pesewas)).toBe(shown);
    },
  );

  it('agrees with the en-GH locale for every size of amount', () => {
    for (let cedis = 1; cedis < 10 ** 10; cedis = cedis * 7 + 3) {
      expect(formatCedis(cedis * 100)).toBe(`₵${cedis.toLocaleString('en-GH')}`);
    }
  });
});

describe('formatCedisExactly', () => {
  it.each([
    [0, '₵0'],
    [5, '₵0.05'],
    [165_375, '₵1,653.75'],
    [150_000, '₵1,500'],
    [123_450, '₵1,234.50'],
    [123_456_789, '₵1,234,567.89'],
  ])('shows %i pesewas as %s: to the pesewa unless whole, grouped by thousands', (pesewas, shown) => {
    expect(formatCedisExactly(pesewas)).toBe(shown);
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
