import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { carQueryOptions } from '#app/api/cars.ts';
import { isNotFound } from '#app/api/http.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
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
  if (car.isError) {
    return (
      <div role="alert" className="mx-auto grid max-w-xl justify-items-center gap-3 px-4 py-24 text-center">
        <p className="text-lg font-semibold">We couldn't load this car.</p>
        <p className="text-sm text-stone-600">{car.error.message}</p>
        <button type="button" onClick={() => car.refetch()} className={buttonClasses('primary')}>
          Try again
        </button>
      </div>
    );
  }
  return <CarDetailView car={car.data} />;
}
