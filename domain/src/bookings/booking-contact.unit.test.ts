import { describe, expect, it } from 'vitest';
import { contactWindowClosesAt, partiesSeeEachOthersPhone, partiesSeePickupPoint } from './booking-contact';

const paid = { status: 'confirmed', paymentStatus: 'paid', endDate: '2026-12-10' } as const;

describe("when a booking's parties see each other's phone", () => {
  it('closes at the end of the 7th day after the return day, in Ghana', () => {
    expect(contactWindowClosesAt('2026-12-10').toISOString()).toBe('2026-12-18T00:00:00.000Z');
  });

  it('is from payment until then, through the trip and after it completes', () => {
    expect(partiesSeeEachOthersPhone(paid, new Date('2026-11-28T12:00:00Z'))).toBe(true);
    expect(
      partiesSeeEachOthersPhone({ ...paid, status: 'completed' }, new Date('2026-12-17T23:59:59Z')),
    ).toBe(true);
    expect(
      partiesSeeEachOthersPhone({ ...paid, status: 'completed' }, new Date('2026-12-18T00:00:00Z')),
    ).toBe(false);
  });

  it.each([
    ['pending', 'unpaid'],
    ['expired', 'unpaid'],
    ['cancelled', 'refunded'],
    ['cancelled', 'paid'],
  ] as const)('is never for a booking %s and %s', (status, paymentStatus) => {
    expect(
      partiesSeeEachOthersPhone({ ...paid, status, paymentStatus }, new Date('2026-11-28T12:00:00Z')),
    ).toBe(false);
  });
});

describe("when a booking's parties see the car's exact pick-up point", () => {
  const at = new Date('2026-11-28T12:00:00Z');

  it('is once paid, through the trip, until the phones hide again', () => {
    expect(partiesSeePickupPoint(paid, at)).toBe(true);
    expect(partiesSeePickupPoint({ ...paid, status: 'completed' }, new Date('2026-12-17T23:59:59Z'))).toBe(
      true,
    );
    expect(partiesSeePickupPoint({ ...paid, status: 'completed' }, new Date('2026-12-18T00:00:00Z'))).toBe(
      false,
    );
  });

  it.each([
    ['pending', 'unpaid'],
    ['expired', 'unpaid'],
    ['cancelled', 'refunded'],
    ['cancelled', 'paid'],
  ] as const)(
    'is never for a booking %s and %s: anyone there sees only the area',
    (status, paymentStatus) => {
      expect(partiesSeePickupPoint({ ...paid, status, paymentStatus }, at)).toBe(false);
    },
  );
});
