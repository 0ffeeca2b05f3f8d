import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { browseCarsQueryOptions } from '#app/api/cars.ts';
import { BrowseCars } from '#app/cars/BrowseCars.tsx';
import type { CarsSearch } from '#app/cars/cars-search.ts';
import { carsSearchSchema, queryFromSearch } from '#app/cars/cars-search.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';

export const Route = createFileRoute('/cars/')({
  validateSearch: carsSearchSchema,
  loaderDeps: ({ search }) => search,
  // Start the request while the screen's code downloads; the screen shows skeletons until it lands.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(browseCarsQueryOptions(queryFromSearch(deps)));
  },
  component: CarsPage,
});

function CarsPage() {
  usePageTitle('Browse Cars');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: CarsSearch) => navigate({ search: next, replace: true }),
    [navigate],
  );
  return <BrowseCars search={search} onSearchChange={onSearchChange} />;
}
