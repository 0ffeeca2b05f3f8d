import { ERASED_EMAIL } from '@akwaaba/domain';
import { ALWAYS_EMAILED, type NotificationKind } from '@akwaaba/domain/notifications/notification-kinds';
import type { NotificationEmailJob } from '@akwaaba/domain/notifications/notifications.jobs';
import type { Config } from '@akwaaba/infra/config';
import { type Position, positionToCheckpoint } from '@akwaaba/infra/eventstore/port';
import type { Mailer, MailMessage } from '@akwaaba/infra/mail/mail-port';
import {
  describeNotification,
  emailsOffFor,
  type NotificationRow,
  notificationsToEmail,
  userNames,
} from '@akwaaba/projections';
import type pg from 'pg';
import { notificationEmail } from './notification-email.templates';
import { advanceEmailCursor, emailCursorOf } from './notification-email-cursors';

/** How long a user's oldest notification waits for others to join it in one e-mail. */
export const BATCH_AFTER_MS = 60_000;
/** A user's first e-mail tells of the last hour only: turning e-mails on never mails a history. */
const FIRST_EMAIL_LOOKBACK_MS = 60 * 60_000;
/** What could not be e-mailed within a day (the mailer down that long) is left to the bell. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** The oldest notification an e-mail may tell of, for a user with or without a cursor. */
export const emailableSince = (hasCursor: boolean, now: Date) =>
  new Date(now.getTime() - (hasCursor ? GIVE_UP_AFTER_MS : FIRST_EMAIL_LOOKBACK_MS));

/**
 * What an e-mail tells of: payment notifications always; others unless the user turned their
 * kind off or has read them already (they saw them in the app).
 */
export function notificationsWorthEmailing<Row extends Pick<NotificationRow, 'kind' | 'read_at'>>(
  rows: readonly Row[],
  emailsOff: readonly NotificationKind[],
): Row[] {
  return rows.filter(
    (row) => ALWAYS_EMAILED.includes(row.kind) || (!emailsOff.includes(row.kind) && row.read_at === null),
  );
}

export interface NotificationEmailDeps {
  pool: pg.Pool;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

export type NotificationEmailOutcome = 'sent' | 'already-sent' | 'nothing-to-send' | 'busy';

/**
 * A notification job: e-mails the user, in one e-mail, the notifications after their cursor
 * that are worth it, then moves the cursor past every notification it read. The idempotency key
 * names the user and the last notification, and one job per user runs at a time (an advisory
 * lock; another job finding it taken leaves the rest to the next sweep): a job run twice sends
 * once.
 */
export async function sendNotificationEmail(
  deps: NotificationEmailDeps,
  job: NotificationEmailJob,
  now = new Date(),
): Promise<NotificationEmailOutcome> {
  const lock = await deps.pool.connect();
  const key = `notification-email:${job.userId}`;
  try {
    const { rows } = await lock.query<{ locked: boolean }>(
      `select pg_try_advisory_lock(hashtext($1)) as locked`,
      [key],
    );
    if (!rows[0]?.locked) return 'busy';
    try {
      return await emailWaitingNotifications(deps, job, now);
    } finally {
      await lock.query(`select pg_advisory_unlock(hashtext($1))`, [key]);
    }
  } finally {
    lock.release();
  }
}

async function emailWaitingNotifications(
  deps: NotificationEmailDeps,
  job: NotificationEmailJob,
  now: Date,
): Promise<NotificationEmailOutcome> {
  const { pool } = deps;
  const cursor = await emailCursorOf(pool, job.userId);
  const waiting = await notificationsToEmail(pool, job.userId, cursor, emailableSince(cursor !== null, now));
  const last = waiting.at(-1);
  if (!last) return 'nothing-to-send';
  const through: Position = { commit: BigInt(last.position_commit), prepare: BigInt(last.position_prepare) };
  const message = await composeNotificationEmail(deps, job.userId, waiting);
  const outcome = message
    ? await deps.mailer.send(
        { ...message, correlationId: job.correlationId },
        `notification-email:${job.userId}:${positionToCheckpoint(through)}`,
      )
    : 'nothing-to-send';
  await advanceEmailCursor(pool, job.userId, through);
  return outcome;
}

/** The e-mail telling the user of these notifications, or null when none is worth it. */
export async function composeNotificationEmail(
  deps: Pick<NotificationEmailDeps, 'pool' | 'config'>,
  userId: string,
  notifications: readonly NotificationRow[],
): Promise<MailMessage | null> {
  const told = notificationsWorthEmailing(notifications, await emailsOffFor(deps.pool, userId));
  if (told.length === 0) return null;
  const user = (await userNames(deps.pool, [userId])).get(userId);
  // A closed account's address is erased: nobody to write to (docs/adr/0026).
  if (!user || user.email === ERASED_EMAIL) return null;
  return notificationEmail({
    to: user.email,
    firstName: user.firstName,
    notifications: told.map(describeNotification),
    publicUrl: deps.config.publicUrl,
  });
}
