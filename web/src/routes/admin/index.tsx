import { createFileRoute } from '@tanstack/react-router';
import { pendingCarsQueryOptions } from '#app/api/admin-cars.ts';
import { loadSessionUser } from '#app/api/auth.ts';
import { ProtectedPage } from '#app/components/auth/ProtectedPage.tsx';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { AdminDashboard } from './-components/AdminDashboard.tsx';
import { NotAuthorized } from './-components/NotAuthorized.tsx';

export const Route = createFileRoute('/admin/')({
  loader: ({ context }) => {
    void loadSessionUser(context.queryClient).then((user) => {
      if (user?.isAdmin) void context.queryClient.prefetchQuery(pendingCarsQueryOptions());
    });
  },
  component: function AdminRoute() {
    return <ProtectedPage>{(user) => (user.isAdmin ? <AdminPage /> : <NotAuthorizedPage />)}</ProtectedPage>;
  },
});

function AdminPage() {
  usePageTitle('Admin Dashboard');
  return <AdminDashboard />;
}

function NotAuthorizedPage() {
  usePageTitle('Not authorized');
  return <NotAuthorized />;
}
