import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import type { Projection } from './projection';
import { startProjectionRunners } from './runner';
import { counterProjection } from './test-support/counter-projection';
import { useEventStoreDatabase } from './test-support/event-store-database';
import { appendTicks } from './test-support/events';
import { waitForProjections } from './wait';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh));

/** The same counter, deployed later with an extra column in its table. */
function counterWithNote(): Projection {
  const base = counterProjection();
  return {
    ...base,
    tables: {
      stream_counts: (t) =>
        `create table ${t} (stream_name text primary key, events integer not null, last_revision integer not null, note text)`,
    },
  };
}

it('rebuilds a read model whose tables changed since its generation was built, then follows on', async () => {
  await appendTicks(store, { streams: 3, perStream: 20 });
  const first = startProjectionRunners({ pool: db.pool, store, projections: [counterProjection()] });
  expect(await waitForProjections(db.pool, (await store.headPosition())!, ['counter'], 10_000)).toBe(true);
  await first.stop();

  // The next deploy changes the table; its runner must not keep writing the old generation.
  const second = startProjectionRunners({
    pool: db.pool,
    store,
    projections: [counterWithNote()],
    rebuildOnDefinitionChange: true,
  });
  try {
    await appendTicks(store, { streams: 2, perStream: 5, prefix: 'later' });
    expect(await waitForProjections(db.pool, (await store.headPosition())!, ['counter'], 15_000)).toBe(true);
    const { rows: generations } = await db.pool.query(
      `select active_generation from projection_state where name = 'counter'`,
    );
    expect(generations[0].active_generation).toBe(2);
    const { rows } = await db.pool.query(
      'select stream_name, events, note from stream_counts order by stream_name',
    );
    expect(rows.map((r) => r.events).reduce((a, b) => a + b, 0)).toBe(3 * 20 + 2 * 5);
    expect(rows.every((r) => r.note === null)).toBe(true);
  } finally {
    await second.stop();
  }
});
