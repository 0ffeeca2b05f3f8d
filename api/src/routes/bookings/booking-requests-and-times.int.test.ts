import { expireUnpaidHold } from '@akwaaba/application/bookings/booking-lifecycle';
import { carCalendarStream, BOOKING_MESSAGES as M, REQUEST_ANSWER_HOURS } from '@akwaaba/domain';
import { openPayments } from '@akwaaba/infra/payments/index';
import { addHours, addMinutes } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers, type TestUser } from '../../../../test/users';
import { day, eventCount, get, listCar, pay, post, systemContext, typesIn } from './bookings.test-support';

/**
 * Issue 31 over HTTP on embedded Postgres: request to book (a car whose host approves each
 * request), and the pick-up and return times within the host's handover hours.
 */
const { t, renter, host, stranger, otherRenter } = await startAppWithUsers({
  renter: {},
  host: {},
  stranger: {},
  otherRenter: {},
});
const payments = await openPayments(t.app.deps);

const requestCar = () => listCar(t, { ownerId: host.userId, details: { instantBook: false } });

/**
 * A renter's request for days `from`..`from + 2` of the car; answers the new booking's id. A
 * request counts among its renter's 3 unpaid holds, so most tests ask with a new renter.
 */
async function request(carId: string, from: number, who?: TestUser) {
  who ??= await createTestUser(t, {});
  const response = await post<{ id: string }>(t, who, '/api/bookings', {
    carId,
    startDate: day(from),
    endDate: day(from + 2),
    message: 'Hello! I need it for a wedding in Kumasi; I have driven for 10 years.',
  });
  expect(response.status).toBe(201);
  await t.settled();
  return response.body.id;
}

const detail = async (bookingId: string, who: TestUser = host) =>
  (await get<Record<string, unknown>>(t, who, `/api/bookings/${bookingId}`)).body;
const taken = async (carId: string) =>
  (await get<{ taken: unknown[] }>(t, null, `/api/cars/${carId}/availability`)).body.taken;
const answer = (bookingId: string, how: 'accept' | 'decline', who: TestUser = host) =>
  post(t, who, `/api/bookings/${bookingId}/${how}`, {});

describe('request to book', () => {
  it('says which kind of booking each car takes', async () => {
    const { carId } = await requestCar();
    const instant = await listCar(t);
    await t.settled();
    expect((await get(t, null, `/api/cars/${carId}`)).body).toMatchObject({ instantBook: false });
    expect((await get(t, null, `/api/cars/${instant.carId}`)).body).toMatchObject({ instantBook: true });
  });

  it('holds the dates as a request the renter cannot pay, shows the host who asks, and is paid once accepted', async () => {
    const { carId } = await requestCar();
    const bookingId = await request(carId, 10, renter);
    expect(await detail(bookingId)).toMatchObject({
      status: 'requested',
      paymentStatus: 'unpaid',
      request: { message: expect.stringContaining('wedding in Kumasi'), acceptedAt: null },
    });
    expect(await taken(carId)).toEqual([{ startDate: day(10), endDate: day(12) }]);

    // The host sees the request with the renter's record and verification.
    const hosted = await get<Array<Record<string, unknown>>>(t, host, '/api/host-bookings');
    expect(hosted.body.find((row) => row.id === bookingId)).toMatchObject({
      status: 'requested',
      renter: { reputation: { tripCount: 0 }, driverVerification: 'approved' },
    });

    // Paying before the host accepts is refused, and appends nothing.
    const before = await eventCount(t);
    expect(await post(t, renter, '/api/payments/initialize', { bookingId })).toMatchObject({
      status: 409,
      body: { message: M.requestNotAccepted },
    });
    expect(await eventCount(t)).toBe(before);

    // "Requested" is said where the host has something to do.
    const texts = async (who: TestUser) =>
      (
        await get<{ notifications: Array<{ text: string }> }>(t, who, '/api/notifications')
      ).body.notifications.map((item) => item.text);
    expect(await texts(host)).toContainEqual(
      expect.stringMatching(/requested to book .*accept or decline within 12 hours/),
    );

    const accepted = await answer(bookingId, 'accept');
    expect(accepted.status).toBe(200);
    await t.settled();
    expect(await texts(renter)).toContainEqual(
      expect.stringMatching(/accepted your request for .*pay to confirm it/),
    );
    expect(accepted.body).toMatchObject({ status: 'pending', request: { acceptedAt: expect.any(String) } });
    await pay(t, renter, bookingId);
    expect(await detail(bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('refuses answers from anyone but the car’s host, and a second answer, appending nothing', async () => {
    const { carId } = await requestCar();
    const bookingId = await request(carId, 20);
    const before = await eventCount(t);
    for (const who of [otherRenter, stranger])
      expect(await answer(bookingId, 'accept', who)).toMatchObject({
        status: 403,
        body: { message: M.onlyHostAnswers },
      });
    expect((await answer(bookingId, 'accept')).status).toBe(200);
    const afterAccept = await eventCount(t);
    expect(afterAccept).toBeGreaterThan(before);
    expect(await answer(bookingId, 'accept')).toMatchObject({
      status: 409,
      body: { message: M.requestAlreadyAccepted },
    });
    expect(await answer(bookingId, 'decline')).toMatchObject({
      status: 409,
      body: { message: M.requestAlreadyAccepted },
    });
    expect(await eventCount(t)).toBe(afterAccept);
    expect((await answer('00000000-0000-4000-8000-000000000000', 'accept')).status).toBe(404);
  });

  it('frees the dates at once when declined: another renter books them', async () => {
    const { carId } = await requestCar();
    const asker = await createTestUser(t, {});
    const bookingId = await request(carId, 30, asker);
    const declined = await answer(bookingId, 'decline');
    expect(declined).toMatchObject({ status: 200, body: { status: 'declined' } });
    expect(await taken(carId)).toEqual([]);
    expect(await post(t, asker, '/api/payments/initialize', { bookingId })).toMatchObject({
      status: 409,
      body: { message: M.requestDeclined },
    });
    await request(carId, 30, otherRenter);
  });

  it('gives one outcome when accept and decline race', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { carId } = await requestCar();
      const bookingId = await request(carId, 40 + round * 3);
      const answers = await Promise.all([answer(bookingId, 'accept'), answer(bookingId, 'decline')]);
      const statuses = answers.map((one) => one.status).sort();
      expect(statuses).toEqual([200, 409]);
      const won = answers[0]!.status === 200 ? 'pending' : 'declined';
      expect(await detail(bookingId)).toMatchObject({ status: won });
      // The calendar agrees with the booking: one answer reached both streams.
      const calendar = await typesIn(t, carCalendarStream(carId));
      expect(calendar.filter((type) => type !== 'CalendarDatesHeld')).toEqual(
        won === 'pending' ? ['CalendarHoldRenewed'] : ['CalendarDatesReleased'],
      );
    }
  });

  it('expires unanswered after 12 hours and frees the dates (on a clock the test controls)', async () => {
    const { carId } = await requestCar();
    const bookingId = await request(carId, 50);
    const deps = { store: t.store, provider: payments.provider };
    const target = { carId, bookingId };
    const almost = addMinutes(addHours(new Date(), REQUEST_ANSWER_HOURS), -5);
    expect(await expireUnpaidHold(deps, target, systemContext(), almost)).toBe('not_due');
    const past = addMinutes(addHours(new Date(), REQUEST_ANSWER_HOURS), 1);
    expect(await expireUnpaidHold(deps, target, systemContext(), past)).toBe('expired');
    await t.settled();
    expect(await detail(bookingId)).toMatchObject({ status: 'expired' });
    expect(await taken(carId)).toEqual([]);
    expect(await answer(bookingId, 'accept')).toMatchObject({
      status: 409,
      body: { message: M.requestExpired },
    });
  });

  it('refuses a message over 500 characters, appending nothing', async () => {
    const { carId } = await requestCar();
    const before = await eventCount(t);
    const response = await post(t, renter, '/api/bookings', {
      carId,
      startDate: day(60),
      endDate: day(62),
      message: 'x'.repeat(501),
    });
    expect(response).toMatchObject({ status: 400, body: { message: M.requestMessageTooLong } });
    expect(await eventCount(t)).toBe(before);
  });
});

describe('pick-up and return times', () => {
  const hours = { from: '07:00', until: '19:00' };
  const timedCar = () => listCar(t, { details: { handoverHours: hours } });

  it('keeps the times the renter picked within the host’s hours, and says them on the booking', async () => {
    const { carId } = await timedCar();
    const asker = await createTestUser(t, {});
    const created = await post<{ id: string }>(t, asker, '/api/bookings', {
      carId,
      startDate: day(70),
      endDate: day(72),
      pickupTime: '07:00',
      returnTime: '19:00',
    });
    expect(created.status).toBe(201);
    const booking = await get(t, asker, `/api/bookings/${created.body.id}`, created.readAfter);
    expect(booking.body).toMatchObject({ pickupTime: '07:00', returnTime: '19:00' });
    expect((await get(t, null, `/api/cars/${carId}`)).body).toMatchObject({ handoverHours: hours });
  });

  it.each([
    [{ pickupTime: '06:30' }, 400, M.pickupTimeOutsideHours('07:00 – 19:00')],
    [{ returnTime: '19:30' }, 400, M.returnTimeOutsideHours('07:00 – 19:00')],
    [{ pickupTime: '9:00' }, 400, M.timeInvalid],
    [{ returnTime: '10:15' }, 400, M.timeInvalid],
    // A one-day trip ends the next day (a trip's days are its nights, docs/adr/0004): the same day is refused.
    [{ endDate: 'start', pickupTime: '10:00', returnTime: '09:00' }, 400, M.endDateAfterStart],
  ])('refuses %j with a clear message, appending nothing', async (change, status, message) => {
    const { carId } = await timedCar();
    const before = await eventCount(t);
    const { endDate, ...times } = change as { endDate?: string };
    const response = await post(t, renter, '/api/bookings', {
      carId,
      startDate: day(80),
      endDate: endDate === 'start' ? day(80) : day(82),
      ...times,
    });
    expect(response).toMatchObject({ status, body: { message } });
    expect(await eventCount(t)).toBe(before);
  });
});
