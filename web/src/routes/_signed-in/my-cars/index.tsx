import { createFileRoute } from '@tanstack/react-router';
import { myCarsQueryOptions } from '#app/api/my-cars.ts';
import { CarListSkeleton } from '#app/cars/CarCardSkeleton.tsx';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { MyCarsPage } from './-components/MyCarsPage.tsx';

export const Route = createFileRoute('/_signed-in/my-cars/')({
  ...suspendedPage({ what: 'your cars' }, () => [myCarsQueryOptions()]),
  pendingComponent: CarListSkeleton,
  component: MyCarsPage,
});
