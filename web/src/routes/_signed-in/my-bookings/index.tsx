import { createFileRoute } from '@tanstack/react-router';
import { myBookingsQueryOptions } from '#app/api/bookings.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { MyBookingsPage } from './-components/MyBookingsPage.tsx';

export const Route = createFileRoute('/_signed-in/my-bookings/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myBookingsQueryOptions());
  },
  component: MyBookingsRoute,
});

function MyBookingsRoute() {
  usePageTitle('My Bookings');
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">My Bookings</h1>
        <p className="text-stone-600">Your trips: pay, cancel, and review them here.</p>
      </header>
      <MyBookingsPage />
    </div>
  );
}
