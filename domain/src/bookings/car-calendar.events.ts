import type { DomainEvents } from '../shared/decider';
import type { CalendarDate } from './stay';

/** Why dates were freed: the hold ran out, the booking was cancelled, its renter was suspended, or its host declined the request. */
export type ReleaseReason = 'expired' | 'cancelled' | 'renter-suspended' | 'declined';

/**
 * A car's calendar: which bookings hold or keep which days; each event's data by its type.
 * Event types start with 'Calendar' (not 'Car'), so projections that take the car family by
 * its 'Car' prefix do not pick them up.
 */
interface CarCalendarEventData {
  /** A new booking holds the days [startDate, endDate) until holdExpiresAt (an ISO instant) unless it is paid. */
  CalendarDatesHeld: {
    carId: string;
    bookingId: string;
    startDate: CalendarDate;
    endDate: CalendarDate;
    holdExpiresAt: string;
  };
  /** The host accepted a request: the hold now ends at holdExpiresAt, the renter's time to pay. */
  CalendarHoldRenewed: { carId: string; bookingId: string; holdExpiresAt: string };
  /** The booking was paid: its days stay taken for good (until a cancellation releases them). */
  CalendarDatesConfirmed: { carId: string; bookingId: string };
  /** The booking's days are free again: its hold ran out unpaid, or it was cancelled. */
  CalendarDatesReleased: { carId: string; bookingId: string; reason: ReleaseReason };
  /**
   * The host took the days [startDate, endDate) off the car's calendar (the car is needed
   * elsewhere): nobody can book them until they are unblocked.
   */
  CalendarDatesBlocked: { carId: string; blockId: string; startDate: CalendarDate; endDate: CalendarDate };
  /** The host gave blocked days back to the calendar. */
  CalendarDatesUnblocked: { carId: string; blockId: string };
}

export type CarCalendarEvent = DomainEvents<CarCalendarEventData>;

export const CAR_CALENDAR_EVENT_TYPE_PREFIX = 'Calendar';

export const carCalendarStream = (carId: string) => `car-calendar-${carId}`;
