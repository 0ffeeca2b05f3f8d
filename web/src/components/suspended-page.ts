import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { RouterContext } from '#app/router.tsx';
import type { RouteData } from './RouteError.tsx';

/** Query options the loader can start; the screen reads the same ones with useSuspenseQuery. */
type Read<Data> = () => FetchQueryOptions<Data, Error, Data, QueryKey>;

/**
 * The route options of a page under a signed-in or admin layout. Its loader starts the page's
 * reads without awaiting them: the layout's "Loading..." would stay up until they came (see
 * routes/_signed-in/route.tsx). The screen suspends on them, so the route's own skeleton shows
 * at once and for no longer than they take; `loads` names them on the error screen.
 *
 * The route file still names its pendingComponent and component itself, next to this spread,
 * so that the router plugin can split them into the route's chunk.
 */
export function suspendedPage<Data extends unknown[]>(
  loads: RouteData,
  ...reads: { [K in keyof Data]: Read<Data[K]> }
) {
  return {
    loader: ({ context }: { context: RouterContext }) => {
      for (const read of reads) void context.queryClient.prefetchQuery(read());
    },
    pendingMs: 0,
    pendingMinMs: 0,
    staticData: { loads },
  };
}
