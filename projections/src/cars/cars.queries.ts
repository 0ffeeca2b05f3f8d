import {
  type CarDetails,
  type FuelType,
  isUuid,
  type Transmission,
  toCedisString,
  type VerificationStatus,
} from '@akwaaba/domain';
import type { ManagedCarView, PublicCarView } from '@akwaaba/domain/cars/car.views';
import type { CarExtra } from '@akwaaba/domain/cars/extras';
import type { HandoverHours } from '@akwaaba/domain/cars/handover-hours';
import type { PickupPoint } from '@akwaaba/domain/cars/pickup-point';
import type { RenterRequirements } from '@akwaaba/domain/cars/renter-requirements';
import type { Discounts, TripRules } from '@akwaaba/domain/cars/trip-rules';
import type { PhotoVariants } from '@akwaaba/domain/shared/photo-widths';
import type pg from 'pg';

export type { ManagedCarView, PublicCarView };

type DocumentKind = 'roadworthy' | 'registration' | 'insurance';

export interface CarRow {
  id: string;
  owner_id: string;
  make: string;
  model: string;
  year: number;
  location: string;
  price_per_day: number;
  description: string;
  features: string[];
  seats: number;
  transmission: Transmission;
  fuel_type: FuelType;
  available: boolean;
  verification_status: VerificationStatus;
  verification_notes: string | null;
  images: string[];
  photo_variants: Record<string, PhotoVariants>;
  thumbnail_url: string | null;
  roadworthy_document: string | null;
  registration_document: string | null;
  insurance_document: string | null;
  driver_available: boolean;
  driver_daily_rate: number | null;
  driver_name: string | null;
  driver_phone: string | null;
  driver_experience_years: number | null;
  /** The extras offered, rates in pesewas ([] for cars listed before extras). */
  extras: CarExtra[];
  renter_requirements: RenterRequirements;
  trip_rules: TripRules;
  discounts: Discounts;
  /** The refundable deposit in pesewas (0 for cars listed before deposits). */
  deposit: number;
  /** The return terms (return-terms.ts), fees in pesewas; null kilometres for unlimited. */
  included_km_per_day: number | null;
  extra_km_fee: number;
  fuel_eighth_fee: number;
  late_hour_fee: number;
  /** The whole pick-up point; null for cars without one. Never in a public read: those take pickup_area. */
  pickup_point: PickupPoint | null;
  /** The pick-up point's area, what anyone may see. */
  pickup_area: string | null;
  /** False when the host approves each request. */
  instant_book: boolean;
  handover_hours: HandoverHours;
  listed_at: Date;
  updated_at: Date;
}

/** A listing as findCar reads it: its row, and whether its host is suspended (then only they and admins see it). */
export type FoundCar = CarRow & { owner_suspended: boolean };

/** The columns a public card or detail needs: never the papers. */
export const PUBLIC_COLUMNS = `id, owner_id, make, model, year, location, price_per_day, description, features,
  seats, transmission, fuel_type, available, verification_status, images, photo_variants, thumbnail_url,
  driver_available, driver_daily_rate, driver_name, driver_experience_years, extras, renter_requirements, trip_rules, discounts,
  deposit, included_km_per_day, extra_km_fee, fuel_eighth_fee, late_hour_fee, pickup_area, instant_book,
  handover_hours, listed_at`;

/** The condition a listing meets to be browsed: approved, made available, its host not suspended. */
export const PUBLICLY_LISTED = `verification_status = 'approved' and available
  and not exists (select 1 from suspended_car_owners s where s.owner_id = cars.owner_id)`;

export const toPublicCar = (row: Omit<CarRow, 'updated_at' | 'pickup_point'>): PublicCarView => ({
  id: row.id,
  ownerId: row.owner_id,
  make: row.make,
  model: row.model,
  year: row.year,
  location: row.location,
  pricePerDay: toCedisString(row.price_per_day),
  description: row.description,
  features: row.features,
  seats: row.seats,
  transmission: row.transmission,
  fuelType: row.fuel_type,
  available: row.available,
  verificationStatus: row.verification_status,
  images: row.images,
  thumbnailUrl: row.thumbnail_url,
  gallery: row.images.map((image) => row.photo_variants[image]?.large ?? image),
  driverAvailable: row.driver_available,
  driverDailyRate: row.driver_daily_rate === null ? null : toCedisString(row.driver_daily_rate),
  driverName: row.driver_name,
  driverExperienceYears: row.driver_experience_years,
  extras: row.extras.map((extra) => ({ kind: extra.kind, dailyRate: toCedisString(extra.dailyRate) })),
  renterRequirements: row.renter_requirements,
  tripRules: row.trip_rules,
  discounts: row.discounts,
  deposit: toCedisString(row.deposit),
  includedKmPerDay: row.included_km_per_day,
  extraKmFee: toCedisString(row.extra_km_fee),
  fuelEighthFee: toCedisString(row.fuel_eighth_fee),
  lateHourFee: toCedisString(row.late_hour_fee),
  pickupArea: row.pickup_area,
  instantBook: row.instant_book,
  handoverHours: row.handover_hours,
  createdAt: row.listed_at.toISOString(),
});

export const documentLink = (carId: string, kind: DocumentKind) => `/api/cars/${carId}/documents/${kind}`;

export const toManagedCar = (row: CarRow): ManagedCarView => ({
  ...toPublicCar(row),
  pickupPoint: row.pickup_point,
  driverPhone: row.driver_phone,
  verificationNotes: row.verification_notes,
  roadworthyDocument: row.roadworthy_document,
  registrationDocument: row.registration_document,
  insuranceDocument: row.insurance_document,
  documentLinks: {
    roadworthyDocument: row.roadworthy_document ? documentLink(row.id, 'roadworthy') : null,
    registrationDocument: row.registration_document ? documentLink(row.id, 'registration') : null,
    insuranceDocument: row.insurance_document ? documentLink(row.id, 'insurance') : null,
  },
  updatedAt: row.updated_at.toISOString(),
});

/** A live listing by id, in any state; null for an unknown, deleted or malformed id. */
export async function findCar(pool: pg.Pool, id: string): Promise<FoundCar | null> {
  if (!isUuid(id)) return null;
  const { rows } = await pool.query<FoundCar>(
    `select cars.*, exists (select 1 from suspended_car_owners s where s.owner_id = cars.owner_id) as owner_suspended
     from cars where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** What a car's public page says before its JavaScript runs: its link preview and search listing. */
export interface CarPagePreview
  extends Pick<CarDetails, 'make' | 'model' | 'year' | 'location' | 'pricePerDay' | 'description'> {
  id: string;
  /** The photo the gallery opens on (the first, in its large variant), or null. */
  coverPhoto: string | null;
}

/** The condition a car's page is shown to everyone on: approved, its host not suspended. */
const PAGE_SHOWN_TO_ALL = `verification_status = 'approved'
  and not exists (select 1 from suspended_car_owners s where s.owner_id = cars.owner_id)`;

/** A car's page preview, or null when the car is not shown to everyone (or not there). */
export async function findCarPagePreview(pool: pg.Pool, id: string): Promise<CarPagePreview | null> {
  if (!isUuid(id)) return null;
  const { rows } = await pool.query<CarPagePreview>(
    `select id, make, model, year, location, price_per_day as "pricePerDay", description,
       coalesce(photo_variants -> (images ->> 0) ->> 'large', images ->> 0) as "coverPhoto"
     from cars where id = $1 and ${PAGE_SHOWN_TO_ALL}`,
    [id],
  );
  return rows[0] ?? null;
}

/** Every car page shown to everyone, with when it last changed (the sitemap). */
export async function listCarPages(pool: pg.Pool): Promise<{ id: string; updatedAt: Date }[]> {
  const { rows } = await pool.query<{ id: string; updatedAt: Date }>(
    `select id, updated_at as "updatedAt" from cars where ${PAGE_SHOWN_TO_ALL} order by listed_at, id`,
  );
  return rows;
}

/** A host's listings in every state, newest first (My Cars). */
/** Whether this user has listed a car (in any state): the header leads a host to their dashboard. */
export async function ownsCars(pool: pg.Pool, ownerId: string): Promise<boolean> {
  const { rows } = await pool.query('select 1 from cars where owner_id = $1 limit 1', [ownerId]);
  return rows.length > 0;
}

export async function listOwnerCars(pool: pg.Pool, ownerId: string): Promise<ManagedCarView[]> {
  const { rows } = await pool.query<CarRow>(
    'select * from cars where owner_id = $1 order by listed_at desc, id desc',
    [ownerId],
  );
  return rows.map(toManagedCar);
}

/** Every car anyone may browse, newest first: GET /api/cars without parameters (see car-search for filters). */
export async function listPublicCars(pool: pg.Pool): Promise<PublicCarView[]> {
  const { rows } = await pool.query<CarRow>(
    `select ${PUBLIC_COLUMNS} from cars where ${PUBLICLY_LISTED} order by listed_at desc, id desc`,
  );
  return rows.map(toPublicCar);
}
