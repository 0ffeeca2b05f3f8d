import {
  type CarLocation,
  type CreateCarInput,
  createCarSchema,
  type FuelType,
  splitFeatures,
  type Transmission,
  type UpdateCarInput,
  updateCarSchema,
} from '@akwaaba/domain';
import type { PickupPointView } from '@akwaaba/domain/cars/car.views';
import { DEFAULT_CAR_DEPOSIT } from '@akwaaba/domain/cars/deposit';
import { EXTRA_KINDS, type ExtraKind } from '@akwaaba/domain/cars/extras';
import { DEFAULT_HANDOVER_HOURS } from '@akwaaba/domain/cars/handover-hours';
import { type MinRating, renterRequirementsOf } from '@akwaaba/domain/cars/renter-requirements';
import { DEFAULT_RETURN_TERMS, type ReturnTerms, returnTermsOfView } from '@akwaaba/domain/cars/return-terms';
import { DEFAULT_TRIP_RULES, discountsOf, tripRulesOf } from '@akwaaba/domain/cars/trip-rules';
import { toCedisString } from '@akwaaba/domain/money/money';
import { phoneNumberForForm } from '@akwaaba/domain/shared/phone-number';
import { type FieldErrors, get, type Resolver, set } from 'react-hook-form';
import * as v from 'valibot';
import type { ManagedCar } from '#app/api/my-cars.ts';

/** One extra in the form: whether the host offers it, and its rate per day in cedi as typed. */
export interface ExtraOffer {
  offered: boolean;
  dailyRate: string;
}

/** What the Add/Edit Car form holds: the car's fields as typed, features as one comma-separated text. */
export interface CarFormValues {
  make: string;
  model: string;
  year: number;
  location: string;
  pricePerDay: string;
  /** The refundable deposit in cedi as typed; blank means none. */
  deposit: string;
  /**
   * The return terms. Unlimited kilometres sends no allowance; the allowance box (NaN while
   * empty) keeps its number meanwhile, so unticking brings it back.
   */
  unlimitedKm: boolean;
  includedKmPerDay: number;
  /** The fees at the return in cedi as typed; blank means none. */
  extraKmFee: string;
  fuelEighthFee: string;
  lateHourFee: string;
  seats: number;
  transmission: Transmission;
  fuelType: FuelType;
  description: string;
  featuresText: string;
  available: boolean;
  /** Renters book at once (true) or send a request the host accepts or declines (false). */
  instantBook: boolean;
  /** The handover hours, `HH:mm` on the half hour. */
  handoverFrom: string;
  handoverUntil: string;
  images: string[];
  roadworthyDocument: string;
  registrationDocument: string;
  insuranceDocument: string;
  driverAvailable: boolean;
  driverDailyRate: string;
  driverName: string;
  driverPhone: string;
  /** NaN while the box is empty (react-hook-form's valueAsNumber). */
  driverExperienceYears: number;
  /** Each extra the product knows (a child seat), offered or not: a checkbox and a rate, as the driver's. */
  extras: Record<ExtraKind, ExtraOffer>;
  /** What the host asks of renters: completed trips (NaN while empty, meaning none) and a rating ('' for none). */
  minCompletedTrips: number;
  minRating: string;
  /** The trip rules: the shortest and longest trip in days (NaN while empty), notice and window as chosen in their selects. */
  minTripDays: number;
  maxTripDays: number;
  advanceNoticeDays: string;
  bookAheadMonths: string;
  /** The discounts in whole percent; NaN while empty, meaning none. */
  weeklyPercent: number;
  monthlyPercent: number;
  /** The pick-up point as typed; all blank means none (a car may be listed before its host sets one). */
  pickupArea: string;
  digitalAddress: string;
  pickupDirections: string;
  /** The map position in degrees as typed; both blank means none. */
  latitude: string;
  longitude: string;
}

function tripRulesForm(
  car: Pick<ManagedCar, 'tripRules' | 'discounts'> | null,
): Pick<
  CarFormValues,
  'minTripDays' | 'maxTripDays' | 'advanceNoticeDays' | 'bookAheadMonths' | 'weeklyPercent' | 'monthlyPercent'
> {
  const rules = car ? tripRulesOf(car) : DEFAULT_TRIP_RULES;
  const discounts = car ? discountsOf(car) : { weeklyPercent: 0, monthlyPercent: 0 };
  return {
    minTripDays: rules.minTripDays,
    maxTripDays: rules.maxTripDays,
    advanceNoticeDays: String(rules.advanceNoticeDays),
    bookAheadMonths: String(rules.bookAheadMonths),
    weeklyPercent: discounts.weeklyPercent,
    monthlyPercent: discounts.monthlyPercent,
  };
}

export const emptyCarForm = (): CarFormValues => ({
  make: '',
  model: '',
  year: new Date().getFullYear(),
  location: '',
  pricePerDay: '',
  deposit: cedis(toCedisString(DEFAULT_CAR_DEPOSIT)),
  ...returnTermsForm(DEFAULT_RETURN_TERMS),
  seats: 5,
  transmission: 'Automatic',
  fuelType: 'Petrol',
  description: '',
  featuresText: '',
  available: true,
  instantBook: true,
  handoverFrom: DEFAULT_HANDOVER_HOURS.from,
  handoverUntil: DEFAULT_HANDOVER_HOURS.until,
  images: [],
  roadworthyDocument: '',
  registrationDocument: '',
  insuranceDocument: '',
  driverAvailable: false,
  driverDailyRate: '',
  driverName: '',
  driverPhone: '',
  driverExperienceYears: Number.NaN,
  extras: extrasForm([]),
  minCompletedTrips: 0,
  minRating: '',
  ...tripRulesForm(null),
  ...pickupForm(null),
});

const cedis = (amount: string | null) => (amount ? String(Number(amount)) : '');

type ReturnTermsFields = 'unlimitedKm' | 'includedKmPerDay' | 'extraKmFee' | 'fuelEighthFee' | 'lateHourFee';

/** The form's return terms from a car's (in pesewas); an unlimited car's box proposes the usual allowance. */
function returnTermsForm(terms: Readonly<ReturnTerms>): Pick<CarFormValues, ReturnTermsFields> {
  return {
    unlimitedKm: terms.includedKmPerDay === null,
    includedKmPerDay: terms.includedKmPerDay ?? DEFAULT_RETURN_TERMS.includedKmPerDay ?? Number.NaN,
    extraKmFee: cedis(toCedisString(terms.extraKmFee)),
    fuelEighthFee: cedis(toCedisString(terms.fuelEighthFee)),
    lateHourFee: cedis(toCedisString(terms.lateHourFee)),
  };
}

/** The form's extras from what a car offers: every kind, ticked with its rate where offered. */
function extrasForm(offered: ManagedCar['extras']): CarFormValues['extras'] {
  const byKind = (kind: ExtraKind) => offered.find((extra) => extra.kind === kind);
  return Object.fromEntries(
    EXTRA_KINDS.map((kind) => [
      kind,
      { offered: byKind(kind) !== undefined, dailyRate: cedis(byKind(kind)?.dailyRate ?? null) },
    ]),
  ) as CarFormValues['extras'];
}

export const formFromCar = (car: ManagedCar): CarFormValues => ({
  make: car.make,
  model: car.model,
  year: car.year,
  location: car.location,
  pricePerDay: cedis(car.pricePerDay),
  deposit: cedis(car.deposit),
  // A car listed before return terms reads as charging nothing at the return.
  ...returnTermsForm(returnTermsOfView(car)),
  seats: car.seats,
  transmission: car.transmission,
  fuelType: car.fuelType,
  description: car.description ?? '',
  featuresText: car.features.join(', '),
  available: car.available,
  instantBook: car.instantBook ?? true,
  handoverFrom: (car.handoverHours ?? DEFAULT_HANDOVER_HOURS).from,
  handoverUntil: (car.handoverHours ?? DEFAULT_HANDOVER_HOURS).until,
  images: car.images,
  roadworthyDocument: car.roadworthyDocument ?? '',
  registrationDocument: car.registrationDocument ?? '',
  insuranceDocument: car.insuranceDocument ?? '',
  driverAvailable: car.driverAvailable,
  driverDailyRate: cedis(car.driverDailyRate),
  driverName: car.driverName ?? '',
  driverPhone: car.driverPhone ? phoneNumberForForm(car.driverPhone) : '',
  driverExperienceYears: car.driverExperienceYears ?? Number.NaN,
  extras: extrasForm(car.extras),
  ...requirementsForm(car),
  ...tripRulesForm(car),
  ...pickupForm(car.pickupPoint ?? null),
});

type PickupFields = 'pickupArea' | 'digitalAddress' | 'pickupDirections' | 'latitude' | 'longitude';

function pickupForm(point: PickupPointView | null): Pick<CarFormValues, PickupFields> {
  return {
    pickupArea: point?.area ?? '',
    digitalAddress: point?.digitalAddress ?? '',
    pickupDirections: point?.directions ?? '',
    latitude: point?.position ? String(point.position.latitude) : '',
    longitude: point?.position ? String(point.position.longitude) : '',
  };
}

/** A degree as typed; NaN when it is not a number, so the schema names the box. */
const degrees = (typed: string) =>
  typed.trim() === '' ? Number.NaN : Number(typed.trim().replace(',', '.'));

/**
 * The pick-up point for the request: left out while every box is blank (an edit then keeps the
 * car's point as it is), else all of it, so the schema names each missing part.
 */
function pickupBodyFrom(values: CarFormValues): CreateCarInput['pickupPoint'] {
  const { pickupArea, digitalAddress, pickupDirections, latitude, longitude } = values;
  const typed = [pickupArea, digitalAddress, pickupDirections, latitude, longitude];
  if (typed.every((text) => text.trim() === '')) return undefined;
  const noPosition = latitude.trim() === '' && longitude.trim() === '';
  return {
    area: pickupArea,
    digitalAddress,
    directions: pickupDirections,
    position: noPosition ? null : { latitude: degrees(latitude), longitude: degrees(longitude) },
  };
}

function requirementsForm(car: ManagedCar): Pick<CarFormValues, 'minCompletedTrips' | 'minRating'> {
  const { minCompletedTrips, minRating } = renterRequirementsOf(car);
  return { minCompletedTrips, minRating: minRating === null ? '' : String(minRating) };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** An empty amount box (the deposit, a fee at the return) means none. */
const orZero = (typed: string) => (typed.trim() === '' ? '0' : typed.trim());

/** An empty percent box means no discount. */
const percent = (value: number) => (Number.isNaN(value) ? 0 : value);

/**
 * The request body for POST /api/cars or PATCH /api/cars/{id}. An edit sends every field:
 * the server records only the ones that changed, and re-checks only new files.
 */
export function carBodyFrom(values: CarFormValues): CreateCarInput & UpdateCarInput {
  return {
    make: values.make,
    model: values.model,
    year: values.year,
    location: values.location as CarLocation,
    pricePerDay: values.pricePerDay,
    deposit: orZero(values.deposit),
    // An empty allowance box stays NaN, so the schema names the field.
    includedKmPerDay: values.unlimitedKm ? null : values.includedKmPerDay,
    extraKmFee: orZero(values.extraKmFee),
    fuelEighthFee: orZero(values.fuelEighthFee),
    lateHourFee: orZero(values.lateHourFee),
    seats: values.seats,
    transmission: values.transmission,
    fuelType: values.fuelType,
    description: values.description,
    features: splitFeatures(values.featuresText),
    available: values.available,
    instantBook: values.instantBook,
    handoverHours: { from: values.handoverFrom, until: values.handoverUntil },
    images: values.images,
    roadworthyDocument: values.roadworthyDocument,
    registrationDocument: values.registrationDocument,
    insuranceDocument: values.insuranceDocument,
    driverAvailable: values.driverAvailable,
    driverDailyRate: blankToNull(values.driverDailyRate),
    driverName: blankToNull(values.driverName),
    driverPhone: blankToNull(values.driverPhone),
    driverExperienceYears: Number.isNaN(values.driverExperienceYears) ? null : values.driverExperienceYears,
    // The ticked extras, in the product's order; an edit sends them all, so an unticked one is withdrawn.
    extras: EXTRA_KINDS.filter((kind) => values.extras[kind].offered).map((kind) => ({
      kind,
      dailyRate: values.extras[kind].dailyRate.trim(),
    })),
    renterRequirements: {
      minCompletedTrips: Number.isNaN(values.minCompletedTrips) ? 0 : values.minCompletedTrips,
      minRating: values.minRating === '' ? null : (Number(values.minRating) as MinRating),
    },
    // An empty day box stays NaN, so the schema names the field.
    tripRules: {
      minTripDays: values.minTripDays,
      maxTripDays: values.maxTripDays,
      advanceNoticeDays: Number(values.advanceNoticeDays),
      bookAheadMonths: Number(values.bookAheadMonths),
    },
    discounts: {
      weeklyPercent: percent(values.weeklyPercent),
      monthlyPercent: percent(values.monthlyPercent),
    },
    pickupPoint: pickupBodyFrom(values),
  };
}

/**
 * Errors on the request's `features` belong to the form's comma-separated box, and those on
 * the renter requirements, trip rules and discounts to their own boxes (an extra's are placed
 * by formFieldOf).
 */
const FORM_FIELD_OF: Record<string, keyof CarFormValues> = {
  features: 'featuresText',
  'renterRequirements.minCompletedTrips': 'minCompletedTrips',
  'renterRequirements.minRating': 'minRating',
  'tripRules.minTripDays': 'minTripDays',
  'tripRules.maxTripDays': 'maxTripDays',
  'tripRules.advanceNoticeDays': 'advanceNoticeDays',
  'tripRules.bookAheadMonths': 'bookAheadMonths',
  'discounts.weeklyPercent': 'weeklyPercent',
  'discounts.monthlyPercent': 'monthlyPercent',
  pickupPoint: 'pickupArea',
  handoverHours: 'handoverFrom',
  'handoverHours.from': 'handoverFrom',
  'handoverHours.until': 'handoverUntil',
  'pickupPoint.area': 'pickupArea',
  'pickupPoint.digitalAddress': 'digitalAddress',
  'pickupPoint.directions': 'pickupDirections',
  'pickupPoint.position': 'latitude',
  'pickupPoint.position.latitude': 'latitude',
  'pickupPoint.position.longitude': 'longitude',
};

/**
 * The form field a problem at `path` of the request belongs to. The request lists the offered
 * extras by position ("extras.0.dailyRate"); the form holds them by kind
 * ("extras.child-seat.dailyRate").
 */
function formFieldOf(path: string[], body: ReturnType<typeof carBodyFrom>): string {
  const [key = 'root', index, rest] = path;
  const extra = key === 'extras' && index !== undefined ? body.extras?.[Number(index)] : undefined;
  if (extra) return `extras.${extra.kind}.${rest === 'dailyRate' ? 'dailyRate' : 'offered'}`;
  return FORM_FIELD_OF[path.join('.')] ?? FORM_FIELD_OF[key] ?? key;
}

/**
 * Validates the form with the same valibot schema the API uses (POST or PATCH), so every
 * message is the spec's, written once in the domain.
 */
export function carFormResolver(mode: 'create' | 'edit'): Resolver<CarFormValues> {
  const schema = mode === 'create' ? createCarSchema : updateCarSchema;
  return async (values) => {
    const body = carBodyFrom(values);
    const result = v.safeParse(schema, body);
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<CarFormValues> = {};
    for (const issue of result.issues) {
      const field = formFieldOf(
        (issue.path ?? []).map((item) => String(item.key)),
        body,
      );
      if (!get(errors, field)) set(errors, field, { type: 'validation', message: issue.message });
    }
    return { values: {}, errors };
  };
}
