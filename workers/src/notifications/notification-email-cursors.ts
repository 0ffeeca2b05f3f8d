import type { Position } from '@akwaaba/infra/eventstore/port';
import type { Migration } from '@akwaaba/infra/postgres/migrations';
import type pg from 'pg';

/**
 * The notification e-mails' own tables, kept by the workers (the notifications read model is
 * rebuilt at will; these are not): `notification_email_cursors`, each user's position in the
 * log up to which their notifications were e-mailed or passed over, and
 * `notification_email_sweep`, the position after which the sweep looks. Positions, not times
 * or ids: a rebuilt read model gives every notification its position again.
 */
export const notificationEmailMigrations: Migration[] = [
  {
    id: 'notification-emails/001-cursors',
    sql: `
      create table notification_email_cursors (
        user_id uuid primary key,
        through_commit bigint not null,
        through_prepare bigint not null,
        updated_at timestamptz not null default now()
      );
      create table notification_email_sweep (
        only_row boolean primary key default true check (only_row),
        after_commit bigint not null,
        after_prepare bigint not null,
        updated_at timestamptz not null default now()
      );
    `,
  },
];

type PositionRow = { commit: string; prepare: string };
const toPosition = (row: PositionRow | undefined): Position | null =>
  row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : null;

/** Where the user's e-mails have reached; null before their first. */
export async function emailCursorOf(pool: pg.Pool, userId: string): Promise<Position | null> {
  const { rows } = await pool.query<PositionRow>(
    `select through_commit as commit, through_prepare as prepare from notification_email_cursors where user_id = $1`,
    [userId],
  );
  return toPosition(rows[0]);
}

/** Moves the user's cursor on to `through`; never back. */
export async function advanceEmailCursor(pool: pg.Pool, userId: string, through: Position): Promise<void> {
  await pool.query(
    `insert into notification_email_cursors as c (user_id, through_commit, through_prepare) values ($1, $2, $3)
     on conflict (user_id) do update
       set through_commit = excluded.through_commit, through_prepare = excluded.through_prepare, updated_at = now()
     where (excluded.through_commit, excluded.through_prepare) > (c.through_commit, c.through_prepare)`,
    [userId, through.commit, through.prepare],
  );
}

/** The position after which the sweep looks; null before the first sweep. */
export async function sweepStart(pool: pg.Pool): Promise<Position | null> {
  const { rows } = await pool.query<PositionRow>(
    `select after_commit as commit, after_prepare as prepare from notification_email_sweep`,
  );
  return toPosition(rows[0]);
}

/** Moves the sweep's start on to `after`; never back (two sweeps may overlap). */
export async function moveSweepStart(pool: pg.Pool, after: Position): Promise<void> {
  await pool.query(
    `insert into notification_email_sweep as s (after_commit, after_prepare) values ($1, $2)
     on conflict (only_row) do update
       set after_commit = excluded.after_commit, after_prepare = excluded.after_prepare, updated_at = now()
     where (excluded.after_commit, excluded.after_prepare) > (s.after_commit, s.after_prepare)`,
    [after.commit, after.prepare],
  );
}
