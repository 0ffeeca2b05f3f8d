import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import { book, day, get, listCar, pay } from '../bookings/bookings.test-support';
import { call, carBody, expectRefusal, listCarAs, uploadCarFiles } from './cars-test-support';

/*
 * A car's pick-up point (docs/adr/0035): the host sets it with the car, anyone reads only its
 * area, and the two parties of a paid booking read it whole on GET /api/bookings/{id}.
 */

const { t, host, renter, stranger } = await startAppWithUsers({ host: {}, renter: {}, stranger: {} });

const eastLegon = {
  area: 'East Legon, Accra',
  digitalAddress: 'GA-183-8164',
  directions: 'Opposite the Shell station, blue gate',
  position: { latitude: 5.6364, longitude: -0.1619 },
};

describe('a car’s pick-up point', () => {
  it('is refused with a clear 400 when its digital address is malformed, and nothing is appended', async () => {
    const files = await uploadCarFiles(t, host);
    const refused = await expectRefusal(t, () =>
      call(t, 'POST', '/api/cars', {
        user: host,
        body: carBody(files, { pickupPoint: { ...eastLegon, digitalAddress: 'East Legon 183' } }),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'Digital address must look like GA-183-8164 (GhanaPost GPS)',
    });

    const carId = await listCarAs(t, host);
    const patch = await expectRefusal(t, () =>
      call(t, 'PATCH', `/api/cars/${carId}`, {
        user: host,
        body: { pickupPoint: { ...eastLegon, position: { latitude: 51.5, longitude: -0.12 } } },
      }),
    );
    expect(patch.status).toBe(400);
    expect(patch.body).toMatchObject({
      message: 'Map position must be in Ghana: latitude from 4.5 to 11.2, longitude from -3.3 to 1.2',
    });
  });

  it('is kept upper case with dashes as typed, and shown whole to its host; a car without one says so', async () => {
    const carId = await listCarAs(t, host, { pickupPoint: { ...eastLegon, digitalAddress: 'ga 183 8164' } });
    const without = await listCarAs(t, host);
    const mine = await call<{ id: string; pickupPoint: unknown; pickupArea: unknown }[]>(
      t,
      'GET',
      '/api/my-cars',
      {
        user: host,
      },
    );
    expect(mine.body.find((car) => car.id === carId)).toMatchObject({
      pickupPoint: eastLegon,
      pickupArea: 'East Legon, Accra',
    });
    expect(mine.body.find((car) => car.id === without)).toMatchObject({
      pickupPoint: null,
      pickupArea: null,
    });

    // A car listed without one gets one by an edit.
    const added = await call(t, 'PATCH', `/api/cars/${without}`, {
      user: host,
      body: { pickupPoint: { ...eastLegon, position: null } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ pickupPoint: { ...eastLegon, position: null } });
  });

  it('shows anyone only its area', async () => {
    const { carId } = await listCar(t, { ownerId: host.userId, details: { pickupPoint: eastLegon } });
    await t.settled();
    for (const user of [null, stranger]) {
      const answer = await call(t, 'GET', `/api/cars/${carId}`, { user });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ pickupArea: 'East Legon, Accra' });
      expect(answer.body).not.toHaveProperty('pickupPoint');
      const text = JSON.stringify(answer.body);
      for (const secret of ['GA-183-8164', 'Shell station', '5.6364']) expect(text).not.toContain(secret);
    }
    const listed = await call<unknown[]>(t, 'GET', '/api/cars', {});
    expect(JSON.stringify(listed.body)).not.toContain('GA-183-8164');
  });

  it('is on a paid booking for its renter and host, null before payment, and no one else reads the booking', async () => {
    const { carId } = await listCar(t, { ownerId: host.userId, details: { pickupPoint: eastLegon } });
    await t.settled();
    const booking = await book(t, renter, { carId, startDate: day(12), endDate: day(14) });
    const pickupFor = async (user: typeof renter) => {
      const answer = await get<{ pickup: unknown }>(t, user, `/api/bookings/${booking.id}`);
      expect(answer.status).toBe(200);
      return answer.body.pickup;
    };
    expect(await pickupFor(renter)).toBeNull();
    expect(await pickupFor(host)).toBeNull();

    await pay(t, renter, booking.id);
    await t.settled();
    // With the pick-up time the booking took (the start of the host's handover hours, none chosen).
    expect(await pickupFor(renter)).toEqual({ ...eastLegon, time: '08:00' });
    expect(await pickupFor(host)).toEqual({ ...eastLegon, time: '08:00' });
    expect((await get(t, stranger, `/api/bookings/${booking.id}`)).status).toBe(404);
  });

  it('is null on a paid booking of a car without one', async () => {
    const { carId } = await listCar(t, { ownerId: host.userId });
    await t.settled();
    const booking = await book(t, renter, { carId, startDate: day(20), endDate: day(22) });
    await pay(t, renter, booking.id);
    await t.settled();
    expect((await get<{ pickup: unknown }>(t, renter, `/api/bookings/${booking.id}`)).body.pickup).toBeNull();
  });
});
