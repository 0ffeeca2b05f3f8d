import { bookCar } from '@akwaaba/application/bookings/book-car';
import { settleCancellation } from '@akwaaba/application/bookings/booking-cancellation';
import { answerBookingRequest } from '@akwaaba/application/bookings/booking-requests';
import { KeyedQueue } from '@akwaaba/application/bookings/calendar-queue';
import {
  BOOKING_MESSAGES,
  bookingDecider,
  bookingStream,
  conflict,
  isUuid,
  notFound,
  protectionPlanTerms,
} from '@akwaaba/domain';
import { bookingsContract as bookings } from '@akwaaba/domain/bookings/bookings.contract';
import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import {
  bookingsReadModel,
  findBookingDetailFor,
  listHostBookings,
  listRenterBookings,
  tripsReadModel,
} from '@akwaaba/projections';
import { bookingCalendar } from '@akwaaba/projections/bookings/booking-calendar-file';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUserId } from '../../plugins/access';
import { readsCallersWrites } from '../../plugins/commands';
import { addRoute } from '../add-route';
import { tripPhotoUrl } from '../trips/trips';

const contextOf = (request: FastifyRequest): CommandContext => ({
  actor: request.actor,
  correlationId: request.id,
  causationId: request.id,
});

/** Options of a route that reads the bookings read model: it shows the caller's own new booking. */
export const readsBookings = { preHandler: readsCallersWrites([bookingsReadModel]) };

/**
 * Booking: create (priced on the server, dates decided on the car's calendar stream), list
 * one's own, list a host's, cancel (refunded through the payment port when free) and review.
 */
export async function bookingRoutes(app: FastifyInstance) {
  const { store, pool, config } = app.deps;
  // One queue of calendar turns per car for this API instance's bookings (see KeyedQueue).
  const bookCarDeps = { store, pool, config, calendars: new KeyedQueue() };
  const photoUrl = tripPhotoUrl(app);

  addRoute(app, bookings.create, async (request, reply) => {
    const { bookingId } = await bookCar(
      bookCarDeps,
      { renterId: signedInUserId(request), actor: request.actor, request: request.body },
      (steps, options) =>
        app.runCommands(request, reply, steps, [bookingsReadModel], {
          ...options,
          // The renter goes to the payment page next, and sees the booking only after it:
          // answering at once takes the wait for the bookings read model off every booking.
          readYourWrites: 'on-next-read',
        }),
    );
    return { id: bookingId };
  });

  // The operator's plans, read once at start (PROTECTION_PLANS_FILE): the same for every request.
  const plans = config.protectionPlans.map(protectionPlanTerms);
  addRoute(app, bookings.protectionPlans, async () => plans);

  addRoute(app, bookings.mine, readsBookings, async (request) =>
    listRenterBookings(pool, signedInUserId(request), photoUrl),
  );

  addRoute(app, bookings.hosted, readsBookings, async (request) =>
    listHostBookings(pool, signedInUserId(request), photoUrl),
  );

  addRoute(app, bookings.detail, readsBookings, async (request) => {
    const userId = signedInUserId(request);
    const booking = isUuid(request.params.id)
      ? await findBookingDetailFor(pool, request.params.id, userId, photoUrl)
      : null;
    if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    return booking;
  });

  addRoute(app, bookings.calendar, readsBookings, async (request, reply) => {
    const userId = signedInUserId(request);
    const now = new Date();
    const booking = isUuid(request.params.id)
      ? await findBookingDetailFor(pool, request.params.id, userId, photoUrl, now)
      : null;
    if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    // A trip exists from payment on, and not for a cancelled or expired booking.
    if (!booking.trip) throw conflict(BOOKING_MESSAGES.calendarNeedsPayment);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="akwaaba-trip-${booking.startDate}.ics"`)
      .header('cache-control', 'no-store')
      .send(bookingCalendar(booking, config.publicUrl, now));
  });

  // The host answers a request to book; the answer reads back as the booking now stands.
  for (const [route, accept] of [
    [bookings.accept, true],
    [bookings.decline, false],
  ] as const)
    addRoute(app, route, async (request, reply) => {
      const bookingId = request.params.id;
      if (!isUuid(bookingId)) throw notFound(BOOKING_MESSAGES.bookingNotFound);
      await answerBookingRequest(
        { store, pool, config },
        { bookingId, actor: request.actor, accept },
        (steps, options) => app.runCommands(request, reply, steps, [bookingsReadModel], options),
      );
      return findBookingDetailFor(pool, bookingId, signedInUserId(request), photoUrl);
    });

  addRoute(app, bookings.cancel, async (request, reply) => {
    const userId = signedInUserId(request);
    const bookingId = request.params.id;
    const cancelled = await app.runCommand(
      request,
      reply,
      bookingDecider,
      bookingStream(bookingId),
      {
        type: 'CancelBooking',
        bookingId,
        actor: request.actor,
        now: new Date(),
        acceptNoRefund: request.body?.acceptNoRefund,
      },
      [bookingsReadModel],
    );
    if (cancelled.events[0]?.type === 'BookingCancelled') {
      const refunded = await settleCancellation(
        { ...app.deps, logger: request.log },
        bookingId,
        contextOf(request),
      );
      await app.waitForReadModels(request, refunded, [bookingsReadModel]);
    }
    return findBookingDetailFor(pool, bookingId, userId, photoUrl);
  });

  addRoute(app, bookings.review, async (request, reply) => {
    const userId = signedInUserId(request);
    const bookingId = request.params.id;
    const { rating, hostRating, comment } = request.body;
    await app.runCommand(
      request,
      reply,
      bookingDecider,
      bookingStream(bookingId),
      { type: 'LeaveReview', bookingId, actor: request.actor, rating, hostRating, comment, now: new Date() },
      [bookingsReadModel, tripsReadModel],
    );
    return findBookingDetailFor(pool, bookingId, userId, photoUrl);
  });
}
