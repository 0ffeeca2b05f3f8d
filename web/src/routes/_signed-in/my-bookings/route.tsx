import { createFileRoute, Outlet } from '@tanstack/react-router';
import { usePageTitle } from '#app/components/use-page-title.ts';

/** My Bookings' header: on screen while the list below (the index route) loads, or fails to. */
export const Route = createFileRoute('/_signed-in/my-bookings')({
  component: function MyBookingsLayout() {
    usePageTitle('My Bookings');
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6">
        <header className="grid gap-1">
          <h1 className="text-3xl font-bold">My Bookings</h1>
          <p className="text-stone-600">Your trips: pay, cancel, and review them here.</p>
        </header>
        <Outlet />
      </div>
    );
  },
});
