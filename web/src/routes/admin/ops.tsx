import { createFileRoute } from '@tanstack/react-router';
import { projectionOpsQueryOptions } from '#app/api/ops.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { OpsPage } from './-components/ops/OpsPage.tsx';

/** /admin/ops: projections and reactors, for administrators (the admin layout route checks). */
export const Route = createFileRoute('/admin/ops')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(projectionOpsQueryOptions());
  },
  component: function AdminOps() {
    usePageTitle('Projections');
    return <OpsPage />;
  },
});
