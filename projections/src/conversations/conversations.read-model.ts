import { ERASED_MESSAGE_TEXT } from '@akwaaba/domain';
import { accountClosedEvents, conversationEvents } from '../event-types';
import { defineReadModel } from '../runner/read-model';
import { eitherEvent } from '../runner/typed-projection';
import * as queries from './conversations.queries';

/**
 * `conversations`: each conversation between a renter and a host (`conversations`), its
 * messages in the order sent (`conversation_messages`), what each participant has read and
 * how much they have not (`conversation_participants`), reported messages
 * (`message_reports`), and each time an admin opened one (`conversation_openings`, the audit
 * trail). Names and car titles are read from the users and cars read models when asked, so
 * they are never stale here. Deterministic, so a rebuild gives the same rows.
 */
export const conversationsReadModel = defineReadModel({
  name: 'conversations',
  takes: eitherEvent(conversationEvents, accountClosedEvents),
  tables: {
    conversations: (t) => `
      create table ${t} (
        id uuid primary key,
        kind text not null,
        booking_id uuid,
        car_id uuid not null,
        renter_id uuid not null,
        host_id uuid not null,
        open_until timestamptz,
        stopped_at timestamptz,
        started_at timestamptz not null,
        last_message_id uuid,
        last_message_at timestamptz
      );
      create index ${t}_renter on ${t} (renter_id, last_message_at desc);
      create index ${t}_host on ${t} (host_id, last_message_at desc);
    `,
    conversation_messages: (t) => `
      create table ${t} (
        id uuid primary key,
        seq bigint not null,
        conversation_id uuid not null,
        sender_id uuid not null,
        text text not null,
        photo text,
        photo_thumbnail text,
        photo_large text,
        sent_at timestamptz not null
      );
      create index ${t}_conversation on ${t} (conversation_id, seq);
    `,
    conversation_participants: (t) => `
      create table ${t} (
        conversation_id uuid not null,
        user_id uuid not null,
        side text not null,
        unread_count integer not null default 0,
        read_up_to_seq bigint,
        primary key (conversation_id, user_id)
      );
      create index ${t}_user on ${t} (user_id) where unread_count > 0;
    `,
    message_reports: (t) => `
      create table ${t} (
        message_id uuid not null,
        reporter_id uuid not null,
        conversation_id uuid not null,
        reason text not null,
        reported_at timestamptz not null,
        resolved_by uuid,
        resolution_note text,
        resolved_at timestamptz,
        primary key (message_id, reporter_id)
      );
      create index ${t}_open on ${t} (reported_at) where resolved_at is null;
    `,
    conversation_openings: (t) => `
      create table ${t} (
        conversation_id uuid not null,
        admin_id uuid not null,
        cause text not null,
        opened_at timestamptz not null
      );
      create index ${t}_conversation on ${t} (conversation_id, opened_at);
    `,
  },

  async apply(events, { client, table }) {
    const conversations = table('conversations');
    const messages = table('conversation_messages');
    const participants = table('conversation_participants');
    const reports = table('message_reports');
    const openings = table('conversation_openings');
    for (const event of events) {
      if (event.type === 'UserAccountClosed') {
        // The texts a closed account wrote read erased in its events now: so here too; and the
        // photos it sent are removed from storage (Uploads.removePersonalFiles), so none is shown.
        await client.query(
          `update ${messages} set text = $2, photo = null, photo_thumbnail = null, photo_large = null
            where sender_id = $1`,
          [event.data.userId, ERASED_MESSAGE_TEXT],
        );
        continue;
      }
      const { conversationId } = event.data;
      switch (event.type) {
        case 'ConversationStarted': {
          const { kind, bookingId, carId, renterId, hostId, openUntil, startedAt } = event.data;
          await client.query(
            `insert into ${conversations} (id, kind, booking_id, car_id, renter_id, host_id, open_until, started_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
            [conversationId, kind, bookingId, carId, renterId, hostId, openUntil, startedAt],
          );
          await client.query(
            `insert into ${participants} (conversation_id, user_id, side) values ($1, $2, 'renter'), ($1, $3, 'host')
             on conflict do nothing`,
            [conversationId, renterId, hostId],
          );
          break;
        }
        case 'ConversationMessageSent': {
          const { messageId, senderId, text, photo, sentAt } = event.data;
          // A message's place is its revision in the conversation's stream, not an identity: a
          // batch rolled back and applied again (or a rebuild) gives every message the same seq.
          await client.query(
            `insert into ${messages} (id, seq, conversation_id, sender_id, text, photo, sent_at)
             values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing`,
            [messageId, event.streamRevision, conversationId, senderId, text, photo, sentAt],
          );
          await client.query(
            `update ${conversations} set last_message_id = $2, last_message_at = $3 where id = $1`,
            [conversationId, messageId, sentAt],
          );
          await client.query(
            `update ${participants} set unread_count = unread_count + 1
             where conversation_id = $1 and user_id <> $2`,
            [conversationId, senderId],
          );
          break;
        }
        case 'ConversationRead': {
          const { readerId, upToMessageId } = event.data;
          // Unread: the other side's messages after the one read up to.
          await client.query(
            `with upto as (select seq from ${messages} where id = $3)
             update ${participants} p
                set read_up_to_seq = upto.seq,
                    unread_count = (select count(*) from ${messages} m
                                     where m.conversation_id = $1 and m.sender_id <> $2 and m.seq > upto.seq)
               from upto
              where p.conversation_id = $1 and p.user_id = $2`,
            [conversationId, readerId, upToMessageId],
          );
          break;
        }
        case 'ConversationMessageReported': {
          const { messageId, reporterId, reason, reportedAt } = event.data;
          await client.query(
            `insert into ${reports} (message_id, reporter_id, conversation_id, reason, reported_at)
             values ($1, $2, $3, $4, $5)
             on conflict (message_id, reporter_id) do update set reason = excluded.reason,
               reported_at = excluded.reported_at, resolved_by = null, resolution_note = null, resolved_at = null`,
            [messageId, reporterId, conversationId, reason, reportedAt],
          );
          break;
        }
        case 'ConversationReportResolved': {
          const { messageId, adminId, note, resolvedAt } = event.data;
          await client.query(
            `update ${reports} set resolved_by = $2, resolution_note = $3, resolved_at = $4
             where message_id = $1 and resolved_at is null`,
            [messageId, adminId, note, resolvedAt],
          );
          break;
        }
        case 'ConversationPhotoVariantsMade': {
          const { messageId, thumbnail, large } = event.data;
          await client.query(`update ${messages} set photo_thumbnail = $2, photo_large = $3 where id = $1`, [
            messageId,
            thumbnail,
            large,
          ]);
          break;
        }
        case 'ConversationStopped':
          await client.query(`update ${conversations} set stopped_at = $2 where id = $1`, [
            conversationId,
            event.data.stoppedAt,
          ]);
          break;
        case 'ConversationOpenedByAdmin': {
          const { adminId, cause, openedAt } = event.data;
          await client.query(
            `insert into ${openings} (conversation_id, admin_id, cause, opened_at) values ($1, $2, $3, $4)`,
            [conversationId, adminId, cause, openedAt],
          );
          break;
        }
      }
    }
  },
  queries,
});
