import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '#app/api/auth.ts';
import { SessionLoading, SignedInOutlet } from '#app/components/auth/SignedInOnly.tsx';

/**
 * The pages only a signed-in person sees (My Bookings, My Cars, booking a car): a signed-out
 * visitor goes to /login and comes back after. Decided here once; the pages under it only
 * load and render. A layout without a path: their URLs stay /my-bookings, /my-cars, /book/{id}.
 */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location.href),
  pendingComponent: SessionLoading,
  pendingMs: 0,
  component: SignedInOutlet,
});
