import { randomUUID } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  type BookingCommand,
  bookingDecider,
  bookingStream,
  type CarCalendarCommand,
  type CarCalendarEvent,
  carCalendarDecider,
  carCalendarStream,
  carDecider,
  carStream,
  holdExpiry,
  isUuid,
  notFound,
  priceBookingRequest,
  type RenterHoldsEvent,
  renterHoldsDecider,
  renterHoldsStream,
  requireRenterMeetsRequirements,
} from '@akwaaba/domain';
import { bookingsContract as bookings } from '@akwaaba/domain/booking/bookings.contract';
import { type CommandContext, commandStep, handleCommand } from '@akwaaba/infra/commands/command-handler';
import { aggregateStream } from '@akwaaba/infra/eventstore/aggregate-stream';
import { openPayments } from '@akwaaba/infra/payments/index';
import {
  bookingsReadModel,
  findBookingFor,
  listHostBookings,
  listRenterBookings,
  renterReputation,
  tripsReadModel,
} from '@akwaaba/projections';
import { loadBooking } from '@akwaaba/workers/bookings/booking-payments';
import { refundWhatIsOwed } from '@akwaaba/workers/bookings/booking-refunds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUserId } from '../plugins/access';
import { readsCallersWrites } from '../plugins/commands';
import { addRoute } from './add-route';
import { KeyedQueue } from './bookings.calendar-queue';
import { tripPhotoUrl } from './trips';

/** Calendar appends by concurrent renters of one car are retried this many times before a 409. */
const CALENDAR_ATTEMPTS = 100;

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
  const calendars = new KeyedQueue();
  const photoUrl = tripPhotoUrl(app);

  addRoute(app, bookings.create, async (request, reply) => {
    const renterId = signedInUserId(request);
    const body = request.body;
    const now = new Date();
    // The car, its calendar and the renter's holds in parallel, one round trip's wait instead
    // of three, unless another booking of this car is on its way here: the calendar will have
    // moved by our turn, so it is read then.
    const [{ state: car }, calendarEvents, renterHolds] = await Promise.all([
      aggregateStream(store, carDecider, carStream(body.carId)),
      calendars.isBusy(body.carId)
        ? undefined
        : store.readStream<CarCalendarEvent>(carCalendarStream(body.carId)),
      store.readStream<RenterHoldsEvent>(renterHoldsStream(renterId)),
    ]);
    const priced = priceBookingRequest(car, body, renterId, now);
    // The renter's record is read only for a car whose host asks for one: most ask nothing.
    const requirements = priced.renterRequirements;
    if (requirements.minCompletedTrips > 0 || requirements.minRating !== null)
      requireRenterMeetsRequirements(requirements, await renterReputation(pool, renterId));

    const bookingId = randomUUID();
    const holdExpiresAt = holdExpiry(now, config.bookingHoldMinutes);
    const create: BookingCommand = {
      type: 'CreateBooking',
      bookingId,
      actor: request.actor,
      carId: body.carId,
      ownerId: priced.ownerId,
      renterId,
      startDate: body.startDate,
      endDate: body.endDate,
      destinationRegionId: priced.destinationRegionId,
      includeDriver: priced.includeDriver,
      quote: priced.quote,
      holdExpiresAt,
      now,
    };
    const holdDates: CarCalendarCommand = {
      type: 'HoldDates',
      carId: body.carId,
      bookingId,
      startDate: body.startDate,
      endDate: body.endDate,
      holdExpiresAt,
      now,
    };
    // One atomic write of the booking, the car's dates and the renter's hold: a refused or
    // conflicting request holds nothing, and a renter at the limit never blocks a car, not even
    // for a moment. Bookings of one car on this instance take turns, so they do not conflict
    // on its calendar; a conflict with another instance reads and decides again.
    await calendars.run(body.carId, () =>
      app.runCommands(
        request,
        reply,
        [
          commandStep(bookingDecider, bookingStream(bookingId), create, { newStream: true }),
          commandStep(carCalendarDecider, carCalendarStream(body.carId), holdDates, {
            streamAsRead: calendarEvents,
          }),
          commandStep(
            renterHoldsDecider,
            renterHoldsStream(renterId),
            { type: 'TakeHold', renterId, bookingId, holdExpiresAt, now },
            { streamAsRead: renterHolds },
          ),
        ],
        [bookingsReadModel],
        {
          maxAttempts: CALENDAR_ATTEMPTS,
          conflictMessage: BOOKING_MESSAGES.calendarBusy,
          // The renter goes to the payment page next, and sees the booking only after it:
          // answering at once takes the wait for the bookings read model off every booking.
          readYourWrites: 'on-next-read',
        },
      ),
    );
    return { id: bookingId };
  });

  addRoute(app, bookings.mine, readsBookings, async (request) =>
    listRenterBookings(pool, signedInUserId(request), photoUrl),
  );

  addRoute(app, bookings.hosted, readsBookings, async (request) =>
    listHostBookings(pool, signedInUserId(request), photoUrl),
  );

  addRoute(app, bookings.detail, readsBookings, async (request) => {
    const userId = signedInUserId(request);
    const booking = isUuid(request.params.id)
      ? await findBookingFor(pool, request.params.id, userId, photoUrl)
      : null;
    if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    return booking;
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
    const event = cancelled.events[0];
    if (event?.type === 'BookingCancelled') await afterCancellation(app, request, bookingId);
    return findBookingFor(pool, bookingId, userId, photoUrl);
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
    return findBookingFor(pool, bookingId, userId, photoUrl);
  });
}

/**
 * Frees the dates and pays the refund right away, so the renter sees the outcome on the next
 * screen. Both steps are idempotent and the refund job (sent for the same event) repeats them
 * if this request fails half-way.
 */
async function afterCancellation(app: FastifyInstance, request: FastifyRequest, bookingId: string) {
  const { store, pool } = app.deps;
  const context = contextOf(request);
  const booking = await loadBooking(store, bookingId);
  if (booking.status === 'none') return;
  await handleCommand(
    store,
    carCalendarDecider,
    carCalendarStream(booking.carId),
    { type: 'ReleaseDates', carId: booking.carId, bookingId, reason: 'cancelled', now: new Date() },
    { ...context, actor: { userId: null, role: 'system' } },
    { maxAttempts: CALENDAR_ATTEMPTS },
  );
  try {
    const { provider } = await openPayments(app.deps);
    const made = await refundWhatIsOwed({ store, pool, provider }, bookingId, context);
    await app.waitForReadModels(request, made.position, [bookingsReadModel]);
  } catch (error) {
    request.log.warn(
      { err: error, bookingId },
      'refund after cancellation failed; the refund job retries it',
    );
  }
}
