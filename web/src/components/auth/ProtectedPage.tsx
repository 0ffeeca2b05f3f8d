import { Navigate, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { type User, useSession } from '#app/api/auth.ts';

const loading = (
  <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-stone-600 sm:px-6">
    Loading...
  </p>
);

/** A full browser navigation to /api/login, which answers with the login screen and comes back after. */
function ToApiLogin({ returnTo }: { returnTo: string }) {
  useEffect(() => {
    window.location.assign(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  }, [returnTo]);
  return loading;
}

/**
 * The spec's protected-page wrapper: 'Loading...' while the sign-in status loads, a
 * redirect to /login when signed out (which comes back here after logging in),
 * otherwise the page, given the signed-in user. `signedOut="api-login"` sends the
 * browser through /api/login instead, as the spec asks of /profile.
 */
export function ProtectedPage({
  children,
  signedOut = 'login',
}: {
  children: (user: User) => ReactNode;
  signedOut?: 'login' | 'api-login';
}) {
  const session = useSession();
  // The page the visitor asked for, read once: while the redirect to /login is under
  // way the router's location already points there, and following it would nest
  // /login?redirect=/login?redirect=... for ever.
  const current = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).href });
  const [here] = useState(current);
  if (session.status === 'loading') return loading;
  if (session.status === 'signedOut') {
    if (signedOut === 'api-login') return <ToApiLogin returnTo={here} />;
    return <Navigate to="/login" search={{ redirect: here }} replace />;
  }
  return children(session.user);
}
