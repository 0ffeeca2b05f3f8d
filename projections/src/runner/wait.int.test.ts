import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import type pg from 'pg';
import { expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { startProjectionRunners } from './runner';
import { counterProjection, TICK } from './test-support/counter-projection';
import { useEventStoreDatabase } from './test-support/event-store-database';
import { tick } from './test-support/events';
import { until } from './test-support/observe';
import { waitForProjections } from './wait';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh), 'file');

const listeningSessions = async () => {
  const { rows } = await db.pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and query = 'listen projection_position'`,
  );
  return rows[0]!.n;
};

it('waits until the projections pass a position, sharing one listener; false on timeout', async () => {
  const first = await store.appendToStream('s', [tick()]);
  // Nothing set up yet: not reached.
  const started = Date.now();
  expect(await waitForProjections(db.pool, first.position, ['counter'], 200)).toBe(false);
  expect(Date.now() - started).toBeGreaterThanOrEqual(195);

  const waits = Array.from({ length: 20 }, () =>
    waitForProjections(db.pool, first.position, ['counter'], 5_000),
  );
  await until(async () => (await listeningSessions()) > 0);
  expect(await listeningSessions()).toBe(1);

  const runners = startProjectionRunners({ pool: db.pool, store, projections: [counterProjection()] });
  try {
    expect(await Promise.all(waits)).toEqual(Array(20).fill(true));

    const later = await store.appendToStream('s', [tick()]);
    expect(await waitForProjections(db.pool, later.position, ['counter'], 2_000)).toBe(true);
    // A projection that is not running never reaches it.
    expect(await waitForProjections(db.pool, later.position, ['counter', 'bookings'], 150)).toBe(false);
  } finally {
    await runners.stop();
  }
  const afterStop = await store.appendToStream('s', [tick()]);
  expect(await waitForProjections(db.pool, afterStop.position, ['counter'], 150)).toBe(false);
  // Already reached: answered without listening.
  await until(async () => (await listeningSessions()) === 0);
  expect(await waitForProjections(db.pool, first.position, ['counter'], 1_000)).toBe(true);
  expect(await listeningSessions()).toBe(0);
});

it('while its listener follows the checkpoints, a wait is answered from the notifications, without a query, whatever other projections do', async () => {
  let checkpointReads = 0;
  // The same database; counts the checkpoint reads made through it.
  const counting = new Proxy(db.pool, {
    get(target, property) {
      if (property === 'query') {
        return (query: string | pg.QueryConfig, values?: unknown[]) => {
          const text = typeof query === 'string' ? query : query.text;
          if (/from projection_state s/.test(text)) checkpointReads++;
          return target.query(query, values);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  // A projection nobody waits for moves its checkpoint (and notifies) on every append too.
  const runners = startProjectionRunners({
    pool: db.pool,
    store,
    projections: [
      counterProjection(),
      { name: 'bystander', kind: 'reactor', eventTypePrefixes: [TICK], tables: {}, apply: async () => {} },
    ],
  });
  try {
    const first = await store.appendToStream('s', [tick()]);
    expect(await waitForProjections(counting, first.position, ['counter'], 5_000)).toBe(true);
    // Keep the listener busy with a wait that never ends, as a steady load would.
    const far = { commit: 1n << 60n, prepare: 0n };
    const pending = waitForProjections(counting, far, ['counter'], 3_000);
    await until(async () => (await listeningSessions()) === 1);
    const warm = await store.appendToStream('s', [tick()]);
    expect(await waitForProjections(counting, warm.position, ['counter'], 5_000)).toBe(true);

    const reads = checkpointReads;
    for (let i = 0; i < 10; i++) {
      const appended = await store.appendToStream('s', [tick()]);
      expect(await waitForProjections(counting, appended.position, ['counter'], 5_000)).toBe(true);
    }
    // The poll fallback may have looked once or twice meanwhile (every 250 ms), no more.
    expect(checkpointReads - reads).toBeLessThanOrEqual(2);
    expect(await pending).toBe(false);
  } finally {
    await runners.stop();
  }
});
