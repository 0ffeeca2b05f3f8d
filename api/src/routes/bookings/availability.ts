import { BOOKING_MESSAGES, ghanaDate, isUuid, notFound } from '@akwaaba/domain';
import { bookingsContract } from '@akwaaba/domain/bookings/bookings.contract';
import { carIsKnown, takenRanges } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../add-route';
import { readsBookings } from './bookings';

/**
 * GET /api/cars/{id}/availability: the date ranges nobody else can book, from today on, as
 * half-open [startDate, endDate) ranges of calendar days (docs/adr/0004). The booking
 * calendars disable them. A read model answers, so a range may free up or fill a moment
 * before this shows it (but never before the caller's own booking); the car's calendar stream
 * has the last word when booking.
 */
export async function availabilityRoutes(app: FastifyInstance) {
  addRoute(app, bookingsContract.availability, readsBookings, async (request) => {
    const carId = request.params.id;
    // A malformed id names no car: the same answer as an unknown one.
    if (!isUuid(carId) || !(await carIsKnown(app.deps.pool, carId)))
      throw notFound(BOOKING_MESSAGES.carNotFound);
    const now = new Date();
    return { carId, taken: await takenRanges(app.deps.pool, carId, ghanaDate(now), now) };
  });
}
