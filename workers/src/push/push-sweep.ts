import { PUSH_SEND_QUEUE, type PushSendJob } from '@akwaaba/domain/push/push.jobs';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';

/** A notification is news for an hour: one older when first seen (a worker down a while) is not pushed. */
export const PUSH_NEWS_WINDOW_MS = 60 * 60 * 1000;

interface DueRow {
  notification_id: string;
  user_id: string;
  subscription_id: string;
  position_commit: string;
  position_prepare: string;
}

/**
 * Queues a push for each notification that appeared (or, for a conversation's, moved up with a
 * new message) since the last sweep, to each subscription its user had by then: one job per
 * notification as of its position and subscription, which the job's idempotency key makes one
 * push however often it runs. A notification already read (on another screen) is not pushed.
 * Answers how many jobs it queued.
 *
 * The sweep reads the notifications after its start, then moves the start to the newest
 * position it saw: the read model applies the log in order, so whatever appears later lies
 * after it. Two sweeps at once queue the same jobs twice, and the idempotency key sends once.
 */
export async function sweepPushes(
  deps: { pool: pg.Pool; boss: PgBoss },
  correlationId: string,
  now = new Date(),
): Promise<number> {
  const start = await sweepStart(deps.pool);
  const { rows: newest } = await deps.pool.query<{ commit: string; prepare: string }>(
    `select position_commit as commit, position_prepare as prepare from notifications
      where (position_commit, position_prepare) > ($1::bigint, $2::bigint)
      order by position_commit desc, position_prepare desc limit 1`,
    [start.commit, start.prepare],
  );
  const through = newest[0];
  if (!through) return 0;
  const { rows } = await deps.pool.query<DueRow>(
    `select n.id as notification_id, n.user_id, s.subscription_id, n.position_commit, n.position_prepare
       from notifications n join push_subscriptions s on s.user_id = n.user_id
      where (n.position_commit, n.position_prepare) > ($1::bigint, $2::bigint)
        and (n.position_commit, n.position_prepare) <= ($3::bigint, $4::bigint)
        and n.read_at is null and n.created_at >= s.added_at and n.created_at >= $5
      order by n.position_commit, n.position_prepare`,
    [
      start.commit,
      start.prepare,
      through.commit,
      through.prepare,
      new Date(now.getTime() - PUSH_NEWS_WINDOW_MS),
    ],
  );
  if (rows.length > 0)
    await deps.boss.insert(
      PUSH_SEND_QUEUE,
      rows.map((row) => ({
        data: {
          userId: row.user_id,
          subscriptionId: row.subscription_id,
          notificationId: row.notification_id,
          position: `${row.position_commit}.${row.position_prepare}`,
          correlationId,
        } satisfies PushSendJob,
      })),
    );
  await moveSweepStart(deps.pool, through);
  return rows.length;
}

/** The position after which the sweep looks; before the first sweep, the start of the log. */
async function sweepStart(pool: pg.Pool): Promise<{ commit: string; prepare: string }> {
  const { rows } = await pool.query<{ commit: string; prepare: string }>(
    'select after_commit as commit, after_prepare as prepare from push_sweep',
  );
  return rows[0] ?? { commit: '-1', prepare: '-1' };
}

/** Moves the sweep's start on; never back (two sweeps may overlap). */
async function moveSweepStart(pool: pg.Pool, after: { commit: string; prepare: string }): Promise<void> {
  await pool.query(
    `insert into push_sweep as s (after_commit, after_prepare) values ($1, $2)
     on conflict (only_row) do update
       set after_commit = excluded.after_commit, after_prepare = excluded.after_prepare, updated_at = now()
     where (excluded.after_commit, excluded.after_prepare) > (s.after_commit, s.after_prepare)`,
    [after.commit, after.prepare],
  );
}
