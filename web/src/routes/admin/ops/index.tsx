import { createFileRoute } from '@tanstack/react-router';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { OpsPage } from '../-components/ops/OpsPage.tsx';
import { ProjectionsSkeleton } from '../-components/ops/ProjectionsSkeleton.tsx';

export const Route = createFileRoute('/admin/ops/')({
  // No read started here, as on /admin/finance: the screen reads them itself (its query options
  // would ship in the entry, which '/' and '/cars' load within their budget).
  ...suspendedPage({ what: 'the projections' }),
  pendingComponent: ProjectionsSkeleton,
  component: OpsPage,
});
