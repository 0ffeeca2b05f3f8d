import { describe, expect, it } from 'vitest';
import { MAX_BOOKING_AHEAD_MONTHS, MAX_TRIP_DAYS } from '../cars/trip-rules';
import { withDriver } from '../pricing/quote.testing';
import { fold } from '../shared/decider';
import { type BookingCommand, bookingDecider } from './booking.decider';
import type { BookingEvent } from './booking.events';
import { amountMismatchMessage, BOOKING_MESSAGES as M } from './booking.messages';
import {
  admin,
  anonymous,
  at,
  cancel,
  cancelledForFree,
  cancelledLate,
  completed,
  confirmed,
  confirmPayment,
  create,
  created,
  expire,
  expired,
  given,
  holdExpiresAt,
  host,
  initialized,
  initializePayment,
  now,
  paid,
  pending,
  quote,
  quoteWith,
  recordRefund,
  refunded,
  renter,
  stranger,
  system,
} from './booking.testing';
import { daysBetween } from './stay';

describe('CreateBooking', () => {
  it('creates a pending, unpaid booking at the server’s quote, holding its dates until the hold expires', () => {
    given([]).when(create()).thenAppends([created]);
    expect(fold(bookingDecider, [created])).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      quote: { days: 2, total: 52_500 },
    });
  });

  it('records the destination region with its delivery point, and the driver', () => {
    const withExtras = quoteWith({ surchargePerDay: 5_000, ...withDriver(15_000) });
    const deliveryPoint = {
      digitalAddress: 'AK-039-5028',
      directions: 'Behind the Kejetia market, blue gate',
    };
    given([])
      .when(create({ destinationRegionId: 'ashanti', deliveryPoint, includeDriver: true, quote: withExtras }))
      .thenAppends([
        {
          ...created,
          data: {
            ...created.data,
            destinationRegionId: 'ashanti',
            deliveryPoint,
            includeDriver: true,
            quote: withExtras,
          },
        } as BookingEvent,
      ]);
  });

  it('refuses a delivery without its point, and a point without a delivery', () => {
    given([])
      .when(create({ destinationRegionId: 'ashanti' }))
      .thenFails({ kind: 'validation', message: M.deliveryPointRequired });
    given([])
      .when(create({ deliveryPoint: { digitalAddress: 'GA-183-8164', directions: 'Blue gate' } }))
      .thenFails({ kind: 'validation', message: M.deliveryPointWithoutDelivery });
  });

  it('requires a signed-in renter booking for themself (the product may book for seed data)', () => {
    given([])
      .when(create({ actor: anonymous }))
      .thenFails({ kind: 'unauthenticated' });
    given([])
      .when(create({ actor: stranger }))
      .thenFails({ kind: 'forbidden', message: M.bookAsYourselfOnly });
    given([])
      .when(create({ actor: system }))
      .thenAppends([created]);
  });

  it('refuses a host booking their own car', () => {
    given([])
      .when(create({ actor: host, renterId: 'host-1' }))
      .thenFails({ kind: 'forbidden', message: M.bookOwnCar });
  });

  it('refuses to create the same booking twice', () => {
    given([created]).when(create()).thenFails({ kind: 'conflict', message: M.alreadyExists });
  });

  it('requires the end date after the start date', () => {
    given([])
      .when(create({ endDate: '2025-03-05', quote: { ...quote, days: 0 } }))
      .thenFails({ kind: 'validation', fields: { endDate: 'End date must be after start date' } });
  });

  it('refuses a start date before today in Ghana, and takes today until midnight', () => {
    const today = { startDate: '2025-03-01', endDate: '2025-03-03' };
    given([])
      .when(create({ startDate: '2025-02-28', endDate: '2025-03-02' }))
      .thenFails({ kind: 'validation', fields: { startDate: M.startDateInPast } });
    given([])
      .when(
        create({ ...today, now: at('2025-03-01T23:59:59.999Z'), holdExpiresAt: at('2025-03-02T00:29:59Z') }),
      )
      .thenAppends([
        {
          ...created,
          data: {
            ...created.data,
            ...today,
            holdExpiresAt: '2025-03-02T00:29:59.000Z',
            createdAt: '2025-03-01T23:59:59.999Z',
          },
        } as BookingEvent,
      ]);
    given([])
      .when(
        create({ ...today, now: at('2025-03-02T00:00:00.000Z'), holdExpiresAt: at('2025-03-02T00:30:00Z') }),
      )
      .thenFails({ kind: 'validation', fields: { startDate: M.startDateInPast } });
  });

  describe('a trip of at most 90 days, starting at most 12 months ahead in Ghana', () => {
    const stay = (startDate: string, endDate: string) => ({
      startDate,
      endDate,
      quote: { ...quote, days: daysBetween(startDate, endDate) },
    });
    const createdFor = (startDate: string, endDate: string, holdEnds = holdExpiresAt, bookedAt = now) =>
      ({
        ...created,
        data: {
          ...created.data,
          ...stay(startDate, endDate),
          holdExpiresAt: holdEnds.toISOString(),
          createdAt: bookedAt.toISOString(),
        },
      }) as BookingEvent;

    it('accepts 90 days and refuses 91, naming the rule', () => {
      expect(MAX_TRIP_DAYS).toBe(90);
      given([])
        .when(create(stay('2025-03-05', '2025-06-03')))
        .thenAppends([createdFor('2025-03-05', '2025-06-03')]);
      given([])
        .when(create(stay('2025-03-05', '2025-06-04')))
        .thenFails({ kind: 'validation', fields: { endDate: M.tripTooLong(90) } });
    });

    it('accepts a start exactly 12 months ahead and refuses one day more, naming the rule', () => {
      expect(MAX_BOOKING_AHEAD_MONTHS).toBe(12);
      // Booked on 1 March 2025: 1 March 2026 is the last day a trip may start.
      given([])
        .when(create(stay('2026-03-01', '2026-03-03')))
        .thenAppends([createdFor('2026-03-01', '2026-03-03')]);
      const tooFar = { kind: 'validation', fields: { startDate: M.startTooFarAhead(12) } } as const;
      given([])
        .when(create(stay('2026-03-02', '2026-03-04')))
        .thenFails(tooFar);
      // Counted in Ghana's days: one millisecond before midnight it is still 1 March there.
      const lastMoment = { now: at('2025-03-01T23:59:59.999Z'), holdExpiresAt: at('2025-03-02T00:29:59Z') };
      given([])
        .when(create({ ...stay('2026-03-02', '2026-03-04'), ...lastMoment }))
        .thenFails(tooFar);
      const nextDay = { now: at('2025-03-02T00:00:00.000Z'), holdExpiresAt: at('2025-03-02T00:30:00Z') };
      given([])
        .when(create({ ...stay('2026-03-02', '2026-03-04'), ...nextDay }))
        .thenAppends([createdFor('2026-03-02', '2026-03-04', nextDay.holdExpiresAt, nextDay.now)]);
    });
  });

  it('refuses a destination that is not a region of Ghana', () => {
    given([])
      .when(create({ destinationRegionId: 'lagos' as never }))
      .thenFails({ kind: 'validation', fields: { destinationRegionId: M.regionUnknown } });
  });

  it('refuses a quote for a different number of days', () => {
    given([])
      .when(create({ endDate: '2025-03-08' }))
      .thenFails({ kind: 'validation', message: M.quoteMismatch });
  });

  it('refuses a hold that has already run out', () => {
    given([])
      .when(create({ holdExpiresAt: now }))
      .thenFails({ kind: 'validation', message: M.holdMustEndLater });
  });
});

describe('InitializePayment', () => {
  it('records the payment reference', () => {
    given([created]).when(initializePayment()).thenAppends([initialized()]);
  });

  it('records a retried payment under a new reference, and the same reference once', () => {
    given(pending)
      .when(initializePayment('ref-2'))
      .thenAppends([initialized('ref-2')]);
    given(pending).when(initializePayment('ref-1')).thenAppendsNothing();
  });

  it('is for the renter (or the product)', () => {
    given([created])
      .when(initializePayment('ref-1', stranger))
      .thenFails({ kind: 'forbidden', message: M.onlyRenter });
    given([created]).when(initializePayment('ref-1', system)).thenAppends([initialized()]);
  });

  it('refuses once the hold has run out or the booking expired', () => {
    given([created])
      .when(initializePayment('ref-1', renter, holdExpiresAt))
      .thenFails({ kind: 'conflict', message: M.bookingExpired });
    given([created, expired])
      .when(initializePayment())
      .thenFails({ kind: 'conflict', message: M.bookingExpired });
  });

  it('refuses a booking that is already paid', () => {
    given(paid)
      .when(initializePayment('ref-2'))
      .thenFails({ kind: 'conflict', message: M.notAwaitingPayment });
  });

  it('requires a reference of at most 100 characters', () => {
    given([created])
      .when(initializePayment('  '))
      .thenFails({ kind: 'validation', message: M.referenceRequired });
    given([created])
      .when(initializePayment('r'.repeat(101)))
      .thenFails({ kind: 'validation', message: M.referenceRequired });
  });

  it('knows no booking that was never created', () => {
    given([]).when(initializePayment()).thenFails({ kind: 'not_found', message: M.bookingNotFound });
  });
});

describe('ConfirmPayment', () => {
  it('confirms a booking paid in full in cedi', () => {
    given(pending).when(confirmPayment()).thenAppends([confirmed]);
    expect(fold(bookingDecider, paid)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('confirms exactly once: the same payment again appends nothing, in any later state', () => {
    given(paid).when(confirmPayment()).thenAppendsNothing();
    given([...paid, completed])
      .when(confirmPayment())
      .thenAppendsNothing();
    given([...paid, cancelledForFree, refunded])
      .when(confirmPayment())
      .thenAppendsNothing();
  });

  it('refuses a second, different payment for a paid booking', () => {
    given([...paid, initialized('ref-2')])
      .when(confirmPayment({ reference: 'ref-2' }))
      .thenFails({ kind: 'conflict', message: M.alreadyPaid });
  });

  it.each([
    [50_000, '500.00'],
    [52_499, '524.99'],
    [52_501, '525.01'],
  ])('refuses %i pesewas against a total of 52500', (amount, paidText) => {
    given(pending)
      .when(confirmPayment({ amount }))
      .thenFails({ kind: 'conflict', message: amountMismatchMessage(paidText, '525.00') });
  });

  it('spells out the amounts', () => {
    expect(amountMismatchMessage('500.00', '525.00')).toBe(
      'The amount paid, GHS 500.00, does not match the booking total of GHS 525.00.',
    );
  });

  it.each(['USD', 'NGN', 'ghs', ''])('refuses a payment in %j', (currency) => {
    given(pending)
      .when(confirmPayment({ currency }))
      .thenFails({ kind: 'conflict', message: M.currencyNotCedi });
  });

  it('refuses a payment started for another booking', () => {
    given(pending)
      .when(confirmPayment({ reference: 'someone-elses-ref' }))
      .thenFails({ kind: 'conflict', message: M.unknownPaymentReference });
  });

  it('refuses a payment for an expired booking', () => {
    given([...pending, expired])
      .when(confirmPayment())
      .thenFails({ kind: 'conflict', message: M.expiredBeforePayment });
  });

  it('takes the confirmation from the product or the renter’s own verification, nobody else', () => {
    given(pending)
      .when(confirmPayment({ actor: renter }))
      .thenAppends([confirmed]);
    given(pending)
      .when(confirmPayment({ actor: host }))
      .thenFails({ kind: 'forbidden', message: M.onlyRenter });
    given(pending)
      .when(confirmPayment({ actor: anonymous }))
      .thenFails({ kind: 'unauthenticated' });
  });
});

describe('ExpireBooking', () => {
  it('expires an unpaid booking once its hold ran out', () => {
    given(pending).when(expire(holdExpiresAt)).thenAppends([expired]);
    expect(fold(bookingDecider, [...pending, expired])).toMatchObject({
      status: 'expired',
      paymentStatus: 'unpaid',
    });
  });

  it('refuses before the hold ran out', () => {
    given(pending)
      .when(expire(at('2025-03-01T10:29:59.999Z')))
      .thenFails({ kind: 'conflict', message: M.holdNotExpired });
  });

  it('expires an unpaid booking at once when its renter was suspended', () => {
    const early = at('2025-03-01T10:00:00Z');
    const suspendedRenters = { ...expire(early), renterSuspended: true } as BookingCommand;
    given(pending).when(suspendedRenters).thenAppends([expired]);
    given(pending).when(expire(early)).thenFails({ kind: 'conflict', message: M.holdNotExpired });
    given(paid).when(suspendedRenters).thenFails({ kind: 'conflict', message: M.onlyUnpaidExpire });
  });

  it('never expires a paid booking', () => {
    given(paid)
      .when(expire(at('2025-03-02T00:00:00Z')))
      .thenFails({ kind: 'conflict', message: M.onlyUnpaidExpire });
  });

  it('expires once', () => {
    given([...pending, expired])
      .when(expire(holdExpiresAt))
      .thenAppendsNothing();
  });

  it('is the product’s own job', () => {
    given(pending)
      .when(expire(holdExpiresAt, renter))
      .thenFails({ kind: 'forbidden', message: M.onlyProduct });
    given(pending)
      .when(expire(holdExpiresAt, admin))
      .thenFails({ kind: 'forbidden', message: M.onlyProduct });
  });
});

describe('CancelBooking', () => {
  // The stay starts at 00:00 on 5 March in Ghana (UTC), so free cancellation runs until 00:00 on 4 March.
  const deadline = at('2025-03-04T00:00:00.000Z');
  const justAfterDeadline = at('2025-03-04T00:00:00.001Z');

  it('cancels for a full refund well before the start', () => {
    given(paid)
      .when(cancel(at('2025-03-02T12:00:00Z')))
      .thenAppends([cancelledForFree]);
    expect(fold(bookingDecider, [...paid, cancelledForFree])).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
    });
  });

  it('cancels for a full refund exactly 24 hours before 00:00 on the start date', () => {
    given(paid).when(cancel(deadline)).thenAppends([cancelledForFree]);
  });

  it('refunds in full inside the free window even if the renter accepted no refund', () => {
    given(paid).when(cancel(deadline, true)).thenAppends([cancelledForFree]);
  });

  it('refuses a later cancellation unless the renter accepts no refund', () => {
    const refusal = {
      kind: 'conflict',
      message:
        'Cancelling less than 24 hours before the start date will not be refunded. Confirm that you accept no refund to cancel.',
    } as const;
    given(paid).when(cancel(justAfterDeadline)).thenFails(refusal);
    given(paid).when(cancel(justAfterDeadline, false)).thenFails(refusal);
  });

  it('cancels later without a refund once the renter accepts it', () => {
    given(paid).when(cancel(justAfterDeadline, true)).thenAppends([cancelledLate]);
    given(paid)
      .when(cancel(at('2025-03-04T23:59:59.999Z'), true))
      .thenAppends([cancelledLate]);
  });

  it('refuses once the stay has started', () => {
    given(paid)
      .when(cancel(at('2025-03-05T00:00:00Z'), true))
      .thenFails({ kind: 'conflict', message: M.alreadyStarted });
  });

  it('is for the renter only', () => {
    const time = at('2025-03-02T12:00:00Z');
    for (const actor of [host, admin, system])
      given(paid)
        .when(cancel(time, false, actor))
        .thenFails({ kind: 'forbidden', message: M.onlyRenter });
    given(paid)
      .when(cancel(time, false, anonymous))
      .thenFails({ kind: 'unauthenticated' });
  });

  describe('within the hour after booking, whatever the start date', () => {
    /** The story's booking for 5 → 7 March, made and paid at `createdAt` (no instant: made before it was recorded). */
    const paidBookingMadeAt = (createdAt: string | null): BookingEvent[] => {
      const { createdAt: _recorded, ...terms } = (
        created as Extract<BookingEvent, { type: 'BookingCreated' }>
      ).data;
      const madeAt = at(createdAt ?? '2025-03-04T15:00:00.000Z');
      const hold = new Date(madeAt.getTime() + 30 * 60_000).toISOString();
      return [
        {
          type: 'BookingCreated',
          data: { ...terms, holdExpiresAt: hold, ...(createdAt === null ? {} : { createdAt }) },
        },
        initialized(),
        confirmed,
      ];
    };
    // Booked at 15:00 on 4 March for the next day: the 24-hour window had closed at 00:00 that morning.
    const bookedForTomorrow = paidBookingMadeAt('2025-03-04T15:00:00.000Z');

    it.each([
      {
        booking: 'made at 15:00 for tomorrow until the end of the hour after, that instant included',
        history: bookedForTomorrow,
        lastFree: at('2025-03-04T16:00:00.000Z'),
        firstLate: at('2025-03-04T16:00:00.001Z'),
      },
      {
        // Booked 24½ hours before the start: the 24-hour rule alone would give half an hour.
        booking: 'whose 24-hour window closes within the hour after booking until the end of that hour',
        history: paidBookingMadeAt('2025-03-03T23:30:00.000Z'),
        lastFree: at('2025-03-04T00:30:00.000Z'),
        firstLate: at('2025-03-04T00:30:00.001Z'),
      },
      {
        // The story's booking was made on 1 March: its hour ended long before the 24-hour window did.
        booking: 'made well ahead as before: until 24 hours before the start',
        history: paid,
        lastFree: deadline,
        firstLate: justAfterDeadline,
      },
    ])(
      'refunds in full a booking $booking, and calls a cancellation after that late',
      ({ history, lastFree, firstLate }) => {
        given(history).when(cancel(lastFree)).thenAppends([cancelledForFree]);
        given(history)
          .when(cancel(firstLate))
          .thenFails({ kind: 'conflict', message: M.lateCancellationNotRefunded });
      },
    );

    it('cancels a booking made for tomorrow within the hour for a full refund, and late after it once the renter accepts that', () => {
      given(bookedForTomorrow)
        .when(cancel(at('2025-03-04T15:20:00Z')))
        .thenAppends([cancelledForFree]);
      given(bookedForTomorrow)
        .when(cancel(at('2025-03-04T16:00:00.001Z'), true))
        .thenAppends([cancelledLate]);
    });

    it('ends the hour at the start of the stay, which cannot be cancelled', () => {
      const bookedLateAtNight = paidBookingMadeAt('2025-03-04T23:30:00.000Z');
      given(bookedLateAtNight)
        .when(cancel(at('2025-03-04T23:59:59.999Z')))
        .thenAppends([cancelledForFree]);
      given(bookedLateAtNight)
        .when(cancel(at('2025-03-05T00:00:00Z'), true))
        .thenFails({ kind: 'conflict', message: M.alreadyStarted });
    });

    it('gives no grace period to a booking made before its instant was recorded', () => {
      given(paidBookingMadeAt(null))
        .when(cancel(at('2025-03-04T15:20:00Z')))
        .thenFails({ kind: 'conflict', message: M.lateCancellationNotRefunded });
    });
  });

  it('cancels confirmed bookings only, once', () => {
    const time = at('2025-03-02T12:00:00Z');
    given(pending).when(cancel(time)).thenFails({ kind: 'conflict', message: M.onlyConfirmedCancel });
    given([...paid, completed])
      .when(cancel(time))
      .thenFails({ kind: 'conflict', message: M.onlyConfirmedCancel });
    given([...paid, cancelledForFree])
      .when(cancel(time))
      .thenAppendsNothing();
  });
});

describe('RecordRefund', () => {
  it('marks the payment of a freely cancelled booking refunded', () => {
    given([...paid, cancelledForFree])
      .when(recordRefund())
      .thenAppends([refunded]);
    expect(fold(bookingDecider, [...paid, cancelledForFree, refunded])).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
  });

  it('records a refund once', () => {
    given([...paid, cancelledForFree, refunded])
      .when(recordRefund())
      .thenAppendsNothing();
    given([...paid, cancelledForFree, refunded])
      .when(recordRefund('refund-2'))
      .thenFails({ kind: 'conflict', message: M.alreadyRefunded });
  });

  it('refuses when no refund is due', () => {
    given([...paid, cancelledLate])
      .when(recordRefund())
      .thenFails({ kind: 'conflict', message: M.noRefundDue });
    given(paid).when(recordRefund()).thenFails({ kind: 'conflict', message: M.noRefundDue });
    given(pending).when(recordRefund()).thenFails({ kind: 'conflict', message: M.noRefundDue });
  });

  it('is the product’s own job', () => {
    given([...paid, cancelledForFree])
      .when(recordRefund('refund-1', renter))
      .thenFails({ kind: 'forbidden', message: M.onlyProduct });
  });
});
