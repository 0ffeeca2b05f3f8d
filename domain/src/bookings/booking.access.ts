import type { Actor } from '../shared/actor';
import { forbidden, notFound, unauthenticated } from '../shared/errors';
import { TRIP_MESSAGES } from '../trips/trip.rules';
import { BOOKING_MESSAGES as M } from './booking.messages';
import type { Booking, BookingState } from './booking.state';

/*
 * Who may act on a booking, for every decision on its stream (the booking's, the trip's and the
 * refused payments'). Checks run in this order: signed in, then (product and admin commands)
 * role, then the booking exists, then who may act on it; each decision then checks the
 * booking's state, then the command's values.
 */

export function requireSignedIn(actor: Actor) {
  if (actor.role === 'anonymous') throw unauthenticated();
}

export function requireBooking(state: BookingState): Booking {
  if (state.status === 'none') throw notFound(M.bookingNotFound);
  return state;
}

/** A command only the product itself ('system') or an admin gives, on a booking that exists. */
export function requireRole(state: BookingState, actor: Actor, role: 'system' | 'admin'): Booking {
  requireSignedIn(actor);
  if (actor.role !== role) throw forbidden(role === 'admin' ? TRIP_MESSAGES.onlyAdmin : M.onlyProduct);
  return requireBooking(state);
}

/** The booking's renter, or (where `allowSystem` says so) the product acting for them. */
export function requireRenter(state: BookingState, actor: Actor, options: { allowSystem: boolean }): Booking {
  requireSignedIn(actor);
  const booking = requireBooking(state);
  const allowed = actor.userId === booking.renterId || (options.allowSystem && actor.role === 'system');
  if (!allowed) throw forbidden(M.onlyRenter);
  return booking;
}

/** The host of the booking's car: they answer a request to book. */
export function requireHost(state: BookingState, actor: Actor): Booking {
  requireSignedIn(actor);
  const booking = requireBooking(state);
  if (actor.userId !== booking.ownerId) throw forbidden(M.onlyHostAnswers);
  return booking;
}
