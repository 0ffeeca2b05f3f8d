import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ProtectedPage } from '#app/components/auth/ProtectedPage.tsx';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { NotAuthorized } from './-components/NotAuthorized.tsx';

/**
 * Every /admin page: signed-out visitors go to /login and come back, signed-in people who are
 * not admins see "Not authorized". Decided here once; the pages under it only render.
 */
export const Route = createFileRoute('/admin')({
  component: function AdminLayout() {
    return <ProtectedPage>{(user) => (user.isAdmin ? <Outlet /> : <NotAuthorizedPage />)}</ProtectedPage>;
  },
});

function NotAuthorizedPage() {
  usePageTitle('Not authorized');
  return <NotAuthorized />;
}
