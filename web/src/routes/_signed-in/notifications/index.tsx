import { createFileRoute } from '@tanstack/react-router';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { NotificationsPage, NotificationsSkeleton } from './-components/NotificationsPage.tsx';

/** /notifications: the bell's list (the signed-in layout checks). No read started here, as on /earnings. */
export const Route = createFileRoute('/_signed-in/notifications/')({
  ...suspendedPage({ what: 'your notifications', layout: 'page', title: 'Notifications' }),
  pendingComponent: NotificationsSkeleton,
  component: NotificationsPage,
});
