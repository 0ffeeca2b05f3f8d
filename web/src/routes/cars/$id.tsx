import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { carQueryOptions } from '#app/api/cars.ts';
import { searchedStay, staySearchSchema } from '#app/cars/stay-search.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { CarDetailSkeleton } from './-components/CarDetailSkeleton.tsx';
import { CarDetailView } from './-components/CarDetailView.tsx';
import { CarNotFound } from './-components/CarNotFound.tsx';

export const Route = createFileRoute('/cars/$id')({
  // ?start=&end=: the dates searched for in Browse Cars, for Book Now to take on.
  validateSearch: staySearchSchema,
  loader: async ({ context, params }) => {
    await context.queryClient.ensureQueryData(carQueryOptions(params.id));
  },
  // The car's shape at once, and for no longer than the car takes.
  pendingComponent: CarLoading,
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'this car', layout: 'page', notFound: CarNotFound, title: 'Car not found' } },
  component: CarDetailPage,
});

function CarLoading() {
  usePageTitle(null);
  return <CarDetailSkeleton />;
}

function CarDetailPage() {
  const { id } = Route.useParams();
  const { data: car } = useSuspenseQuery(carQueryOptions(id));
  const stay = searchedStay(Route.useSearch());
  usePageTitle(`${car.year} ${car.make} ${car.model}`);
  return <CarDetailView car={car} stay={stay} />;
}
