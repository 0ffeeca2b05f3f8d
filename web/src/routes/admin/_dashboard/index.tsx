import { createFileRoute } from '@tanstack/react-router';
import { pendingCarsQueryOptions } from '#app/api/admin-cars.ts';
import { CarListSkeleton } from '#app/cars/CarCardSkeleton.tsx';
import { PendingQueue } from '../-components/PendingQueue.tsx';

/** /admin: the verification queue, in the dashboard's first tab. */
export const Route = createFileRoute('/admin/_dashboard/')({
  // Not awaited: the admin layout's "Loading..." would stay up until it came (see ../route.tsx).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(pendingCarsQueryOptions());
  },
  pendingComponent: CarListSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'the pending listings' } },
  component: PendingQueue,
});
