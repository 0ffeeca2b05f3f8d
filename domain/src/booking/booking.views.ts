import type { BookingStatus, PaymentStatus } from './booking.events';

/**
 * A booking as the API answers it and My Bookings and the host's bookings show it (spec
 * section 3, plus its price lines). Money in cedi strings ("1417.50"). One type for the
 * API and the web client.
 */
export interface BookingView {
  id: string;
  carId: string;
  car: { year: number; make: string; model: string; location: string; imageUrl: string | null };
  startDate: string;
  endDate: string;
  days: number;
  destinationRegionId: string | null;
  destinationRegionName: string | null;
  includeDriver: boolean;
  basePrice: string;
  interRegionalSurcharge: string;
  driverFee: string;
  serviceFee: string;
  totalPrice: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** Until when an unpaid booking holds its dates. */
  holdExpiresAt: string;
  /** The last moment a cancellation is refunded in full (docs/adr/0004). */
  freeCancellationUntil: string;
  /** The renter may cancel now (confirmed, not started). */
  canCancel: boolean;
  /** A cancellation now would be refunded in full. */
  cancellationIsFree: boolean;
  /** What a cancellation promised back, once cancelled. */
  refundAmount: string | null;
  /** The renter may leave a review now (completed, not reviewed). */
  canReview: boolean;
  reviewed: boolean;
  createdAt: string;
}

/** A booking of one of the host's cars, with who rents it. */
export interface HostBookingView extends BookingView {
  renter: { firstName: string; lastName: string };
}
