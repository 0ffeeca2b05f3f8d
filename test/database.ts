import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { migrateDatabase } from '../server/migrations';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/**
 * The Postgres of this test worker (test/global-setup.ts starts one per worker): files that
 * run side by side never share a cluster, whose transaction ids, and so the event store's
 * readable bound, span all its databases.
 */
export function testPostgresUrl(): string {
  const urls = inject('postgresUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
}

/**
 * A fresh database on the worker's embedded Postgres, its tables made as at start-up and empty
 * (or with no tables at all, `{ migrated: false }`).
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const adminUrl = testPostgresUrl();
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  // Every projection holds one connection while it runs (its lock session): 17 of them, and the API beside.
  const pool = new pg.Pool({ connectionString: url, max: 30 });
  if (migrated) await migrateDatabase(pool);
  return {
    url,
    pool,
    async drop() {
      await pool.end();
      // Not `with (force)`: killing a connection that is still closing raises an
      // uncaught error in the test process. If one lingers, the database stays:
      // the whole cluster is deleted when the run ends.
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name}`).catch(() => {});
      await client.end();
    },
  };
}

/** A test database and the Postgres event store on it; set once the file's tests start. */
export class EventStoreDatabase {
  db!: TestDatabase;
  store!: PostgresEventStore;
}

/**
 * A fresh database with a Postgres event store, made before the tests of the calling file
 * (or describe block) and closed and dropped after them. Read its fields inside the tests.
 */
export function useEventStoreDatabase(): EventStoreDatabase {
  const fixture = new EventStoreDatabase();
  beforeAll(async () => {
    fixture.db = await createTestDatabase();
    fixture.store = PostgresEventStore.create(fixture.db.pool);
  });
  afterAll(async () => {
    await fixture.store?.close();
    await fixture.db?.drop();
  });
  return fixture;
}
