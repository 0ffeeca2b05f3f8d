import { createFileRoute } from '@tanstack/react-router';
import {
  NotificationSettingsPage,
  NotificationSettingsSkeleton,
} from './-components/NotificationSettingsPage.tsx';

/** /notifications/settings: which notifications also come by e-mail. No loader, as on /earnings. */
export const Route = createFileRoute('/_signed-in/notifications/settings')({
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'your e-mail settings', layout: 'page', title: 'Notification settings' } },
  pendingComponent: NotificationSettingsSkeleton,
  component: NotificationSettingsPage,
});
