import { bookingStream, USER_MESSAGES as M, renterHoldsStream } from '@akwaaba/domain';
import { bookingsReadModel, waitForProjections } from '@akwaaba/projections';
import { describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers, type TestUser } from '../../../../test/users';
import { book, day, get, listCar, paidBooking, typesIn } from '../bookings/bookings.test-support';
import { call, expectAdminOnly, expectRefusal } from '../cars/cars-test-support';
import { post as postAs, relaxPerIpLimits, sessionCookieOf, signedInAccount } from './auth-test-support';

// Workers on: a suspension's reactor ends the renter's unpaid holds through a job.
const { t, admin, user, host, renter, otherRenter } = await startAppWithUsers(
  {
    admin: { admin: true, firstName: 'Yaa', lastName: 'Asantewaa' },
    user: {},
    host: { firstName: 'Kwesi', lastName: 'Owusu' },
    renter: { firstName: 'Efua', lastName: 'Sarpong' },
    otherRenter: {},
  },
  { workers: true, beforeListen: relaxPerIpLimits },
);

const eventually = (check: () => Promise<unknown>) => expect.poll(check, { timeout: 20_000, interval: 250 });

/** Runs a request that must be refused, and proves it appended nothing to the event store. */
async function refused(request: () => Promise<{ status: number; body: unknown }>) {
  const answer = await expectRefusal(t, request);
  return { status: answer.status, message: (answer.body as { message?: string }).message };
}

const suspend = (account: { userId: string }, body: object = { reason: 'Fake listings' }) =>
  call(t, 'POST', `/api/admin/users/${account.userId}/suspend`, { user: admin, body });
const reinstate = (account: { userId: string }, as: TestUser = admin) =>
  call(t, 'POST', `/api/admin/users/${account.userId}/reinstate`, { user: as });
const publicCarIds = async () =>
  (await call<{ id: string }[]>(t, 'GET', '/api/cars')).body.map((car) => car.id);

describe('suspending an account', () => {
  it('ends its sessions at once, and it cannot sign in until reinstated', async () => {
    const account = await signedInAccount(t);
    const session = { cookie: account.cookie } as TestUser;
    expect((await call(t, 'GET', '/api/auth/user', { user: session })).status).toBe(200);

    const suspended = await suspend(account, { reason: '  Fake listings ' });
    expect(suspended).toMatchObject({
      status: 200,
      body: {
        id: account.userId,
        email: account.email,
        role: 'user',
        suspended: true,
        suspensionReason: 'Fake listings',
        suspendedAt: expect.any(String),
      },
    });
    expect((await call(t, 'GET', '/api/auth/user', { user: session })).status).toBe(401);
    const login = () => postAs(t, '/api/auth/login', { email: account.email, password: account.password });
    expect(await refused(login)).toEqual({ status: 403, message: M.accountSuspended });
    expect(M.accountSuspended).toBe('This account is suspended. Contact Akwaaba Drive support.');

    expect((await reinstate(account)).body).toMatchObject({ suspended: false, suspensionReason: null });
    const again = await login();
    expect(again.status).toBe(200);
    const cookie = sessionCookieOf(again);
    expect((await call(t, 'GET', '/api/auth/user', { user: { cookie } as TestUser })).status).toBe(200);
    // The session deleted at the suspension stays ended.
    expect((await call(t, 'GET', '/api/auth/user', { user: session })).status).toBe(401);
  });

  it('takes its cars out of GET /api/cars, and brings them back on reinstating', async () => {
    const owner = await createTestUser(t, { firstName: 'Kojo' });
    const { carId } = await listCar(t, { ownerId: owner.userId });
    const { carId: othersCar } = await listCar(t, { ownerId: host.userId });
    await t.settled();
    expect(await publicCarIds()).toEqual(expect.arrayContaining([carId, othersCar]));

    await suspend(owner);
    expect(await publicCarIds()).not.toContain(carId);
    expect(await publicCarIds()).toContain(othersCar);
    const page = await call<{ id: string }[]>(t, 'GET', '/api/cars?page=1&pageSize=48');
    expect(page.body.map((car) => car.id)).not.toContain(carId);
    // Its page too, for everyone but the host and admins.
    expect((await call(t, 'GET', `/api/cars/${carId}`)).status).toBe(404);
    expect((await call(t, 'GET', `/api/cars/${carId}`, { user: renter })).status).toBe(404);
    expect((await call(t, 'GET', `/api/cars/${carId}`, { user: admin })).status).toBe(200);

    await reinstate(owner);
    expect(await publicCarIds()).toContain(carId);
    expect((await call(t, 'GET', `/api/cars/${carId}`)).status).toBe(200);
  });

  it('releases its unpaid holds, freeing the dates, and keeps its confirmed bookings', async () => {
    const { carId } = await listCar(t, { ownerId: host.userId });
    const dates = { carId, startDate: day(20), endDate: day(23) };
    const { id: heldId } = await book(t, renter, dates);
    const confirmed = await paidBooking(t, renter, { ownerId: host.userId, from: 30 });

    await suspend(renter);
    // The job expires the booking, then releases the renter's hold (the payment released the other).
    const releases = async () =>
      (await typesIn(t, renterHoldsStream(renter.userId))).filter((type) => type === 'RenterHoldReleased');
    await eventually(async () => (await releases()).length).toBe(2);
    // Both reads below answer from the bookings read model, which may not have taken the expiry yet.
    const expiry = (await t.store.readStream(bookingStream(heldId))).find((e) => e.type === 'BookingExpired');
    expect(await waitForProjections(t.db.pool, expiry!.position, [bookingsReadModel.name], 10_000)).toBe(
      true,
    );
    expect((await get(t, host, `/api/bookings/${heldId}`)).body.status).toBe('expired');
    expect((await get(t, host, `/api/cars/${carId}/availability`)).body).toMatchObject({ taken: [] });
    expect((await book(t, otherRenter, dates)).status).toBe('pending');
    expect((await get(t, host, `/api/bookings/${confirmed.bookingId}`)).body).toMatchObject({
      status: 'confirmed',
    });
    await reinstate(renter);
  });
});

describe('the Users list', () => {
  it('finds accounts by name or e-mail, newest first, with role, driver verification and standing', async () => {
    const found = await call<{ users: Record<string, unknown>[]; total: number }>(
      t,
      'GET',
      '/api/admin/users?search=asantewaa',
      { user: admin },
    );
    expect(found.body).toEqual({
      total: 1,
      users: [
        {
          id: admin.userId,
          firstName: 'Yaa',
          lastName: 'Asantewaa',
          email: admin.email,
          role: 'admin',
          driverVerification: 'approved',
          suspended: false,
          suspensionReason: null,
          suspendedAt: null,
          registeredAt: expect.any(String),
        },
      ],
    });
    const byEmail = await call<{ users: { id: string }[] }>(
      t,
      'GET',
      `/api/admin/users?search=${encodeURIComponent(host.email.toUpperCase())}`,
      { user: admin },
    );
    expect(byEmail.body.users.map((u) => u.id)).toEqual([host.userId]);

    const newest = await createTestUser(t);
    const all = await call<{ users: { id: string }[]; total: number }>(t, 'GET', '/api/admin/users', {
      user: admin,
    });
    expect(all.body.users[0]?.id).toBe(newest.userId);
    expect(all.body.total).toBeGreaterThanOrEqual(6);
  });
});

describe('refusals append nothing', () => {
  it('requires a reason, refuses suspending twice, reinstating an active account, oneself and unknown ids', async () => {
    const account = await createTestUser(t);
    expect(await refused(() => suspend(account, { reason: '   ' }))).toEqual({
      status: 400,
      message: M.suspensionReasonRequired,
    });
    expect(await refused(() => suspend(account, {}))).toEqual({
      status: 400,
      message: M.suspensionReasonRequired,
    });
    expect(await refused(() => reinstate(account))).toEqual({ status: 409, message: M.accountNotSuspended });
    await suspend(account);
    expect(await refused(() => suspend(account))).toEqual({
      status: 409,
      message: M.accountAlreadySuspended,
    });
    expect(await refused(() => suspend(admin))).toEqual({ status: 403, message: M.cannotSuspendOwnAccount });
    expect(await refused(() => suspend({ userId: 'not-an-id' }))).toEqual({
      status: 404,
      message: M.accountNotFound,
    });
  });
});

describe('who may call the Users endpoints', () => {
  const endpoints = [
    ['GET', '/api/admin/users', undefined],
    ['POST', '/api/admin/users/x/suspend', { reason: 'Fake listings' }],
    ['POST', '/api/admin/users/x/reinstate', undefined],
  ] as const;

  it.each(endpoints)('%s %s: 401 signed out, 403 for a user, head unchanged', (method, path, body) =>
    expectAdminOnly(t, { method, path: path.replace('/x/', `/${host.userId}/`), body }, user, M.onlyAdmin),
  );

  it('answers an admin', async () => {
    expect((await call(t, 'GET', '/api/admin/users', { user: admin })).status).toBe(200);
  });
});
