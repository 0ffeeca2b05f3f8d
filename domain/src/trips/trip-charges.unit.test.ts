import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositSettlement } from '../bookings/booking-settlement';
import { DEFAULT_RETURN_TERMS, NO_RETURN_TERMS } from '../cars/return-terms';
import { chargeExplanation, recordCharges, type TripRecordForCharges } from './trip-charges';

/** Two days at 250 km a day, returned at 17:00 as due, with the tank as it left. */
const record = (overrides: Partial<TripRecordForCharges> = {}): TripRecordForCharges => ({
  days: 2,
  terms: DEFAULT_RETURN_TERMS,
  handover: { odometerKm: 42_000, fuelEighths: 6 },
  returned: { odometerKm: 42_500, fuelEighths: 6, recordedAt: '2026-12-12T17:00:00.000Z' },
  returnDueAt: new Date('2026-12-12T17:00:00.000Z'),
  ...overrides,
});

describe('charges from the trip’s record', () => {
  it('charge nothing for a trip within its allowance, its fuel and its time', () => {
    expect(recordCharges(record())).toEqual([]);
  });

  it('charge each kilometre beyond the days’ allowance, each eighth missing, each started hour late', () => {
    const charges = recordCharges(
      record({
        returned: { odometerKm: 42_620, fuelEighths: 3, recordedAt: '2026-12-12T18:31:00.000Z' },
      }),
    );
    expect(charges).toEqual([
      { kind: 'extra-km', quantity: 120, unitFee: 150, amount: 18_000 },
      { kind: 'fuel', quantity: 3, unitFee: 10_000, amount: 30_000 },
      { kind: 'late', quantity: 2, unitFee: 5_000, amount: 10_000 },
    ]);
    expect(charges.map(chargeExplanation)).toEqual([
      '120 km beyond the kilometres included × ₵1.50',
      '3/8 of a tank missing × ₵100 an eighth',
      '2 started hours after the return time × ₵50 an hour',
    ]);
  });

  it('give 30 minutes’ grace, then count the hour started since the return time', () => {
    const late = (recordedAt: string) =>
      recordCharges(record({ returned: { ...record().returned, recordedAt } })).map((c) => c.quantity);
    expect(late('2026-12-12T17:30:00.000Z')).toEqual([]);
    expect(late('2026-12-12T17:31:00.000Z')).toEqual([1]);
    expect(late('2026-12-12T18:00:00.000Z')).toEqual([1]);
    expect(late('2026-12-12T18:01:00.000Z')).toEqual([2]);
    // Bookings made before return times are never late.
    expect(
      recordCharges(
        record({
          returnDueAt: null,
          returned: { ...record().returned, recordedAt: '2026-12-13T09:00:00.000Z' },
        }),
      ),
    ).toEqual([]);
  });

  it('charge nothing for unlimited kilometres, more fuel than at the handover, or a car without terms', () => {
    const farAndFull = { odometerKm: 45_000, fuelEighths: 8, recordedAt: '2026-12-12T16:00:00.000Z' };
    expect(
      recordCharges(
        record({ terms: { ...DEFAULT_RETURN_TERMS, includedKmPerDay: null }, returned: farAndFull }),
      ),
    ).toEqual([]);
    expect(
      recordCharges(
        record({
          terms: NO_RETURN_TERMS,
          returned: { ...farAndFull, fuelEighths: 0, recordedAt: '2026-12-13T09:00:00.000Z' },
        }),
      ),
    ).toEqual([]);
  });

  it('are never negative, and the deposit pays them first: what it keeps and gives back add up to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.record({
          includedKmPerDay: fc.option(fc.integer({ min: 50, max: 2_000 }), { nil: null }),
          extraKmFee: fc.integer({ min: 0, max: 2_000 }),
          fuelEighthFee: fc.integer({ min: 0, max: 50_000 }),
          lateHourFee: fc.integer({ min: 0, max: 50_000 }),
        }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: -600, max: 3_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (days, terms, driven, fuelOut, fuelBack, minutesLate, deposit) => {
          const due = new Date('2026-12-12T17:00:00.000Z');
          const charges = recordCharges({
            days,
            terms,
            handover: { odometerKm: 10_000, fuelEighths: fuelOut },
            returned: {
              odometerKm: 10_000 + driven,
              fuelEighths: fuelBack,
              recordedAt: new Date(due.getTime() + minutesLate * 60_000).toISOString(),
            },
            returnDueAt: due,
          });
          for (const charge of charges) {
            expect(charge.amount).toBeGreaterThan(0);
            expect(Number.isSafeInteger(charge.amount)).toBe(true);
            expect(charge.amount).toBe(charge.quantity * charge.unitFee);
          }
          const settled = depositSettlement(deposit, charges);
          expect(settled.refund + settled.heldForCharges).toBe(deposit);
          expect(settled.heldForCharges + settled.balanceDue).toBe(settled.charges);
          expect(Math.min(settled.refund, settled.heldForCharges, settled.balanceDue)).toBeGreaterThanOrEqual(
            0,
          );
        },
      ),
    );
  });
});
