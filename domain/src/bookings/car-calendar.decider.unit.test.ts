import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { deciderSpec } from '../shared/decider.testing';
import { BOOKING_MESSAGES as M } from './booking.messages';
import {
  type CarCalendarCommand,
  carCalendarDecider,
  datesAreFree,
  takenRanges,
} from './car-calendar.decider';
import type { CarCalendarEvent, ReleaseReason } from './car-calendar.events';

const carId = 'car-1';
const now = new Date('2025-03-01T10:00:00.000Z');
const holdExpiresAt = new Date('2025-03-01T10:30:00.000Z');
const justBeforeExpiry = new Date('2025-03-01T10:29:59.999Z');
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const { given } = deciderSpec(carCalendarDecider);

const hold = (
  bookingId: string,
  startDate: string,
  endDate: string,
  at: { now?: Date; holdExpiresAt?: Date } = {},
): CarCalendarCommand => ({
  type: 'HoldDates',
  carId,
  bookingId,
  startDate,
  endDate,
  now: at.now ?? now,
  holdExpiresAt: at.holdExpiresAt ?? holdExpiresAt,
});
const confirm = (bookingId: string, at: Date = now): CarCalendarCommand => ({
  type: 'ConfirmDates',
  carId,
  bookingId,
  now: at,
});
const release = (bookingId: string, reason: ReleaseReason, at: Date = now): CarCalendarCommand => ({
  type: 'ReleaseDates',
  carId,
  bookingId,
  reason,
  now: at,
});

const held = (
  bookingId: string,
  startDate: string,
  endDate: string,
  expiresAt = holdExpiresAt.toISOString(),
): CarCalendarEvent => ({
  type: 'CalendarDatesHeld',
  data: { carId, bookingId, startDate, endDate, holdExpiresAt: expiresAt },
});
const confirmed = (bookingId: string): CarCalendarEvent => ({
  type: 'CalendarDatesConfirmed',
  data: { carId, bookingId },
});
const released = (bookingId: string, reason: ReleaseReason): CarCalendarEvent => ({
  type: 'CalendarDatesReleased',
  data: { carId, bookingId, reason },
});

// Booking b1 holds 5 → 7 March: the nights of the 5th and the 6th; the car comes back on the 7th.
const b1Held = held('b1', '2025-03-05', '2025-03-07');

describe('HoldDates', () => {
  it('holds free dates until the hold expires', () => {
    given([])
      .when(hold('b1', '2025-03-05', '2025-03-07'))
      .thenAppends([b1Held]);
    expect(b1Held.data).toMatchObject({ holdExpiresAt: '2025-03-01T10:30:00.000Z' });
  });

  it.each([
    ['the same days', '2025-03-05', '2025-03-07'],
    ['days inside them', '2025-03-05', '2025-03-06'],
    ['days around them', '2025-03-04', '2025-03-08'],
    ['days overlapping their start', '2025-03-03', '2025-03-06'],
    ['days overlapping their end', '2025-03-06', '2025-03-09'],
  ])('refuses %s while another booking holds them', (_, startDate, endDate) => {
    given([b1Held])
      .when(hold('b2', startDate, endDate))
      .thenFails({
        kind: 'conflict',
        message: 'These dates are no longer available for this car. Please choose other dates.',
      });
  });

  it('lets a stay start on the day another ends: the hand-over day', () => {
    given([b1Held])
      .when(hold('b2', '2025-03-07', '2025-03-09'))
      .thenAppends([held('b2', '2025-03-07', '2025-03-09')]);
  });

  it('lets a stay end on the day another starts', () => {
    given([b1Held])
      .when(hold('b2', '2025-03-03', '2025-03-05'))
      .thenAppends([held('b2', '2025-03-03', '2025-03-05')]);
  });

  it('keeps a paid booking’s dates long after its hold would have run out', () => {
    given([b1Held, confirmed('b1')])
      .when(
        hold('b2', '2025-03-06', '2025-03-08', {
          now: minutesLater(60 * 24),
          holdExpiresAt: minutesLater(60 * 25),
        }),
      )
      .thenFails({ kind: 'conflict', message: M.datesUnavailable });
  });

  it('frees the dates of an expired hold even before its release arrives', () => {
    const later = { now: holdExpiresAt, holdExpiresAt: minutesLater(60) };
    given([b1Held])
      .when(hold('b2', '2025-03-05', '2025-03-07', later))
      .thenAppends([held('b2', '2025-03-05', '2025-03-07', later.holdExpiresAt.toISOString())]);
  });

  it('still blocks the dates one millisecond before the hold expires', () => {
    given([b1Held])
      .when(
        hold('b2', '2025-03-05', '2025-03-07', { now: justBeforeExpiry, holdExpiresAt: minutesLater(60) }),
      )
      .thenFails({ kind: 'conflict', message: M.datesUnavailable });
  });

  it.each(['expired', 'cancelled'] as const)('frees the dates once they are released (%s)', (reason) => {
    given([b1Held, confirmed('b1'), released('b1', reason)])
      .when(hold('b2', '2025-03-05', '2025-03-07'))
      .thenAppends([held('b2', '2025-03-05', '2025-03-07')]);
  });

  it('checks every booking on the calendar, not only the first', () => {
    given([b1Held, held('b2', '2025-03-10', '2025-03-12'), confirmed('b2')])
      .when(hold('b3', '2025-03-11', '2025-03-13'))
      .thenFails({ kind: 'conflict', message: M.datesUnavailable });
  });

  it('treats a retried hold of the same days as done', () => {
    given([b1Held])
      .when(hold('b1', '2025-03-05', '2025-03-07'))
      .thenAppendsNothing();
  });

  it('never lets one booking hold a second range', () => {
    given([b1Held])
      .when(hold('b1', '2025-03-10', '2025-03-12'))
      .thenFails({ kind: 'conflict', message: M.holdAlreadyPlaced });
    given([b1Held, released('b1', 'expired')])
      .when(hold('b1', '2025-03-05', '2025-03-07'))
      .thenFails({ kind: 'conflict', message: M.holdAlreadyPlaced });
  });

  it.each([
    ['on the start date', '2025-03-05'],
    ['before the start date', '2025-03-04'],
  ])('refuses an end date %s', (_, endDate) => {
    given([])
      .when(hold('b1', '2025-03-05', endDate))
      .thenFails({
        kind: 'validation',
        message: 'End date must be after start date',
        fields: { endDate: 'End date must be after start date' },
      });
  });

  it.each([
    ['a start day that does not exist', '2025-02-30', '2025-03-02', { startDate: M.dateInvalid }],
    ['an end day that does not exist', '2025-03-05', '7 March', { endDate: M.dateInvalid }],
    ['a start before today in Ghana', '2025-02-28', '2025-03-02', { startDate: M.startDateInPast }],
  ])('refuses %s', (_, startDate, endDate, fields) => {
    given([])
      .when(hold('b1', startDate, endDate))
      .thenFails({ kind: 'validation', fields });
  });

  it('takes a start today in Ghana', () => {
    given([])
      .when(hold('b1', '2025-03-01', '2025-03-02'))
      .thenAppends([held('b1', '2025-03-01', '2025-03-02')]);
  });

  it('refuses a hold that ends before it starts', () => {
    given([])
      .when(hold('b1', '2025-03-05', '2025-03-07', { holdExpiresAt: now }))
      .thenFails({ kind: 'validation', message: M.holdMustEndLater });
  });
});

describe('ConfirmDates', () => {
  it('keeps the dates of a paid booking', () => {
    given([b1Held])
      .when(confirm('b1'))
      .thenAppends([confirmed('b1')]);
  });

  it('confirms once: a second confirmation appends nothing', () => {
    given([b1Held, confirmed('b1')])
      .when(confirm('b1'))
      .thenAppendsNothing();
  });

  it('accepts a payment that lands after the hold ran out if nobody took the dates', () => {
    given([b1Held])
      .when(confirm('b1', minutesLater(45)))
      .thenAppends([confirmed('b1')]);
  });

  it('refuses a payment that lands after the hold ran out and someone else took the dates', () => {
    const b2Held = held('b2', '2025-03-06', '2025-03-08', minutesLater(70).toISOString());
    given([b1Held, b2Held])
      .when(confirm('b1', minutesLater(45)))
      .thenFails({ kind: 'conflict', message: M.datesUnavailable });
  });

  it('refuses once the hold was released: the expiry won the race', () => {
    given([b1Held, released('b1', 'expired')])
      .when(confirm('b1', minutesLater(45)))
      .thenFails({ kind: 'conflict', message: M.holdEnded });
  });

  it('knows no booking that never held dates', () => {
    given([b1Held]).when(confirm('b9')).thenFails({ kind: 'not_found', message: M.noDatesHeld });
  });
});

describe('ReleaseDates', () => {
  it('releases a hold that ran out unpaid', () => {
    given([b1Held])
      .when(release('b1', 'expired', holdExpiresAt))
      .thenAppends([released('b1', 'expired')]);
  });

  it('refuses to expire a hold that has not run out', () => {
    given([b1Held])
      .when(release('b1', 'expired', justBeforeExpiry))
      .thenFails({ kind: 'conflict', message: M.holdNotExpired });
  });

  it('never expires a paid booking’s dates: the payment won the race', () => {
    given([b1Held, confirmed('b1')])
      .when(release('b1', 'expired', minutesLater(45)))
      .thenFails({ kind: 'conflict', message: M.paidBookingKeepsDates });
  });

  it('releases a suspended renter’s hold at once, but never a paid booking’s dates', () => {
    given([b1Held])
      .when(release('b1', 'renter-suspended', justBeforeExpiry))
      .thenAppends([released('b1', 'renter-suspended')]);
    given([b1Held, confirmed('b1')])
      .when(release('b1', 'renter-suspended', justBeforeExpiry))
      .thenFails({ kind: 'conflict', message: M.paidBookingKeepsDates });
  });

  it('releases the dates of a cancelled booking, paid or not', () => {
    given([b1Held, confirmed('b1')])
      .when(release('b1', 'cancelled'))
      .thenAppends([released('b1', 'cancelled')]);
    given([b1Held])
      .when(release('b1', 'cancelled'))
      .thenAppends([released('b1', 'cancelled')]);
  });

  it('releases once: a retried release appends nothing', () => {
    given([b1Held, released('b1', 'expired')])
      .when(release('b1', 'expired', minutesLater(45)))
      .thenAppendsNothing();
    given([b1Held, confirmed('b1'), released('b1', 'cancelled')])
      .when(release('b1', 'cancelled'))
      .thenAppendsNothing();
  });

  it('knows no booking that never held dates', () => {
    given([]).when(release('b1', 'cancelled')).thenFails({ kind: 'not_found', message: M.noDatesHeld });
  });
});

describe('takenRanges', () => {
  const calendar = fold(carCalendarDecider, [
    held('b3', '2025-03-20', '2025-03-22', minutesLater(60).toISOString()),
    b1Held,
    confirmed('b1'),
    held('b2', '2025-03-10', '2025-03-12'),
    held('b4', '2025-03-14', '2025-03-15'),
    released('b4', 'cancelled'),
  ]);

  it('lists held and paid dates, earliest first, without booking ids', () => {
    expect(takenRanges(calendar, now)).toEqual([
      { startDate: '2025-03-05', endDate: '2025-03-07' },
      { startDate: '2025-03-10', endDate: '2025-03-12' },
      { startDate: '2025-03-20', endDate: '2025-03-22' },
    ]);
  });

  it('leaves out holds that have run out, before their release arrives', () => {
    expect(takenRanges(calendar, holdExpiresAt)).toEqual([
      { startDate: '2025-03-05', endDate: '2025-03-07' },
      { startDate: '2025-03-20', endDate: '2025-03-22' },
    ]);
    expect(takenRanges(calendar, minutesLater(60))).toEqual([
      { startDate: '2025-03-05', endDate: '2025-03-07' },
    ]);
  });

  it('is empty for a car nobody booked', () => {
    expect(takenRanges(carCalendarDecider.initialState, now)).toEqual([]);
  });

  it('answers whether a stay is free by the same half-open rule', () => {
    expect(datesAreFree(calendar, { startDate: '2025-03-07', endDate: '2025-03-10' }, now)).toBe(true);
    expect(datesAreFree(calendar, { startDate: '2025-03-06', endDate: '2025-03-10' }, now)).toBe(false);
    expect(datesAreFree(calendar, { startDate: '2025-03-11', endDate: '2025-03-12' }, now)).toBe(false);
    expect(datesAreFree(calendar, { startDate: '2025-03-11', endDate: '2025-03-12' }, holdExpiresAt)).toBe(
      true,
    );
  });
});

describe('days the host blocks', () => {
  const block = (
    blockId: string,
    startDate: string,
    endDate: string,
    at: Date = now,
  ): CarCalendarCommand => ({
    type: 'BlockDates',
    carId,
    blockId,
    startDate,
    endDate,
    now: at,
  });
  const unblock = (blockId: string): CarCalendarCommand => ({ type: 'UnblockDates', carId, blockId, now });
  const blocked = (blockId: string, startDate: string, endDate: string): CarCalendarEvent => ({
    type: 'CalendarDatesBlocked',
    data: { carId, blockId, startDate, endDate },
  });
  const unblocked = (blockId: string): CarCalendarEvent => ({
    type: 'CalendarDatesUnblocked',
    data: { carId, blockId },
  });

  it('blocks free days', () => {
    given([])
      .when(block('b1', '2025-03-14', '2025-03-17'))
      .thenAppends([blocked('b1', '2025-03-14', '2025-03-17')]);
  });

  it('refuses a hold on any blocked day, and one next to it is fine (end dates are exclusive)', () => {
    given([blocked('b1', '2025-03-14', '2025-03-17')])
      .when(hold('booking-1', '2025-03-16', '2025-03-18'))
      .thenFails({ kind: 'conflict', message: M.datesUnavailable });
    given([blocked('b1', '2025-03-14', '2025-03-17')])
      .when(hold('booking-1', '2025-03-17', '2025-03-19'))
      .thenAppends([held('booking-1', '2025-03-17', '2025-03-19')]);
  });

  it('refuses to block days a running hold or a paid booking keeps, but not days of a hold that ran out', () => {
    given([held('booking-1', '2025-03-05', '2025-03-07')])
      .when(block('b1', '2025-03-06', '2025-03-08'))
      .thenFails({ kind: 'conflict', message: M.blockBookedDays });
    given([held('booking-1', '2025-03-05', '2025-03-07'), confirmed('booking-1')])
      .when(block('b1', '2025-03-06', '2025-03-08', minutesLater(60)))
      .thenFails({ kind: 'conflict', message: M.blockBookedDays });
    given([held('booking-1', '2025-03-05', '2025-03-07')])
      .when(block('b1', '2025-03-06', '2025-03-08', holdExpiresAt))
      .thenAppends([blocked('b1', '2025-03-06', '2025-03-08')]);
  });

  it('keeps a paid hold that ran out off days blocked meanwhile', () => {
    given([held('booking-1', '2025-03-05', '2025-03-07'), blocked('b1', '2025-03-06', '2025-03-08')])
      .when(confirm('booking-1', minutesLater(60)))
      .thenFails({ kind: 'conflict', message: M.datesUnavailable });
  });

  it('refuses days already blocked, past days, an end not after the start and days beyond the booking window', () => {
    given([blocked('b1', '2025-03-14', '2025-03-17')])
      .when(block('b2', '2025-03-16', '2025-03-20'))
      .thenFails({ kind: 'conflict', message: M.daysAlreadyBlocked });
    given([])
      .when(block('b1', '2025-02-28', '2025-03-02'))
      .thenFails({ kind: 'validation', fields: { startDate: M.blockInPast } });
    given([])
      .when(block('b1', '2025-03-05', '2025-03-05'))
      .thenFails({ kind: 'validation', fields: { endDate: M.endDateAfterStart } });
    // The last trip starts 12 months ahead and lasts at most 90 days: nothing later can be booked.
    given([])
      .when(block('b1', '2026-05-29', '2026-05-30'))
      .thenAppends([blocked('b1', '2026-05-29', '2026-05-30')]);
    given([])
      .when(block('b1', '2026-05-29', '2026-05-31'))
      .thenFails({ kind: 'validation', fields: { endDate: M.blockTooFarAhead(12) } });
  });

  it('treats a retried block of the same days as done, and the same id with other days as a conflict', () => {
    given([blocked('b1', '2025-03-14', '2025-03-17')])
      .when(block('b1', '2025-03-14', '2025-03-17'))
      .thenAppendsNothing();
    given([blocked('b1', '2025-03-14', '2025-03-17')])
      .when(block('b1', '2025-03-15', '2025-03-17'))
      .thenFails({ kind: 'conflict', message: M.blockIdTaken });
  });

  it('unblocks, frees the days for a booking, and treats a retried unblock as done', () => {
    given([blocked('b1', '2025-03-14', '2025-03-17')])
      .when(unblock('b1'))
      .thenAppends([unblocked('b1')]);
    given([blocked('b1', '2025-03-14', '2025-03-17'), unblocked('b1')])
      .when(unblock('b1'))
      .thenAppendsNothing();
    given([blocked('b1', '2025-03-14', '2025-03-17'), unblocked('b1')])
      .when(hold('booking-1', '2025-03-14', '2025-03-16'))
      .thenAppends([held('booking-1', '2025-03-14', '2025-03-16')]);
    given([]).when(unblock('nope')).thenFails({ kind: 'not_found', message: M.noSuchBlock });
  });

  it('shows blocked days among the taken ranges, without saying why', () => {
    const state = fold(carCalendarDecider, [
      held('booking-1', '2025-03-05', '2025-03-07'),
      blocked('b1', '2025-03-14', '2025-03-17'),
      blocked('b2', '2025-03-20', '2025-03-21'),
      unblocked('b2'),
    ]);
    expect(takenRanges(state, now)).toEqual([
      { startDate: '2025-03-05', endDate: '2025-03-07' },
      { startDate: '2025-03-14', endDate: '2025-03-17' },
    ]);
    expect(datesAreFree(state, { startDate: '2025-03-16', endDate: '2025-03-18' }, now)).toBe(false);
  });
});

describe('RenewHold (a request its host accepted)', () => {
  const renew = (at: Date, until: Date): CarCalendarCommand => ({
    type: 'RenewHold',
    carId,
    bookingId: 'b1',
    holdExpiresAt: until,
    now: at,
  });
  const renewed = (until: Date): CarCalendarEvent => ({
    type: 'CalendarHoldRenewed',
    data: { carId, bookingId: 'b1', holdExpiresAt: until.toISOString() },
  });

  it('moves the hold’s end to the renter’s time to pay, shorter or longer, and the days stay taken until then', () => {
    given([held('b1', '2025-03-05', '2025-03-07')])
      .when(renew(minutesLater(10), minutesLater(40)))
      .thenAppends([renewed(minutesLater(40))]);
    const state = fold(carCalendarDecider, [
      held('b1', '2025-03-05', '2025-03-07'),
      renewed(minutesLater(40)),
    ]);
    const stay = { startDate: '2025-03-05', endDate: '2025-03-07' };
    expect(datesAreFree(state, stay, minutesLater(39))).toBe(false);
    expect(datesAreFree(state, stay, minutesLater(40))).toBe(true);
  });

  it('renews only a hold still in force: one run out, released or paid is refused', () => {
    given([held('b1', '2025-03-05', '2025-03-07')])
      .when(renew(holdExpiresAt, minutesLater(60)))
      .thenFails({ kind: 'conflict', message: M.holdEnded });
    given([held('b1', '2025-03-05', '2025-03-07'), released('b1', 'declined')])
      .when(renew(minutesLater(5), minutesLater(60)))
      .thenFails({ kind: 'conflict', message: M.holdEnded });
    given([held('b1', '2025-03-05', '2025-03-07'), confirmed('b1')])
      .when(renew(minutesLater(5), minutesLater(60)))
      .thenFails({ kind: 'conflict', message: M.holdEnded });
    given([])
      .when(renew(minutesLater(5), minutesLater(60)))
      .thenFails({ kind: 'not_found' });
  });
});
