import * as v from 'valibot';
import { byId, defineContract, idParam } from '../shared/contract';
import { BOOKING_MESSAGES as M } from './booking.messages';
import { calendarDate } from './booking.schemas';

/** Days a host blocks: [startDate, endDate), end date exclusive, as everywhere else. */
export const blockDatesSchema = v.pipe(
  v.object({
    startDate: calendarDate(M.startDateRequired),
    endDate: calendarDate(M.endDateRequired),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      ({ startDate, endDate }) => endDate > startDate,
      M.endDateAfterStart,
    ),
    ['endDate'],
  ),
);

/**
 * A car's calendar as its host sees it: the bookings that hold or keep days (with who
 * rents) and the days the host blocked. Ranges are [startDate, endDate), end exclusive.
 */
export const hostCalendarView = v.object({
  carId: v.string(),
  bookings: v.array(
    v.object({
      bookingId: v.string(),
      startDate: v.string(),
      endDate: v.string(),
      /** 'held': created, waiting for payment until holdExpiresAt; 'confirmed': paid. */
      status: v.picklist(['held', 'confirmed']),
      holdExpiresAt: v.nullable(v.string()),
      renterName: v.string(),
    }),
  ),
  blocks: v.array(v.object({ blockId: v.string(), startDate: v.string(), endDate: v.string() })),
});

export type HostCalendarView = v.InferOutput<typeof hostCalendarView>;

/** A host's calendar of one car: what is booked, and the days they block (issue 14). */
export const hostCalendarContract = defineContract('host-calendar', {
  calendar: {
    summary: 'One of the signed-in host’s cars: its bookings and blocked days from today on',
    access: 'signed-in',
    method: 'GET',
    path: '/api/my-cars/:id/calendar',
    params: byId,
    response: hostCalendarView,
  },
  block: {
    summary: 'Block days on the car’s calendar (owner only): nobody can book them',
    description:
      'Refused with 409 when a booking holds or keeps any of the days, or they are already blocked.',
    access: 'signed-in',
    method: 'POST',
    path: '/api/my-cars/:id/calendar/blocks',
    params: byId,
    body: blockDatesSchema,
    status: 201,
    response: hostCalendarView,
  },
  unblock: {
    summary: 'Give blocked days back to the calendar (owner only)',
    access: 'signed-in',
    method: 'DELETE',
    path: '/api/my-cars/:id/calendar/blocks/:blockId',
    params: v.object({
      id: idParam,
      blockId: idParam,
    }),
    response: hostCalendarView,
  },
});
