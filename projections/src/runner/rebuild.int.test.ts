import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import type { Projection } from './projection';
import { type RebuildProgress, RebuildRefusedError, rebuildProjection } from './rebuild';
import { startProjectionRunners } from './runner';
import { counterProjection, expectedCounts, readCounts } from './test-support/counter-projection';
import { useEventStoreDatabase } from './test-support/event-store-database';
import { appendTicks, keepAppending, tick } from './test-support/events';
import { waitForProjections } from './wait';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh));

/** Reads the view in a loop; records errors and whether the total ever went backwards. */
function keepReading(pool: TestDatabase['pool']) {
  let stopped = false;
  const errors: string[] = [];
  let reads = 0;
  let wentBack = false;
  const done = (async () => {
    let previous = 0;
    while (!stopped) {
      try {
        const { rows } = await pool.query<{ n: number }>(
          'select coalesce(sum(events), 0)::int as n from stream_counts',
        );
        if (rows[0]!.n < previous) wentBack = true;
        previous = rows[0]!.n;
        reads++;
      } catch (error) {
        errors.push((error as Error).message);
      }
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
      return { errors, reads, wentBack };
    },
  };
}

const physicalTables = async (pool: TestDatabase['pool']) =>
  (
    await pool.query<{ tablename: string }>(
      `select tablename from pg_tables where tablename like 'stream_counts__g%' order by tablename`,
    )
  ).rows.map((r) => r.tablename);

it('rebuilds blue-green while events keep arriving: readers always have a table, the result equals the log', async () => {
  const initial = await appendTicks(store, { streams: 100, perStream: 20, perAppend: 10 });
  const runners = startProjectionRunners({
    pool: db.pool,
    store,
    projections: [counterProjection()],
    batchSize: 100,
  });
  try {
    expect(await waitForProjections(db.pool, initial.position, ['counter'], 10_000)).toBe(true);
    const writer = keepAppending(store, { streams: 20, everyMs: 2 });
    const readers = [keepReading(db.pool), keepReading(db.pool)];

    const progress: RebuildProgress[] = [];
    const result = await rebuildProjection({ pool: db.pool, store }, counterProjection({ applyDelayMs: 2 }), {
      batchSize: 100,
      onProgress: (p) => progress.push(p),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const appendedDuring = await writer.stop();
    const reads = await Promise.all(readers.map((r) => r.stop()));

    expect(result).toMatchObject({ generation: 2, previousGeneration: 1, resumed: false });
    expect(appendedDuring).toBeGreaterThan(20);
    for (const r of reads) expect(r).toMatchObject({ errors: [], wentBack: false });
    expect(reads.every((r) => r.reads > 20)).toBe(true);

    // The live runner continued on generation 2.
    const head = await store.appendToStream('after-switch', [tick()]);
    expect(await waitForProjections(db.pool, head.position, ['counter'], 5_000)).toBe(true);
    expect(await readCounts(db.pool)).toEqual(await expectedCounts(db.pool));
    expect(await physicalTables(db.pool)).toEqual(['stream_counts__g2']);

    const done = progress.map((p) => p.eventsDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(progress[0]!.eventsTotal).toBeGreaterThanOrEqual(2000);
    expect(progress.at(-1)).toEqual({
      generation: 2,
      eventsDone: result.eventsApplied,
      eventsTotal: result.eventsApplied,
    });
  } finally {
    await runners.stop();
  }
});

it('the switch brings the new generation up to the live one, so readers never see the read model go back', async () => {
  await appendTicks(store, { streams: 20, perStream: 10 });
  const marker = await store.appendToStream('marker', [tick({ marker: true })]);
  const runners = startProjectionRunners({ pool: db.pool, store, projections: [counterProjection()] });
  expect(await waitForProjections(db.pool, marker.position, ['counter'], 10_000)).toBe(true);

  let reachedMarker: () => void;
  const atMarker = new Promise<void>((resolve) => {
    reachedMarker = resolve;
  });
  let release: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const heldAtMarker = counterProjection({
    beforeWrite: async (events) => {
      if (!events.some((e) => (e.data as { marker?: boolean }).marker)) return;
      reachedMarker();
      await released;
    },
  });
  const rebuilding = rebuildProjection({ pool: db.pool, store }, heldAtMarker);
  let before: Record<string, number>;
  try {
    await atMarker;
    // While the rebuild holds its last batch, the live generation moves ahead, then its runner stops.
    const ahead = await appendTicks(store, { streams: 3, perStream: 7, prefix: 'ahead' });
    expect(await waitForProjections(db.pool, ahead.position, ['counter'], 5_000)).toBe(true);
    before = await readCounts(db.pool);
  } finally {
    await runners.stop();
    release!();
  }

  await expect(rebuilding).resolves.toMatchObject({ generation: 2, eventsApplied: 200 + 1 + 21 });
  expect(await readCounts(db.pool)).toEqual(before);
  expect(before).toEqual(await expectedCounts(db.pool));
});

it('refuses to rebuild a reactor, or a projection whose rebuild is already running', async () => {
  const reactor: Projection = { ...counterProjection({ name: 'mailer' }), kind: 'reactor' };
  await expect(rebuildProjection({ pool: db.pool, store }, reactor)).rejects.toThrow(RebuildRefusedError);

  await appendTicks(store, { streams: 10, perStream: 10 });
  let started: () => void;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const first = rebuildProjection({ pool: db.pool, store }, counterProjection({ applyDelayMs: 20 }), {
    batchSize: 10,
    onProgress: () => started(),
  });
  await running;
  await expect(rebuildProjection({ pool: db.pool, store }, counterProjection())).rejects.toThrow(
    'A rebuild of counter is already running',
  );
  await expect(first).resolves.toMatchObject({ generation: 2, eventsApplied: 100 });
  expect(await readCounts(db.pool)).toEqual(await expectedCounts(db.pool));
});
