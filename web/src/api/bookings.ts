import type {
  AvailabilityView,
  BookingView,
  CreateBookingRequestInput,
  HostBookingView,
  ReviewInput,
} from '@akwaaba/domain';
import { bookingsContract, paymentsContract } from '@akwaaba/domain/booking/bookings.contract';
import type { AnswerOf } from '@akwaaba/domain/shared/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { oneCarKeys } from './cars.ts';
import { callOperation, invalidateAll, keyOf, operationQuery } from './operations.ts';

/** A booking as the API returns it. */
export type Booking = BookingView;
/** A booking of one of the signed-in host's cars, naming its renter. */
export type HostBooking = HostBookingView;
/** GET /api/cars/{id}/availability: taken [startDate, endDate) ranges, end date exclusive. */
export type Availability = AvailabilityView;
/** GET /api/payments/verify/{reference} */
export type PaymentVerification = AnswerOf<typeof paymentsContract.verify>;

export const myBookingsQueryOptions = () => operationQuery(bookingsContract.mine);

export const hostBookingsQueryOptions = () => operationQuery(bookingsContract.hosted);

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

/** After any booking change: the renter's and host's lists and the car's calendar are out of date. */
function useRefreshBookings() {
  const queryClient = useQueryClient();
  return (carId?: string) =>
    invalidateAll(queryClient, [
      ...bookingListKeys(),
      ...(carId ? [keyOf(bookingsContract.availability, { params: { id: carId } })] : []),
    ]);
}

export function useCreateBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    // The full booking: the route answers only the id while its read model catches up, which it waits for.
    mutationFn: async (request: CreateBookingRequestInput) =>
      (await callOperation(bookingsContract.create, { body: request })) as Booking,
    onSuccess: (booking) => refresh(booking.carId),
  });
}

/** Starts a payment; the caller sends the browser to authorization_url. */
export function useInitializePayment() {
  return useMutation({
    mutationFn: (bookingId: string) => callOperation(paymentsContract.initialize, { body: { bookingId } }),
  });
}

export function useCancelBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: async ({ booking, acceptNoRefund }: { booking: Booking; acceptNoRefund: boolean }) =>
      (await callOperation(bookingsContract.cancel, {
        params: { id: booking.id },
        body: { acceptNoRefund },
      })) as Booking,
    onSuccess: (booking) => refresh(booking.carId),
  });
}

/** The renter rates the car and its host (one review per trip), with a comment. */
export function useLeaveReview() {
  const refresh = useRefreshBookings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, review }: { booking: Booking; review: ReviewInput }) =>
      callOperation(bookingsContract.review, { params: { id: booking.id }, body: review }),
    // The car's page shows the new review; the trip page shows it as written (hidden from the host until revealed).
    onSuccess: (_answer, { booking }) =>
      Promise.all([
        refresh(),
        invalidateAll(queryClient, [
          ...oneCarKeys(booking.carId),
          keyOf(bookingsContract.detail, { params: { id: booking.id } }),
        ]),
      ]),
  });
}
