import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '#app/api/auth.ts';
import { SessionLoading, SignedInOutlet } from '#app/components/auth/SignedInOnly.tsx';
import { AccessDenied } from '#app/components/RouteError.tsx';

/**
 * Every /admin page: signed-out visitors go to /login and come back, signed-in people who are
 * not admins see "Not authorized" (the router's error screen, which knows a 403), and their
 * pages never ask for admin data. Decided here once; the pages under it only load and render.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context, location }) => {
    const user = await requireSignedIn(context.queryClient, location.href);
    if (!user.isAdmin) throw new AccessDenied();
  },
  pendingComponent: SessionLoading,
  pendingMs: 0,
  component: SignedInOutlet,
});
