import { createHash } from 'node:crypto';
import type pg from 'pg';

export interface Migration {
  /** Unique and never renamed: "eventstore/001-events". */
  id: string;
  /** Never edited once applied anywhere: a change to the schema is a new migration. */
  sql: string;
}

/** The sha256 of a migration's SQL, as schema_migrations records it. */
export const migrationChecksum = (migration: Migration): string =>
  createHash('sha256').update(migration.sql).digest('hex');

/**
 * Applies migrations that have not run yet, in the order given, each in its own
 * transaction, and records each one's checksum. An advisory lock makes concurrent
 * starts (several api or worker processes) wait for each other instead of racing on DDL.
 *
 * Before applying anything it compares every already applied migration's SQL with the
 * checksum recorded when it ran, and throws a one-line error naming the first one that
 * was edited: the database was built by the old SQL, so the edit would never take effect.
 * A migration applied before checksums were recorded gets its checksum recorded now.
 */
export async function migrate(pool: pg.Pool, migrations: readonly Migration[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('akwaaba:migrations'))`);
    await client.query(
      `create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())`,
    );
    // Null for a migration applied before checksums were recorded, until it is next checked.
    await client.query('alter table schema_migrations add column if not exists checksum text');
    const { rows } = await client.query<{ id: string; checksum: string | null }>(
      'select id, checksum from schema_migrations',
    );
    const applied = new Map(rows.map((r) => [r.id, r.checksum]));
    for (const migration of migrations) {
      const recorded = applied.get(migration.id);
      if (recorded === undefined) continue;
      const checksum = migrationChecksum(migration);
      if (recorded === null)
        await client.query('update schema_migrations set checksum = $2 where id = $1', [
          migration.id,
          checksum,
        ]);
      else if (recorded !== checksum)
        throw new Error(
          `Migration ${migration.id} was edited after it was applied (its SQL's sha256 was ${recorded.slice(0, 12)}…, is now ${checksum.slice(0, 12)}…): restore it and add a new migration for the change.`,
        );
    }
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await client.query('begin');
      try {
        await client.query(migration.sql);
        await client.query('insert into schema_migrations (id, checksum) values ($1, $2)', [
          migration.id,
          migrationChecksum(migration),
        ]);
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
