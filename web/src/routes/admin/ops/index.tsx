import { createFileRoute } from '@tanstack/react-router';
import { projectionOpsQueryOptions } from '#app/api/ops.ts';
import { OpsPage } from '../-components/ops/OpsPage.tsx';
import { ProjectionsSkeleton } from '../-components/ops/ProjectionsSkeleton.tsx';

export const Route = createFileRoute('/admin/ops/')({
  // Not awaited: the admin layout's "Loading..." would stay up until it came (see ../route.tsx).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(projectionOpsQueryOptions());
  },
  pendingComponent: ProjectionsSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'the projections' } },
  component: OpsPage,
});
