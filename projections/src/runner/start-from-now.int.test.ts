import { positionToCheckpoint } from '@akwaaba/infra/eventstore/port';
import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { ensureProjectionSetUp, loadActiveGeneration } from './generations';
import { startProjectionRunners } from './runner';
import { counterProjection, readCounts } from './test-support/counter-projection';
import { useEventStoreDatabase } from './test-support/event-store-database';
import { tick } from './test-support/events';
import { waitForProjections } from './wait';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh));

it('a projection starting "now" starts at the readable head: an older append still committing is not skipped', async () => {
  const now = { ...counterProjection({ name: 'from_now' }), startFrom: 'now' as const };
  const earlier = await store.appendToStream('earlier', [tick(), tick()]);
  const open = await db.pool.connect();
  try {
    // An older transaction still open: an append committed after it began is the newest
    // event, but not yet readable, so "now" must start below it.
    await open.query('begin');
    await open.query('select pg_current_xact_id()');
    const newest = await store.appendToStream('meanwhile', [tick()]);
    await ensureProjectionSetUp(db.pool, store, now);
    const client = await db.pool.connect();
    try {
      const { checkpoint } = await loadActiveGeneration(client, now.name);
      expect(checkpoint).toBe(positionToCheckpoint(earlier.position));
      expect(await store.headPosition()).toEqual(newest.position);
    } finally {
      client.release();
    }
    await open.query('commit');

    const runners = startProjectionRunners({ pool: db.pool, store, projections: [now] });
    try {
      await store.appendToStream('later', [tick()]);
      expect(await waitForProjections(db.pool, (await store.headPosition())!, [now.name], 10_000)).toBe(true);
      // 'earlier' came before "now"; 'meanwhile' was appended before it too, but was not yet
      // readable, so starting from the newest append would have skipped it: here it counts.
      expect(await readCounts(db.pool)).toEqual({ later: 1, meanwhile: 1 });
    } finally {
      await runners.stop();
    }
  } finally {
    await open.query('rollback').catch(() => {});
    open.release();
  }
});
