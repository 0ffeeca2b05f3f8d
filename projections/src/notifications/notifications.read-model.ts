import type { BookingEvent, CarEvent } from '@akwaaba/domain';
import type { ConversationEvent } from '@akwaaba/domain/conversations/conversation.events';
import type { NotificationEvent } from '@akwaaba/domain/notifications/notification.events';
import type { NotificationKind } from '@akwaaba/domain/notifications/notification-kinds';
import type { HostPayoutsEvent } from '@akwaaba/domain/payouts/host-payouts.events';
import type pg from 'pg';
import {
  bookingEvents,
  carEvents,
  conversationEvents,
  hostPayoutsEvents,
  notificationEvents,
} from '../event-types';
import { defineReadModel } from '../runner/read-model';
import { eitherEvent, type Recorded } from '../runner/typed-projection';
import * as queries from './notifications.queries';

const takes = eitherEvent(
  eitherEvent(eitherEvent(bookingEvents, carEvents), eitherEvent(conversationEvents, hostPayoutsEvents)),
  notificationEvents,
);
type Taken = BookingEvent | CarEvent | ConversationEvent | HostPayoutsEvent | NotificationEvent;

/** How long the live feed keeps an entry: a page reconnecting later reads its data afresh anyway. */
const LIVE_FEED_DAYS = 2;

/** What a notification names, beside its kind and recipient. */
interface NotificationRefs {
  bookingId?: string | null;
  carId?: string | null;
  conversationId?: string | null;
  actorId?: string | null;
  amount?: number | null;
}

/**
 * `notifications`: what happened that concerns each user, made from the events of bookings,
 * trips, cars, payouts and conversations (`notifications`), what they chose to get by e-mail
 * (`notification_settings`), and the live feed that open pages are sent (`live_feed`: one
 * row per user an event concerns, at the event's position in the log, the Server-Sent
 * Events' ids). It keeps who is on each booking, car, conversation and payout in tables of
 * its own. New messages in one conversation are one notification while it stays unread.
 * Deterministic, so a rebuild gives the same rows at the same positions.
 */
export const notificationsReadModel = defineReadModel({
  name: 'notifications',
  takes,
  tables: {
    notifications: (t) => `
      create table ${t} (
        id uuid primary key,
        user_id uuid not null,
        kind text not null,
        booking_id uuid,
        car_id uuid,
        conversation_id uuid,
        actor_id uuid,
        amount integer,
        count integer not null default 1,
        created_at timestamptz not null,
        read_at timestamptz,
        position_commit bigint not null,
        position_prepare bigint not null
      );
      create index ${t}_user on ${t} (user_id, created_at desc);
      create index ${t}_unread on ${t} (user_id) where read_at is null;
      create index ${t}_position on ${t} (position_commit, position_prepare);
    `,
    notification_settings: (t) => `
      create table ${t} (user_id uuid primary key, emails_off text[] not null);
    `,
    live_feed: (t) => `
      create table ${t} (
        position_commit bigint not null,
        position_prepare bigint not null,
        ordinal integer not null,
        user_id uuid not null,
        kind text not null,
        data jsonb not null,
        at timestamptz not null,
        primary key (position_commit, position_prepare, ordinal)
      );
      create index ${t}_user on ${t} (user_id, position_commit, position_prepare);
    `,
    notification_parties: (t) => `
      create table ${t} (
        id text primary key,
        renter_id uuid,
        host_id uuid not null,
        car_id uuid,
        booking_id uuid,
        detail jsonb
      );
    `,
  },

  async apply(events, { client, table }) {
    const write = new Writes(client, table);
    for (const event of events) await write.take(event);
    const last = events.at(-1);
    if (last) await write.pruneLiveFeed(last.metadata.timestamp);
  },
  queries,
});

/** The writes of one batch: each event's notifications, parties and live feed entries. */
class Writes {
  private readonly notifications: string;
  private readonly settings: string;
  private readonly feed: string;
  private readonly parties: string;
  /**
   * How many live feed entries the event being taken has written: each entry's place among
   * its event's. Not an identity, whose values a batch rolled back and applied again (or a
   * rebuild) would not give back the same.
   */
  private entriesOfEvent = 0;

  constructor(
    private readonly client: pg.PoolClient,
    table: (logical: string) => string,
  ) {
    this.notifications = table('notifications');
    this.settings = table('notification_settings');
    this.feed = table('live_feed');
    this.parties = table('notification_parties');
  }

  async take(event: Recorded<Taken>): Promise<void> {
    this.entriesOfEvent = 0;
    switch (event.type) {
      case 'BookingCreated': {
        const { bookingId, carId, ownerId, renterId } = event.data;
        await this.remember(bookingId, { renterId, hostId: ownerId, carId, bookingId });
        await this.notify(event, ownerId, 'booking-created', { bookingId, carId, actorId: renterId });
        return this.bookingChanged(event, bookingId);
      }
      case 'BookingConfirmed':
      case 'BookingCancelled': {
        const booking = await this.partiesOf(event.data.bookingId);
        if (!booking) return;
        const kind = event.type === 'BookingConfirmed' ? 'booking-confirmed' : 'booking-cancelled';
        await this.notify(event, booking.host_id, kind, {
          bookingId: booking.booking_id,
          carId: booking.car_id,
          actorId: booking.renter_id,
        });
        return this.bookingChanged(event, event.data.bookingId);
      }
      case 'BookingHandoverRecorded':
      case 'BookingReturnRecorded': {
        const booking = await this.partiesOf(event.data.bookingId);
        if (!booking?.renter_id) return;
        const byRenter = event.data.by === 'renter';
        await this.notify(
          event,
          byRenter ? booking.host_id : booking.renter_id,
          event.type === 'BookingHandoverRecorded' ? 'handover-recorded' : 'return-recorded',
          {
            bookingId: booking.booking_id,
            carId: booking.car_id,
            actorId: byRenter ? booking.renter_id : booking.host_id,
          },
        );
        return this.bookingChanged(event, event.data.bookingId);
      }
      case 'BookingReviewed':
      case 'BookingRenterReviewed': {
        const booking = await this.partiesOf(event.data.bookingId);
        if (!booking?.renter_id) return;
        const toHost = event.type === 'BookingReviewed';
        await this.notify(event, toHost ? booking.host_id : booking.renter_id, 'review-received', {
          bookingId: booking.booking_id,
          carId: booking.car_id,
          actorId: toHost ? booking.renter_id : booking.host_id,
        });
        return this.bookingChanged(event, event.data.bookingId);
      }
      case 'BookingPaymentInitialized':
      case 'BookingExpired':
      case 'BookingCompleted':
      case 'BookingRefunded':
      case 'BookingTripRecordConfirmed':
      case 'BookingTripRecordDisputed':
      case 'BookingDamageCaseResolved':
      case 'BookingNoShowFlagged':
      case 'BookingReviewsRevealed':
        return this.bookingChanged(event, event.data.bookingId);
      case 'CarListed':
        return this.remember(event.data.carId, { hostId: event.data.ownerId, carId: event.data.carId });
      case 'CarApproved':
      case 'CarRejected': {
        const car = await this.partiesOf(event.data.carId);
        if (!car) return;
        const kind = event.type === 'CarApproved' ? 'listing-approved' : 'listing-rejected';
        return this.notify(event, car.host_id, kind, { carId: car.car_id });
      }
      case 'PayoutTransferStarted':
        // The amount sent, for the notice of its success; a new attempt may fail again and say so.
        return this.remember(event.data.reference, {
          hostId: event.data.hostId,
          bookingId: event.data.bookingId,
          detail: { amount: event.data.amount, attempt: event.data.attempt },
        });
      case 'PayoutTransferSucceeded':
      case 'PayoutTransferFailed': {
        const payout = await this.partiesOf(event.data.reference);
        const booking = await this.partiesOf(event.data.bookingId);
        const detail = (payout?.detail ?? {}) as { amount?: number; attempt?: number };
        const refs = { bookingId: event.data.bookingId, carId: booking?.car_id ?? null };
        if (event.type === 'PayoutTransferSucceeded')
          return this.notify(event, event.data.hostId, 'payout-sent', {
            ...refs,
            amount: detail.amount ?? null,
          });
        // Told once per failure that needs the host, not on every retry the worker makes.
        if (event.data.reversed || (detail.attempt ?? 1) === 1)
          return this.notify(event, event.data.hostId, 'payout-failed', refs);
        return;
      }
      case 'ConversationStarted': {
        const { conversationId, renterId, hostId, carId, bookingId } = event.data;
        return this.remember(conversationId, { renterId, hostId, carId, bookingId });
      }
      case 'ConversationMessageSent': {
        const { conversationId, senderId } = event.data;
        const conversation = await this.partiesOf(conversationId);
        if (!conversation?.renter_id) return;
        const recipient = senderId === conversation.renter_id ? conversation.host_id : conversation.renter_id;
        await this.notifyOfMessage(event, recipient, conversationId, conversation.car_id, senderId);
        return this.conversationChanged(event, conversation);
      }
      case 'ConversationRead': {
        const { conversationId, readerId, readAt } = event.data;
        const conversation = await this.partiesOf(conversationId);
        if (!conversation) return;
        const { rowCount } = await this.client.query(
          `update ${this.notifications} set read_at = $3
            where user_id = $1 and conversation_id = $2 and kind = 'message' and read_at is null`,
          [readerId, conversationId, readAt],
        );
        if (rowCount) await this.countChanged(event, readerId);
        return this.conversationChanged(event, conversation);
      }
      // A photo's copies are ready: both sides' open pages show it instead of "on its way".
      case 'ConversationPhotoVariantsMade':
      case 'ConversationStopped': {
        const conversation = await this.partiesOf(event.data.conversationId);
        if (conversation) await this.conversationChanged(event, conversation);
        return;
      }
      case 'ConversationMessageReported':
      case 'ConversationReportResolved':
      case 'ConversationOpenedByAdmin':
      case 'BookingPaymentRefused':
      case 'BookingRefusedPaymentReturned':
      case 'BookingReminderDue':
      case 'BookingTripPhotoVariantsMade':
      case 'CarUpdated':
      case 'CarAvailabilitySet':
      case 'CarRegionSurchargeSet':
      case 'CarRegionSurchargeRemoved':
      case 'CarDeleted':
      case 'CarDeletedByAdmin':
      case 'CarPhotoVariantsMade':
      case 'PayoutAccountSet':
      case 'PayoutEarningRecorded':
      case 'PayoutEarningReduced':
      case 'PayoutDebtRecorded':
      case 'PayoutNetted':
        return;
      case 'NotificationsRead': {
        const { userId, notificationIds, readAt } = event.data;
        const { rowCount } = await this.client.query(
          `update ${this.notifications} set read_at = $3
            where user_id = $1 and read_at is null and ($2::uuid[] is null or id = any($2::uuid[]))
              and created_at <= $3`,
          [userId, notificationIds === 'all' ? null : notificationIds.filter(isUuidText), readAt],
        );
        if (rowCount) await this.countChanged(event, userId);
        return;
      }
      case 'NotificationEmailsChosen':
        await this.client.query(
          `insert into ${this.settings} (user_id, emails_off) values ($1, $2)
           on conflict (user_id) do update set emails_off = excluded.emails_off`,
          [event.data.userId, event.data.emailsOff],
        );
        return;
    }
  }

  /** Who is on a booking, car, conversation or payout (by its id), for the events that name only it. */
  private async remember(
    id: string,
    who: { renterId?: string; hostId: string; carId?: string; bookingId?: string | null; detail?: object },
  ): Promise<void> {
    await this.client.query(
      `insert into ${this.parties} (id, renter_id, host_id, car_id, booking_id, detail) values ($1, $2, $3, $4, $5, $6)
       on conflict (id) do update set detail = excluded.detail`,
      [id, who.renterId ?? null, who.hostId, who.carId ?? null, who.bookingId ?? null, who.detail ?? null],
    );
  }

  private async partiesOf(id: string) {
    const { rows } = await this.client.query<{
      renter_id: string | null;
      host_id: string;
      car_id: string | null;
      booking_id: string | null;
      detail: unknown;
    }>(`select renter_id, host_id, car_id, booking_id, detail from ${this.parties} where id = $1`, [id]);
    return rows[0] ?? null;
  }

  private async notify(
    event: Recorded<Taken>,
    userId: string,
    kind: NotificationKind,
    refs: NotificationRefs,
  ) {
    await this.client.query(
      `insert into ${this.notifications}
         (id, user_id, kind, booking_id, car_id, conversation_id, actor_id, amount, created_at, position_commit, position_prepare)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (id) do nothing`,
      [
        event.id,
        userId,
        kind,
        refs.bookingId ?? null,
        refs.carId ?? null,
        refs.conversationId ?? null,
        refs.actorId ?? null,
        refs.amount ?? null,
        event.metadata.timestamp,
        event.position.commit,
        event.position.prepare,
      ],
    );
    await this.countChanged(event, userId);
  }

  /** New messages in a conversation are one notification while it is unread: it counts them and moves up. */
  private async notifyOfMessage(
    event: Recorded<Taken>,
    userId: string,
    conversationId: string,
    carId: string | null,
    senderId: string,
  ) {
    const { rowCount } = await this.client.query(
      `update ${this.notifications}
          set count = count + 1, actor_id = $3, created_at = $4, position_commit = $5, position_prepare = $6
        where user_id = $1 and conversation_id = $2 and kind = 'message' and read_at is null`,
      [
        userId,
        conversationId,
        senderId,
        event.metadata.timestamp,
        event.position.commit,
        event.position.prepare,
      ],
    );
    if (rowCount) return this.countChanged(event, userId);
    return this.notify(event, userId, 'message', { conversationId, carId, actorId: senderId });
  }

  /** Tells the user's open pages their unread count. */
  private async countChanged(event: Recorded<Taken>, userId: string) {
    const { rows } = await this.client.query<{ n: number }>(
      `select count(*)::int as n from ${this.notifications} where user_id = $1 and read_at is null`,
      [userId],
    );
    await this.live(event, [userId], 'notifications', { unreadCount: rows[0]?.n ?? 0 });
  }

  private async bookingChanged(event: Recorded<Taken>, bookingId: string) {
    const booking = await this.partiesOf(bookingId);
    if (!booking?.renter_id) return;
    await this.live(event, [booking.renter_id, booking.host_id], 'booking', {
      bookingId,
      change: event.type,
    });
  }

  private conversationChanged(
    event: Recorded<Taken>,
    conversation: { renter_id: string | null; host_id: string },
  ) {
    const users = [conversation.renter_id, conversation.host_id].filter((id): id is string => id !== null);
    return this.live(event, users, 'message', {
      conversationId: (event.data as { conversationId: string }).conversationId,
    });
  }

  private async live(event: Recorded<Taken>, userIds: string[], kind: string, data: object): Promise<void> {
    await this.client.query(
      `insert into ${this.feed} (position_commit, position_prepare, ordinal, user_id, kind, data, at)
       select $1, $2, $7::int + n::int, u, $4, $5, $6 from unnest($3::uuid[]) with ordinality as entry(u, n)`,
      [
        event.position.commit,
        event.position.prepare,
        userIds,
        kind,
        data,
        event.metadata.timestamp,
        this.entriesOfEvent,
      ],
    );
    this.entriesOfEvent += userIds.length;
  }

  async pruneLiveFeed(lastEventAt: string): Promise<void> {
    await this.client.query(
      `delete from ${this.feed} where at < $1::timestamptz - make_interval(days => $2)`,
      [lastEventAt, LIVE_FEED_DAYS],
    );
  }
}

const isUuidText = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
