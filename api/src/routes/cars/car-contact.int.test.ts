import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import { eventCount, listCar } from '../bookings/bookings.test-support';
import { call } from './cars-test-support';

/*
 * Issue 31: a car's numbers (its host's and its driver's) are in no public answer; a signed-in
 * renter reads them from GET /api/cars/{id}/contact unless the host shares them only after
 * payment (the owner and admins always see them).
 */

const { t, host, renter, admin } = await startAppWithUsers({
  host: { firstName: 'Kwame', lastName: 'Mensah' },
  renter: { firstName: 'Efua', lastName: 'Owusu' },
  admin: { admin: true },
});
// Typed the Ghanaian way, answered in E.164 (ADR 0034).
const HOST_PHONE_TYPED = '024 412 3456';
const HOST_PHONE = '+233244123456';
const DRIVER_PHONE = '+233244000111';

const setProfile = async (changes: Record<string, unknown>) => {
  const answer = await call(t, 'PATCH', '/api/profile', { user: host, body: changes });
  expect(answer.status).toBe(200);
  await t.settled();
  return answer;
};

await setProfile({ phoneNumber: HOST_PHONE_TYPED });
// The booking tests' car comes with Kofi, a driver whose number the host gave.
const { carId } = await listCar(t, { ownerId: host.userId });
const { carId: withoutDriver } = await listCar(t, {
  ownerId: host.userId,
  details: { driverAvailable: false, driverDailyRate: null, driverName: null, driverPhone: null },
});
await t.settled();

const contactOf = (id: string, user: typeof renter | null) =>
  call(t, 'GET', `/api/cars/${id}/contact`, { user });

describe("a car's numbers", () => {
  it('are in none of the car’s own answers, for anyone but its owner', async () => {
    for (const user of [null, renter]) {
      const detail = await call(t, 'GET', `/api/cars/${carId}`, { user });
      expect(detail.status).toBe(200);
      expect(detail.body).not.toHaveProperty('driverPhone');
      expect(detail.body.owner).not.toHaveProperty('phoneNumber');
      const list = await call<Record<string, unknown>[]>(t, 'GET', '/api/cars', { user });
      expect(JSON.stringify(list.body)).not.toContain('412 3456');
      expect(JSON.stringify(list.body)).not.toContain('244123456');
      expect(JSON.stringify(list.body)).not.toContain(DRIVER_PHONE);
    }
    // The owner edits the driver's number from their own view of the listing.
    const own = await call(t, 'GET', `/api/cars/${carId}`, { user: host });
    expect(own.body).toMatchObject({ driverPhone: DRIVER_PHONE });
  });

  it('answer 401 to a visitor who is not signed in', async () => {
    expect(await contactOf(carId, null)).toMatchObject({
      status: 401,
      body: { message: 'You need to log in first.' },
    });
  });

  it('give a signed-in renter the host’s and the driver’s numbers to call', async () => {
    expect(await contactOf(carId, renter)).toMatchObject({
      status: 200,
      body: { phoneSharing: 'signed-in', hostPhoneNumber: HOST_PHONE, driverPhone: DRIVER_PHONE },
    });
    // No driver offered: no driver's number.
    expect((await contactOf(withoutDriver, renter)).body).toEqual({
      phoneSharing: 'signed-in',
      hostPhoneNumber: HOST_PHONE,
      driverPhone: null,
    });
  });

  it('answer 404 for a car nobody may see, as its page does', async () => {
    const { carId: pending } = await listCar(t, { ownerId: host.userId, approve: false });
    await t.settled();
    expect((await contactOf(pending, renter)).status).toBe(404);
    expect((await contactOf('not-a-car', renter)).status).toBe(404);
  });

  it('are kept from renters until payment when the host chooses so on their profile, and shown again when they change their mind', async () => {
    const answer = await setProfile({ phoneSharing: 'after-payment' });
    expect(answer.body).toMatchObject({ phoneSharing: 'after-payment', phoneNumber: HOST_PHONE });
    expect((await call(t, 'GET', '/api/auth/user', { user: host })).body).toMatchObject({
      phoneSharing: 'after-payment',
    });
    expect((await contactOf(carId, renter)).body).toEqual({
      phoneSharing: 'after-payment',
      hostPhoneNumber: null,
      driverPhone: null,
    });
    // The owner and admins still see them.
    for (const user of [host, admin])
      expect((await contactOf(carId, user)).body).toEqual({
        phoneSharing: 'after-payment',
        hostPhoneNumber: HOST_PHONE,
        driverPhone: DRIVER_PHONE,
      });

    await setProfile({ phoneSharing: 'signed-in' });
    expect((await contactOf(carId, renter)).body).toMatchObject({ hostPhoneNumber: HOST_PHONE });
  });

  it('stay as they are when the choice is neither, with the field named and nothing appended', async () => {
    const before = await eventCount(t);
    const answer = await call(t, 'PATCH', '/api/profile', { user: host, body: { phoneSharing: 'everyone' } });
    expect(answer).toMatchObject({
      status: 400,
      body: { fields: { phoneSharing: "Choose who sees your phone number: 'signed-in' or 'after-payment'" } },
    });
    expect(await eventCount(t)).toBe(before);
  });
});
