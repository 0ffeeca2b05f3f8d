import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '#app/api/auth.ts';

/** What a signed-in page shows while the sign-in status loads (spec section 1). */
export function SessionLoading() {
  return (
    <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-stone-600 sm:px-6">
      Loading...
    </p>
  );
}

/**
 * The pages under a signed-in layout route, for as long as the visitor stays signed in:
 * the route's `beforeLoad` let them in, and a session that ends meanwhile (a 401 from the
 * server) sends them to log in, and back here after.
 */
export function SignedInOutlet() {
  const session = useSession();
  // The page the visitor was on, read once: while the redirect to /login is under way the
  // router's location already points there, and following it would nest redirects.
  const current = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).href });
  const [here] = useState(current);
  if (session.status === 'signedOut') return <Navigate to="/login" search={{ redirect: here }} replace />;
  return <Outlet />;
}
