import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TERMS } from '../cars/return-terms';
import { fold } from '../shared/decider';
import { handedOver, recordReturn, returned, scratch, tripCompleted } from '../trips/trip.testing';
import { type BookingCommand, bookingDecider } from './booking.decider';
import type { BookingEvent } from './booking.events';
import { BOOKING_MESSAGES as M } from './booking.messages';
import {
  at,
  bookingId,
  cancel,
  create,
  created,
  given,
  host,
  initialized,
  quoteWith,
  system,
} from './booking.testing';
import { protectionPlanOf } from './booking-lines';
import { DEFAULT_PROTECTION_PLANS, PROTECTION_BEFORE_PLANS } from './protection-plans';

/*
 * The protection plan and the refundable deposit on a booking's stream (issue 30): the plan's
 * terms are kept as sold, and the deposit goes back once, after a return with no damage.
 */

const standard = DEFAULT_PROTECTION_PLANS[1]!;
// 5 → 7 March at ₵250 a day with Standard (₵45 a day) and a ₵1,000 deposit:
// ₵500 + ₵25 fee + ₵90 protection + ₵1,000 deposit = ₵1,615.
const quote = quoteWith({ protection: standard, deposit: 100_000 });

const withPlan: BookingEvent = {
  type: 'BookingCreated',
  data: { ...(created.data as object), quote, protectionPlan: standard } as Extract<
    BookingEvent,
    { type: 'BookingCreated' }
  >['data'],
};
const paidWithDeposit: BookingEvent[] = [
  withPlan,
  initialized(),
  { type: 'BookingConfirmed', data: { bookingId, reference: 'ref-1', amount: 161_500, currency: 'GHS' } },
];
const refundDeposit = (reference = 'refund-d1', actor = system): BookingCommand => ({
  type: 'RecordDepositRefund',
  bookingId,
  actor,
  reference,
});
const depositRefunded: BookingEvent = {
  type: 'BookingDepositRefunded',
  data: { bookingId, reference: 'refund-d1', amount: 100_000 },
};

describe('CreateBooking with a plan and a deposit', () => {
  it('records the plan’s terms as sold, beside a quote that carries its fee and the deposit', () => {
    expect(quote.total).toBe(161_500);
    given([])
      .when(create({ quote, protectionPlan: standard }))
      .thenAppends([withPlan]);
    expect(protectionPlanOf(fold(bookingDecider, [withPlan]) as { protectionPlan?: typeof standard })).toBe(
      standard,
    );
  });

  it('reads a booking made before plans as Minimum, with no fee', () => {
    const state = fold(bookingDecider, [created]);
    expect(protectionPlanOf(state as { protectionPlan?: typeof standard })).toEqual(PROTECTION_BEFORE_PLANS);
    expect(PROTECTION_BEFORE_PLANS).toMatchObject({
      id: 'minimum',
      fee: { dailyAmount: 0 },
      liabilityCap: 1_000_000,
    });
  });
});

describe('RecordDepositRefund', () => {
  it('refunds the deposit in full once the car is back with no damage reported', () => {
    given([...paidWithDeposit, handedOver, returned()])
      .when(refundDeposit())
      .thenAppends([depositRefunded]);
  });

  it('is recorded once: the same refund again appends nothing, another is refused', () => {
    const after = [...paidWithDeposit, handedOver, returned(), depositRefunded];
    given(after).when(refundDeposit()).thenAppends([]);
    given(after)
      .when(refundDeposit('refund-d2'))
      .thenFails({ kind: 'conflict', message: M.depositAlreadyRefunded });
  });

  it('keeps the deposit after the trip completed, until refunded', () => {
    given([...paidWithDeposit, handedOver, returned(), tripCompleted()])
      .when(refundDeposit())
      .thenAppends([depositRefunded]);
  });

  it('holds the deposit while the car is out, and when damage was reported', () => {
    given([...paidWithDeposit, handedOver])
      .when(refundDeposit())
      .thenFails({ kind: 'conflict', message: M.noDepositRefundDue });
    given([...paidWithDeposit, handedOver, returned(scratch)])
      .when(refundDeposit())
      .thenFails({ kind: 'conflict', message: M.noDepositRefundDue });
  });

  it('has nothing to refund for a booking without a deposit', () => {
    const noDeposit = [
      created,
      initialized(),
      { type: 'BookingConfirmed', data: { bookingId, reference: 'ref-1', amount: 52_500, currency: 'GHS' } },
    ] as BookingEvent[];
    given([...noDeposit, handedOver, returned()])
      .when(refundDeposit())
      .thenFails({ kind: 'conflict', message: M.noDepositRefundDue });
  });

  it('is the product’s to record, never a party’s', () => {
    given([...paidWithDeposit, handedOver, returned()])
      .when(refundDeposit('refund-d1', host))
      .thenFails({ kind: 'forbidden' });
  });
});

describe('the return terms and the deposit', () => {
  // The same booking sold with the product's proposed return terms (250 km a day, ₵1.50 a
  // kilometre beyond, ₵100 an eighth of fuel, ₵50 an hour late) and due back at 16:00.
  const withTerms = (deposit: number): BookingEvent[] => {
    const sold = quoteWith({ protection: standard, deposit });
    return [
      {
        type: 'BookingCreated',
        data: {
          ...(withPlan.data as object),
          quote: sold,
          pickupTime: '08:00',
          returnTime: '16:00',
          returnTerms: DEFAULT_RETURN_TERMS,
        } as Extract<BookingEvent, { type: 'BookingCreated' }>['data'],
      },
      initialized(),
      {
        type: 'BookingConfirmed',
        data: { bookingId, reference: 'ref-1', amount: sold.total, currency: 'GHS' },
      },
    ];
  };
  // 620 km in two days (120 beyond 500), 3/8 of a tank less, back at 17:00: an hour started late.
  const charges = [
    { kind: 'extra-km', quantity: 120, unitFee: 150, amount: 18_000 },
    { kind: 'fuel', quantity: 3, unitFee: 10_000, amount: 30_000 },
    { kind: 'late', quantity: 1, unitFee: 5_000, amount: 5_000 },
  ];
  /** Back after 620 km with 3/8 of a tank less, and the charges that gives, if any. */
  const returnedFar = (recorded: { charges?: typeof charges } = {}) =>
    ({
      ...returned(),
      data: {
        ...returned().data,
        odometerKm: 42_620,
        fuelEighths: 5,
        distanceKm: 620,
        fuelChangeEighths: -3,
        ...recorded,
      },
    }) as BookingEvent;
  const returnedWithCharges = returnedFar({ charges });

  it('records the charges the return’s record gives, from the terms the booking was sold with', () => {
    given([...withTerms(100_000), handedOver])
      .when(recordReturn({ odometerKm: 42_620, fuelEighths: 5 }))
      .thenAppends([returnedWithCharges]);
    // A booking made before return terms is charged nothing, whatever the record.
    given([...paidWithDeposit, handedOver])
      .when(recordReturn({ odometerKm: 42_620, fuelEighths: 5 }))
      .thenAppends([returnedFar()]);
  });

  it('refunds the deposit less the charges, once', () => {
    given([...withTerms(100_000), handedOver, returnedWithCharges])
      .when(refundDeposit())
      .thenAppends([
        { ...depositRefunded, data: { ...depositRefunded.data, amount: 100_000 - 53_000 } },
      ] as BookingEvent[]);
  });

  it('keeps all of a deposit the charges take', () => {
    given([...withTerms(50_000), handedOver, returnedWithCharges])
      .when(refundDeposit())
      .thenFails({ kind: 'conflict', message: M.noDepositRefundDue });
  });
});

describe('CancelBooking with a deposit', () => {
  it('gives the deposit back on a late cancellation: no trip took place', () => {
    // Cancelled on the day before the start: no refund of the trip, the deposit still returned.
    given(paidWithDeposit)
      .when(cancel(at('2025-03-04T12:00:00Z'), true))
      .thenAppends([
        { type: 'BookingCancelled', data: { bookingId, refundAmount: 100_000, freeCancellation: false } },
      ]);
  });

  it('refunds everything, deposit included, on a free cancellation', () => {
    given(paidWithDeposit)
      .when(cancel(at('2025-03-01T10:30:00Z')))
      .thenAppends([
        { type: 'BookingCancelled', data: { bookingId, refundAmount: 161_500, freeCancellation: true } },
      ]);
  });
});
