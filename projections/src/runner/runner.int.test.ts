import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { afterEach, expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { type RunningProjections, startProjectionRunners } from './runner';
import { counterProjection, expectedCounts, readCounts, TICK } from './test-support/counter-projection';
import { useEventStoreDatabase } from './test-support/event-store-database';
import { appendTicks, tick } from './test-support/events';
import { waitForProjections } from './wait';

let db: TestDatabase;
let store: PostgresEventStore;
const started: RunningProjections[] = [];
const start = (...args: Parameters<typeof startProjectionRunners>) => {
  const runners = startProjectionRunners(...args);
  started.push(runners);
  return runners;
};
useEventStoreDatabase((fresh) => ({ db, store } = fresh));
afterEach(async () => {
  await Promise.all(started.splice(0).map((r) => r.stop()));
});

it('catches up in batches, follows live appends, and resumes from its checkpoint', async () => {
  const head = await appendTicks(store, { streams: 20, perStream: 10, perAppend: 5 });
  const batches: string[][] = [];
  const projection = counterProjection({ onBatch: (events) => batches.push(events.map((e) => e.type)) });
  let runners = start({ pool: db.pool, store, projections: [projection], batchSize: 32 });

  expect(await waitForProjections(db.pool, head.position, ['counter'], 10_000)).toBe(true);
  expect(await readCounts(db.pool)).toEqual(await expectedCounts(db.pool));
  expect(batches.flat()).toHaveLength(200);
  expect(batches.flat().every((type) => type === TICK)).toBe(true);
  expect(Math.max(...batches.map((b) => b.length))).toBe(32);

  const live = await store.appendToStream('stream-0', [tick()]);
  expect(await waitForProjections(db.pool, live.position, ['counter'], 2_000)).toBe(true);
  expect((await readCounts(db.pool))['stream-0']).toBe(11);

  await runners.stop();
  const whileStopped = await appendTicks(store, { streams: 1, perStream: 5, prefix: 'later' });
  batches.length = 0;
  runners = start({ pool: db.pool, store, projections: [projection], batchSize: 32 });
  expect(await waitForProjections(db.pool, whileStopped.position, ['counter'], 10_000)).toBe(true);
  expect(batches.flat()).toHaveLength(5);
  expect(await readCounts(db.pool)).toEqual(await expectedCounts(db.pool));
  await runners.stop();
});

it('commits each batch with its checkpoint: a reader never sees one without the other', async () => {
  const head = await appendTicks(store, { streams: 50, perStream: 20, perAppend: 10 });
  const projection = counterProjection({ applyDelayMs: 3 });
  const runners = start({ pool: db.pool, store, projections: [projection], batchSize: 25 });

  const samples: { checkpoint: string | null; counted: number }[] = [];
  let caughtUp = false;
  const sampling = (async () => {
    while (!caughtUp) {
      const { rows } = await db.pool
        .query<{ checkpoint: string | null; counted: number }>(
          `select g.checkpoint, (select coalesce(sum(events), 0)::int from stream_counts) as counted
           from projection_state s
           join projection_generations g on g.name = s.name and g.generation = s.active_generation`,
        )
        .catch(() => ({ rows: [] }));
      if (rows[0]) samples.push(rows[0]);
    }
  })();
  expect(await waitForProjections(db.pool, head.position, ['counter'], 15_000)).toBe(true);
  caughtUp = true;
  await sampling;
  await runners.stop();

  const checkpoints = new Set(samples.map((s) => s.checkpoint));
  expect(checkpoints.size).toBeGreaterThan(5);
  for (const sample of samples) {
    const [commit, prepare] = (sample.checkpoint ?? '0:0').split(':');
    const { rows } = await db.pool.query<{ count: number }>(
      `select count(*)::int as count from es_events
       where event_type like 'Tick%' and (transaction_id, global_position) <= ($1::text::xid8, $2::bigint)`,
      [commit, prepare],
    );
    expect(sample.counted).toBe(rows[0]!.count);
  }
});

it('tells the read caches only of batches that applied events; waits hear of every checkpoint move', async () => {
  start({ pool: db.pool, store, projections: [counterProjection()] });
  const first = await store.appendToStream('s', [tick()]);
  expect(await waitForProjections(db.pool, first.position, ['counter'], 5_000)).toBe(true);

  const listener = await db.pool.connect();
  const heard: string[] = [];
  listener.on('notification', (message) => heard.push(`${message.channel} ${message.payload}`));
  await listener.query('listen projection_checkpoint; listen projection_position');
  try {
    const ignored = await store.appendToStream('other', [tick({}, 'Ignored')]);
    expect(await waitForProjections(db.pool, ignored.position, ['counter'], 5_000)).toBe(true);
    const counted = await store.appendToStream('s', [tick()]);
    expect(await waitForProjections(db.pool, counted.position, ['counter'], 5_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the last notifications' delivery
    const checkpoint = (position: { commit: bigint; prepare: bigint }) =>
      `${position.commit}:${position.prepare}`;
    expect(heard).toContain(`projection_position counter 1 ${checkpoint(ignored.position)}`);
    expect(heard).toContain(`projection_position counter 1 ${checkpoint(counted.position)}`);
    expect(heard.filter((line) => line.startsWith('projection_checkpoint'))).toEqual([
      'projection_checkpoint counter',
    ]);
  } finally {
    listener.release(true);
  }
});
