import * as v from 'valibot';
import { DRIVER_VERIFICATION_STATUSES } from '../accounts/driver-verification';
import { pickupPointView } from '../cars/car.views';
import { LINE_KIND_NAMES } from '../pricing/quote-lines';
import { reputationView, tripView } from '../trips/trip.views';
import type { BookingStatus, PaymentStatus } from './booking.events';
import { protectionPlanView } from './protection-plans';

const BOOKING_STATUSES = [
  'requested',
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'expired',
  'declined',
] as const satisfies readonly BookingStatus[];
const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const satisfies readonly PaymentStatus[];

/** One line of a booking's money (docs/adr/0022), amounts in cedi strings; a discount's amount is positive (its kind is a credit). */
export const quoteLineView = v.object({
  kind: v.picklist(LINE_KIND_NAMES),
  label: v.string(),
  quantity: v.number(),
  unitAmount: v.string(),
  amount: v.string(),
});

/**
 * Where a booking's refundable deposit stands: 'none' (it asks none), 'unpaid' (the booking is
 * not paid: nothing is held), 'held' (paid, the trip
 * not back yet), 'refunding' (back with no damage reported: on its way to the renter),
 * 'refunded', or 'held-for-damage' (damage was reported: it stays held until the claim is settled),
 * or 'held-for-charges' (the record's charges take all of it).
 */
export const DEPOSIT_STATUSES = [
  'none',
  'unpaid',
  'held',
  'refunding',
  'refunded',
  'held-for-damage',
  'held-for-charges',
] as const;

/** The kinds of a trip's charges: from the record, and (to come) the host's requests and claims. */
export const CHARGE_KINDS = ['extra-km', 'fuel', 'late', 'reimbursement', 'damage'] as const;

/**
 * Where a charge stands: 'due' (computed from the record, paid from the deposit first; what
 * the deposit does not cover is the renter's balance).
 */
export const CHARGE_STATUSES = ['due'] as const;

/**
 * The trip's settlement, once the return is recorded (issue 30): each charge with how it was
 * computed, what of the deposit goes back, and what the charges come to beyond it.
 */
export const settlementView = v.object({
  charges: v.array(
    v.object({
      kind: v.picklist(CHARGE_KINDS),
      /** "Fuel" */
      label: v.string(),
      amount: v.string(),
      status: v.picklist(CHARGE_STATUSES),
      /** "3/8 of a tank missing × ₵100 an eighth" */
      explanation: v.string(),
    }),
  ),
  /** What of the deposit goes back to the renter, in cedi. */
  depositRefund: v.string(),
  /** What the charges come to beyond the deposit, in cedi ("0.00" when the deposit covers them). */
  balanceDue: v.string(),
});
export type SettlementView = v.InferOutput<typeof settlementView>;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * A booking as the API answers it and My Bookings and the host's bookings show it (spec
 * section 3, plus its price lines). Money in cedi strings ("1417.50"). One schema for the
 * API and the web client.
 */
export const bookingView = v.object({
  id: v.string(),
  carId: v.string(),
  car: v.object({
    year: v.number(),
    make: v.string(),
    model: v.string(),
    location: v.string(),
    imageUrl: v.nullable(v.string()),
  }),
  startDate: v.string(),
  endDate: v.string(),
  days: v.number(),
  destinationRegionId: v.nullable(v.string()),
  destinationRegionName: v.nullable(v.string()),
  /** Where the car is delivered in that region (the renter's address: only the two parties read it); null without a delivery. */
  deliveryPoint: v.nullable(v.object({ digitalAddress: v.string(), directions: v.string() })),
  includeDriver: v.boolean(),
  basePrice: v.string(),
  /** The weekly or monthly discount taken off the base price ("0.00" for none), and its percent. */
  discount: v.string(),
  discountPercent: v.number(),
  interRegionalSurcharge: v.string(),
  driverFee: v.string(),
  serviceFee: v.string(),
  totalPrice: v.string(),
  /** Every amount of the booking, in order: the rental, discount, delivery, driver, extras, service fee, protection, deposit. Their signed sum is totalPrice. */
  lines: v.array(quoteLineView),
  /** The plan's terms as the booking was sold with them (Minimum for bookings made before plans). */
  protectionPlan: protectionPlanView,
  /** The refundable deposit ("0.00" for none) and where it stands. */
  deposit: v.object({ amount: v.string(), status: v.picklist(DEPOSIT_STATUSES) }),
  /** Null until the return is recorded. The API always sends it; optional so older clients' copies still read. */
  settlement: v.optional(v.nullable(settlementView)),
  status: v.picklist(BOOKING_STATUSES),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  /**
   * When the renter collects the car on the start date and brings it back on the end date
   * (`HH:mm`, Ghana time); null for bookings made before times were asked. The API always sends
   * them; optional so older clients' copies still read.
   */
  pickupTime: v.optional(v.nullable(v.string())),
  returnTime: v.optional(v.nullable(v.string())),
  /** Until when an unpaid booking holds its dates: for a request ('requested'), until when the host may answer. */
  holdExpiresAt: v.string(),
  /**
   * A request to book (the car's host approves each one): the renter's note and when the host
   * accepted (null before). Null for instant bookings. The API always sends it; optional so
   * older clients' copies still read.
   */
  request: v.optional(v.nullable(v.object({ message: v.string(), acceptedAt: v.nullable(v.string()) }))),
  /** The last moment a cancellation is refunded in full (docs/adr/0004): freeCancellationWindow's `until`. */
  freeCancellationUntil: v.string(),
  /** That moment ends the hour after booking (booked less than a day ahead), not 24 h before the start. */
  freeCancellationGrace: v.boolean(),
  /** The renter may cancel now (confirmed, not started). */
  canCancel: v.boolean(),
  /** A cancellation now would be refunded in full. */
  cancellationIsFree: v.boolean(),
  /** What a cancellation promised back, once cancelled. */
  refundAmount: v.nullable(v.string()),
  /** The renter may leave a review now (completed, not reviewed). */
  canReview: v.boolean(),
  reviewed: v.boolean(),
  createdAt: v.string(),
  /** The trip, once the booking is paid (null before, and for cancelled or expired bookings). */
  trip: v.nullable(tripView),
});

/**
 * The other party of a booking as one party sees them: the host for its renter, the renter for
 * its host. `phoneNumber` only from payment until a week after the trip (see
 * partiesSeeEachOthersPhone), null otherwise and when they gave none.
 */
export const otherPartyView = v.object({
  role: v.picklist(['host', 'renter']),
  /** Their name, so each side knows who the other is ("Your host: Kwame Mensah"). */
  firstName: v.string(),
  lastName: v.string(),
  phoneNumber: v.nullable(v.string()),
  /** Their number is one they proved with an SMS code (docs/adr/0041): shown as a badge, number or not. */
  phoneVerified: v.boolean(),
});

/** One booking as its renter or host opens it (GET /api/bookings/{id}, and each command's answer on it). */
export const bookingDetailView = v.object({
  ...bookingView.entries,
  otherParty: otherPartyView,
  /**
   * Where the renter collects the car, in full, from payment until a week after the trip (see
   * partiesSeePickupPoint); null otherwise, and while the car has no pick-up point.
   */
  pickup: v.nullable(v.object({ ...pickupPointView.entries, time: v.nullable(v.string()) })),
});

/** A booking of one of the host's cars, with who rents it and what the host earns from it. */
export const hostBookingView = v.object({
  ...bookingView.entries,
  renter: v.object({
    firstName: v.string(),
    lastName: v.string(),
    reputation: reputationView,
    /** Where the renter's licence and ID stand with the admins: what a host weighs a request by. */
    driverVerification: v.optional(v.picklist(DRIVER_VERIFICATION_STATUSES)),
  }),
  /**
   * The host's earnings from it in cedi ("1402.50"), as Earnings counts them once paid (the
   * commission and any refund taken); while it holds its dates unpaid, what they will be once
   * paid; null when it earns nothing (cancelled before payment).
   */
  youEarn: v.nullable(v.string()),
});

/** A car's taken [startDate, endDate) ranges, end date exclusive. */
export const availabilityView = v.object({
  carId: v.string(),
  taken: v.array(v.object({ startDate: v.string(), endDate: v.string() })),
});

export type QuoteLineView = v.InferOutput<typeof quoteLineView>;
export type BookingView = v.InferOutput<typeof bookingView>;
export type OtherPartyView = v.InferOutput<typeof otherPartyView>;
export type BookingDetailView = v.InferOutput<typeof bookingDetailView>;
export type HostBookingView = v.InferOutput<typeof hostBookingView>;
export type AvailabilityView = v.InferOutput<typeof availabilityView>;
