import type {
  BookingDetailView,
  RenterReviewInput,
  TripAnswerInput,
  TripReadingInput,
  TripReturnInput,
} from '@akwaaba/domain';
import { bookingsContract } from '@akwaaba/domain/bookings/bookings.contract';
import { tripsContract } from '@akwaaba/domain/trips/trips.contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingListKeys } from './bookings.ts';
import { callOperation, invalidateAll, keyOf, operationQuery, useRefreshingMutation } from './calls.ts';

/** GET /api/bookings/{id} (kept in bookings.ts, which the trip page's route imports without the calls below). */
export { bookingQueryOptions } from './bookings.ts';

export const damageCasesQueryOptions = () => operationQuery(tripsContract.damageCases);

export const noShowsQueryOptions = () => operationQuery(tripsContract.noShows);

/**
 * After a trip command: the booking it answers is the trip page's at once, and every list that
 * shows the trip (My Bookings, the host's bookings, the admin's cases) reads again.
 */
export function showTripChange(
  queryClient: QueryClient,
  booking: BookingDetailView | null,
  bookingId: string,
) {
  if (booking)
    queryClient.setQueryData(keyOf(bookingsContract.detail, { params: { id: bookingId } }), booking);
  return invalidateAll(queryClient, [
    ...bookingListKeys(),
    ...(booking ? [] : [keyOf(bookingsContract.detail, { params: { id: bookingId } })]),
    tripsContract.damageCases.key(),
    tripsContract.noShows.key(),
  ]);
}

/** A trip command on one booking: its answer (the booking, trip included) is shown at once. */
function useTripCommand<Input>(send: (bookingId: string, input: Input) => Promise<BookingDetailView | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: string; input: Input }) => send(bookingId, input),
    onSuccess: (booking, { bookingId }) => showTripChange(queryClient, booking, bookingId),
  });
}

/** POST /api/bookings/{id}/check-in: the handover, by the renter or the host. */
export const useRecordHandover = () =>
  useTripCommand((id, body: TripReadingInput) =>
    callOperation(tripsContract.checkIn, { params: { id }, body }),
  );

/** POST /api/bookings/{id}/check-out: the return, with any damage found. */
export const useRecordReturn = () =>
  useTripCommand((id, body: TripReturnInput) =>
    callOperation(tripsContract.checkOut, { params: { id }, body }),
  );

/** The other party confirms a record, or disputes it with a note. */
export const useAnswerTripRecord = () =>
  useTripCommand((id, body: TripAnswerInput) =>
    callOperation(tripsContract.answer, { params: { id }, body }),
  );

/** The host takes the car back as recorded: the trip completes. */
export const useAcceptReturn = () =>
  useTripCommand((id, _input: undefined) => callOperation(tripsContract.acceptReturn, { params: { id } }));

/** The host's review of the renter. */
export const useReviewRenter = () =>
  useTripCommand((id, body: RenterReviewInput) =>
    callOperation(tripsContract.reviewRenter, { params: { id }, body }),
  );

/** The admin resolves a damage case with a note both parties see. */
export const useResolveDamageCase = () =>
  useRefreshingMutation(
    ({ bookingId, note }: { bookingId: string; note: string }) =>
      callOperation(tripsContract.resolveDamageCase, { params: { id: bookingId }, body: { note } }),
    (_case, { bookingId }) => [
      tripsContract.damageCases.key(),
      keyOf(bookingsContract.detail, { params: { id: bookingId } }),
      ...bookingListKeys(),
    ],
  );
