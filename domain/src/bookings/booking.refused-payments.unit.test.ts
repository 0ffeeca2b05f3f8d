import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/actor';
import { fold } from '../shared/decider';
import { type BookingCommand, bookingDecider } from './booking.decider';
import type { BookingEvent } from './booking.events';
import { BOOKING_MESSAGES as M } from './booking.messages';
import {
  bookingId,
  confirmed,
  created,
  expired,
  given,
  initialized,
  renter,
  system,
} from './booking.testing';

const refuse = (reference = 'ref-1', actor: Actor = system, amount = 52_500): BookingCommand => ({
  type: 'RefusePayment',
  bookingId,
  actor,
  reference,
  amount,
  currency: 'GHS',
  reason: M.expiredBeforePayment,
});
const refused = (reference = 'ref-1'): BookingEvent => ({
  type: 'BookingPaymentRefused',
  data: { bookingId, reference, amount: 52_500, currency: 'GHS', reason: M.expiredBeforePayment },
});
const recordReturn = (paymentReference = 'ref-1', refundReference = 'refund-9'): BookingCommand => ({
  type: 'RecordRefusedPaymentReturn',
  bookingId,
  actor: system,
  paymentReference,
  refundReference,
});
const returned: BookingEvent = {
  type: 'BookingRefusedPaymentReturned',
  data: { bookingId, paymentReference: 'ref-1', refundReference: 'refund-9', amount: 52_500 },
};

describe('RefusePayment', () => {
  it('records a payment that completed after the booking expired, as owed back', () => {
    given([created, initialized('ref-1'), expired])
      .when(refuse())
      .thenAppends([refused()]);
    expect(fold(bookingDecider, [created, initialized('ref-1'), expired, refused()])).toMatchObject({
      status: 'expired',
      paymentStatus: 'unpaid',
      refusedPayments: { 'ref-1': { amount: 52_500, refundReference: null } },
    });
  });

  it('records a second payment of a paid booking without touching the first', () => {
    const history = [created, initialized('ref-1'), initialized('ref-2'), confirmed];
    given(history)
      .when(refuse('ref-2'))
      .thenAppends([refused('ref-2')]);
    expect(fold(bookingDecider, [...history, refused('ref-2')])).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paidReference: 'ref-1',
    });
  });

  it('refuses the same payment once', () => {
    given([created, initialized('ref-1'), expired, refused()])
      .when(refuse())
      .thenAppendsNothing();
  });

  it('never refuses the payment that confirmed the booking', () => {
    given([created, initialized('ref-1'), confirmed])
      .when(refuse('ref-1'))
      .thenFails({ kind: 'conflict', message: M.paymentConfirmedBooking });
  });

  it('knows only its own references', () => {
    given([created, initialized('ref-1')])
      .when(refuse('someone-elses'))
      .thenFails({ kind: 'conflict', message: M.unknownPaymentReference });
  });

  it('is the product’s own decision', () => {
    given([created, initialized('ref-1'), expired])
      .when(refuse('ref-1', renter))
      .thenFails({ kind: 'forbidden', message: M.onlyProduct });
    given([]).when(refuse()).thenFails({ kind: 'not_found', message: M.bookingNotFound });
  });
});

describe('RecordRefusedPaymentReturn', () => {
  const history = [created, initialized('ref-1'), expired, refused()];

  it('records the refund of a refused payment once', () => {
    given(history).when(recordReturn()).thenAppends([returned]);
    given([...history, returned])
      .when(recordReturn())
      .thenAppendsNothing();
    given([...history, returned])
      .when(recordReturn('ref-1', 'refund-10'))
      .thenFails({ kind: 'conflict', message: M.alreadyRefunded });
  });

  it('needs a refused payment', () => {
    given([created, initialized('ref-1')])
      .when(recordReturn())
      .thenFails({ kind: 'not_found', message: M.noRefusedPayment });
  });
});
