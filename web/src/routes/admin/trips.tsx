import { createFileRoute } from '@tanstack/react-router';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { TripsAdminPage, TripsAdminSkeleton } from './-components/trips/TripsAdminPage.tsx';

/** /admin/trips: damage cases and no-shows, for administrators (the admin layout route checks). */
export const Route = createFileRoute('/admin/trips')({
  // No reads started here, as on /admin/finance: the screen reads them itself (their query options
  // and the trips' calls would ship in the entry, which '/' and '/cars' load within their budget).
  ...suspendedPage({ what: 'the trips', layout: 'page', title: 'Trips' }),
  pendingComponent: TripsAdminSkeleton,
  component: TripsAdminPage,
});
