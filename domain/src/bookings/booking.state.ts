import type { Pesewas } from '../money/money';
import type { Trip } from '../trips/trip.state';
import type { BookingStatus, BookingTerms, PaymentStatus } from './booking.events';
import type { HostApproval } from './booking-approval';

/*
 * A booking as its stream folds it: what the booking decider, the trip's decisions, the refused
 * payments and the checks of who may act all read. It lives apart from the decider so that
 * those can read it without importing the decider, which imports them.
 */

/** A refused payment and, once returned, the provider's refund reference. */
export interface RefusedPayment {
  amount: Pesewas;
  currency: string;
  refundReference: string | null;
}

export interface Booking extends BookingTerms {
  status: BookingStatus;
  /** Until when the dates are held unpaid: the host's deadline for a request, then the renter's to pay. */
  holdExpiresAt: string;
  /** Present on a request to book (the car's host approves each one), with the renter's note. */
  hostApproval?: HostApproval;
  /** When the host accepted the request; null for instant bookings and unanswered requests. */
  acceptedAt: string | null;
  /** When it was booked (an ISO instant); null for bookings made before it was recorded. */
  createdAt: string | null;
  paymentStatus: PaymentStatus;
  /** Every reference a payment was started under; only these can confirm the booking. */
  paymentReferences: readonly string[];
  /** The reference of the payment that confirmed the booking. */
  paidReference: string | null;
  /** What a cancellation promised to pay back. */
  refundAmount: Pesewas;
  refundReference: string | null;
  /** The provider's reference of the deposit's refund, once made. */
  depositRefundReference: string | null;
  reviewed: boolean;
  /** Payments the booking could not take, by payment reference: owed back to the renter. */
  refusedPayments: Readonly<Record<string, RefusedPayment>>;
  /** The car changing hands and coming back, once paid. */
  trip: Trip;
}

export type BookingState = { status: 'none' } | Booking;
