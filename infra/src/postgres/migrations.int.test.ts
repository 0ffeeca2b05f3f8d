import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { type Migration, migrate, migrationChecksum } from './migrations';

const first: Migration = { id: 'test/001-cars', sql: 'create table cars (id text primary key)' };
const second: Migration = { id: 'test/002-car-colour', sql: 'alter table cars add column colour text' };

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ migrated: false });
});
afterAll(() => db?.drop());

const recorded = async () =>
  (
    await db.pool.query<{ id: string; checksum: string | null }>(
      'select id, checksum from schema_migrations order by id',
    )
  ).rows;

/** Runs `migrate` and answers the error it threw (undefined when it did not). */
async function migrateError(migrations: Migration[]): Promise<Error | undefined> {
  try {
    await migrate(db.pool, migrations);
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

describe('migrate', () => {
  it('records the sha256 of each migration it applies, and applies each once', async () => {
    await migrate(db.pool, [first]);
    await migrate(db.pool, [first, second]);
    expect(await recorded()).toEqual([
      { id: first.id, checksum: migrationChecksum(first) },
      { id: second.id, checksum: migrationChecksum(second) },
    ]);
    expect(migrationChecksum(first)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses to start when an applied migration was edited: one line naming it, and nothing applied', async () => {
    const edited = { ...first, sql: 'create table cars (id text primary key, plate text)' };
    const third: Migration = { id: 'test/003-seats', sql: 'alter table cars add column seats integer' };
    const error = await migrateError([edited, second, third]);
    expect(error?.message).toMatch(
      /^Migration test\/001-cars was edited after it was applied \(.*\): restore it/,
    );
    expect(error?.message).not.toContain('\n');
    expect(error?.cause).toBeUndefined();
    expect((await recorded()).map((r) => r.id)).toEqual([first.id, second.id]);
  });

  it('fills the checksum of migrations applied before checksums were recorded, then holds them to it', async () => {
    // The table as it was: no checksum column, a migration applied under it.
    await db.pool.query('drop table schema_migrations; drop table cars');
    await db.pool.query(
      'create table schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
    await db.pool.query(first.sql);
    await db.pool.query('insert into schema_migrations (id) values ($1)', [first.id]);

    await migrate(db.pool, [first, second]);
    expect(await recorded()).toEqual([
      { id: first.id, checksum: migrationChecksum(first) },
      { id: second.id, checksum: migrationChecksum(second) },
    ]);
    const error = await migrateError([{ ...first, sql: `${first.sql};` }, second]);
    expect(error?.message).toMatch(/^Migration test\/001-cars was edited after it was applied/);
  });
});
