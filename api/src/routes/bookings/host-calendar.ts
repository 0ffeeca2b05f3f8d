import { randomUUID } from 'node:crypto';
import { carCalendarDecider, carCalendarStream, ghanaDate } from '@akwaaba/domain';
import { hostCalendarContract as calendar } from '@akwaaba/domain/bookings/host-calendar.contract';
import { bookingsReadModel, hostCalendar } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../add-route';
import { requireOwnCar } from '../cars/cars-access';

/** A host's block racing renters' holds on a busy calendar is retried this many times before a 409. */
const CALENDAR_ATTEMPTS = 20;

/**
 * A host's calendar of one car (issue 14): what is booked, and the days they block. Only the
 * car's owner may read or change it. The owner comes from the cars read model, which is safe
 * to grant on: a car's owner never changes, and a deleted car is gone from it. The car's
 * calendar stream decides the rest, so a block never lands on a booked day, nor a booking on
 * a blocked one, however they race.
 */
export async function hostCalendarRoutes(app: FastifyInstance) {
  const { pool } = app.deps;
  const calendarOf = (carId: string) => hostCalendar(pool, carId, ghanaDate(new Date()));

  addRoute(app, calendar.calendar, async (request) => {
    const car = await requireOwnCar(app, request, request.params.id);
    return calendarOf(car.id);
  });

  addRoute(app, calendar.block, async (request, reply) => {
    const car = await requireOwnCar(app, request, request.params.id);
    const { startDate, endDate } = request.body;
    await app.runCommand(
      request,
      reply,
      carCalendarDecider,
      carCalendarStream(car.id),
      { type: 'BlockDates', carId: car.id, blockId: randomUUID(), startDate, endDate, now: new Date() },
      [bookingsReadModel],
      { maxAttempts: CALENDAR_ATTEMPTS },
    );
    return calendarOf(car.id);
  });

  addRoute(app, calendar.unblock, async (request, reply) => {
    const car = await requireOwnCar(app, request, request.params.id);
    await app.runCommand(
      request,
      reply,
      carCalendarDecider,
      carCalendarStream(car.id),
      { type: 'UnblockDates', carId: car.id, blockId: request.params.blockId, now: new Date() },
      [bookingsReadModel],
      { maxAttempts: CALENDAR_ATTEMPTS },
    );
    return calendarOf(car.id);
  });
}
