import type { BookingView, CreateBookingRequestInput, HostBookingView } from '@akwaaba/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from './http.ts';

/** A booking as the API returns it (the type is shared with the API). */
export type Booking = BookingView;
/** A booking of one of the signed-in host's cars, naming its renter. */
export type HostBooking = HostBookingView;

/** GET /api/cars/{id}/availability: taken [startDate, endDate) ranges, end date exclusive. */
export interface Availability {
  carId: string;
  taken: { startDate: string; endDate: string }[];
}

/** GET /api/payments/verify/{reference} */
export interface PaymentVerification {
  success: boolean;
  message: string;
  reference: string;
  bookingId: string | null;
  outcome: 'confirmed' | 'not_paid' | 'refused' | 'unknown';
}

export const myBookingsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/my-bookings'], queryFn: getQueryFn<Booking[]>() });

export const hostBookingsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/host-bookings'], queryFn: getQueryFn<HostBooking[]>() });

export const availabilityQueryOptions = (carId: string) =>
  queryOptions({
    queryKey: ['/api/cars', carId, 'availability'],
    queryFn: getQueryFn<Availability>(),
    enabled: carId !== '',
  });

/** Verifies once per reference: the answer never goes stale, and the call is never retried. */
export const paymentVerificationQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['/api/payments/verify', encodeURIComponent(reference)],
    queryFn: getQueryFn<PaymentVerification>(),
    enabled: reference !== '',
  });

/** After any booking change: the renter's and host's lists and the car's calendar are out of date. */
function useRefreshBookings() {
  const queryClient = useQueryClient();
  return (carId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/my-bookings'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/host-bookings'] }),
      ...(carId ? [queryClient.invalidateQueries({ queryKey: ['/api/cars', carId, 'availability'] })] : []),
    ]);
}

export function useCreateBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: async (request: CreateBookingRequestInput) =>
      (await (await apiRequest('POST', '/api/bookings', request)).json()) as Booking,
    onSuccess: (booking) => refresh(booking.carId),
  });
}

/** Starts a payment; the caller sends the browser to authorization_url. */
export function useInitializePayment() {
  return useMutation({
    mutationFn: async (bookingId: string) =>
      (await (await apiRequest('POST', '/api/payments/initialize', { bookingId })).json()) as {
        authorization_url: string;
        reference: string;
      },
  });
}

export function useCancelBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: async ({ booking, acceptNoRefund }: { booking: Booking; acceptNoRefund: boolean }) =>
      (await (
        await apiRequest('POST', `/api/bookings/${booking.id}/cancel`, { acceptNoRefund })
      ).json()) as Booking,
    onSuccess: (booking) => refresh(booking.carId),
  });
}

export function useLeaveReview() {
  const refresh = useRefreshBookings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ booking, rating, comment }: { booking: Booking; rating: number; comment: string }) =>
      (await (
        await apiRequest('POST', `/api/bookings/${booking.id}/review`, { rating, comment })
      ).json()) as Booking,
    onSuccess: (booking) =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ['/api/cars', booking.carId] })]),
  });
}
