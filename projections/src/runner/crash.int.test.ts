import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { rebuildProjection } from './rebuild';
import { startProjectionRunners } from './runner';
import { migrateProjectionRunner } from './schema';
import { getProjectionStatus } from './status';
import { RunnerProcess } from './test-support/child';
import { counterProjection, expectedCounts, readCounts } from './test-support/counter-projection';
import { useEventStoreDatabase } from './test-support/event-store-database';
import { appendTicks } from './test-support/events';
import { checkpointSnapshot, eventsApplied, until } from './test-support/observe';
import { waitForProjections } from './wait';

let db: TestDatabase;
let store: PostgresEventStore;
const children: RunnerProcess[] = [];
const slowChild = (mode: 'run' | 'rebuild') =>
  new RunnerProcess({ DATABASE_URL: db.url, MODE: mode, BATCH_SIZE: '50', APPLY_DELAY_MS: '10' });

useEventStoreDatabase((fresh) => ({ db, store } = fresh));
beforeEach(async () => {
  await migrateProjectionRunner(db.pool);
});
afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => child.kill9()));
});

it('a runner killed -9 mid catch-up resumes where it committed: nothing doubled or skipped', async () => {
  const head = await appendTicks(store, { streams: 150, perStream: 20 });
  const first = slowChild('run');
  children.push(first);
  await until(async () => (await eventsApplied(db.pool, 1)) >= 500);
  await first.kill9();

  const atCrash = await checkpointSnapshot(db.pool);
  expect(atCrash.counted).toBe(atCrash.upToCheckpoint);
  expect(atCrash.counted).toBeLessThan(3000);

  const restarted = startProjectionRunners({
    pool: db.pool,
    store,
    projections: [counterProjection()],
    batchSize: 50,
  });
  expect(await waitForProjections(db.pool, head.position, ['counter'], 15_000)).toBe(true);
  await restarted.stop();
  const resumed = await readCounts(db.pool);
  expect(resumed).toEqual(await expectedCounts(db.pool));

  // And it equals a from-scratch build.
  await rebuildProjection({ pool: db.pool, store }, counterProjection());
  expect(await readCounts(db.pool)).toEqual(resumed);
});

it('a rebuild killed -9 leaves the active read model serving; running it again resumes and switches', async () => {
  const initial = await appendTicks(store, { streams: 150, perStream: 20 });
  const runners = startProjectionRunners({ pool: db.pool, store, projections: [counterProjection()] });
  try {
    expect(await waitForProjections(db.pool, initial.position, ['counter'], 10_000)).toBe(true);
    const rebuild = slowChild('rebuild');
    children.push(rebuild);
    await until(async () => (await eventsApplied(db.pool, 2)) >= 500);
    await rebuild.kill9();

    // The active generation is untouched and still live.
    const more = await appendTicks(store, { streams: 5, perStream: 10, prefix: 'during' });
    expect(await waitForProjections(db.pool, more.position, ['counter'], 5_000)).toBe(true);
    expect(await readCounts(db.pool)).toEqual(await expectedCounts(db.pool));
    const [status] = await getProjectionStatus({ pool: db.pool, store }, [counterProjection()]);
    expect(status).toMatchObject({ activeGeneration: 1, rebuild: { generation: 2, running: false } });
    const interruptedAt = status!.rebuild!.eventsDone;
    expect(interruptedAt).toBeGreaterThanOrEqual(500);
    expect(interruptedAt).toBeLessThan(3050);

    const result = await rebuildProjection({ pool: db.pool, store }, counterProjection());
    expect(result).toMatchObject({
      generation: 2,
      previousGeneration: 1,
      resumed: true,
      eventsApplied: 3050,
    });
    expect(await readCounts(db.pool)).toEqual(await expectedCounts(db.pool));
    const [after] = await getProjectionStatus({ pool: db.pool, store }, [counterProjection()]);
    expect(after).toMatchObject({ activeGeneration: 2, rebuild: null, lagEvents: 0 });
  } finally {
    await runners.stop();
  }
});
