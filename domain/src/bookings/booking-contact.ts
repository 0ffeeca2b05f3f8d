import type { BookingStatus, PaymentStatus } from './booking.events';
import { addCalendarDays, type CalendarDate, startOfGhanaDay } from './stay';

/*
 * When the renter and the host of a booking see each other's phone (issue 31): from payment
 * until a week after the trip, so they can arrange the pick-up and the return and settle what
 * came after. Before payment a booking is only a hold anyone could make; long after, a phone
 * number is nobody's business.
 */

/** Days after the return day on which both parties still see each other's phone. */
export const CONTACT_DAYS_AFTER_TRIP = 7;

/** The first instant the phones are hidden again: the end, in Ghana, of the 7th day after the return day. */
export const contactWindowClosesAt = (endDate: CalendarDate): Date =>
  startOfGhanaDay(addCalendarDays(endDate, CONTACT_DAYS_AFTER_TRIP + 1));

type BookingStanding = { status: BookingStatus; paymentStatus: PaymentStatus; endDate: CalendarDate };

/** Paid and standing: confirmed, or completed. A cancelled or refunded booking has no trip to arrange. */
const isPaidAndStanding = (booking: Omit<BookingStanding, 'endDate'>) =>
  booking.paymentStatus === 'paid' && (booking.status === 'confirmed' || booking.status === 'completed');

/** Whether the two parties of the booking see each other's phone at `now`. */
export function partiesSeeEachOthersPhone(booking: BookingStanding, now: Date): boolean {
  return isPaidAndStanding(booking) && now.getTime() < contactWindowClosesAt(booking.endDate).getTime();
}

/**
 * Whether the two parties of the booking see the car's exact pick-up point (digital address,
 * directions, map position; docs/adr/0035) at `now`: the same window as the phones, from payment
 * until a week after the trip. Anyone else, and the parties of an unpaid booking, see only its area.
 */
export const partiesSeePickupPoint = (booking: BookingStanding, now: Date): boolean =>
  partiesSeeEachOthersPhone(booking, now);
