import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { RouterContext } from '#app/router.tsx';
import type { RouteData } from './RouteError.tsx';

/** Query options the loader can start; the screen reads the same ones with useSuspenseQuery. */
type Reads<Data extends unknown[]> = {
  [K in keyof Data]: FetchQueryOptions<Data[K], Error, Data[K], QueryKey>;
};

/** What a page shows while it loads and when its load fails. */
interface SuspendedScreen {
  pendingMs: number;
  pendingMinMs: number;
  staticData: { loads: RouteData };
}

/**
 * The route options of a page under a signed-in or admin layout. The screen suspends on its
 * reads, so the route's own skeleton shows at once and for no longer than they take; `loads`
 * names them on the error screen.
 *
 * `reads`, from the route's path params, are what its loader starts without awaiting them: the
 * layout's "Loading..." would stay up until they came (see routes/_signed-in/route.tsx). A page
 * without them has no loader, and its screen starts its reads itself: their query options would
 * otherwise ship in the entry, which '/' and '/cars' load within their budget.
 *
 * The route file still names its pendingComponent and component itself, next to this spread,
 * so that the router plugin can split them into the route's chunk.
 */
export function suspendedPage(loads: RouteData): SuspendedScreen;
export function suspendedPage<Params, Data extends unknown[]>(
  loads: RouteData,
  reads: (params: Params) => Reads<Data>,
): SuspendedScreen & { loader: (match: { context: RouterContext; params: Params }) => void };
export function suspendedPage<Params, Data extends unknown[]>(
  loads: RouteData,
  reads?: (params: Params) => Reads<Data>,
) {
  const screen: SuspendedScreen = { pendingMs: 0, pendingMinMs: 0, staticData: { loads } };
  if (!reads) return screen;
  return {
    ...screen,
    loader: ({ context, params }: { context: RouterContext; params: Params }) => {
      for (const read of reads(params)) void context.queryClient.prefetchQuery(read);
    },
  };
}
