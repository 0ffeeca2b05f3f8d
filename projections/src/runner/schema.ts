import { type Migration, migrate } from '@akwaaba/infra/postgres/migrations';
import type pg from 'pg';

/**
 * The runner's own tables.
 * - projection_state: one row per projection: which generation readers see,
 *   which one a rebuild is building, and the current failure, if any.
 * - projection_generations: one row per generation: its checkpoint (opaque
 *   string), how many events it applied, its physical tables and status
 *   ('building' by a rebuild, 'active', or 'retired' until its tables are dropped).
 * - projection_rate: events applied per second by live runners, for status.
 */
export const projectionRunnerMigrations: Migration[] = [
  {
    id: 'projections/001-runner',
    sql: `
      create table projection_state (
        name text primary key,
        kind text not null,
        active_generation integer not null,
        rebuild_generation integer,
        error_message text,
        error_position text,
        error_at timestamptz,
        error_attempts integer not null default 0,
        updated_at timestamptz not null default now()
      );
      create table projection_generations (
        name text not null,
        generation integer not null,
        status text not null check (status in ('building', 'active', 'retired')),
        checkpoint text,
        events_applied bigint not null default 0,
        physical_tables text[] not null,
        definition_hash text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (name, generation)
      );
      create table projection_rate (
        name text not null,
        second timestamptz not null,
        events integer not null,
        primary key (name, second)
      );
    `,
  },
];

/** Creates the runner's tables if needed; safe to call from every process at start. */
export async function migrateProjectionRunner(pool: pg.Pool): Promise<void> {
  await migrate(pool, projectionRunnerMigrations);
}
