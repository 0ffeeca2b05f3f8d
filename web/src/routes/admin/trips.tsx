import { createFileRoute } from '@tanstack/react-router';
import { damageCasesQueryOptions, noShowsQueryOptions } from '#app/api/trips.ts';
import { TripsAdminPage, TripsAdminSkeleton } from './-components/trips/TripsAdminPage.tsx';

/** /admin/trips: damage cases and no-shows, for administrators (the admin layout route checks). */
export const Route = createFileRoute('/admin/trips')({
  // Not awaited: the admin layout's "Loading..." would stay up until they came (see ./route.tsx).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(damageCasesQueryOptions());
    void queryClient.prefetchQuery(noShowsQueryOptions());
  },
  pendingComponent: TripsAdminSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'the trips', layout: 'page', title: 'Trips' } },
  component: TripsAdminPage,
});
