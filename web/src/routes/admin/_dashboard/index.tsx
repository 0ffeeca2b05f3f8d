import { createFileRoute } from '@tanstack/react-router';
import { pendingCarsQueryOptions } from '#app/api/admin-cars.ts';
import { CarListSkeleton } from '#app/cars/CarCardSkeleton.tsx';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { PendingQueue } from '../-components/PendingQueue.tsx';

/** /admin: the verification queue, in the dashboard's first tab. */
export const Route = createFileRoute('/admin/_dashboard/')({
  ...suspendedPage({ what: 'the pending listings' }, pendingCarsQueryOptions),
  pendingComponent: CarListSkeleton,
  component: PendingQueue,
});
