import {
  BOOKING_MESSAGES as BM,
  type CarDetails,
  CAR_MESSAGES as CM,
  carCalendarStream,
} from '@akwaaba/domain';
import type { HostCalendarView } from '@akwaaba/domain/bookings/host-calendar.contract';
import { describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers } from '../../../../test/users';
import { call, expectRefusal } from '../cars/cars-test-support';
import { book, day, listCar, pay, typesIn } from './bookings.test-support';

const { t, host, renter, stranger } = await startAppWithUsers({ host: {}, renter: {}, stranger: {} });

const calendarPath = (carId: string) => `/api/my-cars/${carId}/calendar`;
const block = (carId: string, startDate: string, endDate: string, user = host) =>
  call<HostCalendarView>(t, 'POST', `${calendarPath(carId)}/blocks`, { user, body: { startDate, endDate } });
/** A car of the host's, listed and approved, once the read models show it. */
async function hostsCar(details: Partial<CarDetails> = {}) {
  const car = await listCar(t, { ownerId: host.userId, details });
  await t.settled();
  return car;
}
const searchIds = async (query: string) => {
  const answer = await call<{ id: string }[]>(t, 'GET', `/api/cars?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.map((car) => car.id);
};

describe("a host's calendar", () => {
  it('blocks free days, shows them with the bookings, and a booking on them is refused', async () => {
    const { carId } = await hostsCar();
    const { id: bookingId } = await book(t, renter, { carId, startDate: day(3), endDate: day(5) });

    const blocked = await block(carId, day(10), day(13));
    expect(blocked.status).toBe(201);
    expect(blocked.body.blocks).toEqual([
      { blockId: expect.any(String), startDate: day(10), endDate: day(13) },
    ]);
    expect(blocked.body.bookings).toEqual([
      {
        bookingId,
        startDate: day(3),
        endDate: day(5),
        status: 'held',
        holdExpiresAt: expect.any(String),
        renterName: expect.any(String),
      },
    ]);

    const refused = await expectRefusal(t, () =>
      call(t, 'POST', '/api/bookings', {
        user: renter,
        body: { carId, startDate: day(12), endDate: day(14) },
      }),
    );
    expect(refused).toMatchObject({ status: 409, body: { message: BM.datesUnavailable } });
    const availability = await call(t, 'GET', `/api/cars/${carId}/availability`);
    expect(availability.body).toMatchObject({
      taken: [
        { startDate: day(3), endDate: day(5) },
        { startDate: day(10), endDate: day(13) },
      ],
    });

    // Unblocked, the days can be booked again.
    const blockId = blocked.body.blocks[0]!.blockId;
    const unblocked = await call<HostCalendarView>(t, 'DELETE', `${calendarPath(carId)}/blocks/${blockId}`, {
      user: host,
    });
    expect(unblocked).toMatchObject({ status: 200, body: { blocks: [] } });
    await book(t, stranger, { carId, startDate: day(12), endDate: day(14) });
  });

  it('refuses to block a booked day, days already blocked and past days, appending nothing', async () => {
    const { carId } = await hostsCar();
    const { id: bookingId } = await book(t, renter, { carId, startDate: day(20), endDate: day(22) });
    await pay(t, renter, bookingId);
    await block(carId, day(30), day(32));

    const booked = await expectRefusal(t, () => block(carId, day(21), day(24)));
    expect(booked).toMatchObject({ status: 409, body: { message: BM.blockBookedDays } });
    const twice = await expectRefusal(t, () => block(carId, day(31), day(33)));
    expect(twice).toMatchObject({ status: 409, body: { message: BM.daysAlreadyBlocked } });
    const past = await expectRefusal(t, () => block(carId, day(-1), day(2)));
    expect(past).toMatchObject({ status: 400, body: { fields: { startDate: BM.blockInPast } } });
    const backwards = await expectRefusal(t, () => block(carId, day(40), day(39)));
    expect(backwards).toMatchObject({ status: 400, body: { fields: { endDate: BM.endDateAfterStart } } });
    const junk = await expectRefusal(t, () => block(carId, 'soon', day(39)));
    expect(junk.status).toBe(400);
    const unknownBlock = await expectRefusal(t, () =>
      call(t, 'DELETE', `${calendarPath(carId)}/blocks/${crypto.randomUUID()}`, { user: host }),
    );
    expect(unknownBlock).toMatchObject({ status: 404, body: { message: BM.noSuchBlock } });
  });

  it("keeps someone else's car calendar closed: 403 to read or change it, 404 for no such car", async () => {
    const { carId } = await hostsCar();
    const blocked = await block(carId, day(5), day(6));
    const blockId = blocked.body.blocks[0]!.blockId;
    for (const attempt of [
      () => call(t, 'GET', calendarPath(carId), { user: stranger }),
      () => block(carId, day(7), day(8), stranger),
      () => call(t, 'DELETE', `${calendarPath(carId)}/blocks/${blockId}`, { user: stranger }),
    ])
      expect(await expectRefusal(t, attempt)).toMatchObject({ status: 403, body: { message: CM.onlyOwner } });
    const missing = await expectRefusal(t, () =>
      call(t, 'GET', calendarPath(crypto.randomUUID()), { user: host }),
    );
    expect(missing.status).toBe(404);
    expect((await call(t, 'GET', calendarPath(carId), { user: host })).body).toMatchObject({
      blocks: [{ blockId, startDate: day(5), endDate: day(6) }],
    });
  });

  it('lets exactly one of a block and 20 bookings racing for the same days win', async () => {
    const { carId } = await hostsCar();
    // One renter per request: each renter may hold only 3 unpaid bookings at once.
    const renters = await Promise.all(Array.from({ length: 20 }, () => createTestUser(t)));
    const answers = await Promise.all([
      block(carId, day(50), day(53)),
      ...renters.map((user, i) =>
        call(t, 'POST', '/api/bookings', {
          user,
          body: { carId, startDate: day(50 + (i % 3)), endDate: day(53) },
        }),
      ),
    ]);
    const won = answers.filter((answer) => answer.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201).every((answer) => answer.status === 409)).toBe(
      true,
    );
    const types = await typesIn(t, carCalendarStream(carId));
    expect(
      types.filter((type) => type === 'CalendarDatesHeld' || type === 'CalendarDatesBlocked'),
    ).toHaveLength(1);
  });
});

describe('trip rules and discounts', () => {
  it('are set on the listing by its host, and bad values are refused with the form’s message', async () => {
    const { carId } = await hostsCar();
    const set = await call(t, 'PATCH', `/api/cars/${carId}`, {
      user: host,
      body: {
        tripRules: { minTripDays: 2, maxTripDays: 14, advanceNoticeDays: 1, bookAheadMonths: 6 },
        discounts: { weeklyPercent: 10, monthlyPercent: 20 },
      },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({
      verificationStatus: 'approved',
      tripRules: { minTripDays: 2, maxTripDays: 14, advanceNoticeDays: 1, bookAheadMonths: 6 },
      discounts: { weeklyPercent: 10, monthlyPercent: 20 },
    });
    const tooMuch = await expectRefusal(t, () =>
      call(t, 'PATCH', `/api/cars/${carId}`, {
        user: host,
        body: { discounts: { weeklyPercent: 61, monthlyPercent: 0 } },
      }),
    );
    expect(tooMuch).toMatchObject({ status: 400, body: { message: CM.weeklyDiscountOutOfRange } });
    const upsideDown = await expectRefusal(t, () =>
      call(t, 'PATCH', `/api/cars/${carId}`, {
        user: host,
        body: { tripRules: { minTripDays: 10, maxTripDays: 5, advanceNoticeDays: 0, bookAheadMonths: 12 } },
      }),
    );
    expect(upsideDown).toMatchObject({ status: 400, body: { message: CM.minTripAboveMax } });
    const notHers = await expectRefusal(t, () =>
      call(t, 'PATCH', `/api/cars/${carId}`, {
        user: stranger,
        body: { discounts: { weeklyPercent: 5, monthlyPercent: 0 } },
      }),
    );
    expect(notHers.status).toBe(403);
  });

  it("refuse a booking the car's rules do not allow, naming the rule", async () => {
    const { carId } = await hostsCar({
      tripRules: { minTripDays: 3, maxTripDays: 10, advanceNoticeDays: 2, bookAheadMonths: 1 },
    });
    const cases = [
      [{ startDate: day(1), endDate: day(5) }, 'startDate', BM.noticeNeeded(2)],
      [{ startDate: day(5), endDate: day(7) }, 'endDate', BM.tripTooShort(3)],
      [{ startDate: day(5), endDate: day(16) }, 'endDate', BM.tripTooLong(10)],
      [{ startDate: day(40), endDate: day(44) }, 'startDate', BM.startTooFarAhead(1)],
    ] as const;
    for (const [dates, field, message] of cases) {
      const refused = await expectRefusal(t, () =>
        call(t, 'POST', '/api/bookings', { user: renter, body: { carId, ...dates } }),
      );
      expect(refused).toMatchObject({ status: 400, body: { message, fields: { [field]: message } } });
    }
  });

  it('price a 7-day booking with the weekly discount, the same on the server and at the payment', async () => {
    const { carId } = await hostsCar({
      pricePerDay: 25_000,
      discounts: { weeklyPercent: 10, monthlyPercent: 0 },
    });
    const dates = { carId, startDate: day(60), endDate: day(67) };
    const stale = await expectRefusal(t, () =>
      call(t, 'POST', '/api/bookings', { user: renter, body: dates }),
    );
    expect(stale).toMatchObject({ status: 409, body: { message: BM.discountChanged('₵175') } });

    const booked = await book(t, renter, { ...dates, discount: '175.00' });
    expect(booked).toMatchObject({ totalPrice: '1653.75', discount: '175.00', discountPercent: 10 });
    await pay(t, renter, booked.id);
    const paid = await call(t, 'GET', `/api/bookings/${booked.id}`, { user: renter });
    expect(paid.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', totalPrice: '1653.75' });
  });
});

describe('GET /api/cars?start&end: cars free on the dates, under their rules', () => {
  it('leaves out cars booked, held or blocked on any of the days, and cars whose rules refuse the trip', async () => {
    const location = `Tamale ${crypto.randomUUID().slice(0, 8)}`;
    const listed = (details: Partial<CarDetails> = {}) => hostsCar({ location, ...details });
    const free = await listed();
    const blocked = await listed();
    const held = await listed();
    const paid = await listed();
    await listed({
      tripRules: { minTripDays: 5, maxTripDays: 90, advanceNoticeDays: 0, bookAheadMonths: 12 },
    });
    const needsNotice = await listed({
      tripRules: { minTripDays: 1, maxTripDays: 90, advanceNoticeDays: 7, bookAheadMonths: 12 },
    });
    await block(blocked.carId, day(11), day(12));
    await book(t, stranger, { carId: held.carId, startDate: day(8), endDate: day(11) });
    const { id: paidId } = await book(t, renter, { carId: paid.carId, startDate: day(12), endDate: day(14) });
    await pay(t, renter, paidId);

    const query = (start: number, end: number) =>
      `location=${encodeURIComponent(location)}&start=${day(start)}&end=${day(end)}`;
    // Days 10 to 13 touch the hold (8 to 11), the block (11 to 12) and the paid booking (12 to 14).
    expect(new Set(await searchIds(query(10, 13)))).toEqual(new Set([free.carId, needsNotice.carId]));
    // Next to the taken days (end dates are exclusive) every car shows but the one renting for 5 days or more.
    expect(new Set(await searchIds(query(14, 16)))).toEqual(
      new Set([free.carId, blocked.carId, held.carId, paid.carId, needsNotice.carId]),
    );
    // Two days from now is too soon for the car asking a week's notice.
    expect(new Set(await searchIds(query(2, 4)))).toEqual(
      new Set([free.carId, blocked.carId, held.carId, paid.carId]),
    );
    // Without dates every car shows, as before.
    expect(await searchIds(`location=${encodeURIComponent(location)}`)).toHaveLength(6);
  });

  it('refuses dates that are not a range to search', async () => {
    for (const query of [
      `start=${day(3)}`,
      `start=${day(3)}&end=${day(3)}`,
      `start=${day(-2)}&end=${day(3)}`,
      `start=tomorrow&end=${day(3)}`,
      `start=${day(1)}&end=${day(100)}`,
    ]) {
      const answer = await call(t, 'GET', `/api/cars?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ message: expect.any(String) });
    }
  });
});
