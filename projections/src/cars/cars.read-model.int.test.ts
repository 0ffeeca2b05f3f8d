import { randomUUID } from 'node:crypto';
import type { CarDetails, CarEvent } from '@akwaaba/domain';
import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { expectSameRowsWhateverTheBatches } from '../runner/test-support/batch-equivalence';
import { useEventStoreDatabase } from '../runner/test-support/event-store-database';
import { tick } from '../runner/test-support/events';
import { findCarPagePreview, listCarPages } from './cars.queries';
import { carsReadModel } from './cars.read-model';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh));

const [kept, deleted] = [randomUUID(), randomUUID()];
/** Listed as cars were before extras: its details carry none. */
const plain = randomUUID();
const details = (images: string[]): CarDetails => ({
  make: 'Toyota',
  model: 'Corolla',
  year: 2019,
  location: 'Accra',
  pricePerDay: 35_000,
  description: 'Reliable saloon',
  features: ['Air conditioning'],
  seats: 5,
  transmission: 'Automatic',
  fuelType: 'Petrol',
  images,
  roadworthyDocument: 'car-papers/r.pdf',
  registrationDocument: null,
  insuranceDocument: null,
  driverAvailable: false,
  driverDailyRate: null,
  driverName: null,
  driverPhone: null,
  driverExperienceYears: null,
});
/** The pick-up point the kept car gets by two edits (its position added by the second). */
const osu = {
  area: 'Osu, Accra',
  digitalAddress: 'GA-0397-1123',
  directions: 'Off Oxford Street, green gate',
  position: { latitude: 5.556, longitude: -0.182 },
};
const variants = (image: string) => ({ image, thumbnail: `${image}.t`, large: `${image}.l` });

/** A listing's life: photos resized, edited (a photo dropped, a child seat offered), priced per region, approved, hidden. */
const history = (): [string, CarEvent][] => [
  [
    kept,
    {
      type: 'CarListed',
      data: { carId: kept, ownerId: randomUUID(), details: details(['a', 'b']), available: true },
    },
  ],
  [
    deleted,
    {
      type: 'CarListed',
      data: { carId: deleted, ownerId: randomUUID(), details: details(['c']), available: true },
    },
  ],
  [
    plain,
    {
      type: 'CarListed',
      // Its driver's number as the car form took it before one format (ADR 0034).
      data: {
        carId: plain,
        ownerId: randomUUID(),
        details: { ...details(['p']), driverPhone: '0244 123 456' },
        available: true,
      },
    },
  ],
  [kept, { type: 'CarPhotoVariantsMade', data: { carId: kept, ...variants('a') } }],
  [kept, { type: 'CarPhotoVariantsMade', data: { carId: kept, ...variants('b') } }],
  [
    kept,
    { type: 'CarRegionSurchargeSet', data: { carId: kept, regionId: 'ashanti', surchargePerDay: 5_000 } },
  ],
  [kept, { type: 'CarRegionSurchargeSet', data: { carId: kept, regionId: 'volta', surchargePerDay: 7_000 } }],
  [
    deleted,
    { type: 'CarRegionSurchargeSet', data: { carId: deleted, regionId: 'volta', surchargePerDay: 1 } },
  ],
  [kept, { type: 'CarApproved', data: { carId: kept, notes: 'Papers fine' } }],
  [
    kept,
    {
      type: 'CarUpdated',
      data: { carId: kept, changes: { images: ['b'], pricePerDay: 40_000 }, sentBackToPending: false },
    },
  ],
  [
    kept,
    {
      type: 'CarUpdated',
      data: {
        carId: kept,
        changes: { extras: [{ kind: 'child-seat', dailyRate: 2_000 }] },
        sentBackToPending: false,
      },
    },
  ],
  [
    kept,
    {
      type: 'CarUpdated',
      data: { carId: kept, changes: { driverPhone: '+233 24 412 3456' }, sentBackToPending: false },
    },
  ],
  [
    kept,
    {
      type: 'CarUpdated',
      data: { carId: kept, changes: { pickupPoint: { ...osu, position: null } }, sentBackToPending: false },
    },
  ],
  [
    kept,
    { type: 'CarUpdated', data: { carId: kept, changes: { pickupPoint: osu }, sentBackToPending: false } },
  ],
  [kept, { type: 'CarRegionSurchargeRemoved', data: { carId: kept, regionId: 'volta' } }],
  [kept, { type: 'CarAvailabilitySet', data: { carId: kept, available: false } }],
  [deleted, { type: 'CarDeleted', data: { carId: deleted } }],
];

async function readModel() {
  const cars = await db.pool.query('select to_jsonb(c) as row from cars c order by id');
  const pricing = await db.pool.query(
    'select to_jsonb(p) as row from car_region_pricing p order by car_id, region_id',
  );
  return { cars: cars.rows.map((r) => r.row), pricing: pricing.rows.map((r) => r.row) };
}

it('a whole history in one batch ends in the same rows as one event per batch, and as the events say', async () => {
  let head = null;
  for (const [stream, event] of history())
    head = (await store.appendToStream(`car-${stream}`, [{ ...tick(), ...event }])).position;
  const { rows: applied, eventsApplied } = await expectSameRowsWhateverTheBatches(
    { pool: db.pool, store },
    carsReadModel,
    head!,
    readModel,
  );
  expect(eventsApplied).toBe(history().length);

  expect(applied.cars).toHaveLength(2);
  const carRow = (id: string) => applied.cars.find((car: { id: string }) => car.id === id);
  // Numbers recorded as typed are kept in E.164, on every rebuild.
  expect(carRow(plain)).toMatchObject({ extras: [], driver_phone: '+233244123456' });
  expect(carRow(kept)).toMatchObject({ driver_phone: '+233244123456' });
  expect(carRow(plain)).toMatchObject({ extras: [], pickup_point: null, pickup_area: null });
  expect(carRow(kept)).toEqual(
    expect.objectContaining({
      id: kept,
      images: ['b'],
      photo_variants: { b: { thumbnail: 'b.t', large: 'b.l' } },
      thumbnail_url: 'b.t',
      price_per_day: 40_000,
      verification_status: 'approved',
      verification_notes: 'Papers fine',
      available: false,
      roadworthy_document: 'car-papers/r.pdf',
      extras: [{ kind: 'child-seat', dailyRate: 2_000 }],
      pickup_point: osu,
      pickup_area: 'Osu, Accra',
    }),
  );
  expect(applied.pricing).toEqual([
    expect.objectContaining({ car_id: kept, region_id: 'ashanti', surcharge_per_day: 5_000 }),
  ]);
  // A car page's HTML previews the car and preloads the photo its gallery opens on (the large
  // variant of the first); the sitemap lists the pages shown to everyone.
  expect(await findCarPagePreview(db.pool, kept)).toEqual({
    id: kept,
    make: 'Toyota',
    model: 'Corolla',
    year: 2019,
    location: 'Accra',
    pricePerDay: 40_000,
    description: 'Reliable saloon',
    coverPhoto: 'b.l',
  });
  expect(await findCarPagePreview(db.pool, deleted)).toBeNull();
  expect((await listCarPages(db.pool)).map((page) => page.id)).toEqual([kept]);
});
