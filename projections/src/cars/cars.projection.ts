import type { CarApproved, CarEvent, CarListed } from '@akwaaba/domain';
import type { RecordedEvent } from '@akwaaba/infra/eventstore/port';
import type { Projection } from '../runner/index';

/**
 * The `cars` read model: one row per listed car, as the browse, detail and
 * My Cars screens read it. Money stays in pesewas; the API formats it.
 */
export const carsProjection: Projection = {
  name: 'cars',
  kind: 'read-model',
  eventTypePrefixes: ['Car'],
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
      create index ${t}_public on ${t} (listed_at desc) where verification_status = 'approved' and available;
      create index ${t}_owner on ${t} (owner_id, listed_at desc);
    `,
  },

  async apply(events, { client, table }) {
    const cars = table('cars');
    for (const event of events as RecordedEvent<CarEvent['type']>[]) {
      const at = event.metadata.timestamp;
      switch (event.type) {
        case 'CarListed': {
          const { carId, ownerId, details: d, available } = (event as unknown as CarListed).data;
          await client.query(
            `insert into ${cars} (id, owner_id, make, model, year, location, price_per_day, description, features,
               seats, transmission, fuel_type, available, verification_status, images, roadworthy_document,
               registration_document, insurance_document, driver_available, driver_daily_rate, driver_name,
               driver_phone, driver_experience_years, listed_at, updated_at)
             values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,'pending',$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$23)
             on conflict (id) do nothing`,
            [
              carId, ownerId, d.make, d.model, d.year, d.location, d.pricePerDay, d.description,
              JSON.stringify(d.features), d.seats, d.transmission, d.fuelType, available, JSON.stringify(d.images),
              d.roadworthyDocument, d.registrationDocument, d.insuranceDocument, d.driverAvailable,
              d.driverDailyRate, d.driverName, d.driverPhone, d.driverExperienceYears, at,
            ],
          );
          break;
        }
        case 'CarApproved': {
          const { carId, notes } = (event as unknown as CarApproved).data;
          await client.query(
            `update ${cars} set verification_status = 'approved', verification_notes = $2, updated_at = $3 where id = $1`,
            [carId, notes, at],
          );
          break;
        }
      }
    }
  },
};
