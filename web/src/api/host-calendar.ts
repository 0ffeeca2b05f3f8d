import { type HostCalendarView, hostCalendarContract } from '@akwaaba/domain/bookings/host-calendar.contract';
import { operationQuery } from './calls.ts';

/** One of the host's cars as its calendar shows it: bookings and blocked days, [start, end) ranges. */
export type HostCalendar = HostCalendarView;
export type CalendarBooking = HostCalendar['bookings'][number];
export type CalendarBlock = HostCalendar['blocks'][number];

/** What the calendar page reads; blocking days is in host-calendar-actions.ts, loaded with the screen. */
export const hostCalendarQueryOptions = (carId: string) =>
  operationQuery(hostCalendarContract.calendar, { params: { id: carId } });
