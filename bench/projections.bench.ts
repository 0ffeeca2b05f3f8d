import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { EventStore, NewEvent, RecordedEvent } from '@akwaaba/infra/eventstore/port';
import {
  type Projection,
  rebuildProjection,
  startProjectionRunners,
  waitForProjections,
} from '@akwaaba/projections';
import type pg from 'pg';

/**
 * Projection benchmarks:
 * - rebuild throughput: a blue-green rebuild of a car-listing read model over
 *   100,000 car events (target ≥ 20,000 events/s);
 * - lag: from the moment an append is called to the moment its event is in
 *   the read model (waitForProjections, the API's read-your-writes path), for
 *   600 appends under a steady write load of other appends (target p99 ≤ 50 ms).
 */
export async function benchProjections(
  pool: pg.Pool,
  store: EventStore,
): Promise<{ rebuildEventsPerSecond: number; rebuildEvents: number; lagP50Ms: number; lagP99Ms: number }> {
  const carIds = await appendCarHistories(store, { cars: 2_000, eventsPerCar: 50 });
  // A running system's autovacuum analyzes the log within a minute of a bulk
  // load; without statistics the planner reads each batch by sorting the whole
  // remaining log (4-6x slower). Measure the steady state, not that first minute.
  await pool.query('analyze');

  const rebuildStarted = performance.now();
  const rebuilt = await rebuildProjection({ pool, store }, benchCarsProjection);
  const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;

  const runners = startProjectionRunners({ pool, store, projections: [benchCarsProjection] });
  try {
    const head = await store.headPosition();
    if (!head || !(await waitForProjections(pool, head, [benchCarsProjection.name], 30_000))) {
      throw new Error('The live runner did not reach the head after the rebuild');
    }
    const lags = await measureLag(pool, store, carIds, { measured: 600, everyMs: 8 });
    return {
      rebuildEventsPerSecond: rebuilt.eventsApplied / rebuildSeconds,
      rebuildEvents: rebuilt.eventsApplied,
      lagP50Ms: percentile(lags, 0.5),
      lagP99Ms: percentile(lags, 0.99),
    };
  } finally {
    await runners.stop();
  }
}

/** A car-listing read model written set-based: one read and one upsert per batch. */
const benchCarsProjection: Projection = {
  name: 'bench_cars',
  kind: 'read-model',
  eventTypePrefixes: ['Car'],
  tables: {
    bench_cars: (t) => `
      create table ${t} (
        id uuid primary key,
        owner_id uuid not null,
        make text not null,
        model text not null,
        year integer not null,
        location text not null,
        price_per_day integer not null,
        description text not null,
        available boolean not null,
        verification_status text not null,
        region_surcharges jsonb not null,
        version integer not null,
        updated_at timestamptz not null
      );
      create index ${t}_public on ${t} (updated_at desc) where verification_status = 'approved' and available;
      create index ${t}_owner on ${t} (owner_id);`,
  },
  async apply(events, { client, table }) {
    const cars = table('bench_cars');
    const ids = [...new Set(events.map((e) => (e.data as { carId: string }).carId))];
    const { rows } = await client.query<CarRow>(`select * from ${cars} where id = any($1::uuid[])`, [ids]);
    const state = new Map(rows.map((row) => [row.id, row]));
    for (const event of events) evolveCar(state, event);
    await client.query(
      `insert into ${cars} as c
       select * from jsonb_populate_recordset(null::${cars}, $1::jsonb)
       on conflict (id) do update set
         price_per_day = excluded.price_per_day, description = excluded.description,
         available = excluded.available, verification_status = excluded.verification_status,
         region_surcharges = excluded.region_surcharges, version = excluded.version,
         updated_at = excluded.updated_at`,
      [JSON.stringify([...state.values()])],
    );
  },
};

interface CarRow {
  id: string;
  owner_id: string;
  make: string;
  model: string;
  year: number;
  location: string;
  price_per_day: number;
  description: string;
  available: boolean;
  verification_status: string;
  region_surcharges: Record<string, number>;
  version: number;
  updated_at: string;
}

function evolveCar(state: Map<string, CarRow>, event: RecordedEvent) {
  const data = event.data as Record<string, unknown> & { carId: string };
  const at = event.metadata.timestamp;
  if (event.type === 'CarListed') {
    const d = data.details as {
      make: string;
      model: string;
      year: number;
      location: string;
      pricePerDay: number;
      description: string;
    };
    state.set(data.carId, {
      id: data.carId,
      owner_id: data.ownerId as string,
      make: d.make,
      model: d.model,
      year: d.year,
      location: d.location,
      price_per_day: d.pricePerDay,
      description: d.description,
      available: data.available as boolean,
      verification_status: 'pending',
      region_surcharges: {},
      version: event.streamRevision,
      updated_at: at,
    });
    return;
  }
  const car = state.get(data.carId);
  if (!car) return;
  car.version = event.streamRevision;
  car.updated_at = at;
  if (event.type === 'CarUpdated') {
    const changes = data.changes as { pricePerDay?: number; description?: string };
    car.price_per_day = changes.pricePerDay ?? car.price_per_day;
    car.description = changes.description ?? car.description;
    if (data.sentBackToPending) car.verification_status = 'pending';
  } else if (event.type === 'CarAvailabilitySet') {
    car.available = data.available as boolean;
  } else if (event.type === 'CarRegionSurchargeSet') {
    car.region_surcharges = {
      ...car.region_surcharges,
      [data.regionId as string]: data.surchargePerDay as number,
    };
  } else if (event.type === 'CarApproved') {
    car.verification_status = 'approved';
  }
}

const metadata = () => ({
  actorId: randomUUID(),
  actorRole: 'host',
  correlationId: randomUUID(),
  causationId: null,
  timestamp: new Date().toISOString(),
});

const carEvent = (type: string, data: Record<string, unknown>): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: metadata(),
});

const REGIONS = ['greater-accra', 'ashanti', 'western', 'central', 'eastern', 'volta', 'northern'];

/** The n-th event of a car's life after its listing: mostly edits, some availability and surcharge changes. */
function laterCarEvent(carId: string, n: number): NewEvent {
  if (n === 1) return carEvent('CarApproved', { carId, notes: null });
  if (n % 7 === 0) return carEvent('CarAvailabilitySet', { carId, available: n % 14 !== 0 });
  if (n % 5 === 0) {
    return carEvent('CarRegionSurchargeSet', {
      carId,
      regionId: REGIONS[n % REGIONS.length],
      surchargePerDay: 5_000 + n * 100,
    });
  }
  return carEvent('CarUpdated', {
    carId,
    changes: { pricePerDay: 30_000 + n * 500, description: `Clean, air-conditioned, serviced (edit ${n})` },
    sentBackToPending: false,
  });
}

/** Writes each car's history as a few multi-event appends, 8 at a time. Returns the car ids. */
async function appendCarHistories(
  store: EventStore,
  options: { cars: number; eventsPerCar: number },
): Promise<string[]> {
  const carIds = Array.from({ length: options.cars }, () => randomUUID());
  const perAppend = 25;
  let next = 0;
  const writer = async () => {
    while (next < carIds.length) {
      const carId = carIds[next++]!;
      const events: NewEvent[] = [
        carEvent('CarListed', {
          carId,
          ownerId: randomUUID(),
          available: true,
          details: {
            make: 'Toyota',
            model: 'Corolla',
            year: 2019,
            location: 'East Legon, Accra',
            pricePerDay: 35_000,
            description: 'Reliable saloon, good on fuel, ideal for city trips and airport runs.',
            features: ['Air conditioning', 'Bluetooth', 'Reverse camera'],
            seats: 5,
            transmission: 'automatic',
            fuelType: 'petrol',
            images: [`cars/${carId}/front.jpg`, `cars/${carId}/side.jpg`],
            driverAvailable: false,
          },
        }),
        ...Array.from({ length: options.eventsPerCar - 1 }, (_, i) => laterCarEvent(carId, i + 1)),
      ];
      for (let i = 0; i < events.length; i += perAppend) {
        await store.appendToStream(`car-${carId}`, events.slice(i, i + perAppend));
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
  return carIds;
}

/**
 * Appends one measured event every `everyMs` while two background writers keep
 * appending to other cars, and times each from the append call to the moment
 * the read model has passed its position.
 */
async function measureLag(
  pool: pg.Pool,
  store: EventStore,
  carIds: string[],
  options: { measured: number; everyMs: number },
): Promise<number[]> {
  let loading = true;
  const randomCar = () => carIds[Math.floor(Math.random() * carIds.length)]!;
  const background = Array.from({ length: 2 }, async () => {
    for (let n = 2; loading; n++) {
      const carId = randomCar();
      await store.appendToStream(`car-${carId}`, [laterCarEvent(carId, n)]);
      await sleep(5);
    }
  });
  const lags: Promise<number>[] = [];
  for (let i = 0; i < options.measured; i++) {
    const carId = randomCar();
    const started = performance.now();
    const appended = await store.appendToStream(`car-${carId}`, [laterCarEvent(carId, 2 + i)]);
    lags.push(
      waitForProjections(pool, appended.position, [benchCarsProjection.name], 10_000).then((reached) => {
        if (!reached) throw new Error('An event did not reach the read model within 10 s');
        return performance.now() - started;
      }),
    );
    await sleep(options.everyMs);
  }
  const measured = await Promise.all(lags);
  loading = false;
  await Promise.all(background);
  return measured;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}
