import { isBlank } from '../shared/form-schemas';
import type { CarDetails } from './car.events';
import { CAR_MESSAGES, extraRateInvalidMessage } from './car.messages';
import { MAX_CAR_IMAGES } from './constants';
import { depositOfCar, MAX_CAR_DEPOSIT } from './deposit';
import { type CarExtra, extraLabel, extrasOf, isExtraKind } from './extras';
import { type HandoverHours, handoverHoursOf } from './handover-hours';
import { instantBookOf } from './instant-book';
import {
  isDigitalAddress,
  isInGhana,
  MAX_PICKUP_DIRECTIONS_LENGTH,
  type PickupPoint,
  pickupPointOf,
  samePickupPoint,
} from './pickup-point';
import { type RenterRequirements, renterRequirementsOf } from './renter-requirements';
import { RETURN_TERMS_LIMITS, type ReturnTerms, returnTermsOf } from './return-terms';
import { type Discounts, discountsOf, type TripRules, tripRulesOf } from './trip-rules';

/** Each field of CarDetails by the name a listing's history shows it under. */
export const CAR_DETAIL_LABELS: Record<keyof CarDetails, string> = {
  make: 'make',
  model: 'model',
  year: 'year',
  location: 'location',
  pricePerDay: 'price per day',
  description: 'description',
  features: 'features',
  seats: 'seats',
  transmission: 'transmission',
  fuelType: 'fuel type',
  images: 'photos',
  roadworthyDocument: 'roadworthy certificate',
  registrationDocument: 'registration document',
  insuranceDocument: 'insurance document',
  driverAvailable: 'driver service',
  driverDailyRate: 'driver rate',
  driverName: 'driver name',
  driverPhone: 'driver phone',
  driverExperienceYears: 'driver experience',
  extras: 'extras',
  renterRequirements: 'renter requirements',
  tripRules: 'trip rules',
  discounts: 'discounts',
  deposit: 'deposit',
  includedKmPerDay: 'kilometres included',
  extraKmFee: 'extra kilometre fee',
  fuelEighthFee: 'fuel fee',
  lateHourFee: 'late return fee',
  pickupPoint: 'pick-up point',
  instantBook: 'instant booking',
  handoverHours: 'handover hours',
};

/** Every field of CarDetails; the record above makes the compiler catch a field added later. */
export const CAR_DETAIL_FIELDS = Object.keys(CAR_DETAIL_LABELS) as (keyof CarDetails)[];

/**
 * The facts an admin verifies against the car's papers: changing one of them sends an
 * approved car back to pending. Images follow their own rule (see editNeedsVerification).
 * Everything else is the host's offer (price, description, features, location, seats,
 * transmission, fuel type, driver service) and keeps the verdict. docs/adr/0003.
 */
export const VERIFIED_FIELDS = [
  'make',
  'model',
  'year',
  'roadworthyDocument',
  'registrationDocument',
  'insuranceDocument',
] as const satisfies readonly (keyof CarDetails)[];

type DetailValue = CarDetails[keyof CarDetails];

const sameValue = (a: DetailValue, b: DetailValue): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, index) => item === b[index])
    : a === b;

/** Renter requirements, trip rules and discounts compare by value; a car without them has the defaults. */
const sameRecord = <T extends object>(a: T, b: T) =>
  Object.entries(a).every(([key, value]) => Reflect.get(b, key) === value);

/** Extras compare by kind and rate, in order; a car without them offers none. */
const sameExtras = (a: readonly CarExtra[], b: readonly CarExtra[]) =>
  a.length === b.length && a.every((extra, index) => sameRecord(extra, b[index] ?? {}));

/** The requested fields whose value differs from the current one. Undefined means "not sent". */
export function changedDetails(current: CarDetails, requested: Partial<CarDetails>): Partial<CarDetails> {
  const changes: Partial<Record<keyof CarDetails, DetailValue>> = {};
  for (const field of CAR_DETAIL_FIELDS) {
    const value = requested[field];
    if (value === undefined) continue;
    const same =
      field === 'renterRequirements'
        ? sameRecord(renterRequirementsOf(current), value as RenterRequirements)
        : field === 'tripRules'
          ? sameRecord(tripRulesOf(current), value as TripRules)
          : field === 'discounts'
            ? sameRecord(discountsOf(current), value as Discounts)
            : field === 'extras'
              ? sameExtras(extrasOf(current), value as CarExtra[])
              : field === 'pickupPoint'
                ? samePickupPoint(pickupPointOf(current), value as PickupPoint)
                : field === 'instantBook'
                  ? instantBookOf(current) === value
                  : field === 'handoverHours'
                    ? sameRecord(handoverHoursOf(current), value as HandoverHours)
                    : sameValue(current[field], value);
    if (!same) changes[field] = value;
  }
  return changes as Partial<CarDetails>;
}

/**
 * Whether these changes need a new verification of an approved car. A photo the admin
 * has not seen yet could show a different car, so adding one counts; removing or
 * reordering photos does not.
 */
export function editNeedsVerification(current: CarDetails, changes: Partial<CarDetails>): boolean {
  if (VERIFIED_FIELDS.some((field) => changes[field] !== undefined)) return true;
  return (changes.images ?? []).some((image) => !current.images.includes(image));
}

const isPositivePesewas = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

/**
 * The invariants a listed car always keeps, whichever way the details arrive: a whole
 * new listing, or a partial edit merged into the current details (which no request
 * schema can see). Field formats (year range, seats, locations) are the schemas' job.
 * Returns field → message; empty when the details are acceptable.
 */
export function carDetailsProblems(details: CarDetails): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isPositivePesewas(details.pricePerDay)) problems.pricePerDay = CAR_MESSAGES.priceInvalid;
  if (details.images.length > MAX_CAR_IMAGES) problems.images = CAR_MESSAGES.tooManyImages;
  else if (new Set(details.images).size !== details.images.length)
    problems.images = CAR_MESSAGES.duplicateImage;
  if (isBlank(details.roadworthyDocument)) problems.roadworthyDocument = CAR_MESSAGES.roadworthyRequired;
  if (isBlank(details.registrationDocument))
    problems.registrationDocument = CAR_MESSAGES.registrationRequired;
  if (isBlank(details.insuranceDocument)) problems.insuranceDocument = CAR_MESSAGES.insuranceRequired;
  if (details.driverAvailable) {
    const { driverDailyRate, driverName, driverPhone, driverExperienceYears } = details;
    if (
      driverDailyRate === null ||
      isBlank(driverName) ||
      isBlank(driverPhone) ||
      driverExperienceYears === null
    )
      problems.driverAvailable = CAR_MESSAGES.driverDetailsRequired;
    else if (!isPositivePesewas(driverDailyRate)) problems.driverDailyRate = CAR_MESSAGES.driverRateInvalid;
  }
  const extras = extrasOf(details);
  const badExtra = extras.find((extra) => !isExtraKind(extra.kind) || !isPositivePesewas(extra.dailyRate));
  if (badExtra)
    problems.extras = isExtraKind(badExtra.kind)
      ? extraRateInvalidMessage(extraLabel(badExtra.kind))
      : CAR_MESSAGES.extraUnknown;
  else if (new Set(extras.map((extra) => extra.kind)).size !== extras.length)
    problems.extras = CAR_MESSAGES.extraOfferedTwice;
  const deposit = depositOfCar(details);
  if (!Number.isSafeInteger(deposit) || deposit < 0 || deposit > MAX_CAR_DEPOSIT)
    problems.deposit = CAR_MESSAGES.depositOutOfRange;
  Object.assign(problems, returnTermsProblems(returnTermsOf(details)));
  const pickupProblem = pickupPointProblem(pickupPointOf(details));
  if (pickupProblem) problems.pickupPoint = pickupProblem;
  return problems;
}

/** What is wrong with the return terms however they arrived, field by field. */
function returnTermsProblems(terms: ReturnTerms): Record<string, string> {
  const { minIncludedKmPerDay, maxIncludedKmPerDay, maxExtraKmFee, maxFuelEighthFee, maxLateHourFee } =
    RETURN_TERMS_LIMITS;
  const within = (amount: number, max: number) =>
    Number.isSafeInteger(amount) && amount >= 0 && amount <= max;
  const problems: Record<string, string> = {};
  const km = terms.includedKmPerDay;
  if (km !== null && (!Number.isSafeInteger(km) || km < minIncludedKmPerDay || km > maxIncludedKmPerDay))
    problems.includedKmPerDay = CAR_MESSAGES.includedKmOutOfRange;
  if (!within(terms.extraKmFee, maxExtraKmFee)) problems.extraKmFee = CAR_MESSAGES.extraKmFeeOutOfRange;
  if (!within(terms.fuelEighthFee, maxFuelEighthFee))
    problems.fuelEighthFee = CAR_MESSAGES.fuelEighthFeeOutOfRange;
  if (!within(terms.lateHourFee, maxLateHourFee)) problems.lateHourFee = CAR_MESSAGES.lateHourFeeOutOfRange;
  return problems;
}

/** What is wrong with a pick-up point however it arrived (the schema normalized the address); null when nothing. */
function pickupPointProblem(point: PickupPoint | null): string | null {
  if (point === null) return null;
  if (isBlank(point.area)) return CAR_MESSAGES.pickupAreaRequired;
  if (!isDigitalAddress(point.digitalAddress)) return CAR_MESSAGES.digitalAddressInvalid;
  if (isBlank(point.directions)) return CAR_MESSAGES.pickupDirectionsRequired;
  if (point.directions.length > MAX_PICKUP_DIRECTIONS_LENGTH) return CAR_MESSAGES.pickupDirectionsTooLong;
  if (point.position && !isInGhana(point.position)) return CAR_MESSAGES.pickupPositionOutsideGhana;
  return null;
}
