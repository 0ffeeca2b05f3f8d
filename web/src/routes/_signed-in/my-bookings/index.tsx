import { createFileRoute } from '@tanstack/react-router';
import { myBookingsQueryOptions } from '#app/api/bookings.ts';
import { BookingListSkeleton } from './-components/BookingListSkeleton.tsx';
import { MyBookingsPage } from './-components/MyBookingsPage.tsx';

export const Route = createFileRoute('/_signed-in/my-bookings/')({
  // Not awaited: the signed-in layout's "Loading..." would stay up until it came (see ../route.tsx).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myBookingsQueryOptions());
  },
  pendingComponent: BookingListSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'your bookings' } },
  component: MyBookingsPage,
});
