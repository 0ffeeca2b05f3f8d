import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { carQueryOptions } from '#app/api/cars.ts';
import { isNotFound } from '#app/api/http.ts';
import { LoadError } from '#app/components/LoadError.tsx';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { CarDetailSkeleton } from './-components/CarDetailSkeleton.tsx';
import { CarDetailView } from './-components/CarDetailView.tsx';
import { CarNotFound } from './-components/CarNotFound.tsx';

export const Route = createFileRoute('/cars/$id')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(carQueryOptions(params.id));
  },
  component: CarDetailPage,
});

function CarDetailPage() {
  const { id } = Route.useParams();
  const car = useQuery(carQueryOptions(id));
  usePageTitle(
    car.data ? `${car.data.year} ${car.data.make} ${car.data.model}` : car.isError ? 'Car not found' : null,
  );

  if (car.isPending) return <CarDetailSkeleton />;
  if (car.isError && isNotFound(car.error)) return <CarNotFound />;
  if (car.isError) return <LoadError what="this car" error={car.error} onRetry={car.refetch} layout="page" />;
  return <CarDetailView car={car.data} />;
}
