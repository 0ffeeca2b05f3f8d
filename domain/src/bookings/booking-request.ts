import type { CarState, ListedCar } from '../cars/car.decider';
import type { CarDetails } from '../cars/car.events';
import { depositOfCar } from '../cars/deposit';
import { type CarExtra, type ExtraKind, extraLabel, extrasOf } from '../cars/extras';
import {
  type ClockTime,
  type HandoverHours,
  handoverHoursOf,
  hoursText,
  withinHours,
} from '../cars/handover-hours';
import { instantBookOf } from '../cars/instant-book';
import { type RenterRequirements, renterRequirementsOf } from '../cars/renter-requirements';
import { type ReturnTerms, returnTermsOf } from '../cars/return-terms';
import { discountsOf, tripRulesOf } from '../cars/trip-rules';
import { type Pesewas, parseCedis, toCedisString } from '../money/money';
import { type BookingQuote, quoteBooking } from '../pricing/quote';
import { findRegion, type RegionId } from '../regions';
import { conflict, DomainError, forbidden, notFound, validationError } from '../shared/errors';
import { BOOKING_MESSAGES as M } from './booking.messages';
import { requireBookableStay } from './booking.rules';
import type { DeliveryPoint } from './delivery-point';
import { DEFAULT_PROTECTION_PLAN_ID } from './protection-plan-id';
import { findProtectionPlan, type ProtectionPlan } from './protection-plans';
import type { CalendarDate } from './stay';

/** POST /api/bookings after schema validation: what the renter asked for and what their screen showed. */
export interface BookingRequest {
  carId: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** Left out: the car's own region (no surcharge). */
  destinationRegionId?: RegionId | undefined;
  /** The surcharge for the whole stay in cedi, as the booking screen showed it; left out when 0. */
  interRegionalSurcharge?: string | undefined;
  includeDriver: boolean;
  /** The driver's fee for the whole stay in cedi, as the booking screen showed it; left out when 0. */
  driverFee?: string | undefined;
  /** The discount for the whole stay in cedi, as the booking screen showed it; left out when 0. */
  discount?: string | undefined;
  /** The extras the renter chose, by kind; priced from the car, never from the client. */
  extras?: readonly ExtraKind[] | undefined;
  /** The protection plan's id; left out: the default plan (Minimum, no fee). */
  protectionPlan?: string | undefined;
  /** Where the car is delivered; with a delivery destination only. */
  deliveryPoint?: DeliveryPoint | undefined;
  /** The renter's note to the host with a request to book; unused for a car that books instantly. */
  message?: string | undefined;
  /** When the renter collects and returns the car (`HH:mm`); the pick-up left out: the start of the host’s handover hours; the return left out: the pick-up time. */
  pickupTime?: ClockTime | undefined;
  returnTime?: ClockTime | undefined;
}

/** What the server charges for a request, decided from the car's stream state. */
export interface PricedBooking {
  ownerId: string;
  destinationRegionId: RegionId | null;
  /** Where the car is delivered: with a delivery destination only. */
  deliveryPoint?: DeliveryPoint;
  includeDriver: boolean;
  quote: BookingQuote;
  /** The plan the renter chose, its terms as offered now: the booking keeps them. */
  protectionPlan: ProtectionPlan;
  /** What the host asks of renters; see requireRenterMeetsRequirements. */
  renterRequirements: RenterRequirements;
  /** False: the booking is a request the host answers before the renter pays. */
  instantBook: boolean;
  /** The pick-up and return times, within the car's handover hours. */
  pickupTime: ClockTime;
  returnTime: ClockTime;
  /** What the return may cost, as the car offers it now: the booking keeps it. */
  returnTerms: ReturnTerms;
}

/** A renter's record as the trips read model gives it (their reputation as a renter). */
export interface RenterRecord {
  tripCount: number;
  /** Average of hosts' ratings in revealed reviews, one decimal; null without any. */
  averageRating: number | null;
}

const tripsText = (count: number) => `${count} completed ${count === 1 ? 'trip' : 'trips'}`;

/**
 * A host may ask for a number of completed trips and a minimum rating (issue 18). The rating
 * applies only where reviews exist: a renter nobody has rated yet is not refused by it.
 * Refuses (403) naming the rule the renter misses.
 */
export function requireRenterMeetsRequirements(requirements: RenterRequirements, renter: RenterRecord) {
  const { minCompletedTrips, minRating } = requirements;
  if (renter.tripCount < minCompletedTrips)
    throw forbidden(
      `This host asks for renters with at least ${tripsText(minCompletedTrips)}. You have ${renter.tripCount}.`,
    );
  if (minRating !== null && renter.averageRating !== null && renter.averageRating < minRating)
    throw forbidden(
      `This host asks for renters rated at least ${minRating.toFixed(1)}. Your rating is ${renter.averageRating.toFixed(1)}.`,
    );
}

/** "₵150.50": amounts in refusals keep their pesewas so the renter sees exactly what differs. */
const cedis = (amount: Pesewas) => `₵${toCedisString(amount).replace(/\.00$/, '')}`;

/** The car as the booking screen may book it: listed, approved, open for booking, someone else's. */
function requireBookableCar(car: CarState, renterId: string): ListedCar {
  if (car.status !== 'listed') throw notFound(M.carNotFound);
  if (car.ownerId === renterId) throw forbidden(M.bookOwnCar);
  if (car.verificationStatus !== 'approved') throw conflict(M.carNotApproved);
  if (!car.available) throw conflict(M.carUnavailable);
  return car;
}

/**
 * The client's figure must equal the server's, to the pesewa. A figure left out means 0
 * (spec section 5: zero optional values are left out of the request).
 */
function requireSameFigure(
  field: 'interRegionalSurcharge' | 'driverFee' | 'discount',
  sent: string | undefined,
  charged: Pesewas,
  message: (charged: string) => string,
) {
  const sentAmount = sent === undefined ? 0 : parseCedis(sent);
  if (sentAmount === charged) return;
  const text = message(cedis(charged));
  throw new DomainError('conflict', text, { [field]: text });
}

/** The extras the renter chose, at the car's rates; an extra the car does not offer is refused (400). */
function chosenExtras(details: CarDetails, kinds: readonly ExtraKind[]): CarExtra[] {
  const offered = extrasOf(details);
  return kinds.map((kind) => {
    const extra = offered.find((one) => one.kind === kind);
    if (extra === undefined) {
      const text = M.extraNotOffered(extraLabel(kind));
      throw validationError(text, { extras: text });
    }
    return extra;
  });
}

/**
 * The pick-up and return times the renter chose, each within the car's handover hours (400,
 * naming the hours). Left out, the pick-up is at the start of those hours and the return at the
 * pick-up time. The return is on a later day than the pick-up, so it always comes after it.
 */
function chosenTimes(hours: HandoverHours, request: BookingRequest) {
  const pickupTime = request.pickupTime ?? hours.from;
  // Whole days unless the renter says otherwise: the car comes back at the time it left.
  const returnTime = request.returnTime ?? pickupTime;
  if (!withinHours(pickupTime, hours)) {
    const text = M.pickupTimeOutsideHours(hoursText(hours));
    throw validationError(text, { pickupTime: text });
  }
  if (!withinHours(returnTime, hours)) {
    const text = M.returnTimeOutsideHours(hoursText(hours));
    throw validationError(text, { returnTime: text });
  }
  return { pickupTime, returnTime };
}

/** The plan the renter chose among those offered; one not offered is refused (400). */
function chosenPlan(plans: readonly ProtectionPlan[], id: string | undefined): ProtectionPlan {
  const plan = findProtectionPlan(plans, id ?? DEFAULT_PROTECTION_PLAN_ID);
  if (plan === undefined)
    throw validationError(M.protectionPlanUnknown, { protectionPlan: M.protectionPlanUnknown });
  return plan;
}

/**
 * Prices a booking request on the car's current state (folded from its stream, never a read
 * model) and checks it against what the renter's screen showed. Refuses, appending nothing:
 * a missing car (404), the renter's own car (403), a car not approved or not open for booking
 * (409), dates in the past, an end not after the start or dates the car's trip rules do not
 * allow, naming the rule (400), a region the car is not
 * delivered to, a driver or an extra the car does not offer, a protection plan not among `plans`
 * (400), and a surcharge, driver fee or discount
 * that differs from the server's (409, with the current figure). The stay's own availability is
 * decided afterwards, on the car's calendar stream.
 */
export function priceBookingRequest(
  car: CarState,
  request: BookingRequest,
  renterId: string,
  now: Date,
  plans: readonly ProtectionPlan[],
): PricedBooking {
  const listed = requireBookableCar(car, renterId);
  const { details, regionSurcharges } = listed;
  requireBookableStay(request, now, tripRulesOf(details));

  const destinationRegionId = request.destinationRegionId ?? null;
  let surchargePerDay: Pesewas = 0;
  if (destinationRegionId !== null) {
    const surcharge = regionSurcharges[destinationRegionId];
    const name = findRegion(destinationRegionId)?.name ?? destinationRegionId;
    if (surcharge === undefined) {
      const text = M.regionNotDelivered(name);
      throw validationError(text, { destinationRegionId: text });
    }
    surchargePerDay = surcharge;
  }
  if (request.includeDriver && !(details.driverAvailable && details.driverDailyRate !== null))
    throw validationError(M.driverNotOffered, { includeDriver: M.driverNotOffered });
  const extras = chosenExtras(details, request.extras ?? []);
  const { pickupTime, returnTime } = chosenTimes(handoverHoursOf(details), request);
  const protectionPlan = chosenPlan(plans, request.protectionPlan);

  const quote = quoteBooking({
    pricePerDay: details.pricePerDay,
    surchargePerDay,
    driverDailyRate: details.driverDailyRate,
    includeDriver: request.includeDriver,
    driverAvailable: details.driverAvailable,
    discounts: discountsOf(details),
    startDate: request.startDate,
    endDate: request.endDate,
    extras,
    protection: protectionPlan,
    deposit: depositOfCar(details),
  });
  // Extras have no figure on the client's request to compare: they are priced here only.
  requireSameFigure(
    'interRegionalSurcharge',
    request.interRegionalSurcharge,
    quote.surchargeAmount,
    M.surchargeChanged,
  );
  requireSameFigure('driverFee', request.driverFee, quote.driverAmount, M.driverFeeChanged);
  requireSameFigure('discount', request.discount, quote.discountAmount, M.discountChanged);
  return {
    ownerId: listed.ownerId,
    destinationRegionId,
    ...(destinationRegionId !== null && request.deliveryPoint
      ? { deliveryPoint: request.deliveryPoint }
      : {}),
    includeDriver: request.includeDriver,
    quote,
    protectionPlan,
    renterRequirements: renterRequirementsOf(details),
    instantBook: instantBookOf(details),
    pickupTime,
    returnTime,
    returnTerms: returnTermsOf(details),
  };
}
