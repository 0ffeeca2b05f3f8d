import {
  type NotificationListView,
  notificationsContract,
} from '@akwaaba/domain/notifications/notifications.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, operationQuery } from './calls.ts';

/** The bell's list: the latest 50 notifications, newest first, with the unread count. */
export const notificationsQueryOptions = () => operationQuery(notificationsContract.list);

/** Which kinds of notification also come by e-mail. */
export const notificationSettingsQueryOptions = () => operationQuery(notificationsContract.settings);

/** The list with these notifications read (all of them for 'all'), and its unread count to match. */
export function markedRead(list: NotificationListView, ids: readonly string[] | 'all'): NotificationListView {
  const notifications = list.notifications.map((notification) =>
    ids === 'all' || ids.includes(notification.id) ? { ...notification, read: true } : notification,
  );
  const newlyRead = list.notifications.filter(
    (notification, index) => !notification.read && notifications[index]!.read,
  ).length;
  return { notifications, unreadCount: ids === 'all' ? 0 : Math.max(0, list.unreadCount - newlyRead) };
}

/**
 * Marks notifications read, some by id or all: the bell and the list show it at once, and read
 * the server's list again once it has answered (or put back what they showed if it failed).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn: (ids: string[] | 'all') => callOperation(notificationsContract.markRead, { body: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, markedRead(before, ids));
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** Turns e-mail off for these kinds (and on for the others); the answer is the settings as saved. */
/** Saves the kinds not e-mailed and the kinds texted; the answer replaces the cached settings. */
export function useChooseNotificationChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { emailsOff: string[]; smsOn: string[] }) =>
      callOperation(notificationsContract.chooseEmails, { body: choice }),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, settings),
  });
}
