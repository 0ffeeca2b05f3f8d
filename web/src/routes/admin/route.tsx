import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '#app/api/auth.ts';
import { SessionLoading, SignedInOutlet } from '#app/components/auth/SignedInOnly.tsx';
import { AccessDenied } from '#app/components/RouteError.tsx';

/**
 * Every /admin page: signed-out visitors go to /login and come back, signed-in people who are
 * not admins see "Not authorized" (the router's error screen, which knows a 403), and their
 * pages never ask for admin data. Decided here once; the pages under it only load and render.
 *
 * Its "Loading..." is the router's pending screen, and the router keeps the first pending
 * screen it paints until every loader below has finished. So the pages under it start their
 * reads in their loaders without awaiting them, and suspend on them in the screen, which
 * shows the page's own skeleton (its route's pendingComponent) in the meantime.
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
