import { createFileRoute } from '@tanstack/react-router';
import { damageCasesQueryOptions, noShowsQueryOptions } from '#app/api/trips.ts';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { TripsAdminPage, TripsAdminSkeleton } from './-components/trips/TripsAdminPage.tsx';

/** /admin/trips: damage cases and no-shows, for administrators (the admin layout route checks). */
export const Route = createFileRoute('/admin/trips')({
  ...suspendedPage(
    { what: 'the trips', layout: 'page', title: 'Trips' },
    damageCasesQueryOptions,
    noShowsQueryOptions,
  ),
  pendingComponent: TripsAdminSkeleton,
  component: TripsAdminPage,
});
