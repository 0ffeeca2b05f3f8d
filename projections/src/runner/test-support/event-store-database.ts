import type { Position } from '@akwaaba/infra/eventstore/port';
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import type { Projection } from '../projection';
import { startProjectionRunners } from '../runner';
import { waitForProjections } from '../wait';

export interface EventStoreDatabase {
  db: TestDatabase;
  store: PostgresEventStore;
}

/**
 * A fresh database with a Postgres event store, for each test (`'test'`) or for
 * the whole file (`'file'`), handed to `use` once made, then closed and dropped.
 * A file's own after-hooks registered later run first (vitest runs after-hooks as
 * a stack), while the store and the database are still there.
 */
export function useEventStoreDatabase(
  use: (fresh: EventStoreDatabase) => void,
  per: 'test' | 'file' = 'test',
): void {
  let current: EventStoreDatabase | undefined;
  const [before, after] = per === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    const db = await createTestDatabase();
    current = { db, store: await PostgresEventStore.create(db.pool) };
    use(current);
  });
  after(async () => {
    await current?.store.close();
    await current?.db.drop();
    current = undefined;
  });
}

/**
 * Runs these projections until each has applied the event at `position`, then stops them:
 * for the read models a test's queries join (names, car titles), or its own read model
 * looked at along the way.
 */
export async function catchUp(
  { db, store }: EventStoreDatabase,
  position: Position,
  projections: readonly Projection[],
): Promise<void> {
  const running = startProjectionRunners({ pool: db.pool, store, projections });
  try {
    const names = projections.map((projection) => projection.name);
    expect(await waitForProjections(db.pool, position, names, 20_000)).toBe(true);
  } finally {
    await running.stop();
  }
}
