import * as v from 'valibot';
import { EXTRA_KINDS } from '../cars/extras';
import { isClockTime } from '../cars/handover-hours';
import { parseCedis } from '../money/money';
import { REGION_IDS } from '../regions';
import { formObject, isBlank, optionalNote, withoutControlCharacters } from '../shared/form-schemas';
import { TRIP_MESSAGES } from '../trips/trip.rules';
import { BOOKING_MESSAGES as M } from './booking.messages';
import { MAX_ID_LENGTH, MAX_RATING, MAX_REVIEW_COMMENT_LENGTH, MIN_RATING } from './booking.rules';
import { MAX_REQUEST_MESSAGE_LENGTH } from './booking-approval';
import { deliveryPointSchema } from './delivery-point';
import { DEFAULT_PROTECTION_PLAN_ID, PROTECTION_PLAN_ID } from './protection-plan-id';
import { isCalendarDate, toCalendarDate } from './stay';

/*
 * The booking form, POST /api/bookings, the review and cancel calls and POST
 * /api/payments/initialize share these schemas (and the OpenAPI document is generated
 * from them). Dates leave as `yyyy-MM-dd` strings. Amounts the client sends stay in cedi
 * strings as sent; the server prices the booking itself and compares (docs/architecture.md,
 * "Prices are computed on the server"). Whether the start date is in the past depends
 * on the clock: CreateBooking decides it. Convert with @valibot/to-json-schema in
 * errorMode 'ignore' (the date checks have no JSON Schema form).
 */

const requiredOrInvalid = (requiredMessage: string) => (issue: { input: unknown }) =>
  isBlank(issue.input) ? requiredMessage : M.dateInvalid;

/** Stop a pipe at its first failing step, so a field shows one message, not two. */
const firstProblemOnly = <Schema extends v.GenericSchema>(schema: Schema) =>
  v.config(schema, { abortPipeEarly: true });

/** A `yyyy-MM-dd` string naming a real day. */
export const calendarDate = (requiredMessage: string) =>
  firstProblemOnly(
    v.pipe(
      v.string(requiredMessage),
      v.trim(),
      v.nonEmpty(requiredMessage),
      v.maxLength(10, M.dateInvalid),
      v.isoDate(M.dateInvalid),
      v.check((date: string) => isCalendarDate(date), M.dateInvalid),
    ),
  );

/** A form's day: a date picker's Date (its local calendar day) or a date input's `yyyy-MM-dd`. Out: `yyyy-MM-dd`. */
const formDate = (requiredMessage: string) =>
  v.union(
    [v.pipe(v.date(M.dateInvalid), v.transform(toCalendarDate)), calendarDate(requiredMessage)],
    requiredOrInvalid(requiredMessage),
  );

const STAY_PATHS = [['startDate'], ['endDate']] as const;
/**
 * Both dates are `yyyy-MM-dd` once parsed, so they compare as strings. A field with its
 * own problem (blank, not a day) already shows that message; valibot still runs this
 * check then, so it stays quiet about it.
 */
const endsAfterStart = ({ startDate, endDate }: { startDate: string; endDate: string }) =>
  !isCalendarDate(startDate) || !isCalendarDate(endDate) || endDate > startDate;

const id = (requiredMessage: string, field: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(MAX_ID_LENGTH),
    withoutControlCharacters(field),
  );

/** A cedi amount as the booking screen computed it: "150", "150.5", "150.50". */
const cediString = firstProblemOnly(
  v.pipe(
    v.string(M.amountInvalid),
    v.trim(),
    v.maxLength(20, M.amountInvalid),
    v.check((amount) => parseCedis(amount) !== null, M.amountInvalid),
  ),
);

/** The extras a renter chooses, by kind, each once; the server prices them from the car. */
const chosenExtras = v.pipe(
  v.array(v.picklist(EXTRA_KINDS, M.extraUnknown), M.extrasInvalid),
  v.check((kinds) => new Set(kinds).size === kinds.length, M.extraChosenTwice),
);

/** A plan's id as requests carry it; whether it is offered is decided on the server (the plans are configuration). */
const planId = v.pipe(
  v.string(M.protectionPlanUnknown),
  v.trim(),
  v.regex(PROTECTION_PLAN_ID, M.protectionPlanUnknown),
);

const clockTime = v.pipe(
  v.string(M.timeInvalid),
  v.check((time: string) => isClockTime(time), M.timeInvalid),
);

/** The renter's note with a request to book; left out when not written. */
const requestMessage = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(MAX_REQUEST_MESSAGE_LENGTH, M.requestMessageTooLong),
    withoutControlCharacters('Message', 'multi-line'),
  ),
);

/**
 * POST /api/bookings (spec section 7). Optional values that are empty or zero are left
 * out by the client; destinationRegionId left out means the car's own region.
 */
export const createBookingRequestSchema = v.pipe(
  formObject({
    carId: id(M.carIdRequired, 'carId'),
    startDate: calendarDate(M.startDateRequired),
    endDate: calendarDate(M.endDateRequired),
    destinationRegionId: v.optional(v.picklist(REGION_IDS, M.regionUnknown)),
    interRegionalSurcharge: v.optional(cediString),
    includeDriver: v.optional(v.boolean(), false),
    driverFee: v.optional(cediString),
    /** The weekly or monthly discount for the whole stay in cedi, as the booking screen showed it; left out when 0. */
    discount: v.optional(cediString),
    /** The extras the renter chose, by kind (`['child-seat']`); none when left out. Priced on the server only. */
    extras: v.optional(chosenExtras, []),
    /**
     * The protection plan's id (GET /api/protection-plans); left out: Minimum, no fee, as for
     * clients older than plans. Priced on the server only; a plan not offered is a 400.
     */
    protectionPlan: v.optional(planId, DEFAULT_PROTECTION_PLAN_ID),
    /** Where the car is delivered: required with a delivery destination, refused without one. */
    deliveryPoint: v.optional(deliveryPointSchema),
    /** The renter's note to the host, sent with a request to book (a car whose host approves each one); unused otherwise. */
    message: requestMessage,
    /** When the renter collects and returns the car (`HH:mm`, on the half hour), within the host's handover hours; left out: the start of them. */
    pickupTime: v.optional(clockTime),
    returnTime: v.optional(clockTime),
  }),
  v.forward(v.partialCheck(STAY_PATHS, endsAfterStart, M.endDateAfterStart), ['endDate']),
  v.forward(
    v.partialCheck(
      [['destinationRegionId'], ['deliveryPoint']],
      (request) => request.destinationRegionId === undefined || request.deliveryPoint !== undefined,
      M.deliveryPointRequired,
    ),
    ['deliveryPoint'],
  ),
  v.forward(
    v.partialCheck(
      [['destinationRegionId'], ['deliveryPoint']],
      (request) => request.deliveryPoint === undefined || request.destinationRegionId !== undefined,
      M.deliveryPointWithoutDelivery,
    ),
    ['deliveryPoint'],
  ),
);

/** The booking form (spec sections 3 and 5). destinationRegion '' or left out: the car's own region. */
export const bookingFormSchema = v.pipe(
  formObject({
    startDate: formDate(M.startDateRequired),
    endDate: formDate(M.endDateRequired),
    destinationRegion: v.optional(v.union([v.literal(''), v.picklist(REGION_IDS)], M.regionUnknown)),
    /** The delivery point's two boxes, checked on sending with typedDeliveryPoint when a destination is chosen. */
    deliveryAddress: v.optional(v.string()),
    deliveryDirections: v.optional(v.string()),
    includeDriver: v.optional(v.boolean()),
    extras: v.optional(chosenExtras),
    protectionPlan: v.optional(planId),
    message: requestMessage,
    pickupTime: v.optional(clockTime),
    returnTime: v.optional(clockTime),
  }),
  v.forward(v.partialCheck(STAY_PATHS, endsAfterStart, M.endDateAfterStart), ['endDate']),
);

const ratingMessage = M.ratingInvalid;

const stars = (message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(MIN_RATING, message),
    v.maxValue(MAX_RATING, message),
  );

const reviewComment = optionalNote('Comment', MAX_REVIEW_COMMENT_LENGTH, M.commentTooLong);

/** POST /api/bookings/{id}/review: the renter rates the car and its host, 1 to 5 stars, and may comment. */
export const reviewSchema = formObject({
  rating: stars(ratingMessage),
  hostRating: stars(TRIP_MESSAGES.hostRatingInvalid),
  comment: reviewComment,
});

/** POST /api/bookings/{id}/renter-review: the host rates the renter. */
export const renterReviewSchema = formObject({ rating: stars(ratingMessage), comment: reviewComment });

/** POST /api/bookings/{id}/cancel: acceptNoRefund confirms a late cancellation without a refund. */
export const cancelBookingSchema = v.object({ acceptNoRefund: v.optional(v.boolean(), false) });

/** POST /api/payments/initialize. */
export const initializePaymentSchema = formObject({ bookingId: id(M.bookingIdRequired, 'bookingId') });

export type CreateBookingRequestInput = v.InferInput<typeof createBookingRequestSchema>;
export type CreateBookingRequest = v.InferOutput<typeof createBookingRequestSchema>;
export type BookingFormInput = v.InferInput<typeof bookingFormSchema>;
export type BookingFormValues = v.InferOutput<typeof bookingFormSchema>;
export type ReviewInput = v.InferInput<typeof reviewSchema>;
export type ReviewData = v.InferOutput<typeof reviewSchema>;
export type RenterReviewInput = v.InferInput<typeof renterReviewSchema>;
export type CancelBookingData = v.InferOutput<typeof cancelBookingSchema>;
export type InitializePaymentData = v.InferOutput<typeof initializePaymentSchema>;
