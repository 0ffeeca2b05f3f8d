import { Navigate, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type User, useSession } from '#app/api/auth.ts';

/**
 * The spec's protected-page wrapper: 'Loading...' while the sign-in status loads, a
 * redirect to /login when signed out (which comes back here after logging in),
 * otherwise the page, given the signed-in user.
 */
export function ProtectedPage({ children }: { children: (user: User) => ReactNode }) {
  const session = useSession();
  const here = useRouterState({ select: (state) => state.location.href });
  if (session.status === 'loading') {
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-stone-600 sm:px-6">
        Loading...
      </p>
    );
  }
  if (session.status === 'signedOut') return <Navigate to="/login" search={{ redirect: here }} replace />;
  return children(session.user);
}
