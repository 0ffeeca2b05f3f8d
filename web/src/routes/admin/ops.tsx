import { createFileRoute } from '@tanstack/react-router';
import { prefetchForAdmins } from '#app/api/auth.ts';
import { projectionOpsQueryOptions } from '#app/api/ops.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { OpsPage } from './-components/ops/OpsPage.tsx';

/** /admin/ops: projections and reactors, for administrators (the admin layout route checks). */
export const Route = createFileRoute('/admin/ops')({
  loader: ({ context }) => prefetchForAdmins(context.queryClient, projectionOpsQueryOptions()),
  component: function AdminOps() {
    usePageTitle('Projections');
    return <OpsPage />;
  },
});
