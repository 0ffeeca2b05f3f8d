import { CAR_EVENT_TYPE_PREFIX, type CarDetails } from '@akwaaba/domain';
import type pg from 'pg';
import { carEvents } from '../event-types';
import { defineReadModel } from '../runner/read-model';
import { listCarsForAdmin, listPendingCars } from './admin-cars.queries';
import { searchPublicCars } from './car-search.queries';
import { findCar, listOwnerCars, listPublicCars } from './cars.queries';

/** Where each field of CarDetails lives in the `cars` read model. */
const COLUMN_OF: Record<keyof CarDetails, string> = {
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
};
const JSON_FIELDS = new Set<keyof CarDetails>(['features', 'images']);
const DETAIL_FIELDS = Object.keys(COLUMN_OF) as (keyof CarDetails)[];

const sqlValue = (field: keyof CarDetails, value: unknown) =>
  JSON_FIELDS.has(field) ? JSON.stringify(value) : value;

/**
 * The `cars` read model (one row per live listing, as browse, detail, My Cars
 * and the admin queue read it) and `car_region_pricing` (a host's surcharge per
 * delivery region). Money stays in pesewas; the API formats it. `photo_variants`
 * maps each photo to its resized copies; `thumbnail_url` is the first photo's
 * thumbnail (null until the worker made it).
 */
export const carsReadModel = defineReadModel({
  name: 'cars',
  takes: carEvents,
  eventTypePrefixes: [CAR_EVENT_TYPE_PREFIX],
  tables: {
    cars: (t) => `
      create table ${t} (
        id uuid primary key,
        owner_id uuid not null,
        make text not null,
        model text not null,
        year integer not null,
        location text not null,
        price_per_day integer not null,
        description text not null,
        features jsonb not null,
        seats integer not null,
        transmission text not null,
        fuel_type text not null,
        available boolean not null,
        verification_status text not null,
        verification_notes text,
        images jsonb not null,
        photo_variants jsonb not null default '{}',
        thumbnail_url text,
        roadworthy_document text,
        registration_document text,
        insurance_document text,
        driver_available boolean not null,
        driver_daily_rate integer,
        driver_name text,
        driver_phone text,
        driver_experience_years integer,
        listed_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index ${t}_public on ${t} (listed_at desc, id desc) where verification_status = 'approved' and available;
      create index ${t}_public_filters on ${t} (lower(transmission), price_per_day) where verification_status = 'approved' and available;
      create index ${t}_owner on ${t} (owner_id, listed_at desc);
      create index ${t}_pending on ${t} (listed_at) where verification_status = 'pending';
    `,
    car_region_pricing: (t) => `
      create table ${t} (
        car_id uuid not null,
        region_id text not null,
        surcharge_per_day integer not null,
        updated_at timestamptz not null,
        primary key (car_id, region_id)
      );
    `,
  },

  async apply(events, { client, table }) {
    const cars = table('cars');
    const pricing = table('car_region_pricing');
    for (const event of events) {
      const at = event.metadata.timestamp;
      switch (event.type) {
        case 'CarListed':
          await insertCar(client, cars, event.data, at);
          break;
        case 'CarUpdated':
          await updateCar(
            client,
            cars,
            event.data.carId,
            event.data.changes,
            event.data.sentBackToPending,
            at,
          );
          break;
        case 'CarAvailabilitySet':
          await client.query(`update ${cars} set available = $2, updated_at = $3 where id = $1`, [
            event.data.carId,
            event.data.available,
            at,
          ]);
          break;
        case 'CarApproved':
        case 'CarRejected':
          await client.query(
            `update ${cars} set verification_status = $2, verification_notes = $3, updated_at = $4 where id = $1`,
            [event.data.carId, event.type === 'CarApproved' ? 'approved' : 'rejected', event.data.notes, at],
          );
          break;
        case 'CarRegionSurchargeSet':
          await client.query(
            `insert into ${pricing} (car_id, region_id, surcharge_per_day, updated_at) values ($1, $2, $3, $4)
             on conflict (car_id, region_id) do update set surcharge_per_day = excluded.surcharge_per_day, updated_at = excluded.updated_at`,
            [event.data.carId, event.data.regionId, event.data.surchargePerDay, at],
          );
          break;
        case 'CarRegionSurchargeRemoved':
          await client.query(`delete from ${pricing} where car_id = $1 and region_id = $2`, [
            event.data.carId,
            event.data.regionId,
          ]);
          break;
        case 'CarPhotoVariantsMade': {
          const { carId, image, thumbnail, large } = event.data;
          await client.query(
            `update ${cars} set photo_variants = photo_variants || jsonb_build_object($2::text, jsonb_build_object('thumbnail', $3::text, 'large', $4::text)),
               updated_at = $5 where id = $1`,
            [carId, image, thumbnail, large, at],
          );
          await refreshThumbnail(client, cars, carId);
          break;
        }
        case 'CarDeleted':
        case 'CarDeletedByAdmin':
          await client.query(`delete from ${pricing} where car_id = $1`, [event.data.carId]);
          await client.query(`delete from ${cars} where id = $1`, [event.data.carId]);
          break;
      }
    }
  },
  queries: { findCar, listOwnerCars, listPublicCars, searchPublicCars, listPendingCars, listCarsForAdmin },
});

async function insertCar(
  client: pg.PoolClient,
  cars: string,
  data: { carId: string; ownerId: string; details: CarDetails; available: boolean },
  at: string,
) {
  const columns = DETAIL_FIELDS.map((f) => COLUMN_OF[f]);
  const values = DETAIL_FIELDS.map((f) => sqlValue(f, data.details[f]));
  const params = values.map((_, i) => `$${i + 5}`);
  await client.query(
    `insert into ${cars} (id, owner_id, available, listed_at, updated_at, verification_status, ${columns.join(', ')})
     values ($1, $2, $3, $4, $4, 'pending', ${params.join(', ')})
     on conflict (id) do nothing`,
    [data.carId, data.ownerId, data.available, at, ...values],
  );
}

async function updateCar(
  client: pg.PoolClient,
  cars: string,
  carId: string,
  changes: Partial<CarDetails>,
  sentBackToPending: boolean,
  at: string,
) {
  const fields = DETAIL_FIELDS.filter((f) => f in changes);
  const sets = fields.map((f, i) => `${COLUMN_OF[f]} = $${i + 3}`);
  if (sentBackToPending) sets.push(`verification_status = 'pending'`, 'verification_notes = null');
  await client.query(`update ${cars} set ${[...sets, 'updated_at = $2'].join(', ')} where id = $1`, [
    carId,
    at,
    ...fields.map((f) => sqlValue(f, changes[f])),
  ]);
  if (fields.includes('images')) {
    // A removed photo's variants go with it (as in the decider); the card shows the new first photo's.
    await client.query(
      `update ${cars} set photo_variants = coalesce(
         (select jsonb_object_agg(key, value) from jsonb_each(photo_variants) where images ? key), '{}')
       where id = $1`,
      [carId],
    );
    await refreshThumbnail(client, cars, carId);
  }
}

/** The card's picture: the thumbnail of the first photo, once the worker has made it. */
async function refreshThumbnail(client: pg.PoolClient, cars: string, carId: string) {
  await client.query(
    `update ${cars} set thumbnail_url = photo_variants -> (images ->> 0) ->> 'thumbnail' where id = $1`,
    [carId],
  );
}
