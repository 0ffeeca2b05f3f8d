import {
  addCalendarDays,
  type BookingDetailView,
  ghanaInstant,
  stayText,
  stayTimesText,
} from '@akwaaba/domain';
import { phoneNumberShown } from '@akwaaba/domain/shared/phone-display';
import ical from 'ical-generator';

/** What the file tells of a booking, as one of its parties reads it (findBookingDetailFor). */
export type CalendarBooking = Pick<
  BookingDetailView,
  'id' | 'car' | 'startDate' | 'endDate' | 'pickupTime' | 'returnTime' | 'otherParty' | 'pickup'
>;

/**
 * A paid booking as a calendar file (RFC 5545), for whichever party asks: one all-day event
 * from the pick-up day through the return day (a calendar's all-day end is the day after), at
 * the pick-up point when the booking shows it, with the other party's name and phone as the
 * trip page shows them, and a link to the trip. Its UID is the booking's: a file added again
 * updates the event instead of adding a second. The one builder of the file: GET
 * /api/bookings/{id}/calendar.ics answers it and the renter's confirmation e-mail attaches it.
 */
export function bookingCalendar(booking: CalendarBooking, publicUrl: string, now: Date): string {
  const car = `${booking.car.year} ${booking.car.make} ${booking.car.model}`;
  const other = booking.otherParty;
  const otherName = `${other.firstName} ${other.lastName}`.trim();
  const renting = other.role === 'host';
  const tripUrl = `${publicUrl}/trips/${booking.id}`;
  const pickup = booking.pickup;
  const description = [
    booking.pickupTime && booking.returnTime
      ? `Pick-up and return: ${stayTimesText(booking)}.`
      : `${stayText(booking)}: pick-up on the first day, return on the last.`,
    otherName &&
      `${renting ? 'Your host' : 'Your renter'}: ${otherName}${
        other.phoneNumber ? `, ${phoneNumberShown(other.phoneNumber)}` : ''
      }`,
    pickup && `Pick-up point: ${pickup.digitalAddress}, ${pickup.directions} (${pickup.area})`,
    `Your trip on Akwaaba Drive: ${tripUrl}`,
  ].filter(Boolean);
  const calendar = ical({ prodId: { company: 'Akwaaba Drive', product: 'Trips', language: 'EN' } });
  calendar.createEvent({
    id: `${booking.id}@akwaaba-drive`,
    stamp: now,
    // From the pick-up to the return when the booking has times (Ghana keeps GMT: written in UTC);
    // all day from the first day through the last (a calendar's all-day end is the day after) before.
    ...(booking.pickupTime && booking.returnTime
      ? {
          start: ghanaInstant(booking.startDate, booking.pickupTime),
          end: ghanaInstant(booking.endDate, booking.returnTime),
        }
      : { allDay: true, start: booking.startDate, end: addCalendarDays(booking.endDate, 1) }),
    summary: renting ? `Akwaaba Drive trip: ${car}` : `${otherName || 'A renter'} rents your ${car}`,
    location: pickup
      ? {
          title: `${pickup.digitalAddress}, ${pickup.area}`,
          geo: pickup.position
            ? { lat: pickup.position.latitude, lon: pickup.position.longitude }
            : undefined,
        }
      : booking.car.location,
    description: description.join('\n'),
    url: tripUrl,
  });
  return calendar.toString();
}
