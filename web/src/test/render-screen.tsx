import { QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  type AnyValidator,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '#app/api/query-client.ts';

/** What a path shows: a component, route options (a search schema, say), or null for an empty page. */
type PathScreen = RouteComponent | { component: RouteComponent; validateSearch?: AnyValidator } | null;

/**
 * Screens under a bare router at `url`, for testing one screen without the whole route
 * tree: each path shows its screen (null: an empty page, so that links to it resolve),
 * inside `layout` (an Outlet by default), with `alongside` rendered next to the router
 * (a Toaster, say). Returns the router, to read where the screen navigated.
 */
export function renderScreen(
  url: string,
  paths: Record<string, PathScreen>,
  { layout = Outlet, alongside }: { layout?: RouteComponent; alongside?: ReactNode } = {},
) {
  const rootRoute = createRootRoute({ component: layout });
  const routes: AnyRoute[] = Object.entries(paths).map(([path, screen]) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      ...(screen === null ? {} : 'component' in screen ? screen : { component: screen }),
    } as Parameters<typeof createRoute>[0]),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      {alongside}
    </QueryClientProvider>,
  );
  return router;
}
