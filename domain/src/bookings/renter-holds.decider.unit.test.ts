import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { deciderSpec } from '../shared/decider.testing';
import { BOOKING_MESSAGES as M } from './booking.messages';
import { MAX_UNPAID_HOLDS } from './booking.rules';
import { type RenterHoldsCommand, renterHoldsDecider, unpaidHolds } from './renter-holds.decider';
import type { RenterHoldsEvent } from './renter-holds.events';

const renterId = 'renter-1';
const now = new Date('2025-03-01T10:00:00.000Z');
const holdExpiresAt = new Date('2025-03-01T10:30:00.000Z');
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const { given } = deciderSpec(renterHoldsDecider);

const take = (bookingId: string, at: { now?: Date; holdExpiresAt?: Date } = {}): RenterHoldsCommand => ({
  type: 'TakeHold',
  renterId,
  bookingId,
  holdExpiresAt: at.holdExpiresAt ?? holdExpiresAt,
  now: at.now ?? now,
});
const release = (bookingId: string): RenterHoldsCommand => ({ type: 'ReleaseHold', renterId, bookingId });

const taken = (bookingId: string, expiresAt = holdExpiresAt): RenterHoldsEvent => ({
  type: 'RenterHoldTaken',
  data: { renterId, bookingId, holdExpiresAt: expiresAt.toISOString() },
});
const released = (bookingId: string): RenterHoldsEvent => ({
  type: 'RenterHoldReleased',
  data: { renterId, bookingId },
});

const threeHolds = [taken('b1'), taken('b2'), taken('b3')];
const tooMany = { kind: 'conflict', message: M.tooManyUnpaidHolds(MAX_UNPAID_HOLDS) } as const;

describe('TakeHold', () => {
  it('takes a first, second and third hold', () => {
    given([])
      .when(take('b1'))
      .thenAppends([taken('b1')]);
    given([taken('b1'), taken('b2')])
      .when(take('b3'))
      .thenAppends([taken('b3')]);
  });

  it('refuses a fourth while three unexpired, unreleased holds exist', () => {
    expect(MAX_UNPAID_HOLDS).toBe(3);
    given(threeHolds).when(take('b4')).thenFails(tooMany);
    // Just before the first hold runs out it still counts.
    given(threeHolds)
      .when(take('b4', { now: minutesLater(29.99), holdExpiresAt: minutesLater(59) }))
      .thenFails(tooMany);
  });

  it('counts a hold no more once its booking is paid or cancelled (released)', () => {
    given([...threeHolds, released('b2')])
      .when(take('b4'))
      .thenAppends([taken('b4')]);
  });

  it('counts a hold no more from the moment it runs out, with no event needed', () => {
    const later = minutesLater(30);
    given(threeHolds)
      .when(take('b4', { now: later, holdExpiresAt: minutesLater(60) }))
      .thenAppends([taken('b4', minutesLater(60))]);
    expect(unpaidHolds(fold(renterHoldsDecider, threeHolds), later)).toBe(0);
  });

  it('takes the same hold once: a retry appends nothing', () => {
    given(threeHolds).when(take('b2')).thenAppendsNothing();
  });

  it('refuses a hold that has already run out', () => {
    given([])
      .when(take('b1', { holdExpiresAt: now }))
      .thenFails({ kind: 'validation', message: M.holdMustEndLater });
  });
});

describe('ReleaseHold', () => {
  it('releases a hold once: a second release, or one never taken, appends nothing', () => {
    given(threeHolds)
      .when(release('b1'))
      .thenAppends([released('b1')]);
    given([...threeHolds, released('b1')])
      .when(release('b1'))
      .thenAppendsNothing();
    given(threeHolds).when(release('b9')).thenAppendsNothing();
  });
});
