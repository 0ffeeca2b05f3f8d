import {
  NOTIFICATION_EMAIL_QUEUE,
  type NotificationEmailJob,
} from '@akwaaba/domain/notifications/notifications.jobs';
import type { Position } from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { BATCH_AFTER_MS, emailableSince } from './notification-email';
import { moveSweepStart, sweepStart } from './notification-email-cursors';

/** A notification still to be e-mailed, or passed over, by its user's job. */
interface WaitingRow {
  user_id: string;
  created_at: Date;
  position_commit: string;
  position_prepare: string;
}

/**
 * Every minute: queues an e-mail job for each user whose oldest notification not yet e-mailed
 * has waited a minute; the job tells everything that waits by then, so whatever came within
 * that minute is one e-mail. A user has one job waiting at most (the queue's policy), and a
 * user left waiting (a job that failed) is found again by the next sweep. Answers the users.
 *
 * The sweep reads the notifications after its start, which then moves on to just before the
 * earliest one still waiting (or past the newest, when none waits): the read model applies the
 * log in order, so a notification that appears later, or a message's that moves up, lies after.
 */
export async function sweepNotificationEmails(
  deps: { pool: pg.Pool; boss: PgBoss },
  correlationId: string,
  now = new Date(),
): Promise<string[]> {
  const start = await sweepStart(deps.pool);
  const after = [start?.commit ?? -1n, start?.prepare ?? -1n];
  const { rows } = await deps.pool.query<WaitingRow>(
    `select n.user_id, n.created_at, n.position_commit, n.position_prepare
       from notifications n left join notification_email_cursors c on c.user_id = n.user_id
      where (n.position_commit, n.position_prepare) > ($1::bigint, $2::bigint)
        and case when c.user_id is null then n.created_at >= $3
                 else (n.position_commit, n.position_prepare) > (c.through_commit, c.through_prepare)
                      and n.created_at >= $4 end
      order by n.position_commit, n.position_prepare`,
    [...after, emailableSince(false, now), emailableSince(true, now)],
  );
  const oldest = new Map<string, number>();
  for (const row of rows)
    oldest.set(row.user_id, Math.min(oldest.get(row.user_id) ?? Infinity, row.created_at.getTime()));
  const due = [...oldest].filter(([, at]) => at <= now.getTime() - BATCH_AFTER_MS).map(([userId]) => userId);
  if (due.length > 0)
    await deps.boss.insert(
      NOTIFICATION_EMAIL_QUEUE,
      due.map((userId) => ({
        data: { userId, correlationId } satisfies NotificationEmailJob,
        singletonKey: userId,
      })),
    );

  const earliest = rows[0];
  const next = earliest
    ? { commit: BigInt(earliest.position_commit), prepare: BigInt(earliest.position_prepare) - 1n }
    : await newestAfter(deps.pool, after);
  if (next) await moveSweepStart(deps.pool, next);
  return due;
}

async function newestAfter(pool: pg.Pool, after: bigint[]): Promise<Position | null> {
  const { rows } = await pool.query<{ commit: string; prepare: string }>(
    `select position_commit as commit, position_prepare as prepare from notifications
      where (position_commit, position_prepare) > ($1::bigint, $2::bigint)
      order by position_commit desc, position_prepare desc limit 1`,
    after,
  );
  return rows[0] ? { commit: BigInt(rows[0].commit), prepare: BigInt(rows[0].prepare) } : null;
}
