import { createFileRoute } from '@tanstack/react-router';
import { pendingCarsQueryOptions } from '#app/api/admin-cars.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { AdminDashboard } from './-components/AdminDashboard.tsx';

export const Route = createFileRoute('/admin/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(pendingCarsQueryOptions());
  },
  component: function AdminPage() {
    usePageTitle('Admin Dashboard');
    return <AdminDashboard />;
  },
});
