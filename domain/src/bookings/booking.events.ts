import type { ClockTime } from '../cars/handover-hours';
import type { ReturnTerms } from '../cars/return-terms';
import type { Pesewas } from '../money/money';
import type { BookingQuote } from '../pricing/quote';
import type { RegionId } from '../regions';
import type { DomainEvents } from '../shared/decider';
import type { TripEvent } from '../trips/trip.events';
import type { HostApproval } from './booking-approval';
import type { DeliveryPoint } from './delivery-point';
import type { ProtectionPlan } from './protection-plans';
import type { CalendarDate } from './stay';

/**
 * 'requested': waiting for the host's answer (a car that asks its host to approve each request);
 * 'pending': waiting for payment; 'declined': the host said no to the request.
 */
export type BookingStatus =
  | 'requested'
  | 'pending'
  | 'confirmed'
  | 'completed'
  | 'cancelled'
  | 'expired'
  | 'declined';
export type PaymentStatus = 'unpaid' | 'paid' | 'refunded';

/** The only currency the product charges in. */
export const BOOKING_CURRENCY = 'GHS';

/** What a booking is, fixed when it is made: who books which car, for which days, at what price. */
export interface BookingTerms {
  bookingId: string;
  carId: string;
  /** The car's host, from the car's stream. */
  ownerId: string;
  renterId: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** The delivery region; null for the car's own region (no surcharge). */
  destinationRegionId: RegionId | null;
  /** Where in that region the car is delivered; only with a delivery, absent on bookings made before it was asked. */
  deliveryPoint?: DeliveryPoint;
  includeDriver: boolean;
  /**
   * When the renter collects the car on the start date and brings it back on the end date
   * (`HH:mm`, Ghana time), within the car's handover hours. Absent on bookings made before
   * times were asked.
   */
  pickupTime?: ClockTime;
  returnTime?: ClockTime;
  /** quoteBooking on the car's current price, discounts, surcharge and driver rate. */
  quote: RecordedQuote;
  /**
   * The protection plan's terms as the booking was sold with them (its fee is a line of the
   * quote). Bookings made before plans carry none: read them with protectionPlanOf.
   */
  protectionPlan?: ProtectionPlan;
  /**
   * What the renter pays at the return (kilometres, fuel, lateness), as the car offered it when
   * booked. Bookings made before return terms carry none: read them with returnTermsOfBooking.
   */
  returnTerms?: ReturnTerms;
}

/**
 * A quote as a booking recorded it: bookings made before discounts existed carry no discount
 * fields (read them as 0), and bookings made before line items carry no lines (read them with
 * linesOf, which builds them from the figures: docs/adr/0022).
 */
export type RecordedQuote = Omit<BookingQuote, 'discountPercent' | 'discountAmount' | 'lines'> &
  Partial<Pick<BookingQuote, 'discountPercent' | 'discountAmount' | 'lines'>>;

/**
 * Each booking event's data, by its type (the trip's are in trip.events). Every type starts
 * with 'Booking', so a projection can take the whole family by prefix. Who did it travels in
 * the event metadata; the data holds the facts.
 */
interface BookingEventData {
  /**
   * A renter booked a car for [startDate, endDate) at the price the server quoted
   * (in pesewas). The booking is pending and unpaid; its dates are held on the car's
   * calendar until holdExpiresAt (an ISO instant). createdAt is the instant it was booked
   * (the handler's clock), which starts the free-cancellation grace period; bookings made
   * before it was recorded carry none. With `hostApproval` (a car whose host approves each
   * request) the booking is a request: its dates are held until holdExpiresAt while the host
   * answers (REQUEST_ANSWER_HOURS), and it cannot be paid before BookingRequestAccepted.
   */
  BookingCreated: BookingTerms & { holdExpiresAt: string; createdAt?: string; hostApproval?: HostApproval };
  /** The host accepted the request: the renter may pay until holdExpiresAt, the hold's new end. */
  BookingRequestAccepted: { bookingId: string; holdExpiresAt: string; acceptedAt: string };
  /** The host declined the request: its dates are free again. */
  BookingRequestDeclined: { bookingId: string; declinedAt: string };
  /** The product started a payment with the provider under this reference. A booking may have several (retries). */
  BookingPaymentInitialized: { bookingId: string; reference: string };
  /** The provider confirmed a payment of the full total: the booking is confirmed and paid. */
  BookingConfirmed: {
    bookingId: string;
    reference: string;
    amount: Pesewas;
    currency: typeof BOOKING_CURRENCY;
  };
  /** The hold ran out before any payment was confirmed. */
  BookingExpired: { bookingId: string };
  /**
   * The trip is over: the host accepted the return, a day passed after an undisputed return, or
   * an admin resolved its damage case. Both parties may now review it. Bookings completed before
   * trips were recorded carry neither completedAt nor how.
   */
  BookingCompleted: {
    bookingId: string;
    completedAt?: string;
    how?: 'return-accepted' | 'automatic' | 'case-resolved';
  };
  /**
   * The renter cancelled a confirmed booking. refundAmount is the total when cancelled
   * up to 24 h before the start or within the hour after booking (freeCancellation), else 0:
   * the renter accepted no refund.
   */
  BookingCancelled: { bookingId: string; refundAmount: Pesewas; freeCancellation: boolean };
  /** The provider refunded the payment of a cancelled booking under this refund reference. */
  BookingRefunded: { bookingId: string; reference: string; amount: Pesewas };
  /**
   * The refundable deposit went back to the renter in full (a partial refund of the payment,
   * under this refund reference): the car came back with no damage reported.
   */
  BookingDepositRefunded: { bookingId: string; reference: string; amount: Pesewas };
  /**
   * The renter rated the completed trip: the car (rating, comment) and its host (hostRating;
   * absent on reviews written before hosts were rated). Car and renter ids let the car's reviews
   * be projected directly; they are shown once BookingReviewsRevealed says so.
   */
  BookingReviewed: {
    bookingId: string;
    carId: string;
    renterId: string;
    rating: number;
    comment: string;
    hostRating?: number;
  };
  /**
   * The provider took a payment under one of this booking's references that the booking could
   * not accept (it had expired, was already paid, or its dates were taken meanwhile). The money
   * is owed back: a refund job returns it and records BookingRefusedPaymentReturned.
   */
  BookingPaymentRefused: {
    bookingId: string;
    reference: string;
    amount: Pesewas;
    currency: string;
    reason: string;
  };
  /** A refused payment went back to the renter under this refund reference. */
  BookingRefusedPaymentReturned: {
    bookingId: string;
    paymentReference: string;
    refundReference: string;
    amount: Pesewas;
  };
}

export type BookingEvent = TripEvent | DomainEvents<BookingEventData>;

export const BOOKING_EVENT_TYPE_PREFIX = 'Booking';

export const bookingStream = (bookingId: string) => `booking-${bookingId}`;
