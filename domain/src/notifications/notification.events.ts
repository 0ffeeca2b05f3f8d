import type { DomainEvents } from '../shared/decider';
import type { NotificationKind } from './notification-kinds';

/**
 * What a user did with their notifications (stream `notifications-{userId}`), each event's data
 * by its type; the notifications themselves are made by the read model from what happened elsewhere.
 */
interface NotificationEventData {
  /** The user opened these notifications (ids as the read model names them), or all before `readAt`. */
  NotificationsRead: { userId: string; notificationIds: string[] | 'all'; readAt: string };
  /** The kinds the user no longer wants by e-mail (payment kinds are never among them). */
  NotificationEmailsChosen: { userId: string; emailsOff: NotificationKind[]; chosenAt: string };
  /**
   * The kinds the user wants by SMS, to their verified number (docs/adr/0042); before their
   * first choice, SMS_BY_DEFAULT.
   */
  NotificationTextsChosen: { userId: string; smsOn: NotificationKind[]; chosenAt: string };
}

export type NotificationEvent = DomainEvents<NotificationEventData>;

/** Notification event types start with 'Notification', which no other family's types start with. */
export const NOTIFICATION_EVENT_TYPE_PREFIX = 'Notification';

export const notificationsStream = (userId: string) => `notifications-${userId}`;
