import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { aNewEvent } from '@akwaaba/infra/eventstore/new-event.testing';
import type { EventStore, NewEvent } from '@akwaaba/infra/eventstore/port';
import {
  carsReadModel,
  physicalTableName,
  rebuildProjection,
  startProjectionRunners,
  waitForProjections,
} from '@akwaaba/projections';
import type pg from 'pg';

/**
 * Projection benchmarks:
 * - rebuild throughput: a blue-green rebuild of the product's cars read model
 *   over 100,000 car events (target ≥ 20,000 events/s), and, as what Postgres itself can
 *   write, the rows that rebuild left bulk-inserted into tables like its own (same columns,
 *   same indexes) in one statement per table: the rebuild's time is held to twice that;
 * - lag: from the moment an append is called to the moment its event is in
 *   the read model (waitForProjections, the API's read-your-writes path), for
 *   600 appends under a steady write load of other appends (target p99 ≤ 50 ms).
 */
export async function benchProjections(
  pool: pg.Pool,
  store: EventStore,
): Promise<{
  rebuildEventsPerSecond: number;
  rebuildEvents: number;
  rebuildSeconds: number;
  bulkInsert: BulkInsertReference;
  lagP50Ms: number;
  lagP99Ms: number;
}> {
  const carIds = await appendCarHistories(store, { cars: 2_000, eventsPerCar: 50 });
  // A running system's autovacuum analyzes the log within a minute of a bulk
  // load; without statistics the planner reads each batch by sorting the whole
  // remaining log (4-6x slower). Measure the steady state, not that first minute.
  await pool.query('analyze');

  const rebuildStarted = performance.now();
  const rebuilt = await rebuildProjection({ pool, store }, carsReadModel);
  const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
  const bulkInsert = await bulkInsertOfRowsIn(pool, carsReadModel.tables, rebuilt.generation);

  const runners = startProjectionRunners({ pool, store, projections: [carsReadModel] });
  try {
    const head = await store.headPosition();
    if (!head || !(await waitForProjections(pool, head, [carsReadModel.name], 30_000))) {
      throw new Error('The live runner did not reach the head after the rebuild');
    }
    const lags = await measureLag(pool, store, carIds, { measured: 600, everyMs: 8 });
    return {
      rebuildEventsPerSecond: rebuilt.eventsApplied / rebuildSeconds,
      rebuildEvents: rebuilt.eventsApplied,
      rebuildSeconds,
      bulkInsert,
      lagP50Ms: percentile(lags, 0.5),
      lagP99Ms: percentile(lags, 0.99),
    };
  } finally {
    await runners.stop();
  }
}

export interface BulkInsertReference {
  rows: number;
  seconds: number;
}

/**
 * The rows of a generation's tables, inserted anew into empty tables made like them (columns,
 * defaults, indexes, constraints), one `insert ... select` per table in one transaction: the
 * same end state as the rebuild, written as plainly as Postgres allows. Timed from the first
 * insert to the commit; the copies are dropped afterwards.
 */
async function bulkInsertOfRowsIn(
  pool: pg.Pool,
  tables: Record<string, unknown>,
  generation: number,
): Promise<BulkInsertReference> {
  const client = await pool.connect();
  const names = Object.keys(tables).map((logical) => physicalTableName(logical, generation));
  try {
    for (const [i, name] of names.entries()) {
      await client.query(`create unlogged table bench_rows_${i} as select * from ${name}`);
      await client.query(`create table bench_like_${i} (like ${name} including all)`);
    }
    let rows = 0;
    const started = performance.now();
    await client.query('begin');
    for (const i of names.keys())
      rows += (await client.query(`insert into bench_like_${i} select * from bench_rows_${i}`)).rowCount ?? 0;
    await client.query('commit');
    const seconds = (performance.now() - started) / 1000;
    return { rows, seconds };
  } finally {
    for (const i of names.keys()) await client.query(`drop table if exists bench_rows_${i}, bench_like_${i}`);
    client.release();
  }
}

const REGIONS = ['greater-accra', 'ashanti', 'western', 'central', 'eastern', 'volta', 'northern'];

/** The n-th event of a car's life after its listing: mostly edits, some availability and surcharge changes. */
function laterCarEvent(carId: string, n: number): NewEvent {
  if (n === 1) return aNewEvent('CarApproved', { carId, notes: null });
  if (n % 7 === 0) return aNewEvent('CarAvailabilitySet', { carId, available: n % 14 !== 0 });
  if (n % 5 === 0) {
    return aNewEvent('CarRegionSurchargeSet', {
      carId,
      regionId: REGIONS[n % REGIONS.length],
      surchargePerDay: 5_000 + n * 100,
    });
  }
  return aNewEvent('CarUpdated', {
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
        aNewEvent('CarListed', {
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
      waitForProjections(pool, appended.position, [carsReadModel.name], 10_000).then((reached) => {
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
