import {
  BOOKING_MESSAGES as B,
  bookingDecider,
  bookingStream,
  TRIP_MESSAGES as M,
  systemActor,
  type TripPhoto,
  type TripView,
} from '@akwaaba/domain';
import { PURPOSE_RULES } from '@akwaaba/domain/uploads/upload-rules';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { addHours } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAppWithUsers, type TestUser } from '../../../../test/users';
import {
  day,
  get,
  paidBooking,
  post,
  tripPhotos,
  typesIn,
  uploadFile,
} from '../bookings/bookings.test-support';
import { expectRefusal, PDF_BYTES } from '../cars/cars-test-support';

const { t, renter, host, admin, stranger } = await startAppWithUsers({
  renter: { firstName: 'Esi', lastName: 'Quaye' },
  host: { firstName: 'Kwame', lastName: 'Owusu' },
  admin: { firstName: 'Abena', lastName: 'Admin', admin: true },
  stranger: { firstName: 'Kofi', lastName: 'Stranger' },
});

interface BookingAnswer {
  id: string;
  status: string;
  trip: TripView | null;
}

const reading = (photos: TripPhoto[], overrides: Record<string, unknown> = {}) => ({
  odometerKm: 42_000,
  fuelEighths: 6,
  photos,
  note: 'Keys handed over at the station',
  ...overrides,
});

const tripOf = async (user: TestUser, bookingId: string) =>
  (await get<BookingAnswer>(t, user, `/api/bookings/${bookingId}`)).body.trip!;

/** Answers the handover's record as `user`, and gives back the answer the record now carries. */
async function answerHandover(user: TestUser, bookingId: string, body: Record<string, string>) {
  const answered = await post<BookingAnswer>(t, user, `/api/bookings/${bookingId}/trip-answer`, {
    stage: 'handover',
    ...body,
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  return answered.body.trip!.handover!.answer;
}

/** Runs a request that must be refused: a 4xx with a message, appending nothing. */
const refused = (request: () => Promise<{ status: number; body: Record<string, unknown> }>) =>
  expectRefusal(t, request);

describe('a trip, from the handover to both reviews', () => {
  it('is recorded by both parties, its damage resolved by the admin, and its reviews revealed only after the second', async () => {
    const { bookingId, carId } = await paidBooking(t, renter, { ownerId: host.userId, from: 0 });
    expect(await tripOf(renter, bookingId)).toMatchObject({
      state: 'awaiting_handover',
      viewer: 'renter',
      handover: null,
      actions: { checkIn: true, checkOut: false },
    });

    // The host hands the car over, with four photos taken next to it.
    const handoverPhotos = await tripPhotos(t, host);
    const checkIn = await post<BookingAnswer>(
      t,
      host,
      `/api/bookings/${bookingId}/check-in`,
      reading(handoverPhotos),
    );
    expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(201);
    const handedOver = checkIn.body.trip!;
    expect(handedOver).toMatchObject({
      state: 'in_progress',
      viewer: 'host',
      handover: {
        by: 'host',
        odometerKm: 42_000,
        fuelEighths: 6,
        note: 'Keys handed over at the station',
        answer: null,
      },
    });
    expect(handedOver.handover!.photos.map((photo) => photo.angle)).toEqual([
      'front',
      'back',
      'left',
      'right',
    ]);
    // Private photos: each is a short-lived signed link, never the object's own path.
    for (const photo of handedOver.handover!.photos)
      expect(photo.url).toMatch(
        /^\/api\/private-objects\/trip-photos\/[0-9a-f-]{36}.*\?expires=\d+&signature=/,
      );
    const image = await fetch(`${t.baseUrl}${handedOver.handover!.photos[0]!.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${t.baseUrl}${handoverPhotos[0]!.path}`)).status).toBe(404);
    // The stranger sees nothing of it.
    expect((await get(t, stranger, `/api/bookings/${bookingId}`)).status).toBe(404);

    // The renter confirms it.
    expect(await answerHandover(renter, bookingId, { answer: 'confirm' })).toEqual({
      answer: 'confirmed',
      by: 'renter',
      note: '',
    });

    // The renter brings the car back with a scratch, and reports it.
    const returnPhotos = await tripPhotos(t, renter);
    const [damagePhoto] = await tripPhotos(t, renter, ['other']);
    const checkOut = await post<BookingAnswer>(t, renter, `/api/bookings/${bookingId}/check-out`, {
      ...reading(returnPhotos, { odometerKm: 42_350, fuelEighths: 4, note: '' }),
      damage: { description: 'Scratch on the rear bumper', photos: [damagePhoto!.path] },
    });
    expect(checkOut.status, JSON.stringify(checkOut.body)).toBe(201);
    expect(checkOut.body.trip).toMatchObject({
      state: 'returned',
      return: { by: 'renter', odometerKm: 42_350, distanceKm: 350, fuelChangeEighths: -2 },
      damageCase: { status: 'open', description: 'Scratch on the rear bumper', reportedBy: 'renter' },
    });
    expect(await tripOf(host, bookingId)).toMatchObject({
      state: 'returned',
      return: { distanceKm: 350, fuelChangeEighths: -2 },
      damageCase: { status: 'open' },
    });

    // The host cannot close the trip while the damage report is open.
    expect(await refused(() => post(t, host, `/api/bookings/${bookingId}/accept-return`, {}))).toEqual({
      status: 409,
      body: { message: M.damageCaseOpen },
    });

    // The admin sees the case, both sets of photos and who did what.
    const cases = await get<Record<string, unknown>[]>(t, admin, '/api/admin/damage-cases');
    expect(cases.status).toBe(200);
    const damageCase = cases.body.find((c) => c.bookingId === bookingId);
    expect(damageCase).toMatchObject({
      renter: { firstName: 'Esi', lastName: 'Quaye' },
      host: { firstName: 'Kwame', lastName: 'Owusu' },
      handover: { by: 'host', odometerKm: 42_000 },
      return: { by: 'renter', odometerKm: 42_350 },
      damageCase: {
        status: 'open',
        photos: [expect.stringMatching(/^\/api\/private-objects\/trip-photos\//)],
      },
    });
    expect(damageCase!.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'BookingHandoverRecorded',
          actor: { userId: host.userId, role: 'user', name: 'Kwame Owusu' },
        }),
        expect.objectContaining({
          type: 'BookingTripRecordConfirmed',
          actor: { userId: renter.userId, role: 'user', name: 'Esi Quaye' },
        }),
        expect.objectContaining({
          type: 'BookingReturnRecorded',
          actor: { userId: renter.userId, role: 'user', name: 'Esi Quaye' },
        }),
      ]),
    );
    const historyTypes = (history: unknown) => (history as { type: string }[]).map((entry) => entry.type);
    // The whole stream, in its order, as the return's answer left it.
    expect(historyTypes(damageCase!.history)[0]).toBe('BookingCreated');
    expect(historyTypes(damageCase!.history)).toEqual(await typesIn(t, bookingStream(bookingId)));

    // Only an admin may resolve it, and only with a note.
    expect(
      await refused(() =>
        post(t, host, `/api/admin/damage-cases/${bookingId}/resolve`, { note: 'All fine' }),
      ),
    ).toMatchObject({ status: 403 });
    expect(
      await refused(() => post(t, admin, `/api/admin/damage-cases/${bookingId}/resolve`, { note: ' ' })),
    ).toMatchObject({ status: 400, body: { message: M.resolutionNoteRequired } });
    const resolved = await post(t, admin, `/api/admin/damage-cases/${bookingId}/resolve`, {
      note: 'Agreed with both: the host repairs it.',
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body).toMatchObject({
      bookingId,
      damageCase: { status: 'resolved', resolutionNote: 'Agreed with both: the host repairs it.' },
    });
    expect(resolved.body.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'BookingDamageCaseResolved',
          actor: { userId: admin.userId, role: 'admin', name: 'Abena Admin' },
        }),
        expect.objectContaining({ type: 'BookingCompleted' }),
      ]),
    );
    expect(historyTypes(resolved.body.history)).toEqual(await typesIn(t, bookingStream(bookingId)));

    // Resolving the case completed the trip.
    const completed = await get<BookingAnswer>(t, renter, `/api/bookings/${bookingId}`);
    expect(completed.body).toMatchObject({
      status: 'completed',
      trip: { state: 'completed', damageCase: { status: 'resolved' }, completedAt: expect.any(String) },
    });

    // The renter reviews first: the host does not see it yet.
    const renterReview = await post<BookingAnswer>(t, renter, `/api/bookings/${bookingId}/review`, {
      rating: 5,
      hostRating: 4,
      comment: 'Clean car, fair host',
    });
    expect(renterReview.status, JSON.stringify(renterReview.body)).toBe(201);
    expect(renterReview.body.trip!.reviews).toMatchObject({
      byRenter: { rating: 5, hostRating: 4, comment: 'Clean car, fair host' },
      byHost: null,
      mineWritten: true,
      revealed: false,
    });
    expect((await tripOf(host, bookingId)).reviews).toMatchObject({
      byRenter: null,
      byHost: null,
      mineWritten: false,
      revealed: false,
    });
    const carReviews = async () =>
      (await get<{ reviews: { id: string }[]; reviewCount: number }>(t, null, `/api/cars/${carId}`)).body;
    // The car's page: no review yet, and the host's record counts the completed trip but not the hidden rating.
    expect(await carReviews()).toMatchObject({
      reviews: [],
      reviewCount: 0,
      hostReputation: { averageRating: null, reviewCount: 0, tripCount: 1 },
    });

    // The host's review is the second: both are shown to both.
    const hostReview = await post<BookingAnswer>(t, host, `/api/bookings/${bookingId}/renter-review`, {
      rating: 4,
      comment: 'Brought it back on time',
    });
    expect(hostReview.status, JSON.stringify(hostReview.body)).toBe(201);
    const bothRevealed = {
      byRenter: { rating: 5, hostRating: 4, comment: 'Clean car, fair host' },
      byHost: { rating: 4, hostRating: null, comment: 'Brought it back on time' },
      mineWritten: true,
      revealed: true,
    };
    expect(hostReview.body.trip!.reviews).toMatchObject(bothRevealed);
    expect((await tripOf(renter, bookingId)).reviews).toMatchObject(bothRevealed);
    expect(await carReviews()).toMatchObject({
      reviews: [{ id: bookingId, rating: 5, comment: 'Clean car, fair host' }],
      averageRating: 5,
      reviewCount: 1,
      hostReputation: { averageRating: 4, reviewCount: 1, tripCount: 1 },
    });

    // One review per side.
    expect(
      await refused(() => post(t, renter, `/api/bookings/${bookingId}/review`, { rating: 1, hostRating: 1 })),
    ).toEqual({ status: 409, body: { message: B.alreadyReviewed } });
    expect(
      await refused(() => post(t, host, `/api/bookings/${bookingId}/renter-review`, { rating: 1 })),
    ).toEqual({ status: 409, body: { message: M.hostAlreadyReviewed } });

    expect(await typesIn(t, bookingStream(bookingId))).toEqual([
      'BookingCreated',
      'BookingPaymentInitialized',
      'BookingConfirmed',
      'BookingHandoverRecorded',
      'BookingTripRecordConfirmed',
      'BookingReturnRecorded',
      'BookingDamageCaseResolved',
      'BookingCompleted',
      'BookingReviewed',
      'BookingRenterReviewed',
      'BookingReviewsRevealed',
    ]);
  });

  it('completes when the host accepts an undamaged return, and the admin no longer lists it', async () => {
    const { bookingId } = await paidBooking(t, renter, { ownerId: host.userId, from: 0 });
    expect(
      (await post(t, renter, `/api/bookings/${bookingId}/check-in`, reading(await tripPhotos(t, renter))))
        .status,
    ).toBe(201);
    const checkOut = await post<BookingAnswer>(
      t,
      renter,
      `/api/bookings/${bookingId}/check-out`,
      reading(await tripPhotos(t, renter), { odometerKm: 42_120, fuelEighths: 6 }),
    );
    expect(checkOut.status, JSON.stringify(checkOut.body)).toBe(201);
    expect(checkOut.body.trip).toMatchObject({
      return: { distanceKm: 120, fuelChangeEighths: 0 },
      damageCase: null,
    });
    // The renter cannot accept their own return; the host can.
    expect(await refused(() => post(t, renter, `/api/bookings/${bookingId}/accept-return`, {}))).toEqual({
      status: 403,
      body: { message: M.onlyHost },
    });
    const accepted = await post(t, host, `/api/bookings/${bookingId}/accept-return`, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'completed', trip: { state: 'completed' } });
    const cases = await get<{ bookingId: string }[]>(t, admin, '/api/admin/damage-cases');
    expect(cases.body.map((c) => c.bookingId)).not.toContain(bookingId);
  });

  it('lets the other party dispute a record, saying why', async () => {
    const { bookingId } = await paidBooking(t, renter, { ownerId: host.userId, from: 0 });
    await post(t, renter, `/api/bookings/${bookingId}/check-in`, reading(await tripPhotos(t, renter)));
    expect(
      await refused(() =>
        post(t, renter, `/api/bookings/${bookingId}/trip-answer`, { stage: 'handover', answer: 'confirm' }),
      ),
    ).toEqual({ status: 403, body: { message: M.answerOwnRecord } });
    expect(
      await refused(() =>
        post(t, host, `/api/bookings/${bookingId}/trip-answer`, { stage: 'handover', answer: 'dispute' }),
      ),
    ).toMatchObject({ status: 400, body: { message: M.disputeNoteRequired } });
    const note = 'The tank was full, not three quarters';
    expect(await answerHandover(host, bookingId, { answer: 'dispute', note })).toEqual({
      answer: 'disputed',
      by: 'host',
      note,
    });
  });
});

describe('the admin’s no-shows', () => {
  it('lists a paid booking nobody handed over a day after its start, flagged by the product', async () => {
    const { bookingId } = await paidBooking(t, renter, { ownerId: host.userId, from: 0 });
    const dayAfter = addHours(new Date(), 48);
    await handleCommand(
      t.store,
      bookingDecider,
      bookingStream(bookingId),
      { type: 'FlagNoShow', bookingId, actor: systemActor, now: dayAfter },
      { actor: systemActor, correlationId: 'test', causationId: null },
    );
    await t.settled();
    const noShows = await get<Record<string, unknown>[]>(t, admin, '/api/admin/no-shows');
    expect(noShows.status).toBe(200);
    expect(noShows.body.find((noShow) => noShow.bookingId === bookingId)).toMatchObject({
      renter: { firstName: 'Esi', lastName: 'Quaye' },
      host: { firstName: 'Kwame', lastName: 'Owusu' },
      flaggedAt: dayAfter.toISOString(),
    });
    expect((await get(t, host, '/api/admin/no-shows')).status).toBe(403);
  });
});

describe('bad input gets a 4xx with a message and appends nothing', () => {
  // One booking whose handover is recorded (for the return's and second check-in's cases) and
  // one still waiting for it (for the handover's).
  let started: { bookingId: string };
  let waiting: { bookingId: string };
  let hostPhotos: TripPhoto[];
  let renterPhotos: TripPhoto[];
  beforeAll(async () => {
    started = await paidBooking(t, renter, { ownerId: host.userId, from: 0 });
    waiting = await paidBooking(t, renter, { ownerId: host.userId, from: 0 });
    hostPhotos = await tripPhotos(t, host);
    renterPhotos = await tripPhotos(t, renter);
    // The stranger rents another car, so may upload trip photos: only not use them on these trips.
    await paidBooking(t, stranger, { from: 20 });
    const handover = await post(t, host, `/api/bookings/${started.bookingId}/check-in`, reading(hostPhotos));
    expect(handover.status, JSON.stringify(handover.body)).toBe(201);
  });
  const checkIn = (user: TestUser, bookingId: string, body: unknown) =>
    post(t, user, `/api/bookings/${bookingId}/check-in`, body);
  const checkOut = (user: TestUser, body: unknown) =>
    post(t, user, `/api/bookings/${started.bookingId}/check-out`, body);
  /** The host's handover of the waiting booking, with `path` as its fourth photo (the right side). */
  const checkInWithFourthPhoto = (path: string) =>
    refused(() =>
      checkIn(host, waiting.bookingId, reading([...hostPhotos.slice(0, 3), { angle: 'right', path }])),
    );
  /** A 400 for one field; the message may say more than the field's (a photo's names the photo). */
  const badInput = (field: string, fieldMessage: string, message = fieldMessage) => ({
    status: 400,
    body: { message, fields: { [field]: fieldMessage } },
  });

  it('an odometer lower than at the handover', async () => {
    const answer = await refused(() => checkOut(renter, reading(renterPhotos, { odometerKm: 41_999 })));
    expect(answer).toEqual(badInput('odometerKm', M.odometerBelowHandover(42_000)));
  });

  it.each([
    ['negative', -1],
    ['not whole', 42_000.5],
    ['not a number', '42000'],
  ])('an odometer reading that is %s', async (_what, odometerKm) => {
    expect(
      await refused(() => checkIn(host, waiting.bookingId, reading(hostPhotos, { odometerKm }))),
    ).toEqual(badInput('odometerKm', M.odometerInvalid));
  });

  it('fuel of 9 eighths', async () => {
    expect(
      await refused(() => checkIn(host, waiting.bookingId, reading(hostPhotos, { fuelEighths: 9 }))),
    ).toEqual(badInput('fuelEighths', M.fuelInvalid));
  });

  it('3 photos', async () => {
    expect(await refused(() => checkIn(host, waiting.bookingId, reading(hostPhotos.slice(0, 3))))).toEqual(
      badInput('photos', M.tooFewPhotos),
    );
  });

  it('a PDF as a photo: refused at the upload, and a car paper of the caller’s refused by the command', async () => {
    const wrongType = PURPOSE_RULES['trip-photo'].wrongTypeMessage;
    const pdf = await uploadFile(t, host, 'trip-photo', PDF_BYTES);
    expect({ status: pdf.status, body: pdf.body }).toEqual({ status: 400, body: { message: wrongType } });
    expect(await checkInWithFourthPhoto(pdf.objectPath)).toEqual(
      badInput(
        'photos',
        'Trip photo was not found. Upload the file again.',
        `Trip photo "${pdf.objectPath}" was not found. Upload the file again.`,
      ),
    );

    const paper = await uploadFile(t, host, 'car-paper', PDF_BYTES);
    expect(paper.status).toBe(200);
    expect(await checkInWithFourthPhoto(paper.objectPath)).toEqual(
      badInput('photos', wrongType, 'This file was uploaded as a document, not a trip photo.'),
    );
  });

  it('another user’s object as a photo, at the handover or as a damage photo', async () => {
    const [theirs] = await tripPhotos(t, stranger, ['right']);
    const belongsToSomeoneElse = (field: string) =>
      badInput(
        field,
        'Trip photo belongs to someone else.',
        `Trip photo "${theirs!.path}" belongs to someone else.`,
      );
    expect(await checkInWithFourthPhoto(theirs!.path)).toEqual(belongsToSomeoneElse('photos'));
    const damage = await refused(() =>
      checkOut(renter, {
        ...reading(renterPhotos, { odometerKm: 42_100 }),
        damage: { description: 'Dent', photos: [theirs!.path] },
      }),
    );
    expect(damage).toEqual(belongsToSomeoneElse('damage.photos'));
  });

  it('a check-in by a stranger', async () => {
    const theirs = await tripPhotos(t, stranger);
    expect(await refused(() => checkIn(stranger, waiting.bookingId, reading(theirs)))).toEqual({
      status: 403,
      body: { message: M.onlyParties },
    });
  });

  it('a check-in of a cancelled booking', async () => {
    const { bookingId } = await paidBooking(t, renter, { ownerId: host.userId, from: 10 });
    expect((await post(t, renter, `/api/bookings/${bookingId}/cancel`, {})).status).toBe(200);
    expect(await refused(() => checkIn(renter, bookingId, reading(renterPhotos)))).toEqual({
      status: 409,
      body: { message: M.cancelled },
    });
  });

  it('a check-in 3 days before the start, before its pick-up time (08:00, the car’s first hour)', async () => {
    const { bookingId } = await paidBooking(t, renter, { ownerId: host.userId, from: 3 });
    expect(await refused(() => checkIn(renter, bookingId, reading(renterPhotos)))).toEqual({
      status: 409,
      body: { message: M.handoverTooEarly(`${day(3)} 08:00 GMT`) },
    });
  });

  it('a second check-in', async () => {
    expect(await refused(() => checkIn(renter, started.bookingId, reading(renterPhotos)))).toEqual({
      status: 409,
      body: { message: M.handoverAlreadyRecorded },
    });
  });

  it('a review before completion, by either side', async () => {
    expect(
      await refused(() =>
        post(t, renter, `/api/bookings/${started.bookingId}/review`, { rating: 5, hostRating: 5 }),
      ),
    ).toEqual({ status: 409, body: { message: B.reviewAfterCompletion } });
    expect(
      await refused(() => post(t, host, `/api/bookings/${started.bookingId}/renter-review`, { rating: 5 })),
    ).toEqual({ status: 409, body: { message: B.reviewAfterCompletion } });
  });

  it('an id that is not a booking’s', async () => {
    expect(await refused(() => checkIn(host, 'not-a-uuid', reading(hostPhotos)))).toEqual({
      status: 404,
      body: { message: B.bookingNotFound },
    });
  });
});
