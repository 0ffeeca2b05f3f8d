import type { CarDetails, CarEvent } from '@akwaaba/domain';
import { depositOfCar } from '@akwaaba/domain/cars/deposit';
import { extrasOf } from '@akwaaba/domain/cars/extras';
import { handoverHoursOf } from '@akwaaba/domain/cars/handover-hours';
import { instantBookOf } from '@akwaaba/domain/cars/instant-book';
import { pickupPointOf } from '@akwaaba/domain/cars/pickup-point';
import { renterRequirementsOf } from '@akwaaba/domain/cars/renter-requirements';
import { returnTermsOf } from '@akwaaba/domain/cars/return-terms';
import { discountsOf, tripRulesOf } from '@akwaaba/domain/cars/trip-rules';
import { storedPhoneNumber } from '@akwaaba/domain/shared/phone-number';
import type pg from 'pg';
import type { Recorded } from '../runner/typed-projection';
import type { CarRow } from './cars.queries';

/** Where each field of CarDetails lives in the `cars` read model. */
const COLUMN_OF = {
  make: 'make',
  model: 'model',
  year: 'year',
  location: 'location',
  pricePerDay: 'price_per_day',
  description: 'description',
  features: 'features',
  seats: 'seats',
  transmission: 'transmission',
  fuelType: 'fuel_type',
  images: 'images',
  roadworthyDocument: 'roadworthy_document',
  registrationDocument: 'registration_document',
  insuranceDocument: 'insurance_document',
  driverAvailable: 'driver_available',
  driverDailyRate: 'driver_daily_rate',
  driverName: 'driver_name',
  driverPhone: 'driver_phone',
  driverExperienceYears: 'driver_experience_years',
  extras: 'extras',
  renterRequirements: 'renter_requirements',
  tripRules: 'trip_rules',
  discounts: 'discounts',
  deposit: 'deposit',
  includedKmPerDay: 'included_km_per_day',
  extraKmFee: 'extra_km_fee',
  fuelEighthFee: 'fuel_eighth_fee',
  lateHourFee: 'late_hour_fee',
  pickupPoint: 'pickup_point',
  instantBook: 'instant_book',
  handoverHours: 'handover_hours',
} as const satisfies Record<keyof CarDetails, keyof CarRow>;
const DETAIL_FIELDS = Object.keys(COLUMN_OF) as (keyof CarDetails)[];

/** A row as the batch holds it: timestamps as read (Date) or as the events give them (ISO text). */
type Row = Omit<CarRow, 'listed_at' | 'updated_at'> & { listed_at: Date | string; updated_at: Date | string };

/** The batch's view of the read model: the rows it touches, folded in memory, written once. */
interface Batch {
  cars: Map<string, Row>;
  deleted: Set<string>;
  /** `car\nregion` → surcharge per day, or null once removed. */
  surcharges: Map<string, { carId: string; regionId: string; surchargePerDay: number | null; at: string }>;
}

/**
 * Applies a batch set-based: reads the rows of every car it mentions, folds the
 * events over them in log order, then writes each changed row once (docs/adr/0007).
 * The result is the one of applying the events one at a time.
 */
export async function applyCarEvents(
  client: pg.PoolClient,
  t: { cars: string; pricing: string },
  events: readonly Recorded<CarEvent>[],
): Promise<void> {
  const ids = [...new Set(events.map((event) => event.data.carId))];
  const { rows } = await client.query<Row>(`select * from ${t.cars} where id = any($1::uuid[])`, [ids]);
  const batch: Batch = {
    cars: new Map(rows.map((row) => [row.id, row])),
    deleted: new Set(),
    surcharges: new Map(),
  };
  const changed = new Set<string>();
  for (const event of events) if (evolve(batch, event)) changed.add(event.data.carId);

  if (batch.deleted.size) {
    const deleted = [...batch.deleted];
    await client.query(`delete from ${t.pricing} where car_id = any($1::uuid[])`, [deleted]);
    await client.query(`delete from ${t.cars} where id = any($1::uuid[])`, [deleted]);
  }
  const upserts = [...changed].flatMap((id) => batch.cars.get(id) ?? []);
  if (upserts.length) {
    const columns = Object.keys(upserts[0]!).filter((column) => column !== 'id');
    await client.query(
      `insert into ${t.cars} select * from jsonb_populate_recordset(null::${t.cars}, $1::jsonb)
       on conflict (id) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`,
      [JSON.stringify(upserts)],
    );
  }
  const surcharges = [...batch.surcharges.values()].filter((s) => !batch.deleted.has(s.carId));
  const [set, removed] = [
    surcharges.filter((s) => s.surchargePerDay !== null),
    surcharges.filter((s) => s.surchargePerDay === null),
  ];
  if (removed.length)
    await client.query(
      `delete from ${t.pricing} p using unnest($1::uuid[], $2::text[]) as r(car_id, region_id)
        where p.car_id = r.car_id and p.region_id = r.region_id`,
      [removed.map((s) => s.carId), removed.map((s) => s.regionId)],
    );
  if (set.length)
    await client.query(
      `insert into ${t.pricing} (car_id, region_id, surcharge_per_day, updated_at)
       select * from unnest($1::uuid[], $2::text[], $3::integer[], $4::timestamptz[])
       on conflict (car_id, region_id) do update set surcharge_per_day = excluded.surcharge_per_day, updated_at = excluded.updated_at`,
      [
        set.map((s) => s.carId),
        set.map((s) => s.regionId),
        set.map((s) => s.surchargePerDay),
        set.map((s) => s.at),
      ],
    );
}

/** Folds one event into the batch; whether the car's row changed. */
function evolve(batch: Batch, event: Recorded<CarEvent>): boolean {
  const at = event.metadata.timestamp;
  const { carId } = event.data;
  if (event.type === 'CarListed') {
    if (batch.cars.has(carId) || batch.deleted.has(carId)) return false;
    batch.cars.set(carId, listed(event.data, at));
    return true;
  }
  if (event.type === 'CarRegionSurchargeSet' || event.type === 'CarRegionSurchargeRemoved') {
    const { regionId } = event.data;
    const surchargePerDay = event.type === 'CarRegionSurchargeSet' ? event.data.surchargePerDay : null;
    batch.surcharges.set(`${carId}\n${regionId}`, { carId, regionId, surchargePerDay, at });
    return false;
  }
  if (event.type === 'CarDeleted' || event.type === 'CarDeletedByAdmin') {
    batch.cars.delete(carId);
    batch.deleted.add(carId);
    return false;
  }
  const car = batch.cars.get(carId);
  if (!car) return false;
  car.updated_at = at;
  switch (event.type) {
    case 'CarUpdated': {
      const { changes } = event.data;
      for (const field of DETAIL_FIELDS)
        if (field in changes) Object.assign(car, { [COLUMN_OF[field]]: changes[field] });
      // Numbers recorded before ADR 0034 read as typed: the row keeps them in E.164.
      if ('driverPhone' in changes) car.driver_phone = storedPhoneNumber(changes.driverPhone);
      car.pickup_area = car.pickup_point?.area ?? null;
      if (event.data.sentBackToPending) {
        car.verification_status = 'pending';
        car.verification_notes = null;
      }
      if (changes.images) {
        // A removed photo's variants go with it (as in the decider); the card shows the new first photo's.
        car.photo_variants = Object.fromEntries(
          Object.entries(car.photo_variants).filter(([image]) => car.images.includes(image)),
        );
        car.thumbnail_url = thumbnailOf(car);
      }
      break;
    }
    case 'CarAvailabilitySet':
      car.available = event.data.available;
      break;
    case 'CarApproved':
    case 'CarRejected':
      car.verification_status = event.type === 'CarApproved' ? 'approved' : 'rejected';
      car.verification_notes = event.data.notes;
      break;
    case 'CarPhotoVariantsMade': {
      const { image, thumbnail, large } = event.data;
      car.photo_variants = { ...car.photo_variants, [image]: { thumbnail, large } };
      car.thumbnail_url = thumbnailOf(car);
      break;
    }
  }
  return true;
}

function listed(
  data: { carId: string; ownerId: string; details: CarDetails; available: boolean },
  at: string,
): Row {
  const { details } = data;
  const terms = returnTermsOf(details);
  return {
    id: data.carId,
    owner_id: data.ownerId,
    make: details.make,
    model: details.model,
    year: details.year,
    location: details.location,
    price_per_day: details.pricePerDay,
    description: details.description,
    features: details.features,
    seats: details.seats,
    transmission: details.transmission,
    fuel_type: details.fuelType,
    available: data.available,
    verification_status: 'pending',
    verification_notes: null,
    images: details.images,
    photo_variants: {},
    thumbnail_url: null,
    roadworthy_document: details.roadworthyDocument,
    registration_document: details.registrationDocument,
    insurance_document: details.insuranceDocument,
    driver_available: details.driverAvailable,
    driver_daily_rate: details.driverDailyRate,
    driver_name: details.driverName,
    driver_phone: storedPhoneNumber(details.driverPhone),
    driver_experience_years: details.driverExperienceYears,
    extras: [...extrasOf(details)],
    renter_requirements: renterRequirementsOf(details),
    trip_rules: tripRulesOf(details),
    discounts: discountsOf(details),
    deposit: depositOfCar(details),
    included_km_per_day: terms.includedKmPerDay,
    extra_km_fee: terms.extraKmFee,
    fuel_eighth_fee: terms.fuelEighthFee,
    late_hour_fee: terms.lateHourFee,
    pickup_point: pickupPointOf(details),
    pickup_area: pickupPointOf(details)?.area ?? null,
    instant_book: instantBookOf(details),
    handover_hours: handoverHoursOf(details),
    listed_at: at,
    updated_at: at,
  };
}

/** The card's picture: the thumbnail of the first photo, once the worker has made it. */
const thumbnailOf = (car: Row): string | null => {
  const first = car.images[0];
  return first === undefined ? null : (car.photo_variants[first]?.thumbnail ?? null);
};
