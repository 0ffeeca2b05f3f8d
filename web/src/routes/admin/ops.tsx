import { createFileRoute } from '@tanstack/react-router';
import { loadSessionUser } from '#app/api/auth.ts';
import { projectionOpsQueryOptions } from '#app/api/ops.ts';
import { ProtectedPage } from '#app/components/auth/ProtectedPage.tsx';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { NotAuthorized } from './-components/NotAuthorized.tsx';
import { OpsPage } from './-components/ops/OpsPage.tsx';

/** /admin/ops: projections and reactors for administrators; the same sign-in and 403 treatment as /admin. */
export const Route = createFileRoute('/admin/ops')({
  loader: ({ context }) => {
    void loadSessionUser(context.queryClient).then((user) => {
      if (user?.isAdmin) void context.queryClient.prefetchQuery(projectionOpsQueryOptions());
    });
  },
  component: function AdminOpsRoute() {
    return <ProtectedPage>{(user) => (user.isAdmin ? <AdminOps /> : <NotAuthorizedPage />)}</ProtectedPage>;
  },
});

function AdminOps() {
  usePageTitle('Projections');
  return <OpsPage />;
}

function NotAuthorizedPage() {
  usePageTitle('Not authorized');
  return <NotAuthorized />;
}
