import { bookingsContract, paymentsContract } from '@akwaaba/domain/bookings/bookings.contract';
import type { AnswerOf } from '@akwaaba/domain/shared/contract';
import { queryOptions } from '@tanstack/react-query';
import { operationQuery } from './calls.ts';

/**
 * What pages read of bookings: route loaders import these, so they stay small; what a screen
 * does to a booking is in booking-actions.ts, loaded with the screen.
 */

/** GET /api/payments/verify/{reference} */
export type PaymentVerification = AnswerOf<typeof paymentsContract.verify>;

export const myBookingsQueryOptions = () => operationQuery(bookingsContract.mine);

export const hostBookingsQueryOptions = () => operationQuery(bookingsContract.hosted);

/** GET /api/bookings/{id}: one booking with its trip, for its renter or its host. */
export const bookingQueryOptions = (id: string) =>
  operationQuery(bookingsContract.detail, { params: { id } });

export const availabilityQueryOptions = (carId: string) =>
  queryOptions({
    ...operationQuery(bookingsContract.availability, { params: { id: carId } }),
    enabled: carId !== '',
  });

/** Verifies once per reference: the answer never goes stale, and the call is never retried. */
export const paymentVerificationQueryOptions = (reference: string) =>
  queryOptions({
    ...operationQuery(paymentsContract.verify, { params: { reference } }),
    enabled: reference !== '',
  });

/** The renter's and the host's booking lists. */
export const bookingListKeys = () => [bookingsContract.mine.key(), bookingsContract.hosted.key()];

/** Every booking read: both lists and each booking's page. */
export const allBookingKeys = () => [...bookingListKeys(), bookingsContract.detail.key()];

/** GET /api/protection-plans: the plans a renter chooses from, with their terms. */
export const protectionPlansQueryOptions = () => operationQuery(bookingsContract.protectionPlans);
