import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage, NotificationsSkeleton } from './-components/NotificationsPage.tsx';

/** /notifications: the bell's list (the signed-in layout checks). No loader, as on /earnings. */
export const Route = createFileRoute('/_signed-in/notifications/')({
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'your notifications', layout: 'page', title: 'Notifications' } },
  pendingComponent: NotificationsSkeleton,
  component: NotificationsPage,
});
