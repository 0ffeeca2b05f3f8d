import {
  type AdminDamageCaseView,
  BOOKING_MESSAGES,
  type BookingCommand,
  bookingDecider,
  bookingStream,
  isUuid,
  notFound,
  type TripPhoto,
  type TripReadingValues,
} from '@akwaaba/domain';
import { tripsContract as trips } from '@akwaaba/domain/trips/trips.contract';
import {
  bookingHistoryReadModel,
  bookingsReadModel,
  findBookingDetailFor,
  findDamageCase,
  listBookingHistories,
  listDamageCases,
  listNoShows,
  type PhotoUrl,
  tripsReadModel,
} from '@akwaaba/projections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signedInUserId } from '../../plugins/access';
import { addRoute } from '../add-route';

/**
 * Trip photos are private: every answer carries short-lived signed links made for whoever
 * asks. Unlike a paper's link (a redirect the browser follows at once), these sit in a
 * timeline the web keeps in its query cache, so they must outlast a while on the page.
 */
export const TRIP_PHOTO_LINK_SECONDS = 15 * 60;

/** How a private trip photo's object path becomes a link in an answer. */
export const tripPhotoUrl =
  (app: FastifyInstance): PhotoUrl =>
  (objectPath) =>
    app.uploads.signedLink(objectPath, TRIP_PHOTO_LINK_SECONDS);

/**
 * A trip command's answer is read from the booking's own fields and its trip; the booking's
 * history is kept in step too, since the admin's damage cases show it next to the trip.
 */
const TRIP_READ_MODELS = [bookingsReadModel, tripsReadModel, bookingHistoryReadModel];

/** The booking a path names; an id that is no UUID names no booking. */
function bookingIdOf(id: string): string {
  if (!isUuid(id)) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  return id;
}

/**
 * The trip of a paid booking, over HTTP: handover and return (photos checked as the caller's
 * own trip-photo uploads before the command runs), the other party's answer, the host
 * accepting the return and reviewing the renter, and the admin's damage cases and no-shows.
 * Every command answers once the bookings, trips and booking history read models show it.
 */
export async function tripRoutes(app: FastifyInstance) {
  const { pool } = app.deps;
  const photoUrl = tripPhotoUrl(app);

  const run = (request: FastifyRequest, reply: FastifyReply, command: BookingCommand) =>
    app.runCommand(
      request,
      reply,
      bookingDecider,
      bookingStream(command.bookingId),
      command,
      TRIP_READ_MODELS,
    );

  /** The booking as its renter or host sees it after a command of theirs. */
  const bookingSeenBy = async (bookingId: string, userId: string) => {
    const booking = await findBookingDetailFor(pool, bookingId, userId, photoUrl);
    if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    return booking;
  };

  /** The photos of a reading, each a trip photo the caller uploaded and that passed the checks. */
  const ownPhotos = async (userId: string, photos: readonly TripPhoto[]): Promise<TripPhoto[]> => {
    const paths = await app.uploads.requireOwnedObjects(
      userId,
      photos.map((photo) => photo.path),
      'trip-photo',
      'photos',
    );
    return photos.map((photo, i) => ({ angle: photo.angle, path: paths[i]! }));
  };

  /** A handover's or return's reading, taken now, its photos checked as the caller's own. */
  const readingOf = async (userId: string, { odometerKm, fuelEighths, note, photos }: TripReadingValues) => ({
    odometerKm,
    fuelEighths,
    photos: await ownPhotos(userId, photos),
    note,
    now: new Date(),
  });

  addRoute(app, trips.checkIn, async (request, reply) => {
    const userId = signedInUserId(request);
    const bookingId = bookingIdOf(request.params.id);
    const reading = await readingOf(userId, request.body);
    await run(request, reply, { type: 'RecordHandover', bookingId, actor: request.actor, ...reading });
    return bookingSeenBy(bookingId, userId);
  });

  addRoute(app, trips.checkOut, async (request, reply) => {
    const userId = signedInUserId(request);
    const bookingId = bookingIdOf(request.params.id);
    const reading = await readingOf(userId, request.body);
    const { damage } = request.body;
    const damagePhotos = damage
      ? await app.uploads.requireOwnedObjects(userId, damage.photos, 'trip-photo', 'damage.photos')
      : [];
    await run(request, reply, {
      type: 'RecordReturn',
      bookingId,
      actor: request.actor,
      ...reading,
      damage: damage ? { description: damage.description, photos: damagePhotos } : null,
    });
    return bookingSeenBy(bookingId, userId);
  });

  addRoute(app, trips.answer, async (request, reply) => {
    const userId = signedInUserId(request);
    const bookingId = bookingIdOf(request.params.id);
    const { stage, answer, note } = request.body;
    await run(request, reply, {
      type: 'AnswerTripRecord',
      bookingId,
      actor: request.actor,
      stage,
      answer,
      note,
    });
    return bookingSeenBy(bookingId, userId);
  });

  addRoute(app, trips.acceptReturn, async (request, reply) => {
    const userId = signedInUserId(request);
    const bookingId = bookingIdOf(request.params.id);
    await run(request, reply, {
      type: 'AcceptReturn',
      bookingId,
      actor: request.actor,
      now: new Date(),
    });
    return bookingSeenBy(bookingId, userId);
  });

  addRoute(app, trips.reviewRenter, async (request, reply) => {
    const userId = signedInUserId(request);
    const bookingId = bookingIdOf(request.params.id);
    const { rating, comment } = request.body;
    await run(request, reply, {
      type: 'ReviewRenter',
      bookingId,
      actor: request.actor,
      rating,
      comment,
      now: new Date(),
    });
    return bookingSeenBy(bookingId, userId);
  });

  addRoute(app, trips.damageCases, async () => {
    const cases = await listDamageCases(pool, photoUrl);
    const histories = await listBookingHistories(
      pool,
      cases.map((damageCase) => damageCase.bookingId),
    );
    return cases.map(
      (damageCase): AdminDamageCaseView => ({
        ...damageCase,
        history: histories.get(damageCase.bookingId) ?? [],
      }),
    );
  });

  addRoute(app, trips.resolveDamageCase, async (request, reply) => {
    const bookingId = bookingIdOf(request.params.id);
    await run(request, reply, {
      type: 'ResolveDamageCase',
      bookingId,
      actor: request.actor,
      note: request.body.note,
      now: new Date(),
    });
    const damageCase = await findDamageCase(pool, bookingId, photoUrl);
    if (!damageCase) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    const histories = await listBookingHistories(pool, [bookingId]);
    return { ...damageCase, history: histories.get(bookingId) ?? [] };
  });

  addRoute(app, trips.noShows, async () => listNoShows(pool));
}
