import { toCedisString } from '@akwaaba/domain';
import type pg from 'pg';

/** A car as the API answers it (spec section 3): prices as decimal strings in cedi. */
export interface CarView {
  id: string;
  ownerId: string;
  make: string;
  model: string;
  year: number;
  location: string;
  pricePerDay: string;
  description: string;
  features: string[];
  seats: number;
  transmission: string;
  fuelType: string;
  available: boolean;
  verificationStatus: string;
  verificationNotes: string | null;
  images: string[];
  thumbnailUrl: string | null;
  roadworthyDocument: string | null;
  registrationDocument: string | null;
  insuranceDocument: string | null;
  driverAvailable: boolean;
  driverDailyRate: string | null;
  driverName: string | null;
  driverPhone: string | null;
  driverExperienceYears: number | null;
  createdAt: string;
}

interface CarRow {
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
  transmission: string;
  fuel_type: string;
  available: boolean;
  verification_status: string;
  verification_notes: string | null;
  images: string[];
  thumbnail_url: string | null;
  roadworthy_document: string | null;
  registration_document: string | null;
  insurance_document: string | null;
  driver_available: boolean;
  driver_daily_rate: number | null;
  driver_name: string | null;
  driver_phone: string | null;
  driver_experience_years: number | null;
  listed_at: Date;
}

const toView = (row: CarRow): CarView => ({
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
  verificationNotes: row.verification_notes,
  images: row.images,
  thumbnailUrl: row.thumbnail_url,
  roadworthyDocument: row.roadworthy_document,
  registrationDocument: row.registration_document,
  insuranceDocument: row.insurance_document,
  driverAvailable: row.driver_available,
  driverDailyRate: row.driver_daily_rate === null ? null : toCedisString(row.driver_daily_rate),
  driverName: row.driver_name,
  driverPhone: row.driver_phone,
  driverExperienceYears: row.driver_experience_years,
  createdAt: row.listed_at.toISOString(),
});

/** Cars anyone may browse: approved by an admin and made available by the host, newest first. */
export async function listPublicCars(pool: pg.Pool): Promise<CarView[]> {
  const { rows } = await pool.query<CarRow>(
    `select * from cars where verification_status = 'approved' and available order by listed_at desc, id`,
  );
  return rows.map(toView);
}

export async function findCar(pool: pg.Pool, id: string): Promise<CarView | null> {
  const { rows } = await pool.query<CarRow>('select * from cars where id = $1', [id]);
  return rows[0] ? toView(rows[0]) : null;
}
