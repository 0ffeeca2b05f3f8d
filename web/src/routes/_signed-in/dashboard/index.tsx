import { createFileRoute } from '@tanstack/react-router';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { DashboardPage, DashboardSkeleton } from './-components/DashboardPage.tsx';

/** /dashboard: a host's home (the signed-in layout checks). No read started here, as on /earnings. */
export const Route = createFileRoute('/_signed-in/dashboard/')({
  ...suspendedPage({ what: 'your dashboard', layout: 'page', title: 'Dashboard' }),
  pendingComponent: DashboardSkeleton,
  component: DashboardPage,
});
