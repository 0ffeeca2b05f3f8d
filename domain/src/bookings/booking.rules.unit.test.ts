import { addMinutes, subHours } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelsForFree,
  FREE_CANCELLATION_GRACE_MINUTES,
  FREE_CANCELLATION_HOURS,
  freeCancellationWindow,
  holdExpiryFor,
  ownHoldFor,
  ownHoldsOn,
  VERIFICATION_HOLD_HOURS,
} from './booking.rules';
import { startOfGhanaDay, toCalendarDate } from './stay';

const HOUR = 3_600_000;

/** A start date in 2025–2026, a booking made up to 3 days before it (or on the day), and a moment around then. */
const scenario = fc
  .record({
    startDay: fc.integer({ min: 0, max: 730 }),
    bookedBefore: fc.integer({ min: -12 * HOUR, max: 3 * 24 * HOUR }),
    asked: fc.integer({ min: -2 * HOUR, max: 4 * 24 * HOUR }),
  })
  .map(({ startDay, bookedBefore, asked }) => {
    const startDate = toCalendarDate(new Date(Date.UTC(2025, 0, 1 + startDay)));
    const start = startOfGhanaDay(startDate);
    const createdAt = new Date(start.getTime() - bookedBefore);
    return { startDate, start, createdAt, now: new Date(createdAt.getTime() + asked) };
  });

describe('free cancellation', () => {
  it('is at the least as generous as 24 hours before the start', () => {
    fc.assert(
      fc.property(scenario, ({ startDate, start, createdAt, now }) => {
        const deadline = subHours(start, FREE_CANCELLATION_HOURS);
        if (now <= deadline)
          expect(cancelsForFree({ startDate, createdAt: createdAt.toISOString() }, now)).toBe(true);
      }),
    );
  });

  it('is free for the hour after booking, up to the start of the stay', () => {
    fc.assert(
      fc.property(scenario, ({ startDate, start, createdAt, now }) => {
        const inTheHour = now >= createdAt && now <= addMinutes(createdAt, FREE_CANCELLATION_GRACE_MINUTES);
        if (inTheHour && now < start)
          expect(cancelsForFree({ startDate, createdAt: createdAt.toISOString() }, now)).toBe(true);
      }),
    );
  });

  it('is over once both the 24-hour window and the hour after booking are', () => {
    fc.assert(
      fc.property(scenario, ({ startDate, start, createdAt, now }) => {
        const deadline = subHours(start, FREE_CANCELLATION_HOURS);
        const hourEnds = addMinutes(createdAt, FREE_CANCELLATION_GRACE_MINUTES);
        if (now > deadline && now > hourEnds)
          expect(cancelsForFree({ startDate, createdAt: createdAt.toISOString() }, now)).toBe(false);
      }),
    );
  });

  it('names the end of the window it keeps: the hour only when it ends later, never after the start', () => {
    fc.assert(
      fc.property(scenario, ({ startDate, start, createdAt }) => {
        const deadline = subHours(start, FREE_CANCELLATION_HOURS);
        const { until, grace } = freeCancellationWindow({ startDate, createdAt: createdAt.toISOString() });
        expect(until.getTime()).toBe(
          grace
            ? Math.min(addMinutes(createdAt, FREE_CANCELLATION_GRACE_MINUTES).getTime(), start.getTime())
            : deadline.getTime(),
        );
        expect(until >= deadline && until <= start).toBe(true);
      }),
    );
  });

  it('keeps a booking made before its instant was recorded to 24 hours before the start', () => {
    expect(freeCancellationWindow({ startDate: '2025-03-05', createdAt: null })).toEqual({
      until: new Date('2025-03-04T00:00:00.000Z'),
      grace: false,
    });
  });

  it('gives a booking made at 15:00 for the next day until 16:00', () => {
    expect(
      freeCancellationWindow({ startDate: '2025-03-05', createdAt: '2025-03-04T15:00:00.000Z' }),
    ).toEqual({ until: new Date('2025-03-04T16:00:00.000Z'), grace: true });
  });
});

describe("a renter's own holds on a car", () => {
  const now = new Date('2026-12-01T10:00:00.000Z');
  const held = {
    id: 'b1',
    carId: 'car-1',
    status: 'pending',
    paymentStatus: 'unpaid',
    startDate: '2026-12-10',
    endDate: '2026-12-13',
    holdExpiresAt: '2026-12-01T10:20:00.000Z',
  };

  it('are the unpaid bookings of that car whose hold has not run out', () => {
    const others = [
      { ...held, id: 'other car', carId: 'car-2' },
      { ...held, id: 'paid', status: 'confirmed', paymentStatus: 'paid' },
      { ...held, id: 'expired', holdExpiresAt: '2026-12-01T10:00:00.000Z' },
      { ...held, id: 'cancelled', status: 'cancelled' },
    ];
    expect(ownHoldsOn([...others, held], 'car-1', now).map((booking) => booking.id)).toEqual(['b1']);
  });

  it('are found by any stay that shares a day with them, and by no other', () => {
    expect(ownHoldFor([held], { startDate: '2026-12-10', endDate: '2026-12-13' })).toBe(held);
    expect(ownHoldFor([held], { startDate: '2026-12-12', endDate: '2026-12-15' })).toBe(held);
    expect(ownHoldFor([held], { startDate: '2026-12-13', endDate: '2026-12-15' })).toBeNull();
    expect(ownHoldFor([held], { startDate: '2026-12-08', endDate: '2026-12-10' })).toBeNull();
  });
});

describe('holdExpiryFor', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  it('holds for the usual minutes a renter who may pay, or who has not sent documents', () => {
    for (const driver of ['approved', 'none', 'rejected'] as const)
      expect(holdExpiryFor(now, driver, 30)).toEqual(new Date('2026-12-01T10:30:00Z'));
  });
  it('holds until the admin decides, at most a day, for documents under review', () => {
    expect(holdExpiryFor(now, 'pending', 30)).toEqual(new Date('2026-12-02T10:00:00Z'));
    expect(VERIFICATION_HOLD_HOURS).toBe(24);
  });
});
