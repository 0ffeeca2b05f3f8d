import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PageHeading } from '#app/components/PageHeading.tsx';

/** My Bookings' header: on screen while the list below (the index route) loads, or fails to. */
export const Route = createFileRoute('/_signed-in/my-bookings')({
  component: function MyBookingsLayout() {
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6">
        <header>
          <PageHeading title="My Bookings" intro="Your trips: pay, cancel, and review them here." />
        </header>
        <Outlet />
      </div>
    );
  },
});
