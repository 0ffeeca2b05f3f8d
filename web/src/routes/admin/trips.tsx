import { createFileRoute } from '@tanstack/react-router';
import { damageCasesQueryOptions, noShowsQueryOptions } from '#app/api/trips.ts';
import { TripsAdminPage, TripsAdminSkeleton } from './-components/trips/TripsAdminPage.tsx';

/** /admin/trips: damage cases and no-shows, for administrators (the admin layout route checks). */
export const Route = createFileRoute('/admin/trips')({
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(damageCasesQueryOptions()),
      queryClient.ensureQueryData(noShowsQueryOptions()),
    ]);
  },
  pendingComponent: TripsAdminSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'the trips', layout: 'page', title: 'Trips' } },
  component: TripsAdminPage,
});
