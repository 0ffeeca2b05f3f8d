import { type BookingEvent, type CarEvent, chargesTotal } from '@akwaaba/domain';
import type { ConversationEvent } from '@akwaaba/domain/conversations/conversation.events';
import type { NotificationEvent } from '@akwaaba/domain/notifications/notification.events';
import type { NotificationKind } from '@akwaaba/domain/notifications/notification-kinds';
import type { HostPayoutsEvent } from '@akwaaba/domain/payouts/host-payouts.events';
import { uuidV5 } from '@akwaaba/domain/shared/name-based-id';
import {
  bookingEvents,
  carEvents,
  conversationEvents,
  type DriverVerdictEvent,
  driverVerdictEvents,
  hostPayoutsEvents,
  notificationEvents,
} from '../event-types';
import { defineReadModel } from '../runner/read-model';
import { eitherEvent, type Recorded } from '../runner/typed-projection';
import { type NotificationRefs, NotificationsBatch, type Parties, type Step } from './notifications.batch';
import * as queries from './notifications.queries';

const takes = eitherEvent(
  eitherEvent(eitherEvent(bookingEvents, carEvents), eitherEvent(conversationEvents, hostPayoutsEvents)),
  eitherEvent(notificationEvents, driverVerdictEvents),
);
type Taken =
  | BookingEvent
  | CarEvent
  | ConversationEvent
  | HostPayoutsEvent
  | NotificationEvent
  | DriverVerdictEvent;

/**
 * `notifications`: what happened that concerns each user, made from the events of bookings,
 * trips, cars, payouts, conversations and driver verdicts (`notifications`), what they chose to get by e-mail
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
    // Each user's unread notifications, counted as they change: the bell asks on every page,
    // and every batch tells the pages of those it notifies.
    unread_counts: (t) => `
      create table ${t} (user_id uuid primary key, unread integer not null check (unread >= 0));
    `,
    notification_settings: (t) => `
      create table ${t} (user_id uuid primary key, emails_off text[] not null default '{}', sms_on text[]);
      comment on column ${t}.sms_on is 'The kinds texted; null before the user chose (SMS_BY_DEFAULT, ADR 0042)';
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
      create index ${t}_at on ${t} (at);
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
    const batch = new NotificationsBatch(client, table);
    await batch.loadParties(events.flatMap(idsNamedBy));
    // Whether each host a booking's confirmation concerns has a payout account, and was asked for one.
    await batch.loadParties(events.flatMap((event) => payoutAccountIdsNamedBy(event, batch)));
    const steps = events.flatMap((event) => stepsOf(event, batch));
    await batch.loadUnread(steps);
    for (const step of steps) batch.run(step);
    await batch.write(events.at(-1)?.metadata.timestamp);
  },
  queries,
});

/** The ids of bookings, cars, conversations and payouts an event names: whose parties it may need. */
function idsNamedBy(event: Recorded<Taken>): string[] {
  const data = event.data as {
    bookingId?: unknown;
    carId?: unknown;
    conversationId?: unknown;
    reference?: unknown;
  };
  return [data.bookingId, data.carId, data.conversationId, data.reference].filter(
    (id): id is string => typeof id === 'string',
  );
}

/** The parties row that says whether a host has a payout account, and whether they were asked for one. */
const payoutAccountId = (hostId: string) => `payout-account:${hostId}`;
const PAYOUT_ACCOUNT_NOTICE_NAMESPACE = '6f1d8f1e-3c57-4e0b-9a59-2b1f4e7c9d21';
/** The trip's charges are told beside the return's own notification: theirs is named after the event. */
const TRIP_CHARGED_NOTICE_NAMESPACE = 'b8e3c1a4-5d2f-4c7e-9b1a-3f6d2e8a7c50';
interface PayoutAccountDetail {
  account?: boolean;
  /** The notification that asked for one: read once the account is set. */
  askedIn?: string;
}

/** The payout-account rows of the hosts an event may concern (known once the booking's parties are). */
function payoutAccountIdsNamedBy(event: Recorded<Taken>, batch: NotificationsBatch): string[] {
  switch (event.type) {
    case 'BookingCreated':
      return [payoutAccountId(event.data.ownerId)];
    case 'BookingConfirmed': {
      const hostId = batch.parties.get(event.data.bookingId)?.host_id;
      return hostId ? [payoutAccountId(hostId)] : [];
    }
    case 'PayoutAccountSet':
      return [payoutAccountId(event.data.hostId)];
    default:
      return [];
  }
}

/**
 * What an event does to notifications and the live feed: who is told of what. Decided from
 * the event and the parties alone (those the batch's earlier events remembered included),
 * so the batch runs the steps in memory and writes once.
 */
function stepsOf(event: Recorded<Taken>, batch: NotificationsBatch): Step[] {
  const steps: Step[] = [];
  const notify = (userId: string, kind: NotificationKind, refs: NotificationRefs, id?: string) =>
    steps.push({ do: 'notify', event, userId, kind, refs, ...(id ? { id } : {}) });
  const live = (userIds: string[], kind: string, data: object) =>
    steps.push({ do: 'live', event, userIds, kind, data });
  const partiesOf = (id: string) => batch.parties.get(id) ?? null;
  const bookingChanged = (bookingId: string) => {
    const booking = partiesOf(bookingId);
    if (booking?.renter_id)
      live([booking.renter_id, booking.host_id], 'booking', { bookingId, change: event.type });
  };
  // One side of a booking is told what the other side did; both sides' open pages, that it changed.
  const bookingSideTold = (bookingId: string, side: 'host' | 'renter', kind: NotificationKind) => {
    const booking = partiesOf(bookingId);
    if (!booking?.renter_id) return;
    const [userId, actorId] =
      side === 'host' ? [booking.host_id, booking.renter_id] : [booking.renter_id, booking.host_id];
    notify(userId, kind, { bookingId: booking.booking_id, carId: booking.car_id, actorId });
    bookingChanged(bookingId);
  };
  const conversationChanged = (conversationId: string, conversation: Parties) =>
    live(
      [conversation.renter_id, conversation.host_id].filter((id): id is string => id !== null),
      'message',
      { conversationId },
    );

  switch (event.type) {
    case 'BookingCreated': {
      const { bookingId, carId, ownerId, renterId } = event.data;
      batch.remember(bookingId, {
        renter_id: renterId,
        host_id: ownerId,
        car_id: carId,
        booking_id: bookingId,
      });
      // "Requested" only where the host has something to do: a request to accept or decline.
      notify(ownerId, event.data.hostApproval ? 'booking-requested' : 'booking-created', {
        bookingId,
        carId,
        actorId: renterId,
      });
      bookingChanged(bookingId);
      break;
    }
    case 'BookingRequestAccepted':
    case 'BookingRequestDeclined':
      bookingSideTold(
        event.data.bookingId,
        'renter',
        event.type === 'BookingRequestAccepted' ? 'request-accepted' : 'request-declined',
      );
      break;
    case 'BookingConfirmed': {
      bookingSideTold(event.data.bookingId, 'host', 'booking-confirmed');
      // A host's first paid booking with nowhere to pay them: asked once for a payout account.
      const booking = partiesOf(event.data.bookingId);
      if (!booking) break;
      const id = payoutAccountId(booking.host_id);
      const known = (partiesOf(id)?.detail ?? {}) as PayoutAccountDetail;
      if (known.account || known.askedIn) break;
      // The confirmation's own notification has the event's id: this one's is named after it.
      const askedIn = uuidV5(PAYOUT_ACCOUNT_NOTICE_NAMESPACE, event.id);
      notify(
        booking.host_id,
        'payout-account-needed',
        { bookingId: booking.booking_id, carId: booking.car_id },
        askedIn,
      );
      batch.remember(id, { ...hostOnly(booking.host_id), detail: { account: false, askedIn } });
      break;
    }
    case 'BookingCancelled':
      bookingSideTold(event.data.bookingId, 'host', 'booking-cancelled');
      break;
    case 'BookingHandoverRecorded':
    case 'BookingReturnRecorded': {
      const { bookingId } = event.data;
      bookingSideTold(
        bookingId,
        event.data.by === 'renter' ? 'host' : 'renter',
        event.type === 'BookingHandoverRecorded' ? 'handover-recorded' : 'return-recorded',
      );
      // The renter is told what the record charged them, whoever recorded it.
      const charged = event.type === 'BookingReturnRecorded' ? chargesTotal(event.data.charges ?? []) : 0;
      const booking = partiesOf(bookingId);
      if (charged > 0 && booking?.renter_id)
        notify(
          booking.renter_id,
          'trip-charged',
          { bookingId, carId: booking.car_id, actorId: null, amount: charged },
          uuidV5(TRIP_CHARGED_NOTICE_NAMESPACE, event.id),
        );
      break;
    }
    case 'BookingReviewed':
    case 'BookingRenterReviewed':
      bookingSideTold(
        event.data.bookingId,
        event.type === 'BookingReviewed' ? 'host' : 'renter',
        'review-received',
      );
      break;
    case 'BookingPaymentInitialized':
    case 'BookingExpired':
    case 'BookingCompleted':
    case 'BookingRefunded':
    case 'BookingDepositRefunded':
    case 'BookingTripRecordConfirmed':
    case 'BookingTripRecordDisputed':
    case 'BookingDamageCaseResolved':
    case 'BookingNoShowFlagged':
    case 'BookingReviewsRevealed':
      bookingChanged(event.data.bookingId);
      break;
    case 'CarListed':
      batch.remember(event.data.carId, {
        renter_id: null,
        host_id: event.data.ownerId,
        car_id: event.data.carId,
        booking_id: null,
      });
      break;
    case 'CarApproved':
    case 'CarRejected': {
      const car = partiesOf(event.data.carId);
      if (car)
        notify(car.host_id, event.type === 'CarApproved' ? 'listing-approved' : 'listing-rejected', {
          carId: car.car_id,
        });
      break;
    }
    // The renter learns the verdict at once: holds wait for it, and the link pays or fixes.
    // Their open pages read the account again: the booking form and My Bookings offer payment.
    case 'UserDriverApproved':
    case 'UserDriverRejected':
      notify(
        event.data.userId,
        event.type === 'UserDriverApproved' ? 'driver-approved' : 'driver-rejected',
        {},
      );
      live([event.data.userId], 'account', {});
      break;
    case 'PayoutTransferStarted':
      // The amount sent, for the notice of its success; a new attempt may fail again and say so.
      batch.remember(event.data.reference, {
        renter_id: null,
        host_id: event.data.hostId,
        car_id: null,
        booking_id: event.data.bookingId,
        detail: { amount: event.data.amount, attempt: event.data.attempt },
      });
      break;
    case 'PayoutTransferSucceeded':
    case 'PayoutTransferFailed': {
      const detail = (partiesOf(event.data.reference)?.detail ?? {}) as { amount?: number; attempt?: number };
      const refs = {
        bookingId: event.data.bookingId,
        carId: partiesOf(event.data.bookingId)?.car_id ?? null,
      };
      if (event.type === 'PayoutTransferSucceeded')
        notify(event.data.hostId, 'payout-sent', { ...refs, amount: detail.amount ?? null });
      // Told once per failure that needs the host, not on every retry the worker makes.
      else if (event.data.reversed || (detail.attempt ?? 1) === 1)
        notify(event.data.hostId, 'payout-failed', refs);
      break;
    }
    case 'ConversationStarted': {
      const { conversationId, renterId, hostId, carId, bookingId } = event.data;
      batch.remember(conversationId, {
        renter_id: renterId,
        host_id: hostId,
        car_id: carId,
        booking_id: bookingId,
      });
      break;
    }
    case 'ConversationMessageSent': {
      const { conversationId, senderId } = event.data;
      const conversation = partiesOf(conversationId);
      if (!conversation?.renter_id) break;
      const userId = senderId === conversation.renter_id ? conversation.host_id : conversation.renter_id;
      steps.push({ do: 'message', event, userId, conversationId, carId: conversation.car_id, senderId });
      conversationChanged(conversationId, conversation);
      break;
    }
    case 'ConversationRead': {
      const { conversationId, readerId, readAt } = event.data;
      const conversation = partiesOf(conversationId);
      if (!conversation) break;
      steps.push({ do: 'read-conversation', event, userId: readerId, conversationId, readAt });
      conversationChanged(conversationId, conversation);
      break;
    }
    // A photo's copies are ready: both sides' open pages show it instead of "on its way".
    case 'ConversationPhotoVariantsMade':
    case 'ConversationStopped': {
      const conversation = partiesOf(event.data.conversationId);
      if (conversation) conversationChanged(event.data.conversationId, conversation);
      break;
    }
    case 'PayoutAccountSet': {
      const id = payoutAccountId(event.data.hostId);
      const { askedIn } = (partiesOf(id)?.detail ?? {}) as PayoutAccountDetail;
      batch.remember(id, {
        ...hostOnly(event.data.hostId),
        detail: { account: true, ...(askedIn ? { askedIn } : {}) },
      });
      // Asked for it before: the bell stops asking.
      if (askedIn)
        steps.push({
          do: 'read',
          event,
          userId: event.data.hostId,
          ids: [askedIn],
          readAt: event.metadata.timestamp,
        });
      break;
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
    case 'PayoutEarningRecorded':
    case 'PayoutEarningReduced':
    case 'PayoutDebtRecorded':
    case 'PayoutNetted':
      break;
    case 'NotificationsRead': {
      const { userId, notificationIds, readAt } = event.data;
      const ids = notificationIds === 'all' ? null : notificationIds.filter(isUuidText);
      steps.push({ do: 'read', event, userId, ids, readAt });
      break;
    }
    case 'NotificationEmailsChosen':
      steps.push({ do: 'choose-emails', userId: event.data.userId, emailsOff: event.data.emailsOff });
      break;
    case 'NotificationTextsChosen':
      steps.push({ do: 'choose-texts', userId: event.data.userId, smsOn: event.data.smsOn });
      break;
  }
  return steps;
}

const hostOnly = (hostId: string) => ({ renter_id: null, host_id: hostId, car_id: null, booking_id: null });

const isUuidText = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
