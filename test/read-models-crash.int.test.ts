import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CarEvent } from '@akwaaba/domain';
import { onAccount } from '@akwaaba/domain/accounts/accounts.history.testing';
import {
  BOOKING_HOLD_EXPIRY_QUEUE,
  BOOKING_REFUNDS_QUEUE,
  SUSPENDED_RENTER_HOLDS_QUEUE,
} from '@akwaaba/domain/bookings/bookings.jobs';
import { listCar, onCar, trackedCar } from '@akwaaba/domain/cars/cars.history.testing';
import { CAR_PHOTO_VARIANTS_QUEUE, isStoredCarPhoto } from '@akwaaba/domain/cars/cars.jobs';
import {
  PAYOUT_EARNINGS_QUEUE,
  PAYOUT_HOST_QUEUE,
  PAYOUT_TRANSFER_QUEUE,
} from '@akwaaba/domain/payouts/payouts.jobs';
import type { HistoryRunner } from '@akwaaba/domain/shared/history.testing';
import { type EventStore, type Position, positionToCheckpoint } from '@akwaaba/infra/eventstore/port';
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { openJobQueue } from '@akwaaba/infra/jobs/job-queue';
import { jobSender } from '@akwaaba/infra/jobs/job-sender';
import { sealingPersonalData } from '@akwaaba/infra/privacy/personal-data-store';
import {
  getProjectionStatus,
  type Projection,
  rebuildProjection,
  waitForProjections,
} from '@akwaaba/projections';
import * as eventTypes from '@akwaaba/projections/event-types';
import { type ChildMessage, ReportingProcess } from '@akwaaba/projections/runner/test-support/child';
import type { PgBoss } from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allWorkers, buildProjections } from '../server/features';
import { createTestDatabase, type TestDatabase } from './database';
import { appendProductHistory, type Cast, FEATURE_HISTORIES, storeRunner } from './support/product-history';
import { snapshotReadModels } from './support/read-model-snapshot';
import { expectedFromStreams, readableParts } from './support/read-models-from-streams';
import { testSecrets } from './support/test-secrets';

/*
 * Issue 2's acceptance, on the product's real projections: kill -9 during a
 * catch-up and during a rebuild, restart, and every read model equals a
 * from-scratch rebuild. The history is every feature's own (test/support/product-history.ts),
 * appended through the real deciders once for both cases.
 */

let db: TestDatabase;
let store: EventStore;
let run: HistoryRunner;
let boss: PgBoss;
let projections: Projection[];
let readModels: Projection[];
let cast: Cast;
const children: ProjectionsProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  // The product's store: personal data sealed, and erased for good when an account closes.
  store = sealingPersonalData(PostgresEventStore.create(db.pool), db.pool, testSecrets);
  run = storeRunner(store);
  boss = await openJobQueue({
    connectionString: db.url,
    logger: pino({ level: 'silent' }),
    supervise: false,
  });
  // The workers role creates the queues (pg-boss drops a job sent to a missing queue).
  for (const worker of allWorkers) await boss.createQueue(worker.queue);
  projections = buildProjections({ jobs: jobSender(boss) });
  readModels = projections.filter((p) => p.kind === 'read-model');
  cast = await appendProductHistory(run);
}, 60_000);

afterAll(async () => {
  await Promise.all(children.splice(0).map((child) => child.kill9()));
  await boss.stop({ graceful: false });
  await store.close();
  await db.drop();
});

it('the history appends every event type the projections take, so each branch of each projection runs', async () => {
  const counts = await eventCounts();
  const taken = [...new Set(Object.values(eventTypes).flatMap((guard) => guard.types))];
  const missing = taken
    .filter((type) => !counts[type])
    .map(
      (type) => `${type}: no feature's history appends it; add the steps that do to ${historyFileFor(type)}`,
    );
  expect(missing).toEqual([]);
  expect(Object.values(counts).reduce((a, b) => a + b)).toBeGreaterThan(2500);
});

it('after kill -9 mid catch-up and mid rebuild, every read model equals a from-scratch rebuild', async () => {
  const deps = { pool: db.pool, store };
  // The trips and booking history read models are registered with the trips feature (server/features.ts).
  expect(readModels.map((p) => p.name)).toEqual(
    expect.arrayContaining(['cars', 'users', 'bookings', 'trips', 'booking_history']),
  );
  const head = (await store.headPosition())!;

  // 1. Every runner in a child, slowed down, killed -9 early in its catch-up, with a batch open.
  // Small batches, so that each read model is still catching up at the kill. A read model of few events can near its end before the slowest has written its third
  // batch: the kill comes then, two batches before that end, so each is still catching up.
  const batchesIn = await Promise.all(
    readModels.map(async (p) => Math.ceil((await store.countEventsAfter(null, p.eventTypePrefixes)) / 20)),
  );
  const first = spawnProjections({ MODE: 'run', BATCH_SIZE: '20', BATCH_DELAY_MS: '10' });
  await first.waitUntil(
    (messages) =>
      readModels.every((p) => batchesOf(messages, p) >= 1) &&
      (readModels.every((p) => batchesOf(messages, p) >= 3) ||
        readModels.some((p, i) => batchesOf(messages, p) >= batchesIn[i]! - 2)),
  );
  await first.kill9();
  const atFirstCrash = await getProjectionStatus(deps, readModels);
  for (const status of atFirstCrash) {
    expect(status, status.name).toMatchObject({ activeGeneration: 1, lastError: null });
    expect(status.checkpoint, status.name).not.toBeNull();
    expect(status.lagEvents, `${status.name} was killed mid catch-up`).toBeGreaterThan(0);
  }

  // Restarted, it resumes from each checkpoint. Killed again, at full speed this time, right
  // after a batch of payments was written (bookings append payment references, so applying that
  // batch twice would show), or else a third of the way through what was left.
  const second = spawnProjections({ MODE: 'run', BATCH_SIZE: '50' });
  await second.waitUntil(
    (messages) =>
      messages.some(
        (m) => m.event === 'batch' && (m.types as string[]).includes('BookingPaymentInitialized'),
      ) ||
      atFirstCrash.every(
        (status, i) => batchesOf(messages, readModels[i]!) >= Math.max(2, Math.ceil(status.lagEvents / 150)),
      ),
  );
  await second.kill9();
  const atSecondCrash = await getProjectionStatus(deps, readModels);
  expect(atSecondCrash.some((status) => status.lagEvents > 0)).toBe(true);
  for (const status of atSecondCrash) expect(status.lastError, status.name).toBeNull();

  // 2. Restarted again, it catches up.
  const live = spawnProjections({ MODE: 'run', BATCH_SIZE: '100' });
  await caughtUp(head);
  const resumed = await snapshotReadModels(db.pool, readModels);

  // 3. A rebuild of cars killed -9 mid-way: readers keep the complete live generation.
  const rebuild = spawnProjections({ MODE: 'rebuild', NAME: 'cars', BATCH_SIZE: '50', BATCH_DELAY_MS: '10' });
  await rebuild.waitUntil((messages) =>
    messages.some((m) => m.event === 'progress' && Number(m.eventsDone) >= 150),
  );
  await rebuild.kill9();
  await until(async () => (await carsStatus()).rebuild?.running === false);
  const interrupted = await carsStatus();
  expect(interrupted).toMatchObject({ activeGeneration: 1, rebuild: { generation: 2 } });
  expect(interrupted.rebuild!.eventsDone).toBeGreaterThanOrEqual(150);
  expect(interrupted.rebuild!.eventsDone).toBeLessThan(interrupted.rebuild!.eventsTotal);
  expect((await snapshotReadModels(db.pool, [carsProjectionOf()])).cars).toEqual(resumed.cars);

  // The live runner keeps serving meanwhile; the resumed rebuild must include these too.
  const later = await appendLaterActivity();
  await caughtUp(later.head);
  const { rows: newCar } = await db.pool.query('select verification_status from cars where id = $1', [
    later.newCarId,
  ]);
  expect(newCar).toEqual([{ verification_status: 'approved' }]);

  // Run again (here, in-process), it resumes the interrupted generation and switches to it.
  expect(await rebuildProjection(deps, carsProjectionOf(), { batchSize: 50 })).toMatchObject({
    generation: 2,
    previousGeneration: 1,
    resumed: true,
    eventsApplied: await store.countEventsAfter(null, carsProjectionOf().eventTypePrefixes),
  });

  // 4. Caught up: each checkpoint is the head, and each event was counted exactly once.
  const finalHead = (await store.headPosition())!;
  await caughtUp(finalHead);
  for (const status of await getProjectionStatus(deps, projections)) {
    expect(status, status.name).toMatchObject({
      checkpoint: positionToCheckpoint(finalHead),
      lagEvents: 0,
      lastError: null,
      rebuild: null,
    });
  }
  await expectEachEventAppliedOnce(readModels);
  await live.kill9();
  const afterCrashes = await snapshotReadModels(db.pool, readModels);

  // Every read model, rebuilt from zero into a fresh generation, is the same.
  const rebuilt = await Promise.all(readModels.map((p) => rebuildProjection(deps, p, { batchSize: 500 })));
  for (const result of rebuilt) expect(result.resumed).toBe(false);
  await expectEachEventAppliedOnce(readModels);
  const fromScratch = await snapshotReadModels(db.pool, readModels);
  for (const projection of readModels) {
    for (const [view, rows] of Object.entries(fromScratch[projection.name]!)) {
      // An empty view would pass vacuously: give a new read model its events in its feature's history.
      expect(rows.length, `${projection.name}: view ${view} has no rows`).toBeGreaterThan(0);
    }
    expect(afterCrashes[projection.name], projection.name).toEqual(fromScratch[projection.name]);
  }

  // And both say what the streams say (the deciders' own fold): nothing skipped, nothing wrong.
  expect(readableParts(afterCrashes)).toEqual(await expectedFromStreams(store));
  // The reactors, killed with the read models, scheduled each event's jobs exactly once.
  expect(await queuedJobs()).toEqual(await expectedJobs());
}, 120_000);

/** Where the history of an event type belongs: its feature's history file. */
function historyFileFor(type: string): string {
  const histories = FEATURE_HISTORIES.filter((history) =>
    history.appends.some((guard) => guard.types.includes(type)),
  );
  if (histories.length > 0) return histories.map(({ feature, file }) => `${file} (${feature})`).join(' or ');
  return "its feature's domain/src/<feature>/<feature>.history.testing.ts, listed in FEATURE_HISTORIES (test/support/product-history.ts)";
}

/** What happens while a rebuild is interrupted: a new listing, an edit, a profile change. */
async function appendLaterActivity(): Promise<{ head: Position; newCarId: string }> {
  const host = cast.members[1]!;
  const car = trackedCar(1000, host.actor, true);
  await listCar(run, car);
  await onCar(run, car, { type: 'ApproveCar', carId: car.carId, actor: cast.admin });
  const approved = cast.listings.find((c) => c.status === 'approved' && !c.deleted)!;
  await Promise.all([
    onCar(run, approved, {
      type: 'UpdateCar',
      carId: approved.carId,
      actor: approved.owner,
      changes: { pricePerDay: approved.details.pricePerDay + 500 },
    }),
    onAccount(run, {
      type: 'UpdateProfile',
      userId: host.userId,
      actor: host.actor,
      now: new Date().toISOString(),
      changes: { bio: 'Now also delivering to Kotoka.' },
    }),
  ]);
  return { head: (await store.headPosition())!, newCarId: car.carId };
}

/* ---------------------------------------------------------------------------------------------- */
/* Observing                                                                                      */
/* ---------------------------------------------------------------------------------------------- */

const carsProjectionOf = () => readModels.find((p) => p.name === 'cars')!;

async function carsStatus() {
  const [status] = await getProjectionStatus({ pool: db.pool, store }, [carsProjectionOf()]);
  return status!;
}

async function eventCounts(): Promise<Record<string, number>> {
  const { events } = await store.readAll({ maxCount: 1_000_000 });
  const counts: Record<string, number> = {};
  for (const event of events) counts[event.type] = (counts[event.type] ?? 0) + 1;
  return counts;
}

/** Each active generation counted exactly the log's events for its projection: none twice, none missed. */
async function expectEachEventAppliedOnce(projections: readonly Projection[]) {
  for (const projection of projections) {
    const { rows } = await db.pool.query<{ events_applied: string }>(
      `select g.events_applied from projection_state s
       join projection_generations g on g.name = s.name and g.generation = s.active_generation
       where s.name = $1`,
      [projection.name],
    );
    const inLog = await store.countEventsAfter(null, projection.eventTypePrefixes);
    expect(Number(rows[0]!.events_applied), projection.name).toBe(inLog);
  }
}

/** How many batches the child has written (committed or not) for a projection. */
const batchesOf = (messages: readonly ChildMessage[], projection: Projection) =>
  messages.filter((m) => m.event === 'batch' && m.projection === projection.name).length;

/** Waits until every projection (reactors too) has passed `position`; otherwise fails saying why. */
async function caughtUp(position: Position, timeoutMs = 30_000): Promise<void> {
  const names = projections.map((p) => p.name);
  if (await waitForProjections(db.pool, position, names, timeoutMs)) return;
  const statuses = await getProjectionStatus({ pool: db.pool, store }, projections);
  const behind = statuses.map(({ name, lagEvents, lastError, runnerActive }) => ({
    name,
    lagEvents,
    runnerActive,
    lastError: lastError?.message ?? null,
  }));
  const reports = children.flatMap((child) => child.messages.filter((m) => m.event === 'error'));
  throw new Error(`Projections did not catch up: ${JSON.stringify({ behind, reports })}`);
}

async function until(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every job the reactors enqueued, one line each: queue, then what identifies its event. */
async function queuedJobs(): Promise<string[]> {
  const { rows } = await db.pool.query<{ name: string; data: Record<string, string> }>(
    'select name, data from pgboss.job where name = any($1)',
    [
      [
        CAR_PHOTO_VARIANTS_QUEUE,
        BOOKING_HOLD_EXPIRY_QUEUE,
        BOOKING_REFUNDS_QUEUE,
        SUSPENDED_RENTER_HOLDS_QUEUE,
        PAYOUT_EARNINGS_QUEUE,
        PAYOUT_HOST_QUEUE,
        PAYOUT_TRANSFER_QUEUE,
      ],
    ],
  );
  return rows
    .map(({ name, data }) =>
      name === CAR_PHOTO_VARIANTS_QUEUE
        ? `${name} ${data.causationId} ${data.image}`
        : `${name} ${data.bookingId ?? data.renterId ?? data.hostId} ${data.correlationId}`,
    )
    .sort();
}

/** One job per stored photo of a listing or photo edit, per hold (and renewed hold), per refund owed. */
async function expectedJobs(): Promise<string[]> {
  const { events } = await store.readAll({ maxCount: 1_000_000 });
  const photosOf = (event: CarEvent): string[] => {
    if (event.type === 'CarListed') return event.data.details.images;
    if (event.type === 'CarUpdated') return event.data.changes.images ?? [];
    return [];
  };
  return events
    .flatMap((recorded) => {
      const data = recorded.data as Record<string, unknown>;
      const forBooking = (queue: string) => [
        `${queue} ${String(data.bookingId)} ${recorded.metadata.correlationId}`,
      ];
      switch (recorded.type) {
        case 'CarListed':
        case 'CarUpdated':
          // A car event by its type, from the untyped read of the whole log.
          return photosOf(recorded as unknown as CarEvent)
            .filter(isStoredCarPhoto)
            .map((image) => `${CAR_PHOTO_VARIANTS_QUEUE} ${recorded.id} ${image}`);
        // A hold, and a request's hold renewed when its host accepted.
        case 'CalendarDatesHeld':
        case 'CalendarHoldRenewed':
          return forBooking(BOOKING_HOLD_EXPIRY_QUEUE);
        case 'BookingCancelled':
          return Number(data.refundAmount) > 0 ? forBooking(BOOKING_REFUNDS_QUEUE) : [];
        case 'BookingPaymentRefused':
          return forBooking(BOOKING_REFUNDS_QUEUE);
        // Back with no damage reported: the deposit's refund (a booking without one has nothing owed).
        case 'BookingReturnRecorded':
          return data.damage === null ? forBooking(BOOKING_REFUNDS_QUEUE) : [];
        case 'BookingCompleted':
          return forBooking(PAYOUT_EARNINGS_QUEUE);
        case 'PayoutEarningRecorded':
        case 'PayoutTransferFailed':
          return forBooking(PAYOUT_TRANSFER_QUEUE);
        case 'PayoutAccountSet':
          return [`${PAYOUT_HOST_QUEUE} ${String(data.hostId)} ${recorded.metadata.correlationId}`];
        case 'UserAccountSuspended':
          return [
            `${SUSPENDED_RENTER_HOLDS_QUEUE} ${String(data.userId)} ${recorded.metadata.correlationId}`,
          ];
        default:
          return [];
      }
    })
    .sort();
}

/* ---------------------------------------------------------------------------------------------- */
/* The child process                                                                              */
/* ---------------------------------------------------------------------------------------------- */

const here = path.dirname(fileURLToPath(import.meta.url));
const CHILD_SCRIPT = path.join(here, 'support', 'run-product-projections.ts');

/** test/support/run-product-projections.ts in its own process, with its JSON-line reports. */
class ProjectionsProcess extends ReportingProcess {
  constructor(env: Record<string, string>) {
    super(CHILD_SCRIPT, env);
  }

  /** Resolves with the reports so far once `condition` holds for them; fails on an error report or exit. */
  waitUntil(condition: (messages: ChildMessage[]) => boolean, timeoutMs = 30_000): Promise<ChildMessage[]> {
    return new Promise((resolve, reject) => {
      const finish = (error?: Error) => {
        this.listeners.delete(check);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(this.messages);
      };
      const check = () => {
        const failure = this.messages.find((m) => m.event === 'error');
        if (failure) finish(new Error(`child reported: ${JSON.stringify(failure)}`));
        else if (condition(this.messages)) finish();
      };
      const timer = setTimeout(
        () => finish(new Error(`child ${this.child.pid}: condition not met within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.listeners.add(check);
      void this.exited.then(
        () => this.listeners.has(check) && finish(new Error('child exited before the condition')),
      );
      check();
    });
  }
}

function spawnProjections(env: Record<string, string>): ProjectionsProcess {
  const child = new ProjectionsProcess({ DATABASE_URL: db.url, ...env });
  children.push(child);
  return child;
}
