import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageSkeleton } from './components/PageSkeleton.tsx';
import { RouteError } from './components/RouteError.tsx';
import { routeTree } from './routeTree.gen.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

/** The app's router; tests give it a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    // Hovering or touching a link starts loading its route chunk and data; the query cache decides freshness.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    // A route whose code or loader takes more than a second shows the shape of a page meanwhile.
    defaultPendingComponent: () => (
      <PageSkeleton blocks={['h-9 w-72 rounded', 'h-64 rounded-xl']} aside="h-40" />
    ),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
