import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@akwaaba/api/app';
import {
  type CarDetails,
  carDecider,
  carStream,
  ghanaDate,
  systemActor,
  toCalendarDate,
} from '@akwaaba/domain';
import { registerVerifiedAccount } from '@akwaaba/infra/accounts/verified-account';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { loadConfig } from '@akwaaba/infra/config';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { appSecretsFrom } from '@akwaaba/infra/secrets/app-secret';
import { SessionStore } from '@akwaaba/infra/sessions/session-store';
import type { ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import { startProjectionRunners, waitForProjections } from '@akwaaba/projections';
import { bookingsProjection } from '@akwaaba/projections/bookings/bookings.projection';
import { usersProjection } from '@akwaaba/projections/users/users.projection';
import { addDays, parseISO } from 'date-fns';
import type pg from 'pg';
import { pino } from 'pino';

/** One scenario's figures: every request's outcome and latency over real HTTP. */
export interface BookingScenario {
  requests: number;
  concurrency: number;
  /** Requests answered per second, whatever the answer. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Status code → how many. */
  statuses: Record<number, number>;
}

export interface BookingBenchResult {
  /** Each request books its own car. */
  distinctCars: BookingScenario;
  /** Every request books the same car for its own dates: all succeed, racing on one calendar stream. */
  oneCarSeparateDates: BookingScenario;
  /** Every request wants the same car and the same dates: one 201, the rest 409. */
  oneCarSameDates: BookingScenario;
}

const context = () => ({ actor: systemActor, correlationId: randomUUID(), causationId: null });

async function createRenter(store: EventStore, sessions: SessionStore): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@akwaaba.test`;
  const { userId } = await registerVerifiedAccount(store, { email, firstName: 'Bench', lastName: 'Renter' });
  const { token } = await sessions.create(userId);
  return `akwaaba_session=${token}`;
}

const carDetails: CarDetails = {
  make: 'Toyota',
  model: 'Corolla',
  year: 2019,
  location: 'Accra',
  pricePerDay: 28_000,
  description: '',
  features: [],
  seats: 5,
  transmission: 'Automatic',
  fuelType: 'Petrol',
  images: [],
  roadworthyDocument: '/objects/car-papers/bench-roadworthy',
  registrationDocument: '/objects/car-papers/bench-registration',
  insuranceDocument: '/objects/car-papers/bench-insurance',
  driverAvailable: false,
  driverDailyRate: null,
  driverName: null,
  driverPhone: null,
  driverExperienceYears: null,
};

async function listApprovedCar(store: EventStore): Promise<string> {
  const carId = randomUUID();
  const stream = carStream(carId);
  const ownerId = randomUUID();
  await handleCommand(
    store,
    carDecider,
    stream,
    {
      type: 'ListCar',
      carId,
      actor: systemActor,
      ownerId,
      details: carDetails,
      available: true,
    },
    context(),
  );
  await handleCommand(
    store,
    carDecider,
    stream,
    { type: 'ApproveCar', carId, actor: systemActor },
    context(),
  );
  return carId;
}

const day = (n: number) => toCalendarDate(addDays(parseISO(ghanaDate(new Date())), n));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/** Sends `bodies` as POST /api/bookings with `concurrency` requests in flight, each from one of the renters. */
async function run(
  baseUrl: string,
  cookies: string[],
  bodies: object[],
  concurrency: number,
): Promise<BookingScenario> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      for (let i = next++; i < bodies.length; i = next++) {
        const sent = performance.now();
        const response = await fetch(`${baseUrl}/api/bookings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: baseUrl,
            cookie: cookies[client % cookies.length]!,
          },
          body: JSON.stringify(bodies[i]),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: bodies.length,
    concurrency,
    perSecond: bodies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    statuses,
  };
}

/**
 * POST /api/bookings over HTTP against the real API (sessions, CSRF check, car stream fold,
 * calendar stream append with expected revision, booking append, read-your-writes wait for the
 * bookings read model), on the Postgres event store in `pool`'s database:
 * - distinct cars: `requests` bookings, each of its own car;
 * - one car, separate dates: `requests` bookings of one car for back-to-back stays, so every
 *   append races the others on the car's calendar stream and conflicts are retried;
 * - one car, same dates: the same stay asked `requests` times: one wins, the rest get 409.
 */
export async function benchBookings(
  pool: pg.Pool,
  store: EventStore,
  options: { requests?: number; concurrency?: number } = {},
): Promise<BookingBenchResult> {
  const requests = options.requests ?? 400;
  const concurrency = options.concurrency ?? 16;
  const logger = pino({ level: 'silent' });
  const runners = startProjectionRunners({
    pool,
    store,
    projections: [usersProjection, bookingsProjection],
    logger,
  });
  const config = { ...loadConfig({ NODE_ENV: 'development' }), port: 0 };
  const storage = {} as ObjectStorage; // booking routes never touch object storage
  const app = await buildApp({
    config,
    pool,
    store,
    storage,
    secrets: appSecretsFrom(randomBytes(32).toString('hex')),
    logger,
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const sessions = new SessionStore(pool);
    const cookies = await Promise.all(
      Array.from({ length: concurrency }, () => createRenter(store, sessions)),
    );
    const cars: string[] = [];
    for (let i = 0; i < requests; i++) cars.push(await listApprovedCar(store));
    const oneCar = await listApprovedCar(store);
    const crowded = await listApprovedCar(store);
    const head = await store.headPosition();
    if (head) await waitForProjections(pool, head, ['users', 'bookings'], 60_000);

    const distinctCars = await run(
      baseUrl,
      cookies,
      cars.map((carId) => ({ carId, startDate: day(10), endDate: day(12) })),
      concurrency,
    );
    const oneCarSeparateDates = await run(
      baseUrl,
      cookies,
      Array.from({ length: requests }, (_, i) => ({
        carId: oneCar,
        startDate: day(10 + 2 * i),
        endDate: day(12 + 2 * i),
      })),
      concurrency,
    );
    const oneCarSameDates = await run(
      baseUrl,
      cookies,
      Array.from({ length: requests }, () => ({ carId: crowded, startDate: day(10), endDate: day(12) })),
      concurrency,
    );
    return { distinctCars, oneCarSeparateDates, oneCarSameDates };
  } finally {
    await app.close();
    await runners.stop();
  }
}
