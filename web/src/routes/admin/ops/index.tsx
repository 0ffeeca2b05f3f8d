import { createFileRoute } from '@tanstack/react-router';
import { projectionOpsQueryOptions } from '#app/api/ops.ts';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { OpsPage } from '../-components/ops/OpsPage.tsx';
import { ProjectionsSkeleton } from '../-components/ops/ProjectionsSkeleton.tsx';

export const Route = createFileRoute('/admin/ops/')({
  ...suspendedPage({ what: 'the projections' }, projectionOpsQueryOptions),
  pendingComponent: ProjectionsSkeleton,
  component: OpsPage,
});
