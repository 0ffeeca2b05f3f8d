import { type NotificationKind, notificationLink } from '@akwaaba/domain/notifications/notification-kinds';
import {
  notificationSms,
  SMS_DAILY_CAP,
  smsSendableAt,
  textedKinds,
} from '@akwaaba/domain/notifications/notification-sms';
import { SMS_SEND_QUEUE, type SmsSendJob } from '@akwaaba/domain/notifications/sms.jobs';
import type { Migration } from '@akwaaba/infra/postgres/migrations';
import { type NotificationRow, notificationsForTexts, smsFactsOf } from '@akwaaba/projections';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';

/*
 * Notifications by SMS (issue 32, docs/adr/0042). A sweep, a few seconds apart, reads the
 * notifications read model after its cursor (a position in the log, as the e-mail sweep's) and
 * queues an SMS job for each notification its user wants texted, to their verified number: at
 * once, or at 07:00 when it came in the quiet hours, and no more than the daily cap. The SMS
 * worker sends each once per notification and recipient. Everything a run decides (the cursor,
 * the texts waiting, the texts counted, the jobs) is one transaction: a run that fails decided
 * nothing, and the next does it again.
 */

export const notificationSmsMigrations: Migration[] = [
  {
    id: 'notification-sms/001-sweep',
    sql: `
      create table notification_sms_sweep (
        only_row boolean primary key default true check (only_row),
        after_commit bigint not null,
        after_prepare bigint not null,
        updated_at timestamptz not null default now()
      );
      create table notification_sms_waiting (
        notification_id uuid primary key,
        send_at timestamptz not null
      );
      create table notification_sms_texted (
        notification_id uuid primary key,
        user_id uuid not null,
        texted_at timestamptz not null
      );
      create index notification_sms_texted_user on notification_sms_texted (user_id, texted_at);
    `,
  },
];

/** Postgres's code for a relation that does not exist. */
const UNDEFINED_TABLE = '42P01';
/** How many notifications one run reads: a burst is texted over a few runs. */
const BATCH = 200;

/** What a run did. */
export interface SmsSweepOutcome {
  queued: number;
  waiting: number;
  /** Not texted: over the daily cap (the bell and the e-mail still tell them). */
  passedOver: number;
}

interface Recipient {
  phone: string | null;
  smsOn: readonly NotificationKind[];
}

/**
 * The address a text links to: the notification's screen when it names no id (short enough for
 * one SMS), else the bell's list, which links on to it.
 */
export function smsLinkOf(row: NotificationRow, publicUrl: string): string {
  const path = notificationLink(row.kind, { bookingId: row.booking_id, conversationId: row.conversation_id });
  return `${publicUrl}${/[0-9a-f]{8}-/.test(path) ? '/notifications' : path}`;
}

export async function sweepNotificationTexts(
  deps: { pool: pg.Pool; boss: PgBoss; publicUrl: string },
  correlationId: string,
  now = new Date(),
): Promise<SmsSweepOutcome> {
  const outcome: SmsSweepOutcome = { queued: 0, waiting: 0, passedOver: 0 };
  const client = await deps.pool.connect();
  try {
    await client.query('begin');
    const after = await lockedCursor(client);
    // Another run holds the cursor: this one has nothing to do.
    if (after === 'busy') {
      await client.query('rollback');
      return outcome;
    }
    const due = await client.query<{ notification_id: string }>(
      `delete from notification_sms_waiting where send_at <= $1 returning notification_id`,
      [now],
    );
    const { next, named } = await notificationsForTexts(
      client,
      after,
      BATCH,
      due.rows.map((row) => row.notification_id),
    );
    const recipients = await recipientsOf(
      client,
      [...next, ...named].map((row) => row.user_id),
    );
    const jobs: SmsSendJob[] = [];
    const consider = async (row: NotificationRow, waited: boolean) => {
      const recipient = recipients.get(row.user_id);
      if (!recipient?.phone || !recipient.smsOn.includes(row.kind)) return;
      const sendAt = smsSendableAt(row.kind, now);
      if (!waited && sendAt > now) {
        await client.query(
          `insert into notification_sms_waiting (notification_id, send_at) values ($1, $2) on conflict do nothing`,
          [row.id, sendAt],
        );
        outcome.waiting++;
        return;
      }
      if (!(await countedToday(client, row, now))) {
        outcome.passedOver++;
        return;
      }
      jobs.push({
        notificationId: row.id,
        recipientId: row.user_id,
        to: recipient.phone,
        text: notificationSms(smsFactsOf(row), smsLinkOf(row, deps.publicUrl)),
        correlationId,
      });
    };
    for (const row of named) await consider(row, true);
    for (const row of next) await consider(row, false);
    if (jobs.length > 0) {
      const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
      await deps.boss.insert(
        SMS_SEND_QUEUE,
        jobs.map((data) => ({ data })),
        { db },
      );
      outcome.queued = jobs.length;
    }
    const last = next.at(-1);
    if (last)
      await client.query(
        `update notification_sms_sweep set after_commit = $1, after_prepare = $2, updated_at = now()`,
        [last.position_commit, last.position_prepare],
      );
    await client.query('commit');
    return outcome;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    // Before the projections role built the notifications read model there is nothing to text.
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return outcome;
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The cursor, locked for this run; 'busy' when another run holds it. The first run starts after
 * the newest notification: a new deployment never texts what happened before it.
 */
async function lockedCursor(client: pg.PoolClient) {
  await client.query(
    `insert into notification_sms_sweep (after_commit, after_prepare)
     select coalesce(max(position_commit), -1), coalesce(max(position_prepare), -1) from notifications
     on conflict do nothing`,
  );
  const { rows } = await client.query<{ commit: string; prepare: string }>(
    `select after_commit as commit, after_prepare as prepare from notification_sms_sweep for update skip locked`,
  );
  const row = rows[0];
  return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : ('busy' as const);
}

/** Each user's verified number (null without one) and the kinds they have texted. */
async function recipientsOf(client: pg.PoolClient, userIds: string[]): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await client.query<{ id: string; phone: string | null; sms_on: string[] | null }>(
    `select u.id, case when u.phone_verified_number = u.phone_number then u.phone_number end as phone, s.sms_on
       from users u left join notification_settings s on s.user_id = u.id
      where u.id = any($1::uuid[])`,
    [[...new Set(userIds)]],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        phone: row.phone,
        smsOn: textedKinds(row.sms_on),
      },
    ]),
  );
}

/**
 * Counts the notification's text against its user's day (Ghana's, which is UTC); false when
 * the cap is reached. A notification counted before (a message notification moved up by a new
 * message) counts once, and its job is sent again harmlessly: the SMS worker texts once per key.
 */
async function countedToday(client: pg.PoolClient, row: NotificationRow, now: Date): Promise<boolean> {
  const { rows } = await client.query<{ texts: string }>(
    `select count(*) as texts from notification_sms_texted
      where user_id = $1 and texted_at >= date_trunc('day', $2::timestamptz at time zone 'UTC') at time zone 'UTC'`,
    [row.user_id, now],
  );
  const inserted = await client.query(
    `insert into notification_sms_texted (notification_id, user_id, texted_at)
     select $1, $2, $3 where $4::int < $5 on conflict do nothing`,
    [row.id, row.user_id, now, Number(rows[0]!.texts), SMS_DAILY_CAP],
  );
  if (inserted.rowCount === 1) return true;
  const before = await client.query(`select 1 from notification_sms_texted where notification_id = $1`, [
    row.id,
  ]);
  return before.rowCount === 1;
}
