import {
  addCalendarDays,
  addCalendarMonths,
  carCalendarStream,
  DEFAULT_TRIP_RULES,
  ghanaDate,
  latestStartDate,
  BOOKING_MESSAGES as M,
  MAX_TRIP_DAYS,
  MAX_UNPAID_HOLDS,
  renterHoldsDecider,
  renterHoldsStream,
  unpaidHolds,
} from '@akwaaba/domain';
import { foldRecorded } from '@akwaaba/infra/eventstore/aggregate-stream';
import { describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers, type TestUser } from '../../../../test/users';
import { headOf } from '../cars/cars-test-support';
import { book, day, listCar, pay, post, secondApiUrl, typesIn } from './bookings.test-support';

const { t, renter } = await startAppWithUsers({ renter: {} });
/** Requests split between two API processes: only the renter's stream revision can decide between them. */
const secondUrl = await secondApiUrl(t);

const tooManyHolds = { status: 409, body: { message: M.tooManyUnpaidHolds(MAX_UNPAID_HOLDS) } };

/** Asks to book and proves a refusal appended nothing to the event store. */
async function refusedBooking(user: TestUser, body: Record<string, unknown>) {
  const before = await headOf(t);
  const answer = await post(t, user, '/api/bookings', body);
  expect(await headOf(t)).toBe(before);
  return answer;
}

/** A two-day stay of a fresh car, `from` days ahead. */
const freshStay = async (from = 10) => ({
  carId: (await listCar(t)).carId,
  startDate: day(from),
  endDate: day(from + 2),
});

/** The renter's holds that count now, as the next booking request would find them. */
const holdsOf = async (user: TestUser) =>
  unpaidHolds(
    foldRecorded(renterHoldsDecider, await t.store.readStream(renterHoldsStream(user.userId))).state,
    new Date(),
  );

describe('at most 3 unpaid holds per renter', () => {
  it('refuses a 4th unpaid booking with 409 and appends nothing; once one is paid, the renter may book again', async () => {
    const bookings = [];
    for (let i = 0; i < MAX_UNPAID_HOLDS; i++) bookings.push(await book(t, renter, await freshStay()));
    const fourth = await freshStay();
    expect(await refusedBooking(renter, fourth)).toEqual(tooManyHolds);
    expect(await typesIn(t, carCalendarStream(fourth.carId))).toEqual([]);

    await pay(t, renter, bookings[0]!.id);
    expect(await holdsOf(renter)).toBe(MAX_UNPAID_HOLDS - 1);
    expect((await post(t, renter, '/api/bookings', fourth)).status).toBe(201);
    expect(await refusedBooking(renter, await freshStay())).toEqual(tooManyHolds);
  });

  it('takes exactly 3 of 10 simultaneous requests by one renter for 10 cars, across two API processes; the other 7 get 409 and hold nothing', async () => {
    const someone = await createTestUser(t);
    const stays = await Promise.all(Array.from({ length: 10 }, () => freshStay(20)));
    const responses = await Promise.all(
      stays.map((stay, i) =>
        post(i % 2 === 0 ? t : { ...t, baseUrl: secondUrl }, someone, '/api/bookings', stay),
      ),
    );

    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(7);
    for (const response of refused) expect(response).toEqual(tooManyHolds);
    // Only the three accepted hold a car's dates.
    const calendars = await Promise.all(stays.map((stay) => typesIn(t, carCalendarStream(stay.carId))));
    expect(calendars.filter((types) => types.length > 0)).toHaveLength(3);
    expect(await typesIn(t, renterHoldsStream(someone.userId))).toEqual(Array(3).fill('RenterHoldTaken'));
  });

  it('releases the renter’s hold when the car’s dates were taken meanwhile: a refused request holds nothing', async () => {
    const someone = await createTestUser(t);
    const stay = await freshStay(30);
    // Two API processes race for the same days: one wins, the others lose on the calendar.
    const responses = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        post(i % 2 === 0 ? t : { ...t, baseUrl: secondUrl }, someone, '/api/bookings', stay),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await holdsOf(someone)).toBe(1);
    await book(t, someone, await freshStay());
    await book(t, someone, await freshStay());
    expect(await refusedBooking(someone, await freshStay())).toEqual(tooManyHolds);
  });
});

describe('a trip of at most 90 days, starting at most 12 months ahead', () => {
  it('refuses a 91-day trip with 400, naming the rule, and books a 90-day one', async () => {
    const someone = await createTestUser(t);
    const { carId } = await listCar(t);
    const startDate = day(10);
    const tooLong = M.tripTooLong(MAX_TRIP_DAYS);
    expect(
      await refusedBooking(someone, { carId, startDate, endDate: addCalendarDays(startDate, 91) }),
    ).toEqual({
      status: 400,
      body: { message: tooLong, fields: { endDate: tooLong } },
    });
    const longest = await book(t, someone, { carId, startDate, endDate: addCalendarDays(startDate, 90) });
    expect(longest).toMatchObject({ days: 90 });
  });

  it('refuses a start 13 months ahead with 400, naming the rule, and books one exactly 12 months ahead', async () => {
    const someone = await createTestUser(t);
    const { carId } = await listCar(t);
    const today = ghanaDate(new Date());
    const startDate = addCalendarMonths(today, 13);
    const tooFar = M.startTooFarAhead(12);
    expect(
      await refusedBooking(someone, { carId, startDate, endDate: addCalendarDays(startDate, 2) }),
    ).toEqual({
      status: 400,
      body: { message: tooFar, fields: { startDate: tooFar } },
    });
    const dayAfterLatest = addCalendarDays(latestStartDate(DEFAULT_TRIP_RULES, today), 1);
    expect(
      (
        await refusedBooking(someone, {
          carId,
          startDate: dayAfterLatest,
          endDate: addCalendarDays(dayAfterLatest, 2),
        })
      ).status,
    ).toBe(400);
    const latest = latestStartDate(DEFAULT_TRIP_RULES, today);
    expect(
      await book(t, someone, { carId, startDate: latest, endDate: addCalendarDays(latest, 2) }),
    ).toMatchObject({
      startDate: latest,
    });
  });
});

describe("a host's requirements of renters", () => {
  it('refuses a renter without completed trips a car asking for 1 (403, nothing appended) and books a car asking nothing', async () => {
    const newcomer = await createTestUser(t);
    const demanding = await listCar(t, {
      details: { renterRequirements: { minCompletedTrips: 1, minRating: null } },
    });
    const stay = { carId: demanding.carId, startDate: day(30), endDate: day(32) };
    expect(await refusedBooking(newcomer, stay)).toEqual({
      status: 403,
      body: { message: 'This host asks for renters with at least 1 completed trip. You have 0.' },
    });
    expect(await typesIn(t, renterHoldsStream(newcomer.userId))).toEqual([]);

    expect((await post(t, newcomer, '/api/bookings', await freshStay(30))).status).toBe(201);
  });
});
