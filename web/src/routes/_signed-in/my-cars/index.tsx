import { createFileRoute } from '@tanstack/react-router';
import { myCarsQueryOptions } from '#app/api/my-cars.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { MyCarsPage } from './-components/MyCarsPage.tsx';

export const Route = createFileRoute('/_signed-in/my-cars/')({
  // Start loading while the screen's code downloads.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myCarsQueryOptions());
  },
  component: function MyCarsRoute() {
    usePageTitle('My Cars');
    return <MyCarsPage />;
  },
});
