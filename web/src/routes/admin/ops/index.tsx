import { createFileRoute } from '@tanstack/react-router';
import { projectionOpsQueryOptions } from '#app/api/ops.ts';
import { OpsPage } from '../-components/ops/OpsPage.tsx';
import { ProjectionsSkeleton } from '../-components/ops/ProjectionsSkeleton.tsx';

export const Route = createFileRoute('/admin/ops/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(projectionOpsQueryOptions());
  },
  pendingComponent: ProjectionsSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'the projections' } },
  component: OpsPage,
});
