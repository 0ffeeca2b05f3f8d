import { createFileRoute } from '@tanstack/react-router';
import { myBookingsQueryOptions } from '#app/api/bookings.ts';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { BookingListSkeleton } from './-components/BookingListSkeleton.tsx';
import { MyBookingsPage } from './-components/MyBookingsPage.tsx';

export const Route = createFileRoute('/_signed-in/my-bookings/')({
  ...suspendedPage({ what: 'your bookings' }, () => [myBookingsQueryOptions()]),
  pendingComponent: BookingListSkeleton,
  component: MyBookingsPage,
});
