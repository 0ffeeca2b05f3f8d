import type {
  NotificationListView,
  NotificationView,
} from '@akwaaba/domain/notifications/notifications.contract';

/** A notification as GET /api/notifications lists it; override what a test cares about. */
export function aNotification(overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id: 'n1',
    kind: 'message',
    text: 'New message from Kofi about the 2020 Toyota Corolla',
    link: '/messages/b1',
    createdAt: '2026-11-20T10:00:00.000Z',
    read: false,
    ...overrides,
  };
}

export const someNotifications = (notifications: NotificationView[]): NotificationListView => ({
  notifications,
  unreadCount: notifications.filter((notification) => !notification.read).length,
});
