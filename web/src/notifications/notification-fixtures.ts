import type {
  NotificationListView,
  NotificationView,
} from '@akwaaba/domain/notifications/notifications.contract';
import { fixture } from '#app/test/fixture.ts';

/** A notification as GET /api/notifications lists it; override what a test cares about. */
export const aNotification = fixture<NotificationView>({
  id: 'n1',
  kind: 'message',
  text: 'New message from Kofi about the 2020 Toyota Corolla',
  link: '/messages/b1',
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
});

export const someNotifications = (notifications: NotificationView[]): NotificationListView => ({
  notifications,
  unreadCount: notifications.filter((notification) => !notification.read).length,
});
