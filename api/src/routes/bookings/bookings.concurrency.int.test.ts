import { buildApp } from '@akwaaba/api/app';
import { expireUnpaidHold } from '@akwaaba/application/bookings/booking-lifecycle';
import { carCalendarStream, BOOKING_MESSAGES as M } from '@akwaaba/domain';
import { openPayments } from '@akwaaba/infra/payments/index';
import { addMinutes } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app-harness';
import { createTestUser, type TestUser } from '../../../../test/users';
import { day, get, listCar, post } from './bookings.test-support';

const RENTERS = 50;

let t: TestApp;
/** One renter per request: each renter may hold only 3 unpaid bookings at once. */
let renters: TestUser[];
/** A second API process on the same database: its own in-process calendar queue, the same streams. */
let second: FastifyInstance;
let secondUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  renters = await Promise.all(Array.from({ length: RENTERS }, () => createTestUser(t)));
  second = await buildApp(t.app.deps);
  secondUrl = await second.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await second?.close();
  await t?.stop();
});

describe('no double booking', () => {
  it('accepts exactly one of 50 simultaneous requests for overlapping dates on one car, across two API processes; the rest get 409', async () => {
    const { carId } = await listCar(t);
    // Each request overlaps every other: all contain day 31.
    // Half the requests go to each API process, so the calendar stream's revision decides.
    const responses = await Promise.all(
      Array.from({ length: RENTERS }, (_, i) =>
        post(i % 2 === 0 ? t : { ...t, baseUrl: secondUrl }, renters[i % renters.length]!, '/api/bookings', {
          carId,
          startDate: day(30 - (i % 3)),
          endDate: day(32 + (i % 2)),
        }),
      ),
    );
    const accepted = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status !== 201);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(RENTERS - 1);
    for (const response of refused)
      expect(response).toEqual({ status: 409, body: { message: M.datesUnavailable } });

    // No event lost, none doubled: one hold on the calendar, one booking.
    const calendar = await t.store.readStream(carCalendarStream(carId));
    expect(calendar.map((e) => e.type)).toEqual(['CalendarDatesHeld']);
    const winner = accepted[0]!.body.id as string;
    expect(calendar[0]!.data).toMatchObject({ bookingId: winner });
    const { events } = await t.store.readAll({ eventTypePrefixes: ['BookingCreated'], maxCount: 100_000 });
    expect(events.filter((e) => (e.data as { carId: string }).carId === carId)).toHaveLength(1);

    // The hold runs out unpaid: the expiry job frees the dates, and they can be booked again.
    const { provider } = await openPayments(t.app.deps);
    const context = {
      actor: { userId: null, role: 'system' as const },
      correlationId: 'test',
      causationId: null,
    };
    const later = addMinutes(new Date(), 31);
    expect(
      await expireUnpaidHold({ store: t.store, provider }, { carId, bookingId: winner }, context, later),
    ).toBe('expired');
    const again = await post(t, renters[1]!, '/api/bookings', {
      carId,
      startDate: day(30),
      endDate: day(33),
    });
    expect(again.status).toBe(201);
    await t.settled();
    const first = await get(t, null, `/api/cars/${carId}/availability`);
    expect(first.body).toEqual({ carId, taken: [{ startDate: day(30), endDate: day(33) }] });
    const winnerRenter = renters[responses.findIndex((r) => r.status === 201) % renters.length]!;
    expect((await get(t, winnerRenter, `/api/bookings/${winner}`)).body).toMatchObject({ status: 'expired' });
  });

  it('accepts every one of simultaneous requests for separate dates on one car', async () => {
    const { carId } = await listCar(t);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 2 === 0 ? t : { ...t, baseUrl: secondUrl }, renters[i % renters.length]!, '/api/bookings', {
          carId,
          startDate: day(40 + 2 * i),
          endDate: day(42 + 2 * i),
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const calendar = await t.store.readStream(carCalendarStream(carId));
    expect(calendar).toHaveLength(20);
  });

  it('frees the days of a hold the moment it runs out, before any job runs', async () => {
    const { carId } = await listCar(t);
    // Renters the tests above asked for at most one booking each.
    const [first, next] = renters.slice(-2) as [TestUser, TestUser];
    const config = t.app.deps.config;
    const configured = config.bookingHoldMinutes;
    config.bookingHoldMinutes = 1 / 60; // one second
    try {
      await post(t, first, '/api/bookings', { carId, startDate: day(50), endDate: day(52) });
      const tooSoon = await post(t, next, '/api/bookings', {
        carId,
        startDate: day(50),
        endDate: day(52),
      });
      expect(tooSoon.status).toBe(409);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await get(t, null, `/api/cars/${carId}/availability`)).body).toEqual({ carId, taken: [] });
      const afterwards = await post(t, next, '/api/bookings', {
        carId,
        startDate: day(50),
        endDate: day(52),
      });
      expect(afterwards.status).toBe(201);
    } finally {
      config.bookingHoldMinutes = configured;
    }
  });
});
