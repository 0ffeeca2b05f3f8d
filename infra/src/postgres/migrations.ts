import type pg from 'pg';

export interface Migration {
  /** Unique and never renamed: "eventstore/001-events". */
  id: string;
  sql: string;
}

/**
 * Applies migrations that have not run yet, in the order given, each in its own
 * transaction. An advisory lock makes concurrent starts (several api or worker
 * processes) wait for each other instead of racing on DDL.
 */
export async function migrate(pool: pg.Pool, migrations: readonly Migration[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('akwaaba:migrations'))`);
    await client.query(
      `create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())`,
    );
    const { rows } = await client.query<{ id: string }>('select id from schema_migrations');
    const applied = new Set(rows.map((r) => r.id));
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await client.query('begin');
      try {
        await client.query(migration.sql);
        await client.query('insert into schema_migrations (id) values ($1)', [migration.id]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${migration.id} failed: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('akwaaba:migrations'))`).catch(() => {});
    client.release();
  }
}
