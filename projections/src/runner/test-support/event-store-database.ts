import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';

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
