import type { Pesewas } from '../money/money';
import type { Trip } from '../trips/trip.state';
import type { BookingStatus, BookingTerms, PaymentStatus } from './booking.events';

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
  holdExpiresAt: string;
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
