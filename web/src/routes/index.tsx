import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useCallback } from 'react';
import { loadSessionUser, useSession } from '#app/api/auth.ts';
import { browseCarsQueryOptions } from '#app/api/cars.ts';
import { type CarsSearch, carsSearchSchema, queryFromSearch } from '#app/cars/cars-search.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { LandingPage } from './-components/landing/LandingPage.tsx';

/**
 * The car list, for signed-in users only: loaded apart, so that the landing page's visitors
 * (most of them, on phones) do not download it (the page's JavaScript budget, web/README.md).
 */
const BrowseCars = lazyRouteComponent(() => import('#app/cars/BrowseCars.tsx'), 'BrowseCars');

export const Route = createFileRoute('/')({
  validateSearch: carsSearchSchema,
  loaderDeps: ({ search }) => search,
  // The root shows the landing page to visitors and the car list to a signed-in user, so wait
  // for the (small) sign-in answer instead of flashing the wrong screen. A failure means signed out.
  loader: async ({ context, deps }) => {
    const user = await loadSessionUser(context.queryClient);
    if (user) {
      void context.queryClient.prefetchInfiniteQuery(browseCarsQueryOptions(queryFromSearch(deps)));
      // Its code with the session, so the list does not wait for it after the page has shown.
      await BrowseCars.preload?.();
    }
  },
  component: HomePage,
});

function HomePage() {
  const session = useSession();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: CarsSearch) => navigate({ search: next, replace: true }),
    [navigate],
  );
  usePageTitle(session.status === 'signedIn' ? 'Browse Cars' : null);

  if (session.status === 'signedIn') return <BrowseCars search={search} onSearchChange={onSearchChange} />;
  return <LandingPage />;
}
