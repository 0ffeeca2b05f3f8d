import { formatCedis } from '@akwaaba/domain';
import { stayText } from '@akwaaba/domain/bookings/stay';
import {
  inKindOrder,
  type NotificationKind,
  notificationLink,
  notificationText,
} from '@akwaaba/domain/notifications/notification-kinds';
import { type SmsFacts, textedKinds } from '@akwaaba/domain/notifications/notification-sms';
import type { NotificationListView } from '@akwaaba/domain/notifications/notifications.contract';
import { checkpointToPosition, type Position } from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';

export interface NotificationRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  booking_id: string | null;
  car_id: string | null;
  conversation_id: string | null;
  amount: number | null;
  count: number;
  created_at: Date;
  read_at: Date | null;
  car_title: string | null;
  actor_first_name: string | null;
  /** The booking's days, `yyyy-MM-dd`, as the bookings read model keeps them now. */
  start_date: string | null;
  end_date: string | null;
  position_commit: string;
  position_prepare: string;
}

/** A notification's row with the car and the other person as the cars and users read models name them now. */
const SELECT_NOTIFICATIONS = `
  select n.*, (select c.year || ' ' || c.make || ' ' || c.model from cars c where c.id = n.car_id) as car_title,
         (select u.first_name from users u where u.id = n.actor_id) as actor_first_name,
         b.start_date::text as start_date, b.end_date::text as end_date
    from notifications n left join bookings b on b.id = n.booking_id`;

/** What a notification says and where it leads. */
export function describeNotification(row: NotificationRow) {
  const facts = {
    kind: row.kind,
    carTitle: row.car_title,
    otherName: row.actor_first_name,
    amount: row.amount === null ? null : formatCedis(row.amount),
    count: row.count,
    stay:
      row.start_date && row.end_date ? stayText({ startDate: row.start_date, endDate: row.end_date }) : null,
  };
  return {
    text: notificationText(facts),
    link: notificationLink(row.kind, { bookingId: row.booking_id, conversationId: row.conversation_id }),
  };
}

/** What a notification's SMS tells (notification-sms.ts): as the bell's, with the amount in pesewas. */
export function smsFactsOf(row: NotificationRow): SmsFacts {
  return {
    kind: row.kind,
    carTitle: row.car_title,
    otherName: row.actor_first_name,
    amount: row.amount,
    count: row.count,
    stay:
      row.start_date && row.end_date ? stayText({ startDate: row.start_date, endDate: row.end_date }) : null,
  };
}

/**
 * Notifications to consider for texting (docs/adr/0042): those after `after` in the log, oldest
 * first, at most `limit`; and those named in `ids` (texts that waited out the quiet hours).
 */
export async function notificationsForTexts(
  db: Pick<pg.PoolClient, 'query'>,
  after: Position,
  limit: number,
  ids: readonly string[],
): Promise<{ next: NotificationRow[]; named: NotificationRow[] }> {
  const [next, named] = await Promise.all([
    db.query<NotificationRow>(
      `${SELECT_NOTIFICATIONS} where (n.position_commit, n.position_prepare) > ($1::bigint, $2::bigint)
        order by n.position_commit, n.position_prepare limit ${limit}`,
      [after.commit, after.prepare],
    ),
    ids.length === 0
      ? { rows: [] }
      : db.query<NotificationRow>(`${SELECT_NOTIFICATIONS} where n.id = any($1::uuid[])`, [ids]),
  ]);
  return { next: next.rows, named: named.rows };
}

/** The latest notifications shown in the bell's list. */
const LIST_LIMIT = 50;

/** The user's latest notifications, newest first, with how many are unread in all. */
export async function listNotifications(pool: pg.Pool, userId: string): Promise<NotificationListView> {
  const [list, unread] = await Promise.all([
    pool.query<NotificationRow>(
      `${SELECT_NOTIFICATIONS} where n.user_id = $1 order by n.created_at desc, n.id limit ${LIST_LIMIT}`,
      [userId],
    ),
    unreadNotificationCount(pool, userId),
  ]);
  return {
    notifications: list.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      ...describeNotification(row),
      createdAt: row.created_at.toISOString(),
      read: row.read_at !== null,
    })),
    unreadCount: unread,
  };
}

export async function unreadNotificationCount(pool: pg.Pool, userId: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select coalesce((select unread from unread_counts where user_id = $1), 0) as n`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Which of these ids are the user's unread notifications (so reading twice appends nothing). */
export async function unreadAmong(
  pool: pg.Pool,
  userId: string,
  ids: readonly string[] | 'all',
): Promise<string[] | 'all'> {
  if (ids === 'all') return (await unreadNotificationCount(pool, userId)) > 0 ? 'all' : [];
  const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (valid.length === 0) return [];
  const { rows } = await pool.query<{ id: string }>(
    `select id from notifications where user_id = $1 and read_at is null and id = any($2::uuid[])`,
    [userId, valid],
  );
  return rows.map((row) => row.id);
}

/** The kinds the user turned e-mail off for. */
export async function emailsOffFor(pool: pg.Pool, userId: string): Promise<NotificationKind[]> {
  return (await notificationSettingsOf(pool, userId)).emailsOff;
}

/** What the user chose: the kinds not e-mailed, and the kinds texted (SMS_BY_DEFAULT before they chose). */
export async function notificationSettingsOf(
  pool: pg.Pool,
  userId: string,
): Promise<{ emailsOff: NotificationKind[]; smsOn: NotificationKind[] }> {
  const { rows } = await pool.query<{ emails_off: string[]; sms_on: string[] | null }>(
    `select emails_off, sms_on from notification_settings where user_id = $1`,
    [userId],
  );
  return { emailsOff: inKindOrder(rows[0]?.emails_off ?? []), smsOn: textedKinds(rows[0]?.sms_on ?? null) };
}

/** One entry of the live feed: sent to `userId`'s open pages as a Server-Sent Event. */
export interface LiveEntry {
  userId: string;
  position: Position;
  kind: string;
  data: unknown;
}

type FeedRow = {
  user_id: string;
  position_commit: string;
  position_prepare: string;
  kind: string;
  data: unknown;
};
const toEntry = (row: FeedRow): LiveEntry => ({
  userId: row.user_id,
  position: { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) },
  kind: row.kind,
  data: row.data,
});

/**
 * The live feed's entries for these users after `after` and up to `upTo` (both positions in
 * the log), in log order. `upTo` is a checkpoint the read model reached: every entry before
 * it is there, so reading up to it misses none and the next read starts after it.
 */
export async function liveEntries(
  pool: pg.Pool,
  userIds: readonly string[],
  after: Position | null,
  upTo: Position,
): Promise<LiveEntry[]> {
  if (userIds.length === 0) return [];
  const { rows } = await pool.query<FeedRow>(
    `select user_id, position_commit, position_prepare, kind, data from live_feed
      where user_id = any($1::uuid[])
        and (position_commit, position_prepare) > ($2::bigint, $3::bigint)
        and (position_commit, position_prepare) <= ($4::bigint, $5::bigint)
      order by position_commit, position_prepare, ordinal`,
    [userIds, after?.commit ?? -1n, after?.prepare ?? -1n, upTo.commit, upTo.prepare],
  );
  return rows.map(toEntry);
}

/** Where the notifications read model's active generation has reached; null before its first event. */
export async function notificationsCheckpoint(pool: pg.Pool): Promise<Position | null> {
  const { rows } = await pool.query<{ checkpoint: string | null }>(
    `select g.checkpoint from projection_state s
       join projection_generations g on g.name = s.name and g.generation = s.active_generation
      where s.name = 'notifications'`,
  );
  return checkpointToPosition(rows[0]?.checkpoint);
}

/** A user's notifications e-mail has not told yet: after the cursor, made at least `settledBefore` ago. */
export async function notificationsToEmail(
  pool: pg.Pool,
  userId: string,
  after: Position | null,
  notBefore: Date,
): Promise<NotificationRow[]> {
  const { rows } = await pool.query<NotificationRow>(
    `${SELECT_NOTIFICATIONS}
      where n.user_id = $1 and (n.position_commit, n.position_prepare) > ($2::bigint, $3::bigint)
        and n.created_at >= $4
      order by n.position_commit, n.position_prepare`,
    [userId, after?.commit ?? -1n, after?.prepare ?? -1n, notBefore],
  );
  return rows;
}

/**
 * One of the user's notifications as the bell shows it, for pushing it to their phone: null when
 * it is not theirs or no longer exists (a rebuild of the read model gives the same ids).
 */
export async function findNotification(
  pool: pg.Pool,
  userId: string,
  notificationId: string,
): Promise<{ text: string; link: string; read: boolean } | null> {
  const { rows } = await pool.query<NotificationRow>(
    `${SELECT_NOTIFICATIONS} where n.user_id = $1 and n.id = $2`,
    [userId, notificationId],
  );
  const row = rows[0];
  return row ? { ...describeNotification(row), read: row.read_at !== null } : null;
}
