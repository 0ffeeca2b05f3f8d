import { type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from './http.ts';

/** The signed-in user as GET /api/auth/user returns it. */
export interface User {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  phoneNumber?: string | null;
  bio?: string | null;
  /** The ID Verification card: numbers, and documents as private file paths. */
  driverLicenseNumber?: string | null;
  driverLicenseDocument?: string | null;
  nationalIdNumber?: string | null;
  nationalIdDocument?: string | null;
  /** Both identity documents are on file: the Profile screen's Verified badge. */
  identityVerified?: boolean;
  roles?: string[];
  /** Shows the Admin Dashboard link; the server checks the role again on every admin call. */
  isAdmin?: boolean;
}

/** Yields null on 401. Never retried, not even when a new screen mounts (spec section 4). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/user'],
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
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
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: () => {
      window.location.assign('/');
    },
  });
}
