import * as v from 'valibot';
import { MAX_PHONE_LENGTH } from '../accounts/user.constants';
import { parseCedis } from '../money/money';
import { REGION_IDS } from '../regions';
import {
  type ControlCharacterCheck,
  formObject,
  isBlank,
  requiredText,
  type TextLines,
  withoutControlCharacters,
} from '../shared/form-schemas';
import { phoneNumberE164 } from '../shared/phone-number';
import { extraRateInvalidMessage, CAR_MESSAGES as M, yearOutOfRangeMessage } from './car.messages';
import {
  CAR_LOCATIONS,
  FUEL_TYPES,
  MAX_CAR_IMAGES,
  MAX_DRIVER_EXPERIENCE_YEARS,
  MAX_SEATS,
  MIN_CAR_YEAR,
  MIN_SEATS,
  maxCarYear,
  TRANSMISSIONS,
} from './constants';
import { MAX_CAR_DEPOSIT } from './deposit';
import { digitalAddressSchema } from './digital-address.schema';
import { EXTRA_KINDS, type ExtraKind, extraLabel, isExtraKind } from './extras';
import { DEFAULT_HANDOVER_HOURS, isClockTime } from './handover-hours';
import {
  isInGhana,
  MAX_PICKUP_AREA_LENGTH,
  MAX_PICKUP_DIRECTIONS_LENGTH,
  type MapPosition,
} from './pickup-point';
import { MAX_MIN_COMPLETED_TRIPS, MIN_RATING_CHOICES } from './renter-requirements';
import { RETURN_TERMS_LIMITS } from './return-terms';
import {
  DEFAULT_TRIP_RULES,
  MAX_ADVANCE_NOTICE_DAYS,
  MAX_BOOKING_AHEAD_MONTHS,
  MAX_DISCOUNT_PERCENT,
  MAX_TRIP_DAYS,
  NO_DISCOUNTS,
} from './trip-rules';

/*
 * The car form, POST /api/cars and PATCH /api/cars/{id} share these schemas (and the
 * OpenAPI document is generated from them). Amounts stay in cedi as typed or sent
 * ("250", "250.50" or 250.5); the API turns them into pesewas with parseCedis.
 * Trimming and the cross-field checks have no JSON Schema form: convert with
 * @valibot/to-json-schema in errorMode 'ignore'.
 */

const isPositiveCedis = (amount: string | number) => (parseCedis(amount) ?? 0) > 0;

/** A required cedi amount above 0, at most 2 decimals. */
const cediAmount = (requiredMessage: string, invalidMessage: string) => {
  const message = (issue: { input: unknown }) => (isBlank(issue.input) ? requiredMessage : invalidMessage);
  return v.pipe(v.union([v.string(), v.number()], message), v.check(isPositiveCedis, message));
};

/** An optional cedi amount: blank means none; anything else must be above 0. */
const optionalCediAmount = (invalidMessage: string) =>
  v.nullish(
    v.pipe(
      v.union([v.string(), v.number()], invalidMessage),
      v.check((amount) => isBlank(amount) || isPositiveCedis(amount), invalidMessage),
    ),
  );

const wholeNumberBetween = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const yearMessage = () => yearOutOfRangeMessage(maxCarYear());
// The upper bound is checked at parse time, so a long-running server moves on at New Year.
const year = v.pipe(
  v.number(yearMessage),
  v.integer(yearMessage),
  v.minValue(MIN_CAR_YEAR, yearMessage),
  v.check((value: number) => value <= maxCarYear(), yearMessage),
);

const locationMessage = (issue: { input: unknown }) =>
  isBlank(issue.input) ? M.locationRequired : M.locationUnknown;

const document = (requiredMessage: string, controls: ControlCharacterCheck) =>
  v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), controls);

const features = v.pipe(
  v.array(requiredText(M.featureBlank, 50, M.featureTooLong, withoutControlCharacters('A feature'))),
  v.maxLength(30, M.tooManyFeatures),
);

const images = v.pipe(
  v.array(requiredText(M.imageBlank, 2048, undefined, withoutControlCharacters('An image path'))),
  v.maxLength(MAX_CAR_IMAGES, M.tooManyImages),
);

const optionalText = (maxLength: number, tooLongMessage: string, field: string, lines: TextLines) =>
  v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(maxLength, tooLongMessage),
      withoutControlCharacters(field, lines),
    ),
  );

/** The driver's number in E.164 (ADR 0034), however it was written; blank stays blank (no driver number). */
const driverPhone = v.nullish(
  v.pipe(
    v.string(M.driverPhoneInvalid),
    v.trim(),
    v.maxLength(MAX_PHONE_LENGTH, M.driverPhoneInvalid),
    v.check((phone: string) => phone === '' || phoneNumberE164(phone) !== null, M.driverPhoneInvalid),
    v.transform((phone: string) => (phone === '' ? phone : (phoneNumberE164(phone) ?? phone))),
  ),
);

const renterRequirements = v.object({
  minCompletedTrips: wholeNumberBetween(0, MAX_MIN_COMPLETED_TRIPS, M.minCompletedTripsOutOfRange),
  minRating: v.nullable(v.picklist(MIN_RATING_CHOICES, M.minRatingInvalid)),
});

const tripRules = v.pipe(
  v.object({
    minTripDays: wholeNumberBetween(1, MAX_TRIP_DAYS, M.minTripDaysOutOfRange),
    maxTripDays: wholeNumberBetween(1, MAX_TRIP_DAYS, M.maxTripDaysOutOfRange),
    advanceNoticeDays: wholeNumberBetween(0, MAX_ADVANCE_NOTICE_DAYS, M.advanceNoticeOutOfRange),
    bookAheadMonths: wholeNumberBetween(1, MAX_BOOKING_AHEAD_MONTHS, M.bookAheadOutOfRange),
  }),
  v.forward(
    v.partialCheck(
      [['minTripDays'], ['maxTripDays']],
      (rules) => rules.minTripDays <= rules.maxTripDays,
      M.minTripAboveMax,
    ),
    ['minTripDays'],
  ),
);

/** One extra a car offers: a known kind and a rate above 0, named after the extra when it is wrong. */
const extra = v.pipe(
  v.object(
    {
      kind: v.picklist(EXTRA_KINDS, M.extraUnknown),
      dailyRate: v.union([v.string(), v.number()], (issue) => rateMessageFor(issue.input)),
    },
    // A missing rate is named like a wrong one; any other missing part is a malformed list.
    (issue) => {
      const at = issue.path?.at(-1);
      return at?.key === 'dailyRate' ? rateMessageFor(at.input) : M.extrasInvalid;
    },
  ),
  v.forward(
    v.check(
      (offered: { kind: ExtraKind; dailyRate: string | number }) => isPositiveCedis(offered.dailyRate),
      (issue) => rateMessageFor(issue.input),
    ),
    ['dailyRate'],
  ),
);

/** The rate's message names the extra when its kind is known: "Child seat rate must be ...". */
function rateMessageFor(input: unknown) {
  const kind = typeof input === 'object' && input !== null && 'kind' in input ? input.kind : undefined;
  return extraRateInvalidMessage(isExtraKind(kind) ? extraLabel(kind) : 'Extra');
}

/** Each extra at most once. */
const extras = v.pipe(
  v.array(extra, M.extrasInvalid),
  v.check((offered) => new Set(offered.map((one) => one.kind)).size === offered.length, M.extraOfferedTwice),
);

/** The refundable deposit, 0 (none) to ₵10,000, into pesewas here: the command takes it as it comes out. */
const deposit = v.pipe(
  v.union([v.string(), v.number()], M.depositOutOfRange),
  v.transform((amount) => parseCedis(amount)),
  v.number(M.depositOutOfRange),
  v.maxValue(MAX_CAR_DEPOSIT, M.depositOutOfRange),
);

/** A fee of the return terms, 0 (none) up to `max` pesewas, into pesewas here like the deposit. */
const returnFee = (max: number, message: string) =>
  v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform((amount) => parseCedis(amount)),
    v.number(message),
    v.maxValue(max, message),
  );

/** Kilometres included per day: a whole number within the product's limits, or null for unlimited. */
const includedKmPerDay = v.nullable(
  wholeNumberBetween(
    RETURN_TERMS_LIMITS.minIncludedKmPerDay,
    RETURN_TERMS_LIMITS.maxIncludedKmPerDay,
    M.includedKmOutOfRange,
  ),
);

const discounts = v.object({
  weeklyPercent: wholeNumberBetween(0, MAX_DISCOUNT_PERCENT, M.weeklyDiscountOutOfRange),
  monthlyPercent: wholeNumberBetween(0, MAX_DISCOUNT_PERCENT, M.monthlyDiscountOutOfRange),
});

const clockTime = v.pipe(
  v.string(M.handoverTimeInvalid),
  v.check((time: string) => isClockTime(time), M.handoverTimeInvalid),
);

/** When the host hands the car over and takes it back: from a time of day until a later one. */
const handoverHours = v.pipe(
  v.object({ from: clockTime, until: clockTime }, M.handoverTimeInvalid),
  v.forward(
    v.partialCheck(
      [['from'], ['until']], // A time with its own problem already says so.
      (hours) => !isClockTime(hours.from) || !isClockTime(hours.until) || hours.from < hours.until,
      M.handoverHoursOrder,
    ),
    ['until'],
  ),
);

const degrees = v.pipe(v.number(M.pickupPositionInvalid), v.finite(M.pickupPositionInvalid));

/** An optional map position, inside Ghana. */
const mapPosition = v.pipe(
  v.object({ latitude: degrees, longitude: degrees }, M.pickupPositionInvalid),
  v.check((position: MapPosition) => isInGhana(position), M.pickupPositionOutsideGhana),
);

/**
 * Where a renter collects the car (docs/adr/0035): the public area, the digital address and
 * directions by landmark, all three required together; the map position may be left out.
 */
export const pickupPointSchema = v.object(
  {
    area: requiredText(
      M.pickupAreaRequired,
      MAX_PICKUP_AREA_LENGTH,
      M.pickupAreaTooLong,
      withoutControlCharacters('Pick-up area'),
    ),
    digitalAddress: digitalAddressSchema,
    directions: requiredText(
      M.pickupDirectionsRequired,
      MAX_PICKUP_DIRECTIONS_LENGTH,
      M.pickupDirectionsTooLong,
      withoutControlCharacters('Directions'),
    ),
    position: v.optional(v.nullable(mapPosition), null),
  },
  (issue) => {
    // A missing part gets its own message; anything else is not a pick-up point at all.
    const key = issue.path?.at(-1)?.key;
    if (key === 'area') return M.pickupAreaRequired;
    if (key === 'digitalAddress') return M.digitalAddressRequired;
    if (key === 'directions') return M.pickupDirectionsRequired;
    return M.pickupPointInvalid;
  },
);

/** Every field a host fills in, before deciding which ones a request must carry. */
const carFields = {
  make: requiredText(M.makeRequired, 50, M.makeTooLong, withoutControlCharacters('Make')),
  model: requiredText(M.modelRequired, 50, M.modelTooLong, withoutControlCharacters('Model')),
  year,
  location: v.picklist(CAR_LOCATIONS, locationMessage),
  pricePerDay: cediAmount(M.priceRequired, M.priceInvalid),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(2000, M.descriptionTooLong),
    withoutControlCharacters('Description', 'multi-line'),
  ),
  features,
  seats: wholeNumberBetween(MIN_SEATS, MAX_SEATS, M.seatsOutOfRange),
  transmission: v.picklist(TRANSMISSIONS, M.transmissionInvalid),
  fuelType: v.picklist(FUEL_TYPES, M.fuelTypeInvalid),
  available: v.boolean(),
  images,
  roadworthyDocument: document(M.roadworthyRequired, withoutControlCharacters('Roadworthy certificate')),
  registrationDocument: document(M.registrationRequired, withoutControlCharacters('Registration document')),
  insuranceDocument: document(M.insuranceRequired, withoutControlCharacters('Insurance document')),
  driverAvailable: v.boolean(),
  driverDailyRate: optionalCediAmount(M.driverRateInvalid),
  driverName: optionalText(100, M.driverNameTooLong, 'Driver name', 'one-line'),
  driverPhone,
  driverExperienceYears: v.nullish(
    wholeNumberBetween(0, MAX_DRIVER_EXPERIENCE_YEARS, M.driverExperienceOutOfRange),
  ),
  extras,
  renterRequirements,
  tripRules,
  discounts,
  deposit,
  includedKmPerDay,
  extraKmFee: returnFee(RETURN_TERMS_LIMITS.maxExtraKmFee, M.extraKmFeeOutOfRange),
  fuelEighthFee: returnFee(RETURN_TERMS_LIMITS.maxFuelEighthFee, M.fuelEighthFeeOutOfRange),
  lateHourFee: returnFee(RETURN_TERMS_LIMITS.maxLateHourFee, M.lateHourFeeOutOfRange),
  /** Optional: a car may be listed before its host sets one (then My Cars asks for it). */
  pickupPoint: v.optional(pickupPointSchema),
  handoverHours,
  /** Instant booking (true) or the host approves each request (false). */
  instantBook: v.boolean('Instant booking must be on or off'),
};

type DriverFields = {
  driverAvailable?: boolean | undefined;
  driverDailyRate?: string | number | null | undefined;
  driverName?: string | null | undefined;
  driverPhone?: string | null | undefined;
  driverExperienceYears?: number | null | undefined;
};

const offersDriverWithoutDetails = (car: DriverFields) =>
  car.driverAvailable === true &&
  (isBlank(car.driverDailyRate) ||
    isBlank(car.driverName) ||
    isBlank(car.driverPhone) ||
    car.driverExperienceYears === null ||
    car.driverExperienceYears === undefined);

const DRIVER_PATHS = [
  ['driverAvailable'],
  ['driverDailyRate'],
  ['driverName'],
  ['driverPhone'],
  ['driverExperienceYears'],
] as const;

/** The car form and POST /api/cars: all three documents are required to list a car. */
export const createCarSchema = v.pipe(
  formObject({
    ...carFields,
    description: v.optional(carFields.description, ''),
    features: v.optional(features, []),
    images: v.optional(images, []),
    available: v.optional(v.boolean(), true),
    driverAvailable: v.optional(v.boolean(), false),
    extras: v.optional(extras, []),
    // A listing that says nothing asks nothing of renters.
    renterRequirements: v.optional(renterRequirements, { minCompletedTrips: 0, minRating: null }),
    // A listing that sets no rules takes the product's limits, and no discounts.
    tripRules: v.optional(tripRules, DEFAULT_TRIP_RULES),
    discounts: v.optional(discounts, NO_DISCOUNTS),
    // A listing from a client older than deposits asks none; the car form proposes DEFAULT_CAR_DEPOSIT.
    deposit: v.optional(deposit, 0),
    // Likewise it charges nothing at the return; the car form proposes DEFAULT_RETURN_TERMS.
    includedKmPerDay: v.optional(includedKmPerDay, null),
    extraKmFee: v.optional(carFields.extraKmFee, 0),
    fuelEighthFee: v.optional(carFields.fuelEighthFee, 0),
    lateHourFee: v.optional(carFields.lateHourFee, 0),
    instantBook: v.optional(v.boolean('Instant booking must be on or off'), true),
    // A listing from a client older than handover hours takes the usual ones.
    handoverHours: v.optional(handoverHours, DEFAULT_HANDOVER_HOURS),
  }),
  v.forward(
    v.partialCheck(DRIVER_PATHS, (car) => !offersDriverWithoutDetails(car), M.driverDetailsRequired),
    ['driverAvailable'],
  ),
);

/**
 * PATCH /api/cars/{id}: any subset of the fields; a field left out stays as it is.
 * Switching the driver service on needs its details in the same request; the decider
 * checks the rule again on the merged result.
 */
export const updateCarSchema = v.pipe(
  v.partial(formObject(carFields)),
  v.forward(
    v.partialCheck(DRIVER_PATHS, (car) => !offersDriverWithoutDetails(car), M.driverDetailsRequired),
    ['driverAvailable'],
  ),
);

/** POST /api/cars/{id}/region-pricing. */
export const regionPricingSchema = formObject({
  regionId: v.picklist(REGION_IDS, (issue) =>
    isBlank(issue.input) ? M.regionPricingRequired : M.regionUnknown,
  ),
  surchargePerDay: cediAmount(M.regionPricingRequired, M.surchargeInvalid),
});

/** PATCH /api/admin/cars/{id}/approve: notes are optional. */
export const approveCarSchema = formObject({
  notes: optionalText(1000, M.notesTooLong, 'Notes', 'multi-line'),
});

/** PATCH /api/admin/cars/{id}/reject: the host must be told why. */
export const rejectCarSchema = formObject({
  notes: requiredText(
    M.rejectNotesRequired,
    1000,
    M.notesTooLong,
    withoutControlCharacters('Notes', 'multi-line'),
  ),
});

/** The form's comma-separated features: "AC, Bluetooth, ,GPS" → ["AC", "Bluetooth", "GPS"]. */
export const splitFeatures = (input: string): string[] =>
  input
    .split(',')
    .map((feature) => feature.trim())
    .filter((feature) => feature !== '');

export type CreateCarInput = v.InferInput<typeof createCarSchema>;
export type CreateCarData = v.InferOutput<typeof createCarSchema>;
export type UpdateCarInput = v.InferInput<typeof updateCarSchema>;
export type UpdateCarData = v.InferOutput<typeof updateCarSchema>;
export type RegionPricingInput = v.InferInput<typeof regionPricingSchema>;
export type RegionPricingData = v.InferOutput<typeof regionPricingSchema>;
export type ApproveCarData = v.InferOutput<typeof approveCarSchema>;
export type RejectCarData = v.InferOutput<typeof rejectCarSchema>;
