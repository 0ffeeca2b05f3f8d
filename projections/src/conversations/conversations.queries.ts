import { isUuid } from '@akwaaba/domain';
import { CONVERSATION_MESSAGES as M } from '@akwaaba/domain/conversations/conversation.messages';
import type { ConversationKind } from '@akwaaba/domain/conversations/conversation.rules';
import type {
  ConversationSummaryView,
  ConversationView,
  MessageView,
  ReportedMessageView,
} from '@akwaaba/domain/conversations/conversation.views';
import type pg from 'pg';
import { userNames } from '../accounts/users.queries';
import type { PhotoUrl } from '../trips/trip-view';

/** A conversation's row: who talks about what, and whether it is still open. */
export interface ConversationRow {
  id: string;
  kind: ConversationKind;
  booking_id: string | null;
  car_id: string;
  renter_id: string;
  host_id: string;
  open_until: Date | null;
  stopped_at: Date | null;
}

interface MessageRow {
  id: string;
  seq: string;
  conversation_id: string;
  sender_id: string;
  text: string;
  photo: string | null;
  photo_thumbnail: string | null;
  photo_large: string | null;
  sent_at: Date;
}

/** The car as the cars read model names it now; a deleted listing is "a car". */
const CAR_TITLE = `coalesce((select car.year || ' ' || car.make || ' ' || car.model from cars car where car.id = %s), 'A car')`;
const carTitleOf = (column: string) => CAR_TITLE.replace('%s', column);

/** One conversation's row; null for an unknown or malformed id. */
export async function findConversation(pool: pg.Pool, id: string): Promise<ConversationRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await pool.query<ConversationRow>(
    `select id, kind, booking_id, car_id, renter_id, host_id, open_until, stopped_at from conversations where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Why nothing more can be sent, or null while the conversation is open. */
export function closedReasonOf(
  row: Pick<ConversationRow, 'open_until' | 'stopped_at'>,
  now = new Date(),
): string | null {
  if (row.stopped_at) return M.conversationStopped;
  if (row.open_until && now >= row.open_until) return M.conversationClosed;
  return null;
}

const fullName = (person: { firstName: string; lastName: string } | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : 'A former member';

/**
 * A conversation as `viewerId` sees it (one of its participants), or as an admin reading it
 * (`viewerId` null). Photos are short-lived signed links.
 */
export async function conversationView(
  pool: pg.Pool,
  row: ConversationRow,
  viewerId: string | null,
  photoUrl: PhotoUrl,
  now = new Date(),
): Promise<ConversationView> {
  const [messages, readers, reported, car, names] = await Promise.all([
    pool.query<MessageRow>(
      `select id, seq, conversation_id, sender_id, text, photo, photo_thumbnail, photo_large, sent_at
         from conversation_messages
        where conversation_id = $1 order by seq`,
      [row.id],
    ),
    pool.query<{ user_id: string; read_up_to_seq: string | null }>(
      `select user_id, read_up_to_seq from conversation_participants where conversation_id = $1`,
      [row.id],
    ),
    viewerId
      ? pool.query<{ message_id: string }>(
          `select message_id from message_reports where conversation_id = $1 and reporter_id = $2`,
          [row.id, viewerId],
        )
      : Promise.resolve({ rows: [] as { message_id: string }[] }),
    pool.query<{ title: string }>(`select ${carTitleOf('$1::uuid')} as title`, [row.car_id]),
    userNames(pool, [row.renter_id, row.host_id]),
  ]);
  const readUpTo = new Map(
    readers.rows.map((r) => [r.user_id, r.read_up_to_seq === null ? -1 : Number(r.read_up_to_seq)]),
  );
  const reportedByMe = new Set(reported.rows.map((r) => r.message_id));
  const side = viewerId === row.renter_id ? 'renter' : viewerId === row.host_id ? 'host' : null;
  return {
    id: row.id,
    kind: row.kind,
    bookingId: row.booking_id,
    car: { id: row.car_id, title: car.rows[0]?.title ?? 'A car' },
    side,
    renter: { id: row.renter_id, name: fullName(names.get(row.renter_id)) },
    host: { id: row.host_id, name: fullName(names.get(row.host_id)) },
    closedReason: closedReasonOf(row, now),
    openUntil: row.open_until?.toISOString() ?? null,
    messages: messages.rows.map((message) => {
      const other = message.sender_id === row.renter_id ? row.host_id : row.renter_id;
      return messageOf(
        message,
        viewerId,
        (readUpTo.get(other) ?? -1) >= Number(message.seq),
        reportedByMe,
        photoUrl,
      );
    }),
  };
}

function messageOf(
  row: MessageRow,
  viewerId: string | null,
  readByOther: boolean,
  reportedByMe: ReadonlySet<string>,
  photoUrl: PhotoUrl,
): MessageView {
  return {
    id: row.id,
    senderId: row.sender_id,
    mine: row.sender_id === viewerId,
    text: row.text,
    // Only the worker's copies are shown: the phone's original may carry where it was taken.
    photoUrl: row.photo_large ? photoUrl(row.photo_large) : null,
    photoThumbnailUrl: row.photo_thumbnail ? photoUrl(row.photo_thumbnail) : null,
    photoPending: row.photo !== null && row.photo_large === null,
    sentAt: row.sent_at.toISOString(),
    readByOther: row.sender_id === viewerId && readByOther,
    reportedByMe: reportedByMe.has(row.id),
  };
}

/** One message as `viewerId` sees it, read from its conversation (after a send or a report). */
export async function messageFor(
  pool: pg.Pool,
  row: ConversationRow,
  messageId: string,
  viewerId: string,
  photoUrl: PhotoUrl,
): Promise<MessageView | null> {
  const view = await conversationView(pool, row, viewerId, photoUrl);
  return view.messages.find((message) => message.id === messageId) ?? null;
}

/** The user's conversations that have a message, the latest first, with what they have not read. */
export async function inbox(pool: pg.Pool, userId: string): Promise<ConversationSummaryView[]> {
  const { rows } = await pool.query<{
    id: string;
    kind: ConversationKind;
    booking_id: string | null;
    car_id: string;
    car_title: string;
    other_id: string;
    text: string;
    photo: string | null;
    sender_id: string;
    sent_at: Date;
    unread_count: number;
  }>(
    `select c.id, c.kind, c.booking_id, c.car_id, ${carTitleOf('c.car_id')} as car_title,
            case when c.renter_id = $1 then c.host_id else c.renter_id end as other_id,
            m.text, m.photo, m.sender_id, m.sent_at, p.unread_count
       from conversation_participants p
       join conversations c on c.id = p.conversation_id
       join conversation_messages m on m.id = c.last_message_id
      where p.user_id = $1
      order by c.last_message_at desc, c.id
      limit 200`,
    [userId],
  );
  const names = await userNames(
    pool,
    rows.map((row) => row.other_id),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    bookingId: row.booking_id,
    car: { id: row.car_id, title: row.car_title },
    other: { id: row.other_id, name: fullName(names.get(row.other_id)) },
    lastMessage: {
      text: row.text,
      mine: row.sender_id === userId,
      hasPhoto: row.photo !== null,
      sentAt: row.sent_at.toISOString(),
    },
    unreadCount: row.unread_count,
  }));
}

/** How many messages the user has not read, over all their conversations. */
export async function unreadMessageCount(pool: pg.Pool, userId: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select coalesce(sum(unread_count), 0)::int as n from conversation_participants where user_id = $1`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Whether the conversation has a reported message, so an admin may read it. */
export async function hasReportedMessage(pool: pg.Pool, conversationId: string): Promise<boolean> {
  const { rows } = await pool.query(`select 1 from message_reports where conversation_id = $1 limit 1`, [
    conversationId,
  ]);
  return rows.length > 0;
}

/** Messages around a reported one: the two before and the two after. */
const CONTEXT_MESSAGES = 2;

/**
 * Reported messages for the admins' queue, each with its reporters and the messages around it:
 * open reports first, the oldest first. A message two people reported is one line.
 */
export async function reportedMessages(
  pool: pg.Pool,
  onlyMessageId?: string,
): Promise<ReportedMessageView[]> {
  const { rows } = await pool.query<{
    message_id: string;
    conversation_id: string;
    seq: string;
    sender_id: string;
    text: string;
    sent_at: Date;
    car_id: string;
    car_title: string;
    reporters: {
      id: string;
      reason: string;
      reportedAt: string;
      resolvedBy: string | null;
      note: string | null;
      resolvedAt: string | null;
    }[];
  }>(
    `select m.id as message_id, m.conversation_id, m.seq, m.sender_id, m.text, m.sent_at, c.car_id,
            ${carTitleOf('c.car_id')} as car_title,
            json_agg(json_build_object('id', r.reporter_id, 'reason', r.reason, 'reportedAt', r.reported_at,
              'resolvedBy', r.resolved_by, 'note', r.resolution_note, 'resolvedAt', r.resolved_at)
              order by r.reported_at) as reporters
       from message_reports r
       join conversation_messages m on m.id = r.message_id
       join conversations c on c.id = m.conversation_id
      where ($1::uuid is null or r.message_id = $1)
      group by m.id, m.conversation_id, m.seq, m.sender_id, m.text, m.sent_at, c.car_id
      order by bool_or(r.resolved_at is null) desc, min(r.reported_at), m.id
      limit 200`,
    [onlyMessageId ?? null],
  );
  const context = await pool.query<{
    reported_id: string;
    sender_id: string;
    text: string;
    sent_at: Date;
    id: string;
  }>(
    `select r.id as reported_id, m.sender_id, m.text, m.sent_at, m.id
       from conversation_messages r
       join conversation_messages m on m.conversation_id = r.conversation_id
        and m.seq between (select min(seq) from (select seq from conversation_messages x
                             where x.conversation_id = r.conversation_id and x.seq <= r.seq order by seq desc limit ${CONTEXT_MESSAGES + 1}) b)
                      and (select max(seq) from (select seq from conversation_messages x
                             where x.conversation_id = r.conversation_id and x.seq >= r.seq order by seq limit ${CONTEXT_MESSAGES + 1}) a)
      where r.id = any($1::uuid[])
      order by m.seq`,
    [rows.map((row) => row.message_id)],
  );
  const names = await userNames(pool, [
    ...rows.flatMap((row) => [row.sender_id, ...row.reporters.flatMap((r) => [r.id, r.resolvedBy ?? ''])]),
    ...context.rows.map((row) => row.sender_id),
  ]);
  const nameOf = (id: string) => fullName(names.get(id));
  return rows.map((row) => {
    const open = row.reporters.some((r) => r.resolvedAt === null);
    const resolved = row.reporters.findLast((r) => r.resolvedAt !== null);
    return {
      conversationId: row.conversation_id,
      messageId: row.message_id,
      car: { id: row.car_id, title: row.car_title },
      sender: { id: row.sender_id, name: nameOf(row.sender_id) },
      reporters: row.reporters.map((r) => ({
        id: r.id,
        name: nameOf(r.id),
        reason: r.reason,
        reportedAt: new Date(r.reportedAt).toISOString(),
      })),
      text: row.text,
      sentAt: row.sent_at.toISOString(),
      context: context.rows
        .filter((c) => c.reported_id === row.message_id)
        .map((c) => ({
          senderName: nameOf(c.sender_id),
          text: c.text,
          sentAt: c.sent_at.toISOString(),
          reported: c.id === row.message_id,
        })),
      status: open ? 'open' : 'resolved',
      resolution:
        !open && resolved?.resolvedAt
          ? {
              note: resolved.note ?? '',
              by: nameOf(resolved.resolvedBy ?? ''),
              at: new Date(resolved.resolvedAt).toISOString(),
            }
          : null,
    };
  });
}
