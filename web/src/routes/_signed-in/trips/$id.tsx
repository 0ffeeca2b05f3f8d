import { createFileRoute } from '@tanstack/react-router';
import { bookingQueryOptions } from '#app/api/bookings.ts';
import { TripNotFound } from './-components/TripNotFound.tsx';
import { TripPage, TripSkeleton } from './-components/TripPage.tsx';

/** /trips/{id}: a paid booking's trip, for its renter or its host (the signed-in layout checks). */
export const Route = createFileRoute('/_signed-in/trips/$id')({
  // Not awaited: the signed-in layout's "Loading..." would stay up until it came (see ../route.tsx).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(bookingQueryOptions(params.id));
  },
  // The trip's shape at once, and for no longer than the booking takes.
  pendingComponent: TripSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: {
    loads: { what: 'this trip', layout: 'page', notFound: TripNotFound, title: 'Trip not found' },
  },
  component: function TripRoute() {
    const { id } = Route.useParams();
    return <TripPage bookingId={id} />;
  },
});
