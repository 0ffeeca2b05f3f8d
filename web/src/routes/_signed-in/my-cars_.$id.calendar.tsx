import { createFileRoute } from '@tanstack/react-router';
import { hostCalendarQueryOptions } from '#app/api/host-calendar.ts';
import { myCarsQueryOptions } from '#app/api/my-cars.ts';
import {
  HostCalendarPage,
  HostCalendarSkeleton,
} from '#app/routes/_signed-in/my-cars/-components/calendar/HostCalendarPage.tsx';
import { CarNotFound } from '#app/routes/cars/-components/CarNotFound.tsx';

/**
 * /my-cars/{id}/calendar: a host's month view of one of their cars (issue 14). Outside the My
 * Cars layout (the trailing _), whose Add Car header belongs to the list.
 */
export const Route = createFileRoute('/_signed-in/my-cars_/$id/calendar')({
  // Not awaited: the signed-in layout's "Loading..." would stay up until they came (see route.tsx).
  loader: ({ context: { queryClient }, params: { id } }) => {
    void queryClient.prefetchQuery(hostCalendarQueryOptions(id));
    void queryClient.prefetchQuery(myCarsQueryOptions());
  },
  pendingComponent: HostCalendarSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: {
    loads: { what: 'this car’s calendar', layout: 'page', notFound: CarNotFound, title: 'Calendar' },
  },
  component: function CalendarRoute() {
    const { id } = Route.useParams();
    return <HostCalendarPage carId={id} />;
  },
});
