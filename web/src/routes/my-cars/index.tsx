import { createFileRoute } from '@tanstack/react-router';
import { loadSessionUser } from '#app/api/auth.ts';
import { myCarsQueryOptions } from '#app/api/my-cars.ts';
import { ProtectedPage } from '#app/components/auth/ProtectedPage.tsx';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { MyCarsPage } from './-components/MyCarsPage.tsx';

export const Route = createFileRoute('/my-cars/')({
  // Start loading while the screen's code downloads, once we know someone is signed in.
  loader: ({ context }) => {
    void loadSessionUser(context.queryClient).then(
      (user) => user && context.queryClient.prefetchQuery(myCarsQueryOptions()),
    );
  },
  component: function MyCarsRoute() {
    usePageTitle('My Cars');
    return <ProtectedPage>{() => <MyCarsPage />}</ProtectedPage>;
  },
});
