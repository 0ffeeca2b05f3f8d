import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { browseCarsQueryOptions } from '#app/api/cars.ts';
import { LoadError } from '#app/components/LoadError.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { CarCard } from './CarCard.tsx';
import { CarGridSkeleton } from './CarCardSkeleton.tsx';
import { CarFiltersForm } from './CarFiltersForm.tsx';
import { NO_FILTERS } from './car-filters.ts';
import { type CarsSearch, queryFromSearch } from './cars-search.ts';
import { useUrlFilters } from './use-url-filters.ts';

export const SKELETON_CARDS = 6;

interface BrowseCarsProps {
  search: CarsSearch;
  onSearchChange: (next: CarsSearch) => void;
}

/**
 * The Browse Cars screen: hero with filters, a result count and the card grid. The server
 * filters and pages; the query follows the filters in the URL (typing reaches it after a
 * short pause), and the previous results stay on screen, dimmed, while new ones load. With
 * pick-up and return dates, only the cars free for them are listed, and each card's link
 * carries the dates on to the car's page and its booking form.
 */
export function BrowseCars({ search, onSearchChange }: BrowseCarsProps) {
  const { filters, updateFilters } = useUrlFilters(search, onSearchChange);
  // Read after the first render: the server's render and the browser's must agree (ADR 0015).
  const [today, setToday] = useState('');
  // The domain's ghanaDate (Ghana keeps UTC), written out: its module brings date-fns along. A
  // transition: the page renders again in slices, not in one long task just after the takeover.
  useEffect(() => startTransition(() => setToday(new Date().toISOString().slice(0, 10))), []);
  const query = queryFromSearch(search, today);
  const stay = query.start ? { start: query.start, end: query.end } : undefined;
  // Not suspense: a new filter keeps the cars on screen, dimmed (keepPreviousData), while it loads.
  const cars = useInfiniteQuery({
    ...browseCarsQueryOptions(query),
    placeholderData: keepPreviousData,
  });
  // A car listed between two page loads shifts the pages by one: show each car once.
  const visibleCars = [
    ...new Map((cars.data?.pages ?? []).flatMap((page) => page.cars).map((car) => [car.id, car])).values(),
  ];
  const total = cars.data?.pages[0]?.total ?? 0;
  const refreshing = cars.isPlaceholderData;

  return (
    <>
      <section className="surface-dark bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl gap-5 px-4 py-6 sm:px-6 sm:py-14">
          <div className="grid gap-2">
            <h1 className="text-3xl font-bold sm:text-4xl">Find Your Perfect Ride</h1>
            <p className="text-brand-100">Cars from trusted owners across Ghana, priced per day in cedi.</p>
          </div>
          <CarFiltersForm filters={filters} today={today} onChange={updateFilters} />
        </div>
      </section>

      <section aria-labelledby="car-results" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h2 id="car-results" className="sr-only">
          Cars
        </h2>
        {!cars.isError && (
          <p role="status" className="mb-4 font-medium text-stone-700">
            {cars.isPending || refreshing ? 'Loading...' : `${total} cars available`}
          </p>
        )}

        {cars.isPending ? (
          <CarGridSkeleton cards={SKELETON_CARDS} />
        ) : cars.isError && !cars.data ? (
          <LoadError what="the cars" error={cars.error} onRetry={cars.refetch} />
        ) : visibleCars.length === 0 ? (
          <div className="grid justify-items-center gap-4 rounded-xl bg-white p-10 text-center">
            <p className="text-lg font-semibold">No cars found matching your criteria</p>
            <button
              type="button"
              onClick={() => updateFilters(NO_FILTERS)}
              className={buttonClasses('outline')}
            >
              Clear Filters
            </button>
          </div>
        ) : (
          <div aria-busy={refreshing} className={refreshing ? 'opacity-60 transition-opacity' : undefined}>
            <ul className="card-list grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {visibleCars.map((car, index) => (
                <li key={car.id}>
                  <CarCard car={car} stay={stay} photoLoading={index === 0 ? 'first' : 'lazy'} />
                </li>
              ))}
            </ul>
            {cars.isFetchNextPageError && (
              <p role="alert" className="mt-6 text-center text-sm text-red-700">
                We couldn't load more cars: {cars.error?.message}
              </p>
            )}
            {cars.hasNextPage && (
              <div className="mt-8 flex justify-center">
                <button
                  type="button"
                  onClick={() => cars.fetchNextPage()}
                  disabled={cars.isFetchingNextPage}
                  className={buttonClasses('outline', 'lg')}
                >
                  {cars.isFetchingNextPage
                    ? 'Loading more...'
                    : `Show more cars (${total - visibleCars.length} more)`}
                </button>
              </div>
            )}
          </div>
        )}
      </section>
    </>
  );
}
