import * as v from 'valibot';
import { defineContract } from '../shared/contract';
import { withoutControlCharacters } from '../shared/form-schemas';
import { MAX_NOTIFICATIONS_READ_AT_ONCE } from './notification.decider';
import { NOTIFICATION_KINDS } from './notification-kinds';

export const notificationView = v.object({
  id: v.string(),
  kind: v.picklist(NOTIFICATION_KINDS),
  text: v.string(),
  /** The screen that shows what happened. */
  link: v.string(),
  createdAt: v.string(),
  read: v.boolean(),
});
export type NotificationView = v.InferOutput<typeof notificationView>;

export const notificationListView = v.object({
  notifications: v.array(notificationView),
  unreadCount: v.number(),
});
export type NotificationListView = v.InferOutput<typeof notificationListView>;

export const notificationSettingsView = v.object({
  kinds: v.array(
    v.object({
      kind: v.picklist(NOTIFICATION_KINDS),
      label: v.string(),
      email: v.boolean(),
      /** Payment e-mails: always sent. */
      locked: v.boolean(),
      /** Texted to the verified phone number (docs/adr/0042). */
      sms: v.boolean(),
    }),
  ),
  /** Whether the user has a verified number to text: without one, nothing is texted. */
  phoneVerified: v.boolean(),
});
export type NotificationSettingsView = v.InferOutput<typeof notificationSettingsView>;

const readBody = v.object({
  ids: v.union(
    [
      v.literal('all'),
      v.pipe(
        v.array(v.pipe(v.string(), v.maxLength(64), withoutControlCharacters('A notification id'))),
        v.maxLength(MAX_NOTIFICATIONS_READ_AT_ONCE, 'Mark at most 100 notifications read at once'),
      ),
    ],
    'ids must be "all" or a list of notification ids',
  ),
});

/**
 * The bell: what happened that concerns the signed-in user, newest first, with the unread
 * count; marking them read; which of them also come by e-mail; and the live stream of it all.
 */
export const notificationsContract = defineContract('notifications', {
  list: {
    summary: 'The signed-in user’s latest 50 notifications, newest first, with the unread count',
    access: 'signed-in',
    method: 'GET',
    path: '/api/notifications',
    response: notificationListView,
  },
  markRead: {
    summary: 'Mark notifications read: some by id, or all',
    access: 'signed-in',
    method: 'POST',
    path: '/api/notifications/read',
    body: readBody,
    status: 204,
    response: null,
  },
  settings: {
    summary: 'Which notifications also come by e-mail',
    access: 'signed-in',
    method: 'GET',
    path: '/api/notifications/settings',
    response: notificationSettingsView,
  },
  chooseEmails: {
    summary: 'Turn e-mail off or on per kind (payment e-mails always come), and SMS on or off per kind',
    access: 'signed-in',
    method: 'PUT',
    path: '/api/notifications/settings',
    body: v.object({
      emailsOff: v.pipe(
        v.array(v.pipe(v.string(), v.maxLength(40), withoutControlCharacters('A notification kind'))),
        v.maxLength(NOTIFICATION_KINDS.length),
      ),
      /** The kinds to text; left out, the SMS choice stays as it is. */
      smsOn: v.optional(
        v.pipe(
          v.array(v.pipe(v.string(), v.maxLength(40), withoutControlCharacters('A notification kind'))),
          v.maxLength(NOTIFICATION_KINDS.length),
        ),
      ),
    }),
    response: notificationSettingsView,
  },
  live: {
    summary: 'Server-Sent Events of the signed-in user: messages, notification counts, booking changes',
    description:
      'A text/event-stream. Each event has an id (a position in the event log); reconnecting with ' +
      'Last-Event-ID resumes after it. Events: `message` (conversationId), `notifications` ' +
      '(unreadCount), `booking` (bookingId, status).',
    access: 'signed-in',
    method: 'GET',
    path: '/api/live',
    response: 'file',
  },
});
