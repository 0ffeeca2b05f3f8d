import { setTimeout as sleep } from 'node:timers/promises';
import { BOOKING_MESSAGES as M } from '@akwaaba/domain';
import { bookingsReadModel } from '@akwaaba/projections';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers, type TestUser } from '../../../../test/users';
import { book, day, eventCount, get, listCar, post } from './bookings.test-support';

const { t, renter, host } = await startAppWithUsers({
  renter: { firstName: 'Ama', lastName: 'Mensah' },
  host: { firstName: 'Kwame', lastName: 'Owusu' },
});

/** A delivery point in the Volta region, for requests that deliver there. */
const HO_DELIVERY = {
  digitalAddress: 'VH-0012-3456',
  directions: 'Behind the Ho Central Mosque, green gate',
};

describe('POST /api/bookings', () => {
  it('books with a driver and a delivery region at the server’s price, and shows it to renter and host', async () => {
    const { carId } = await listCar(t, { ownerId: host.userId, surcharges: { 'greater-accra': 5_000 } });
    const response = await post(t, renter, '/api/bookings', {
      carId,
      startDate: day(10),
      endDate: day(13),
      destinationRegionId: 'greater-accra',
      interRegionalSurcharge: '150',
      deliveryPoint: { digitalAddress: 'ga 183 8164', directions: 'Opposite the Shell station, blue gate' },
      includeDriver: true,
      driverFee: '450',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String) });
    const id = response.body.id as string;
    // (₵250 + ₵50 + ₵150) × 3 = ₵1,350; fee 5 % = ₵67.50; total ₵1,417.50.
    const booking = await get(t, renter, `/api/bookings/${id}`, response.readAfter);
    expect(booking.body).toMatchObject({
      id,
      carId,
      startDate: day(10),
      endDate: day(13),
      days: 3,
      basePrice: '750.00',
      interRegionalSurcharge: '150.00',
      driverFee: '450.00',
      serviceFee: '67.50',
      totalPrice: '1417.50',
      status: 'pending',
      paymentStatus: 'unpaid',
      destinationRegionName: 'Greater Accra',
      // Kept as the schema keeps a digital address: upper case with dashes.
      deliveryPoint: { digitalAddress: 'GA-183-8164', directions: 'Opposite the Shell station, blue gate' },
      includeDriver: true,
      car: { make: 'Toyota', model: 'Corolla', year: 2019, location: 'Kumasi' },
    });

    const mine = await get<{ id: string }[]>(t, renter, '/api/my-bookings', response.readAfter);
    expect(mine.body.map((b) => b.id)).toContain(id);
    const hosted = await get<{ id: string; renter: unknown; youEarn: string | null }[]>(
      t,
      host,
      '/api/host-bookings',
    );
    expect(hosted.body.find((b) => b.id === id)).toMatchObject({
      renter: {
        firstName: 'Ama',
        lastName: 'Mensah',
        reputation: { averageRating: null, reviewCount: 0, tripCount: 0 },
      },
      // Unpaid: what the host will earn once paid, the 1,350.00 of the car, delivery and driver
      // less the 15 % commission (the service fee is the renter's, never the host's).
      youEarn: '1147.50',
      // The host learns where to bring the car.
      deliveryPoint: { digitalAddress: 'GA-183-8164', directions: 'Opposite the Shell station, blue gate' },
    });
    const others = await get<unknown[]>(t, renter, '/api/host-bookings');
    expect(others.body).toEqual([]);

    const availability = await get(t, null, `/api/cars/${carId}/availability`);
    expect(availability.body).toEqual({ carId, taken: [{ startDate: day(10), endDate: day(13) }] });
    expect((await get(t, renter, `/api/bookings/${id}`)).status).toBe(200);
    const stranger = await createTestUser(t);
    expect((await get(t, stranger, `/api/bookings/${id}`)).status).toBe(404);
  });

  it('answers before the read models show the booking; the renter’s next read, sending the write back, waits for them', async () => {
    const { carId } = await listCar(t);
    const someone = await createTestUser(t);
    // The bookings read model cannot move while its checkpoint row is locked here.
    const holder = await t.db.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from projection_generations where name = $1 for update', [
        bookingsReadModel.name,
      ]);
      const made = await post<{ id: string }>(t, someone, '/api/bookings', {
        carId,
        startDate: day(40),
        endDate: day(42),
      });
      expect(made.status).toBe(201);
      expect(made.readAfter).toMatch(/^\d+:\d+ bookings$/);
      const path = `/api/bookings/${made.body.id}`;
      // Read without it, the booking is not there yet; a malformed one is not waited on either.
      expect((await get(t, someone, path)).status).toBe(404);
      expect((await get(t, someone, path, 'soon')).status).toBe(404);

      let answered = false;
      const read = get(t, someone, path, made.readAfter).finally(() => {
        answered = true;
      });
      const calendar = get(t, someone, `/api/cars/${carId}/availability`, made.readAfter);
      await sleep(300);
      expect(answered).toBe(false);
      await holder.query('commit');
      expect(await read).toMatchObject({ status: 200, body: { id: made.body.id, status: 'pending' } });
      expect((await calendar).body).toEqual({ carId, taken: [{ startDate: day(40), endDate: day(42) }] });
    } finally {
      await holder.query('rollback').catch(() => {});
      holder.release();
    }
  });

  it('books a child seat the car offers, priced per day on the server, and answers every amount as lines', async () => {
    const { carId } = await listCar(t, {
      ownerId: host.userId,
      details: { extras: [{ kind: 'child-seat', dailyRate: 2_000 }] },
    });
    // A renter of their own: the others' unpaid holds count against the limit.
    const parent = await createTestUser(t);
    const response = await post<{ id: string }>(t, parent, '/api/bookings', {
      carId,
      startDate: day(30),
      endDate: day(37),
      includeDriver: true,
      driverFee: '1050',
      extras: ['child-seat'],
    });
    expect(response.status).toBe(201);
    // (₵250 + ₵150 + ₵20) × 7 = ₵2,940; fee 5 % = ₵147; total ₵3,087.
    const line = (kind: string, label: string, quantity: number, unitAmount: string, amount: string) => ({
      kind,
      label,
      quantity,
      unitAmount,
      amount,
    });
    const lines = [
      line('rental', 'Daily price', 7, '250.00', '1750.00'),
      line('driver', 'Driver service', 7, '150.00', '1050.00'),
      line('child-seat', 'Child seat', 7, '20.00', '140.00'),
      line('service-fee', 'Service fee (5%)', 1, '147.00', '147.00'),
    ];
    const booking = await get(t, parent, `/api/bookings/${response.body.id}`, response.readAfter);
    expect(booking.body).toMatchObject({
      basePrice: '1750.00',
      driverFee: '1050.00',
      totalPrice: '3087.00',
      lines,
    });
    const mine = await get<{ id: string; lines: unknown }[]>(t, parent, '/api/my-bookings');
    expect(mine.body.find((b) => b.id === response.body.id)?.lines).toEqual(lines);
    const hosted = await get<{ id: string; lines: unknown }[]>(t, host, '/api/host-bookings');
    expect(hosted.body.find((b) => b.id === response.body.id)?.lines).toEqual(lines);
  });

  it('books the day another stay ends: the hand-over day is shared', async () => {
    const { carId } = await listCar(t);
    await book(t, renter, { carId, startDate: day(20), endDate: day(22) });
    await book(t, renter, { carId, startDate: day(22), endDate: day(24) });
    const overlap = await post(t, renter, '/api/bookings', { carId, startDate: day(21), endDate: day(23) });
    expect(overlap).toEqual({ status: 409, body: { message: M.datesUnavailable } });
  });

  describe('refuses, appending nothing', () => {
    let carId: string;
    beforeAll(async () => {
      ({ carId } = await listCar(t, { ownerId: host.userId, surcharges: { volta: 3_350 } }));
    });
    const stay = () => ({ carId, startDate: day(5), endDate: day(7) });

    async function refused(user: TestUser | null, body: unknown) {
      const before = await eventCount(t);
      const response = await post(t, user, '/api/bookings', body);
      expect(await eventCount(t)).toBe(before);
      return response;
    }

    /** The stay with `change` is refused with `status`, answering at least `body`. */
    async function expectRefused(change: Record<string, unknown>, status: number, body: unknown) {
      expect(await refused(renter, { ...stay(), ...change })).toMatchObject({ status, body });
    }

    it('a delivery without its point, a malformed point, and a point without a delivery', async () => {
      // A renter of their own: the file's renter is near the booking rate limit.
      const deliveree = await createTestUser(t);
      const refusal = async (change: Record<string, unknown>) => refused(deliveree, { ...stay(), ...change });
      expect(await refusal({ destinationRegionId: 'volta' })).toMatchObject({
        status: 400,
        body: { fields: { deliveryPoint: M.deliveryPointRequired } },
      });
      expect(
        await refusal({
          destinationRegionId: 'volta',
          deliveryPoint: { digitalAddress: 'Ho 12', directions: 'Blue gate' },
        }),
      ).toMatchObject({
        status: 400,
        body: { message: 'Digital address must look like GA-183-8164 (GhanaPost GPS)' },
      });
      expect(await refusal({ deliveryPoint: HO_DELIVERY })).toMatchObject({
        status: 400,
        body: { fields: { deliveryPoint: M.deliveryPointWithoutDelivery } },
      });
    });

    it('when signed out', async () => {
      expect((await refused(null, stay())).status).toBe(401);
    });

    it('the renter’s own car', async () => {
      expect(await refused(host, stay())).toEqual({ status: 403, body: { message: M.bookOwnCar } });
    });

    it('a car that is not approved, not available or not there', async () => {
      const pending = await listCar(t, { approve: false });
      expect(await refused(renter, { ...stay(), carId: pending.carId })).toEqual({
        status: 409,
        body: { message: M.carNotApproved },
      });
      const closed = await listCar(t, { available: false });
      expect(await refused(renter, { ...stay(), carId: closed.carId })).toEqual({
        status: 409,
        body: { message: M.carUnavailable },
      });
      const missing = await refused(renter, { ...stay(), carId: '00000000-0000-4000-8000-000000000000' });
      expect(missing).toEqual({ status: 404, body: { message: M.carNotFound } });
    });

    it('dates in the past, and an end not after the start (the spec’s message)', async () => {
      const endAfterStart = 'End date must be after start date';
      await expectRefused({ startDate: day(-1) }, 400, { message: M.startDateInPast });
      await expectRefused({ endDate: day(5) }, 400, {
        message: endAfterStart,
        fields: { endDate: endAfterStart },
      });
      await expectRefused({ startDate: undefined, endDate: undefined }, 400, {
        fields: { startDate: M.startDateRequired, endDate: M.endDateRequired },
      });
      await expectRefused({ startDate: '2025-02-30' }, 400, { fields: { startDate: M.dateInvalid } });
    });

    it('a tampered surcharge or driver fee, naming the right figure', async () => {
      // Volta ₵33.50 × 2 days = ₵67.
      expect(
        await refused(renter, {
          ...stay(),
          destinationRegionId: 'volta',
          deliveryPoint: HO_DELIVERY,
          interRegionalSurcharge: '1',
        }),
      ).toEqual({
        status: 409,
        body: {
          message: M.surchargeChanged('₵67'),
          fields: { interRegionalSurcharge: M.surchargeChanged('₵67') },
        },
      });
      await expectRefused({ includeDriver: true, driverFee: '0.01' }, 409, {
        message: M.driverFeeChanged('₵300'),
      });
      await expectRefused({ interRegionalSurcharge: 'lots' }, 400, {
        fields: { interRegionalSurcharge: M.amountInvalid },
      });
    });

    it('a region the car is not delivered to', async () => {
      await expectRefused({ destinationRegionId: 'northern', deliveryPoint: HO_DELIVERY }, 400, {
        message: M.regionNotDelivered('Northern'),
      });
      await expectRefused({ destinationRegionId: 'atlantis' }, 400, {
        fields: { destinationRegionId: M.regionUnknown },
      });
    });

    it('a driver the car does not offer', async () => {
      const noDriver = await listCar(t, {
        details: {
          driverAvailable: false,
          driverDailyRate: null,
          driverName: null,
          driverPhone: null,
          driverExperienceYears: null,
        },
      });
      expect(await refused(renter, { ...stay(), carId: noDriver.carId, includeDriver: true })).toMatchObject({
        status: 400,
        body: { message: M.driverNotOffered },
      });
    });

    it('a child seat the car does not offer, or an extra it does not know', async () => {
      expect(await refused(renter, { ...stay(), extras: ['child-seat'] })).toEqual({
        status: 400,
        body: {
          message: 'This car does not come with a child seat.',
          fields: { extras: 'This car does not come with a child seat.' },
        },
      });
      expect(await refused(renter, { ...stay(), extras: ['roof-box'] })).toMatchObject({
        status: 400,
        body: { fields: { 'extras.0': M.extraUnknown } },
      });
    });

    it('a request from another site (CSRF)', async () => {
      const before = await eventCount(t);
      const response = await fetch(`${t.baseUrl}/api/bookings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: renter.cookie,
          origin: 'https://evil.example',
        },
        body: JSON.stringify(stay()),
      });
      expect(response.status).toBe(403);
      expect(await eventCount(t)).toBe(before);
    });
  });
});

describe('GET /api/cars/{id}/availability', () => {
  it('answers 404 for an unknown or malformed car id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope'])
      expect(await get(t, null, `/api/cars/${id}/availability`)).toEqual({
        status: 404,
        body: { message: M.carNotFound },
      });
  });
});

describe('GET /api/my-bookings', () => {
  it('needs a signed-in user', async () => {
    expect((await get(t, null, '/api/my-bookings')).status).toBe(401);
    expect((await get(t, null, '/api/host-bookings')).status).toBe(401);
  });
});
