import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageSkeleton } from './components/PageSkeleton.tsx';
import { RouteError } from './components/RouteError.tsx';
import { routeTree } from './routeTree.gen.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The app's router; tests and the server give it a memory history. On the server it renders
 * one page to HTML: no scroll to restore (the browser's router takes that over).
 */
export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  { server = false }: { server?: boolean } = {},
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    ...(server ? { isServer: true } : {}),
    // Hovering or touching a link starts loading its route chunk and data; the query cache decides freshness.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: !server,
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
