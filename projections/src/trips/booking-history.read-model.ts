import { bookingEvents } from '../event-types';
import { defineEventTrail } from '../runner/event-trail';
import { listBookingHistories } from './booking-history.queries';

/**
 * Every event is a step of the trail but the photo worker's copies of a trip photo: made by
 * the product a second after each handover or return, they decide nothing and would bury the
 * steps that do (up to 16 per trip).
 */
export const inTheTrail = (event: { type: string }): boolean => event.type !== 'BookingTripPhotoVariantsMade';

/**
 * `booking_history`: the audit trail of every booking (but photo copies, see inTheTrail): who
 * did what to a booking and its trip, and when, shown with each damage case (see defineEventTrail).
 */
export const bookingHistoryReadModel = defineEventTrail({
  name: 'booking_history',
  takes: bookingEvents,
  subject: { name: 'booking_id', of: (event) => event.data.bookingId },
  keeps: inTheTrail,
  queries: { listBookingHistories },
});
