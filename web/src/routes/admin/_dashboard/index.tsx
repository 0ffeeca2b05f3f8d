import { createFileRoute } from '@tanstack/react-router';
import { CarListSkeleton } from '#app/cars/CarCardSkeleton.tsx';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { PendingQueue } from '../-components/PendingQueue.tsx';

/** /admin: the verification queue, in the dashboard's first tab. */
export const Route = createFileRoute('/admin/_dashboard/')({
  // No read started here, as on /admin/finance: the queue reads it itself (its query options
  // would ship in the entry, which '/' and '/cars' load within their budget).
  ...suspendedPage({ what: 'the pending listings' }),
  pendingComponent: CarListSkeleton,
  component: PendingQueue,
});
