import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { type BookingCommand, bookingDecider } from './booking.decider';
import type { BookingEvent } from './booking.events';
import { BOOKING_MESSAGES as M } from './booking.messages';
import {
  at,
  bookingId,
  create,
  created,
  expire,
  expired,
  given,
  host,
  initializePayment,
  now,
  renter,
  stranger,
} from './booking.testing';
import { requestAnswerDue } from './booking-approval';

// A request made at `now` waits for its host until 22:00 the same day.
const answerDue = requestAnswerDue(now);
const requested: BookingEvent = {
  type: 'BookingCreated',
  data: {
    ...(created.data as object),
    holdExpiresAt: answerDue.toISOString(),
    hostApproval: { message: 'Hello, I need it for a wedding in Kumasi.' },
  } as Extract<BookingEvent, { type: 'BookingCreated' }>['data'],
};
const inAnHour = at('2025-03-01T11:00:00.000Z');
const payBy = at('2025-03-01T11:30:00.000Z');
const accept = (actor = host, time = inAnHour): BookingCommand => ({
  type: 'AcceptBookingRequest',
  bookingId,
  actor,
  holdExpiresAt: payBy,
  now: time,
});
const decline = (actor = host, time = inAnHour): BookingCommand => ({
  type: 'DeclineBookingRequest',
  bookingId,
  actor,
  now: time,
});
const accepted: BookingEvent = {
  type: 'BookingRequestAccepted',
  data: { bookingId, holdExpiresAt: payBy.toISOString(), acceptedAt: inAnHour.toISOString() },
};
const declined: BookingEvent = {
  type: 'BookingRequestDeclined',
  data: { bookingId, declinedAt: inAnHour.toISOString() },
};
const afterDeadline = at('2025-03-01T22:00:00.000Z');

describe('a request to book', () => {
  it('is created as a request holding its dates until the host’s deadline, with the renter’s message', () => {
    given([])
      .when(
        create({
          hostApproval: { message: 'Hello, I need it for a wedding in Kumasi.' },
          holdExpiresAt: answerDue,
        }),
      )
      .thenAppends([requested]);
    expect(fold(bookingDecider, [requested])).toMatchObject({ status: 'requested', paymentStatus: 'unpaid' });
  });

  it('cannot be paid before the host accepts it, nor once declined', () => {
    given([requested])
      .when(initializePayment())
      .thenFails({ kind: 'conflict', message: M.requestNotAccepted });
    given([requested, declined])
      .when(initializePayment('ref-1', renter, inAnHour))
      .thenFails({ kind: 'conflict', message: M.requestDeclined });
  });

  it('once accepted waits for payment until the renewed hold ends, and can then be paid', () => {
    given([requested]).when(accept()).thenAppends([accepted]);
    expect(fold(bookingDecider, [requested, accepted])).toMatchObject({
      status: 'pending',
      holdExpiresAt: payBy.toISOString(),
      acceptedAt: inAnHour.toISOString(),
    });
    given([requested, accepted])
      .when(initializePayment('ref-1', renter, inAnHour))
      .thenAppends([{ type: 'BookingPaymentInitialized', data: { bookingId, reference: 'ref-1' } }]);
  });

  it('is declined by its host', () => {
    given([requested]).when(decline()).thenAppends([declined]);
    expect(fold(bookingDecider, [requested, declined])).toMatchObject({ status: 'declined' });
  });

  it('is answered only by the car’s host: not the renter, a stranger or anyone signed out', () => {
    for (const actor of [renter, stranger])
      for (const answer of [accept(actor), decline(actor)])
        given([requested]).when(answer).thenFails({ kind: 'forbidden', message: M.onlyHostAnswers });
    given([requested])
      .when(accept({ userId: null, role: 'anonymous' }))
      .thenFails({ kind: 'unauthenticated' });
  });

  it('is answered once: accepting twice, declining after accepting, accepting after declining are refused', () => {
    given([requested, accepted])
      .when(accept())
      .thenFails({ kind: 'conflict', message: M.requestAlreadyAccepted });
    given([requested, accepted])
      .when(decline())
      .thenFails({ kind: 'conflict', message: M.requestAlreadyAccepted });
    given([requested, declined])
      .when(accept())
      .thenFails({ kind: 'conflict', message: M.requestAlreadyDeclined });
    given([requested, declined])
      .when(decline())
      .thenFails({ kind: 'conflict', message: M.requestAlreadyDeclined });
  });

  it('cannot be answered after 12 hours: it expires, and expiring it is the product’s to record', () => {
    given([requested])
      .when(accept(host, afterDeadline))
      .thenFails({ kind: 'conflict', message: M.requestExpired });
    given([requested])
      .when(decline(host, afterDeadline))
      .thenFails({ kind: 'conflict', message: M.requestExpired });
    given([requested])
      .when(expire(at('2025-03-01T21:59:59.999Z')))
      .thenFails({
        kind: 'conflict',
        message: M.holdNotExpired,
      });
    given([requested]).when(expire(afterDeadline)).thenAppends([expired]);
    given([requested, expired]).when(accept(host, afterDeadline)).thenFails({
      kind: 'conflict',
      message: M.requestExpired,
    });
  });

  it('is the only booking a host can accept: an instant booking is not a request', () => {
    given([created]).when(accept()).thenFails({ kind: 'conflict', message: M.notARequest });
  });
});

describe('a booking’s pick-up and return times', () => {
  it('are recorded as the renter picked them', () => {
    given([])
      .when(create({ pickupTime: '09:30', returnTime: '17:00' }))
      .thenAppends([
        { ...created, data: { ...created.data, pickupTime: '09:30', returnTime: '17:00' } } as BookingEvent,
      ]);
  });

  it('refuse a time off the half hour, and a same-day trip whatever its times', () => {
    given([])
      .when(create({ pickupTime: '9:30' }))
      .thenFails({ kind: 'validation', message: M.timeInvalid });
    given([])
      .when(create({ returnTime: '10:15' }))
      .thenFails({ kind: 'validation', message: M.timeInvalid });
    given([])
      .when(create({ endDate: '2025-03-05', pickupTime: '10:00', returnTime: '09:00' }))
      .thenFails({ kind: 'validation', message: M.endDateAfterStart });
  });
});
