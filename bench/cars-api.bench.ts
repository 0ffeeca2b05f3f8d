import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '@akwaaba/api/app';
import { CAR_LOCATIONS, type CarDetails, type CarEvent, carStream, systemActor } from '@akwaaba/domain';
import { metadataFor } from '@akwaaba/infra/commands/command-handler';
import { loadConfig } from '@akwaaba/infra/config';
import { startEmbeddedPostgres } from '@akwaaba/infra/embedded/embedded-postgres';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { appSecretsFrom } from '@akwaaba/infra/secrets/app-secret';
import { SessionStore } from '@akwaaba/infra/sessions/session-store';
import type { ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import { startProjectionRunners, waitForProjections } from '@akwaaba/projections';
import { carsProjection } from '@akwaaba/projections/cars/cars.projection';
import { usersProjection } from '@akwaaba/projections/users/users.projection';
import pg from 'pg';
import { pino } from 'pino';
import { migrateDatabase } from '../server/migrations';

/*
 * GET /api/cars with 10,000 approved cars: the latency of one filtered page
 * (location, price band, transmission; 24 cars a page as Browse Cars asks, pages 1 to 3) over
 * loopback, with autocannon firing from a worker thread and the API in this
 * process. Measured twice:
 * - signed in: every request runs the query (signed-in answers are never cached);
 * - anonymous: the API's page cache answers repeats from memory.
 */

interface LoadResult {
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  workers?: number;
  headers?: Record<string, string>;
  requests: { path: string }[];
}) => Promise<LoadResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface CarsApiFigures {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  failures: number;
}

export interface CarsApiBenchResult {
  cars: number;
  /** Signed in: the database query on every request. */
  query: CarsApiFigures;
  /** Anonymous: the same pages, answered by the page cache after the first request of each. */
  cached: CarsApiFigures;
}

const CARS = 10_000;
const PRICES = ['budget', 'mid', 'luxury'] as const;
const TRANSMISSIONS = ['automatic', 'manual'] as const;

/** Car number `i`: spread over every city, price band and transmission. */
function carDetails(i: number): CarDetails {
  return {
    make: ['Toyota', 'Honda', 'Kia', 'Hyundai', 'Nissan'][i % 5]!,
    model: ['Corolla', 'Civic', 'Sportage', 'Elantra', 'X-Trail'][i % 5]!,
    year: 2010 + (i % 15),
    location: CAR_LOCATIONS[i % CAR_LOCATIONS.length]!,
    // 80 to 500 cedi a day: every price band gets its share.
    pricePerDay: (80 + ((i * 37) % 421)) * 100,
    description: 'Well kept, serviced every 5,000 km. Air conditioning that works in Accra traffic.',
    features: ['Air conditioning', 'Bluetooth', 'USB charging'],
    seats: 5,
    transmission: i % 3 === 0 ? 'Manual' : 'Automatic',
    fuelType: 'Petrol',
    // Not stored photos: no resize jobs (and no job queue) are needed for this measure.
    images: [1, 2, 3].map((n) => `/objects/bench-photos/${i}-${n}.jpg`),
    roadworthyDocument: `car-papers/bench-${i}-r.pdf`,
    registrationDocument: `car-papers/bench-${i}-g.pdf`,
    insuranceDocument: `car-papers/bench-${i}-i.pdf`,
    driverAvailable: false,
    driverDailyRate: null,
    driverName: null,
    driverPhone: null,
    driverExperienceYears: null,
  };
}

/** Lists and approves `count` cars as the product would record them (16 writers at a time). */
export async function seedApprovedCars(store: EventStore, count: number) {
  const metadata = metadataFor(
    { actor: systemActor, correlationId: 'bench-cars', causationId: null },
    new Date(),
  );
  let next = 0;
  const writer = async () => {
    for (let i = next++; i < count; i = next++) {
      const carId = randomUUID();
      const events: CarEvent[] = [
        {
          type: 'CarListed',
          data: { carId, ownerId: randomUUID(), details: carDetails(i), available: true },
        },
        { type: 'CarApproved', data: { carId, notes: null } },
      ];
      await store.appendToStream(
        carStream(carId),
        events.map((event) => ({ id: randomUUID(), ...event, metadata })),
        { expectedRevision: 'no_stream' },
      );
    }
  };
  await Promise.all(Array.from({ length: 16 }, writer));
}

/** The filtered pages requested, in turn: 5 cities × 3 bands × 2 gearboxes × pages 1–3. */
function filteredPages(): { path: string }[] {
  const pages: { path: string }[] = [];
  for (const location of ['accra', 'kumasi', 'tamale', 'takoradi', 'cape'])
    for (const price of PRICES)
      for (const transmission of TRANSMISSIONS)
        for (const page of [1, 2, 3])
          pages.push({
            path: `/api/cars?location=${location}&price=${price}&transmission=${transmission}&page=${page}&pageSize=24`,
          });
  return pages;
}

const figures = (result: LoadResult): CarsApiFigures => ({
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requestsPerSecond: result.requests.average,
  failures: result.non2xx + result.errors,
});

/**
 * Seeds 10,000 approved cars into an empty database, builds the cars read model,
 * starts the API on a loopback port and measures filtered pages of GET /api/cars.
 */
export async function benchCarsApi(
  pool: pg.Pool,
  options: { seconds?: number; connections?: number; log?: (line: string) => void } = {},
): Promise<CarsApiBenchResult> {
  const log = options.log ?? (() => {});
  const seconds = options.seconds ?? 10;
  const connections = options.connections ?? 20;
  const logger = pino({ level: 'silent' });
  const store = await PostgresEventStore.create(pool);
  log(`  seeding ${CARS.toLocaleString('en-GB')} approved cars...`);
  await seedApprovedCars(store, CARS);
  const runners = startProjectionRunners({
    pool,
    store,
    projections: [carsProjection, usersProjection],
    logger,
  });
  const head = await store.headPosition();
  if (!head || !(await waitForProjections(pool, head, ['cars', 'users'], 120_000)))
    throw new Error('The cars read model did not catch up');
  await pool.query('analyze');

  // GET /api/cars touches neither files nor secrets; the app only needs them to start.
  const storage = {} as ObjectStorage;
  const config = { ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }), port: 0 };
  const app = await buildApp({
    config,
    pool,
    store,
    storage,
    secrets: appSecretsFrom('bench-cars-api'),
    logger,
  });
  try {
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const { token } = await new SessionStore(pool).create(randomUUID());
    const requests = filteredPages();
    const run = (headers: Record<string, string>) =>
      autocannon({ url, connections, duration: seconds, workers: 1, headers, requests });
    log('  signed in (query every time)...');
    await run({ cookie: `akwaaba_session=${token}` }); // warm-up: connections, plans, caches of Postgres
    const query = figures(await run({ cookie: `akwaaba_session=${token}` }));
    log('  anonymous (page cache)...');
    const cached = figures(await run({}));
    return { cars: CARS, query, cached };
  } finally {
    await app.close();
    await runners.stop();
    await store.close();
  }
}

/** `npx tsx bench/cars-api.bench.ts`: the measure alone, on its own embedded Postgres. */
async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'akwaaba-bench-cars-'));
  await chmod(dataDir, 0o755); // embedded Postgres runs as its own user when we are root
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'postgres'),
    port: 20000 + Math.floor(Math.random() * 20000),
  });
  const pool = new pg.Pool({ connectionString: postgres.url, max: 20 });
  try {
    await migrateDatabase(pool);
    const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
    const result = await benchCarsApi(pool, { connections, log: (line) => console.log(line) });
    const row = (name: string, f: CarsApiFigures) =>
      `| ${name} | ${f.p50Ms} ms | ${f.p99Ms} ms | ${Math.round(f.requestsPerSecond)} | ${f.failures} |`;
    console.log(
      `\nGET /api/cars, filtered page of 24, ${result.cars.toLocaleString('en-GB')} approved cars\n`,
    );
    console.log('| path | p50 | p99 | requests/s | failures |\n|---|---|---|---|---|');
    console.log(row('signed in (query)', result.query));
    console.log(row('anonymous (page cache)', result.cached));
  } finally {
    await pool.end();
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
