import * as v from 'valibot';
import { byId, defineContract, pathText } from '../shared/contract';
import {
  cancelBookingSchema,
  createBookingRequestSchema,
  initializePaymentSchema,
  reviewSchema,
} from './booking.schemas';
import { availabilityView, bookingDetailView, bookingView, hostBookingView } from './booking.views';
import { protectionPlanView } from './protection-plans';

/** Booking a car, the renter's and the host's lists, cancelling and reviewing. */
export const bookingsContract = defineContract('bookings', {
  create: {
    summary: 'Book a car: holds the dates until paid or the hold runs out',
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings',
    body: createBookingRequestSchema,
    status: 201,
    // Only the id (spec section 7): the booking is read on a later screen, which waits for it.
    response: v.object({ id: v.string() }),
  },
  mine: {
    summary: 'The signed-in renter’s bookings',
    access: 'signed-in',
    method: 'GET',
    path: '/api/my-bookings',
    response: v.array(bookingView),
  },
  hosted: {
    summary: 'Bookings of the signed-in host’s cars, with renter names',
    access: 'signed-in',
    method: 'GET',
    path: '/api/host-bookings',
    response: v.array(hostBookingView),
  },
  detail: {
    summary: 'One booking, for its renter or host',
    description:
      '`otherParty.phoneNumber` is the other party’s phone from payment until a week after the trip, null otherwise. ' +
      '`pickup` is the car’s pick-up point (`area`, `digitalAddress`, `directions`, `position`) in the same ' +
      'window, null otherwise and for a car without one (docs/adr/0035).',
    access: 'signed-in',
    method: 'GET',
    path: '/api/bookings/:id',
    params: byId,
    response: bookingDetailView,
  },
  calendar: {
    summary: 'One paid booking as a calendar file (.ics), for its renter or host',
    description:
      'An all-day event from the pick-up day to the return day, at the pick-up point while the booking ' +
      'shows it (docs/adr/0035), naming the other party and linking to the trip. 409 before payment and ' +
      'for a cancelled booking.',
    access: 'signed-in',
    method: 'GET',
    path: '/api/bookings/:id/calendar.ics',
    params: byId,
    response: 'file',
  },
  accept: {
    summary: 'The host accepts a request to book: the renter may then pay, within the usual hold',
    description:
      'For a car whose host approves each request (`instantBook: false`). 403 for anyone but the car’s host; ' +
      '409 once answered, declined or expired (12 hours after the request).',
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings/:id/accept',
    params: byId,
    response: v.nullable(bookingDetailView),
  },
  decline: {
    summary: 'The host declines a request to book: its dates are free again at once',
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings/:id/decline',
    params: byId,
    response: v.nullable(bookingDetailView),
  },
  cancel: {
    summary: 'Cancel a confirmed booking: free up to 24 h before the start, later only with acceptNoRefund',
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    params: byId,
    body: cancelBookingSchema,
    response: v.nullable(bookingDetailView),
  },
  review: {
    summary: 'Review a completed stay: rating 1 to 5 and a comment, once',
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings/:id/review',
    params: byId,
    body: reviewSchema,
    status: 201,
    response: v.nullable(bookingDetailView),
  },
  protectionPlans: {
    summary: 'Protection plans offered at booking, with their terms',
    method: 'GET',
    path: '/api/protection-plans',
    response: v.array(protectionPlanView),
  },
  availability: {
    summary: 'Taken date ranges of a car (end date exclusive)',
    method: 'GET',
    path: '/api/cars/:id/availability',
    params: byId,
    response: availabilityView,
  },
});

/** Paying for a booking: start, check, and the provider's webhook. */
export const paymentsContract = defineContract('payments', {
  initialize: {
    summary: 'Start paying for a pending booking; answers the provider’s authorization_url',
    access: 'signed-in',
    method: 'POST',
    path: '/api/payments/initialize',
    body: initializePaymentSchema,
    response: v.object({ authorization_url: v.string(), access_code: v.string(), reference: v.string() }),
  },
  verify: {
    summary: 'Check a payment with the provider and confirm its booking when paid',
    method: 'GET',
    path: '/api/payments/verify/:reference',
    params: v.object({ reference: pathText(100, 'A payment reference') }),
    response: v.object({
      success: v.boolean(),
      message: v.string(),
      reference: v.string(),
      bookingId: v.nullable(v.string()),
      outcome: v.picklist(['confirmed', 'not_paid', 'refused', 'unknown']),
    }),
  },
  /** The body is the provider's raw JSON: its signature covers the exact bytes. */
  webhook: {
    summary: 'Paystack webhook (x-paystack-signature: HMAC-SHA512 of the body)',
    method: 'POST',
    path: '/api/payments/webhook',
    response: v.object({ received: v.boolean() }),
  },
});
