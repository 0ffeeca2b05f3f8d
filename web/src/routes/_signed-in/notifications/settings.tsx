import { createFileRoute } from '@tanstack/react-router';
import { suspendedPage } from '#app/components/suspended-page.ts';
import {
  NotificationSettingsPage,
  NotificationSettingsSkeleton,
} from './-components/NotificationSettingsPage.tsx';

/** /notifications/settings: which notifications also come by e-mail. No read started here, as on /earnings. */
export const Route = createFileRoute('/_signed-in/notifications/settings')({
  ...suspendedPage({ what: 'your e-mail settings', layout: 'page', title: 'Notification settings' }),
  pendingComponent: NotificationSettingsSkeleton,
  component: NotificationSettingsPage,
});
