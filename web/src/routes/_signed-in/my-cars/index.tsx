import { createFileRoute } from '@tanstack/react-router';
import { myCarsQueryOptions } from '#app/api/my-cars.ts';
import { CarListSkeleton } from '#app/cars/CarCardSkeleton.tsx';
import { MyCarsPage } from './-components/MyCarsPage.tsx';

export const Route = createFileRoute('/_signed-in/my-cars/')({
  // Not awaited: the signed-in layout's "Loading..." would stay up until it came (see ../route.tsx).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myCarsQueryOptions());
  },
  pendingComponent: CarListSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'your cars' } },
  component: MyCarsPage,
});
