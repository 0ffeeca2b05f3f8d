import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** A fresh, empty database on the run's embedded Postgres. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('postgresUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const pool = new pg.Pool({ connectionString: url, max: 20 });
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
