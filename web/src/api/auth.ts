import { accountsContract, type CurrentUserView } from '@akwaaba/domain/accounts/accounts.contract';
import { SIGNED_IN_HINT_COOKIE } from '@akwaaba/domain/accounts/user.constants';
import { type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { callOperation } from './calls.ts';
import { HttpError } from './http.ts';

/** The signed-in user as GET /api/auth/user returns it. */
export type User = CurrentUserView;

/**
 * Yields null on 401. Never retried, not even when a new screen mounts (spec section 4). In a
 * browser without the signed-in hint cookie nobody is signed in: nothing is asked.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: accountsContract.currentUser.key(),
    queryFn: async ({ signal }): Promise<User | null> => {
      if (typeof document !== 'undefined' && !document.cookie.includes(`${SIGNED_IN_HINT_COOKIE}=`))
        return null;
      try {
        return await callOperation(accountsContract.currentUser, {}, signal);
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) return null;
        throw error;
      }
    },
    retryOnMount: false,
  });

/**
 * For route loaders: the signed-in user, or null. A failed user fetch counts as signed out and is
 * never repeated, so this answers from the cache once the query has settled either way.
 */
export async function loadSessionUser(queryClient: QueryClient): Promise<User | null> {
  const options = currentUserQueryOptions();
  if (queryClient.getQueryState(options.queryKey)?.status === 'error') return null;
  return queryClient.ensureQueryData(options).catch(() => null);
}

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: User };

/** Sign-in state: any failed user fetch counts as signed out. */
export function useSession(): Session {
  const { data, isPending, isError } = useQuery(currentUserQueryOptions());
  if (isPending) return { status: 'loading', user: null };
  if (isError || !data) return { status: 'signedOut', user: null };
  return { status: 'signedIn', user: data };
}

/** Log out clears the session on the server, then the browser starts over at /. */
export function useLogout() {
  return useMutation({
    mutationFn: () => callOperation(accountsContract.logout),
    onSuccess: () => {
      window.location.assign('/');
    },
  });
}

/**
 * For a signed-in page's `beforeLoad`: waits for the sign-in status, then answers the
 * signed-in user. A signed-out visitor goes to log in and comes back to `here` after;
 * `via: 'api-login'` sends the whole browser through /api/login instead (spec section 2,
 * for /profile), and the page stays on 'Loading...' while it leaves.
 */
export async function requireSignedIn(
  queryClient: QueryClient,
  here: string,
  via: 'login' | 'api-login' = 'login',
): Promise<User> {
  const user = await loadSessionUser(queryClient);
  if (user) return user;
  if (via === 'login') throw redirect({ to: '/login', search: { redirect: here }, replace: true });
  window.location.assign(`/api/login?returnTo=${encodeURIComponent(here)}`);
  return new Promise<never>(() => {});
}
