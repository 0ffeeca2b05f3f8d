import { createFileRoute } from '@tanstack/react-router';
import { bookingQueryOptions } from '#app/api/bookings.ts';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { TripNotFound } from './-components/TripNotFound.tsx';
import { TripPage, TripSkeleton } from './-components/TripPage.tsx';

/** /trips/{id}: a paid booking's trip, for its renter or its host (the signed-in layout checks). */
export const Route = createFileRoute('/_signed-in/trips/$id')({
  ...suspendedPage(
    { what: 'this trip', layout: 'page', notFound: TripNotFound, title: 'Trip not found' },
    ({ id }: { id: string }) => [bookingQueryOptions(id)],
  ),
  // The trip's shape at once, and for no longer than the booking takes.
  pendingComponent: TripSkeleton,
  component: function TripRoute() {
    const { id } = Route.useParams();
    return <TripPage bookingId={id} />;
  },
});
