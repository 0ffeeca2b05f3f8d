import * as v from 'valibot';
import { defineContract } from '../shared/contract';
import {
  cancelBookingSchema,
  createBookingRequestSchema,
  initializePaymentSchema,
  reviewSchema,
} from './booking.schemas';
import { availabilityView, bookingView, hostBookingView } from './booking.views';

const bookingId = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });

/** Booking a car, the renter's and the host's lists, cancelling and reviewing. */
export const bookingsContract = defineContract('bookings', {
  create: {
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings',
    body: createBookingRequestSchema,
    status: 201,
    // Only the id while the bookings read model has not caught up with the new booking.
    response: v.union([bookingView, v.object({ id: v.string() })]),
  },
  mine: { access: 'signed-in', method: 'GET', path: '/api/my-bookings', response: v.array(bookingView) },
  hosted: {
    access: 'signed-in',
    method: 'GET',
    path: '/api/host-bookings',
    response: v.array(hostBookingView),
  },
  detail: {
    access: 'signed-in',
    method: 'GET',
    path: '/api/bookings/:id',
    params: bookingId,
    response: bookingView,
  },
  cancel: {
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    params: bookingId,
    body: cancelBookingSchema,
    response: v.nullable(bookingView),
  },
  review: {
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings/:id/review',
    params: bookingId,
    body: reviewSchema,
    status: 201,
    response: v.nullable(bookingView),
  },
  availability: {
    method: 'GET',
    path: '/api/cars/:id/availability',
    params: bookingId,
    response: availabilityView,
  },
});

/** Paying for a booking: start, check, and the provider's webhook. */
export const paymentsContract = defineContract('payments', {
  initialize: {
    access: 'signed-in',
    method: 'POST',
    path: '/api/payments/initialize',
    body: initializePaymentSchema,
    response: v.object({ authorization_url: v.string(), access_code: v.string(), reference: v.string() }),
  },
  verify: {
    method: 'GET',
    path: '/api/payments/verify/:reference',
    params: v.object({ reference: v.pipe(v.string(), v.maxLength(100)) }),
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
    method: 'POST',
    path: '/api/payments/webhook',
    response: v.object({ received: v.boolean() }),
  },
});
