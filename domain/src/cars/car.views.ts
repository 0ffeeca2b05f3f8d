import * as v from 'valibot';
import { reputationView } from '../trips/trip.views';
import { FUEL_TYPES, TRANSMISSIONS, VERIFICATION_STATUSES } from './constants';
import { EXTRA_KINDS } from './extras';

/*
 * The answers of the car operations, as the API sends them and the web client reads them.
 * Money is a decimal string in cedi ("250.00"); dates are ISO strings.
 */

/**
 * A car's pick-up point in full (docs/adr/0035): the area anyone sees, the GhanaPost GPS
 * digital address ("GA-183-8164"), directions by landmark and the map position, if any. Only
 * the car's owner, admins and the parties of a paid booking read it.
 */
export const pickupPointView = v.object({
  area: v.string(),
  digitalAddress: v.string(),
  directions: v.string(),
  position: v.nullable(v.object({ latitude: v.number(), longitude: v.number() })),
});

/**
 * A car as anyone may see it (spec section 3). Papers, the admin's notes and the driver's phone
 * are left out: phone numbers are never in an answer anyone may read (issue 31; a signed-in
 * renter reads them from GET /api/cars/{id}/contact).
 * `thumbnailUrl` is the card picture (null until the worker made it); `gallery` is each
 * photo's large copy, or the photo itself until then.
 */
export const publicCarView = v.object({
  id: v.string(),
  ownerId: v.string(),
  make: v.string(),
  model: v.string(),
  year: v.number(),
  location: v.string(),
  pricePerDay: v.string(),
  description: v.string(),
  features: v.array(v.string()),
  seats: v.number(),
  transmission: v.picklist(TRANSMISSIONS),
  fuelType: v.picklist(FUEL_TYPES),
  available: v.boolean(),
  verificationStatus: v.picklist(VERIFICATION_STATUSES),
  images: v.array(v.string()),
  thumbnailUrl: v.nullable(v.string()),
  gallery: v.array(v.string()),
  driverAvailable: v.boolean(),
  driverDailyRate: v.nullable(v.string()),
  driverName: v.nullable(v.string()),
  driverExperienceYears: v.nullable(v.number()),
  /** The extras the host offers, each at most once, with its price per day in cedi ("20.00"). */
  extras: v.array(v.object({ kind: v.picklist(EXTRA_KINDS), dailyRate: v.string() })),
  /** What the host asks of renters. The API always sends it; optional so older clients' copies still read. */
  renterRequirements: v.optional(
    v.object({ minCompletedTrips: v.number(), minRating: v.nullable(v.number()) }),
  ),
  /** When the car may be booked, and its discounts on long trips. Sent for every car (the defaults when the host set none). */
  tripRules: v.object({
    minTripDays: v.number(),
    maxTripDays: v.number(),
    advanceNoticeDays: v.number(),
    bookAheadMonths: v.number(),
  }),
  discounts: v.object({ weeklyPercent: v.number(), monthlyPercent: v.number() }),
  /** The refundable deposit a renter pays with a booking, in cedi ("1000.00"; "0.00" for none). */
  deposit: v.string(),
  /**
   * What the renter pays at the return: kilometres included per day (null for unlimited) and the
   * fees per extra kilometre, per eighth of fuel missing and per started hour late, in cedi
   * ("1.50"; "0.00" for none). The API always sends them; optional so older clients' copies still read.
   */
  includedKmPerDay: v.optional(v.nullable(v.number())),
  extraKmFee: v.optional(v.string()),
  fuelEighthFee: v.optional(v.string()),
  lateHourFee: v.optional(v.string()),
  /**
   * Where the car is picked up, as anyone may know it ("East Legon, Accra"): never the digital
   * address, directions or position. Null until the host sets a pick-up point. The API always
   * sends it; optional so older clients' copies still read.
   */
  pickupArea: v.optional(v.nullable(v.string())),
  /** False when the host approves each request before payment. The API always sends it; optional so older clients' copies still read. */
  instantBook: v.optional(v.boolean()),
  /** When the host hands the car over and takes it back (`HH:mm`). The API always sends it; optional so older clients' copies still read. */
  handoverHours: v.optional(v.object({ from: v.string(), until: v.string() })),
  createdAt: v.string(),
});

/**
 * What only a car's owner and admins see: the driver's phone as the host typed it, the admin's
 * notes, the papers' object paths (what an edit sends back unchanged) and `documentLinks`,
 * stable links that check who asks and then redirect to a short-lived signed link.
 */
const managedCarEntries = {
  /** The whole pick-up point, null until the host sets one (My Cars then asks for it). Always sent. */
  pickupPoint: v.optional(v.nullable(pickupPointView)),
  driverPhone: v.nullable(v.string()),
  verificationNotes: v.nullable(v.string()),
  roadworthyDocument: v.nullable(v.string()),
  registrationDocument: v.nullable(v.string()),
  insuranceDocument: v.nullable(v.string()),
  documentLinks: v.object({
    roadworthyDocument: v.nullable(v.string()),
    registrationDocument: v.nullable(v.string()),
    insuranceDocument: v.nullable(v.string()),
  }),
  updatedAt: v.string(),
};

/**
 * A car as Browse Cars lists it: its rating (the mean of its shown reviews with one decimal, 0
 * without reviews, as the detail has it) and, when the search named dates, `tripTotal`: what a
 * booking of those dates costs with the booking form's defaults (no delivery, driver or extras,
 * the default protection plan, the deposit), in cedi ("1417.50"), from the same quoteBooking.
 */
export const browsedCarView = v.object({
  ...publicCarView.entries,
  averageRating: v.number(),
  reviewCount: v.number(),
  tripTotal: v.optional(v.string()),
});

/** A listing as its owner and admins see it. */
export const managedCarView = v.object({ ...publicCarView.entries, ...managedCarEntries });

/** A listing as the admin dashboard shows it: who the host is, and the roadworthy link (spec section 3). */
export const adminCarView = v.object({
  ...managedCarView.entries,
  owner: v.nullable(v.object({ firstName: v.string(), lastName: v.string(), email: v.string() })),
  roadworthyCertificate: v.nullable(v.string()),
});

/** The host as a car's detail shows them: never their phone (see carContactView). */
export const carOwnerView = v.object({
  firstName: v.string(),
  lastName: v.string(),
  profileImageUrl: v.nullable(v.string()),
  bio: v.nullable(v.string()),
});

/** A review as a car's detail shows it (spec section 3, Review). */
export const carReviewView = v.object({
  id: v.string(),
  rating: v.number(),
  comment: v.nullable(v.string()),
  reviewer: v.object({
    profileImageUrl: v.nullable(v.string()),
    firstName: v.nullable(v.string()),
    lastName: v.nullable(v.string()),
  }),
});

/**
 * One car with its host and reviews. The owner's part is there only for the car's owner
 * and admins; the mean rating has one decimal, 0 without reviews.
 */
export const carDetailView = v.object({
  ...publicCarView.entries,
  ...v.partial(v.object(managedCarEntries)).entries,
  owner: v.nullable(carOwnerView),
  /** The host's record with renters: their rating in revealed reviews and completed trips. */
  hostReputation: reputationView,
  reviews: v.array(carReviewView),
  averageRating: v.number(),
  reviewCount: v.number(),
});

/** A listing's verification after an admin's verdict. */
export const verdictView = v.nullable(
  v.object({
    id: v.string(),
    verificationStatus: v.picklist(VERIFICATION_STATUSES),
    verificationNotes: v.nullable(v.string()),
  }),
);

/** One step of a listing's audit trail. */
export const carHistoryEntryView = v.object({
  revision: v.number(),
  type: v.string(),
  summary: v.string(),
  detail: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  at: v.string(),
  actor: v.object({ id: v.nullable(v.string()), role: v.string(), name: v.string() }),
});

export const regionView = v.object({ id: v.string(), name: v.string() });

/** One regional surcharge of a car. */
export const regionSurchargeView = v.object({
  id: v.string(),
  regionId: v.string(),
  surchargePerDay: v.string(),
  region: regionView,
});

export type PickupPointView = v.InferOutput<typeof pickupPointView>;
export type PublicCarView = v.InferOutput<typeof publicCarView>;
export type BrowsedCarView = v.InferOutput<typeof browsedCarView>;
export type ManagedCarView = v.InferOutput<typeof managedCarView>;
export type AdminCarView = v.InferOutput<typeof adminCarView>;
export type CarOwnerView = v.InferOutput<typeof carOwnerView>;
export type CarReviewView = v.InferOutput<typeof carReviewView>;
export type CarDetailView = v.InferOutput<typeof carDetailView>;
export type CarHistoryEntryView = v.InferOutput<typeof carHistoryEntryView>;
export type RegionView = v.InferOutput<typeof regionView>;
export type RegionSurchargeView = v.InferOutput<typeof regionSurchargeView>;
