import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '#app/api/auth.ts';
import { SessionLoading, SignedInOutlet } from '#app/components/auth/SignedInOnly.tsx';

/**
 * The pages only a signed-in person sees (My Bookings, My Cars, booking a car): a signed-out
 * visitor goes to /login and comes back after. Decided here once; the pages under it only
 * load and render. A layout without a path: their URLs stay /my-bookings, /my-cars, /book/{id}.
 *
 * Its "Loading..." is the router's pending screen, and the router keeps the first pending
 * screen it paints until every loader below has finished. So the pages under it start their
 * reads in their loaders without awaiting them, and suspend on them in the screen, which
 * shows the page's own skeleton (its route's pendingComponent) in the meantime.
 */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location.href),
  pendingComponent: SessionLoading,
  pendingMs: 0,
  component: SignedInOutlet,
});
