import { type BookingDetailView, partiesSeeEachOthersPhone, partiesSeePickupPoint } from '@akwaaba/domain';
import type pg from 'pg';
import { findContact } from '../accounts/users.queries';
import { findCar } from '../cars/cars.queries';
import type { PhotoUrl } from '../trips/trip-view';
import { findBookingFor, findBookingParties } from './bookings.queries';

/**
 * One booking as its renter or host opens it, with the other party: their name, and their phone from payment
 * until a week after the trip (issue 31), whatever the host chose for their car's page. Null for
 * anyone else or an unknown id. Every answer on one booking is this, so the booking's page
 * never loses the number when a command's answer replaces it. `pickup`, the car's exact pick-up
 * point, follows the same rule (docs/adr/0035).
 */
export async function findBookingDetailFor(
  pool: pg.Pool,
  bookingId: string,
  userId: string,
  photoUrl: PhotoUrl,
  now = new Date(),
): Promise<BookingDetailView | null> {
  const [booking, parties] = await Promise.all([
    findBookingFor(pool, bookingId, userId, photoUrl, now),
    findBookingParties(pool, bookingId),
  ]);
  if (!booking || !parties) return null;
  const role = parties.renterId === userId ? 'host' : 'renter';
  const otherId = role === 'host' ? parties.hostId : parties.renterId;
  const other = await findContact(pool, otherId);
  const phoneNumber = partiesSeeEachOthersPhone(booking, now) ? (other?.phoneNumber ?? null) : null;
  // The car's pick-up point as it is now: a host who moves it tells their paid renters by this page.
  const point = partiesSeePickupPoint(booking, now)
    ? ((await findCar(pool, booking.carId))?.pickup_point ?? null)
    : null;
  const pickup = point && { ...point, time: booking.pickupTime ?? null };
  return {
    ...booking,
    otherParty: {
      role,
      firstName: other?.firstName ?? '',
      lastName: other?.lastName ?? '',
      phoneNumber,
      phoneVerified: other?.phoneVerified ?? false,
    },
    pickup,
  };
}
