import { createFileRoute } from '@tanstack/react-router';
import { hostCalendarQueryOptions } from '#app/api/host-calendar.ts';
import { myCarsQueryOptions } from '#app/api/my-cars.ts';
import { suspendedPage } from '#app/components/suspended-page.ts';
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
  ...suspendedPage(
    { what: 'this car’s calendar', layout: 'page', notFound: CarNotFound, title: 'Calendar' },
    ({ id }: { id: string }) => [hostCalendarQueryOptions(id), myCarsQueryOptions()],
  ),
  pendingComponent: HostCalendarSkeleton,
  component: function CalendarRoute() {
    const { id } = Route.useParams();
    return <HostCalendarPage carId={id} />;
  },
});
