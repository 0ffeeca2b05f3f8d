import * as v from 'valibot';
import { renterReviewSchema } from '../bookings/booking.schemas';
import { bookingDetailView } from '../bookings/booking.views';
import { byId, defineContract } from '../shared/contract';
import {
  resolveDamageCaseSchema,
  tripAnswerSchema,
  tripReadingSchema,
  tripReturnSchema,
} from './trip.schemas';
import { adminDamageCaseView, adminNoShowView } from './trip.views';

/**
 * The trip of a paid booking: the handover and the return recorded by either party and
 * answered by the other, the host accepting the return, the host's review of the renter, and
 * the admin's damage cases and no-shows. Each command answers the booking as the caller sees
 * it, trip included (docs/adr/0013).
 */
export const tripsContract = defineContract('trips', {
  checkIn: {
    summary: 'Record the handover: odometer, fuel and at least 4 photos (renter or host)',
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings/:id/check-in',
    params: byId,
    body: tripReadingSchema,
    status: 201,
    response: bookingDetailView,
  },
  checkOut: {
    summary: 'Record the return: odometer, fuel, at least 4 photos and any damage (renter or host)',
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings/:id/check-out',
    params: byId,
    body: tripReturnSchema,
    status: 201,
    response: bookingDetailView,
  },
  answer: {
    summary: 'Confirm or dispute the other party’s handover or return record',
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings/:id/trip-answer',
    params: byId,
    body: tripAnswerSchema,
    response: bookingDetailView,
  },
  acceptReturn: {
    summary: 'The host accepts the return: the trip completes',
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings/:id/accept-return',
    params: byId,
    response: bookingDetailView,
  },
  reviewRenter: {
    summary: 'The host reviews the renter of a completed trip, once, within 14 days',
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings/:id/renter-review',
    params: byId,
    body: renterReviewSchema,
    status: 201,
    response: bookingDetailView,
  },
  damageCases: {
    summary: 'Damage cases, open ones first, with both sets of photos and each booking’s history',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/damage-cases',
    response: v.array(adminDamageCaseView),
  },
  resolveDamageCase: {
    summary: 'Resolve a damage case with a note both parties see; a returned trip completes',
    access: 'admin',
    method: 'POST',
    path: '/api/admin/damage-cases/:id/resolve',
    params: byId,
    body: resolveDamageCaseSchema,
    response: adminDamageCaseView,
  },
  noShows: {
    summary: 'Paid bookings nobody handed over within 24 hours of their start date',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/no-shows',
    response: v.array(adminNoShowView),
  },
});
