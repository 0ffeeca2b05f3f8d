import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { carQueryOptions } from '#app/api/cars.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { CarDetailSkeleton } from './-components/CarDetailSkeleton.tsx';
import { CarDetailView } from './-components/CarDetailView.tsx';
import { CarNotFound } from './-components/CarNotFound.tsx';

export const Route = createFileRoute('/cars/$id')({
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
  usePageTitle(`${car.year} ${car.make} ${car.model}`);
  return <CarDetailView car={car} />;
}
