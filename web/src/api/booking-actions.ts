import type { BookingView, CreateBookingRequestInput, ReviewInput } from '@akwaaba/domain';
import { bookingsContract, paymentsContract } from '@akwaaba/domain/bookings/bookings.contract';
import { useMutation } from '@tanstack/react-query';
import { bookingListKeys } from './bookings.ts';
import { callOperation, keyOf, useRefreshingMutation } from './calls.ts';
import { oneCarKeys } from './cars.ts';

/** What a screen does to a booking (what pages read of bookings is in bookings.ts). */

/** After a booking changes: the renter's and host's lists and the car's calendar are out of date. */
const changedBookingKeys = (booking: Pick<BookingView, 'carId'>) => [
  ...bookingListKeys(),
  keyOf(bookingsContract.availability, { params: { id: booking.carId } }),
];

/**
 * Books a car; the answer is its id. The renter goes on to pay at once, which reads the booking's
 * own stream: the lists and the car's calendar (named from the request) refetch meanwhile, not
 * first. Their reads send the booking's write back, so they wait until they show it.
 */
export const useCreateBooking = () =>
  useRefreshingMutation(
    (request: CreateBookingRequestInput) => callOperation(bookingsContract.create, { body: request }),
    (_answer, request) => changedBookingKeys(request),
    { refetchInBackground: true },
  );

/** Starts a payment; the caller sends the browser to authorization_url. */
export function useInitializePayment() {
  return useMutation({
    mutationFn: (bookingId: string) => callOperation(paymentsContract.initialize, { body: { bookingId } }),
  });
}

export const useCancelBooking = () =>
  useRefreshingMutation(
    async ({ booking, acceptNoRefund }: { booking: BookingView; acceptNoRefund: boolean }) =>
      (await callOperation(bookingsContract.cancel, {
        params: { id: booking.id },
        body: { acceptNoRefund },
      })) as BookingView,
    changedBookingKeys,
  );

/** The renter rates the car and its host (one review per trip), with a comment. */
export const useLeaveReview = () =>
  useRefreshingMutation(
    ({ booking, review }: { booking: BookingView; review: ReviewInput }) =>
      callOperation(bookingsContract.review, { params: { id: booking.id }, body: review }),
    // The lists, the car's page (the new review) and the trip page (the review as written,
    // hidden from the host until revealed).
    (_answer, { booking }) => [
      ...bookingListKeys(),
      ...oneCarKeys(booking.carId),
      keyOf(bookingsContract.detail, { params: { id: booking.id } }),
    ],
  );

/** The host accepts or declines a request to book; the lists and the car's calendar change with it. */
export const useAnswerRequest = () =>
  useRefreshingMutation(
    ({ booking, accept }: { booking: Pick<BookingView, 'id' | 'carId'>; accept: boolean }) =>
      callOperation(accept ? bookingsContract.accept : bookingsContract.decline, {
        params: { id: booking.id },
      }),
    (_answer, { booking }) => changedBookingKeys(booking),
  );
