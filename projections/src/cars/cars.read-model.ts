import { accountStandingEvents, carEvents } from '../event-types';
import { defineReadModel } from '../runner/read-model';
import { eitherEvent } from '../runner/typed-projection';
import { listCarsForAdmin, listPendingCars } from './admin-cars.queries';
import { searchPublicCars } from './car-search.queries';
import { findCar, listOwnerCars, listPublicCars } from './cars.queries';
import { applyCarEvents } from './cars.writes';
import { applyOwnerStanding } from './suspended-owners.writes';

/**
 * The `cars` read model (one row per live listing, as browse, detail, My Cars
 * and the admin queue read it) and `car_region_pricing` (a host's surcharge per
 * delivery region). Money stays in pesewas; the API formats it. `photo_variants`
 * maps each photo to its resized copies; `pickup_point` is the whole pick-up point
 * (null until the host sets one) and `pickup_area` its public part, the one public reads select; `thumbnail_url` is the first photo's
 * thumbnail (null until the worker made it). `suspended_car_owners` holds the hosts an
 * admin suspended: their listings leave browse and detail until they are reinstated, and
 * the cached pages, which follow this read model, change with it.
 */
export const carsReadModel = defineReadModel({
  name: 'cars',
  takes: eitherEvent(carEvents, accountStandingEvents),
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
        extras jsonb not null default '[]',
        renter_requirements jsonb not null,
        trip_rules jsonb not null,
        discounts jsonb not null,
        deposit integer not null default 0,
        included_km_per_day integer, -- null: unlimited
        extra_km_fee integer not null default 0,
        fuel_eighth_fee integer not null default 0,
        late_hour_fee integer not null default 0,
        pickup_point jsonb,
        pickup_area text,
        instant_book boolean not null default true,
        handover_hours jsonb not null default '{"from": "08:00", "until": "18:00"}',
        listed_at timestamptz not null,
        updated_at timestamptz not null
      );
      comment on column ${t}.driver_phone is 'E.164, or as typed when not a valid number (ADR 0034)';
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
    suspended_car_owners: (t) => `
      create table ${t} (
        owner_id uuid primary key,
        suspended_at timestamptz not null
      );
    `,
  },

  async apply(events, { client, table }) {
    const carTables = { cars: table('cars'), pricing: table('car_region_pricing') };
    await applyCarEvents(client, carTables, events.filter(carEvents));
    // Independent of the listings' rows: a car listed after its owner's suspension stays hidden too.
    await applyOwnerStanding(client, table('suspended_car_owners'), events.filter(accountStandingEvents));
  },
  queries: { findCar, listOwnerCars, listPublicCars, searchPublicCars, listPendingCars, listCarsForAdmin },
});
