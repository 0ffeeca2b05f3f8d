import { USER_MESSAGES as M } from '@akwaaba/domain';
import { variantKeysIn } from '@akwaaba/domain/shared/photo-variant-keys';
import { PURPOSE_RULES } from '@akwaaba/domain/uploads/upload-rules';
import {
  bookingsReadModel,
  conversationsReadModel,
  payoutsReadModel,
  rebuildProjection,
  usersReadModel,
} from '@akwaaba/projections';
import { describe, expect, it } from 'vitest';
import { everyTableText, wholeLogText } from '../../../../test/support/kept-text';
import { startAppWithUsers, type TestUser } from '../../../../test/users';
import { book, day, jpegBytes, listCar, uploadFile } from '../bookings/bookings.test-support';
import {
  call,
  eventCount,
  newEmail,
  post,
  relaxPerIpLimits,
  STRONG_PASSWORD,
  signedInAccount,
} from './auth-test-support';

const { t } = await startAppWithUsers({}, { workers: true, beforeListen: relaxPerIpLimits });

/** A verified account signed up through the API (so it has a password), as the booking helpers take it. */
async function person(firstName: string, lastName: string) {
  const account = await signedInAccount(t, { email: newEmail(firstName.toLowerCase()) });
  const user: TestUser = { ...account, headers: { cookie: account.cookie, origin: t.baseUrl } };
  const named = await call(t, 'PATCH', '/api/profile', {
    cookie: user.cookie,
    body: { firstName, lastName },
  });
  expect(named.status).toBe(200);
  return { ...account, user, firstName, lastName };
}

const closeAccount = (cookie: string | undefined, body: unknown) =>
  call(t, 'DELETE', '/api/profile', { cookie, body });

const wholeLog = () => wholeLogText(t.db.pool);
const everyTable = () => everyTableText(t.db.pool);

const nameOf = async (userId: string) =>
  (
    await t.db.pool.query<{
      first_name: string;
      last_name: string;
      email: string;
      phone_number: string | null;
    }>('select first_name, last_name, email, phone_number from users where id = $1', [userId])
  ).rows[0];

describe('GET /api/profile/export', () => {
  it('downloads everything held about the signed-in user as a JSON file', async () => {
    const host = await person('Kojo', 'Antwi');
    const renter = await person('Abena', 'Darko');
    const { carId } = await listCar(t, { ownerId: host.userId });
    await t.settled();
    const asked = await call(t, 'POST', `/api/cars/${carId}/questions`, {
      cookie: renter.cookie,
      body: { text: 'Is the car free for a trip to Cape Coast?' },
    });
    expect(asked.status).toBe(201);
    await t.settled();

    const answer = await call<Record<string, unknown>>(t, 'GET', '/api/profile/export', {
      cookie: renter.cookie,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="akwaaba-drive-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({
      profile: { id: renter.userId, email: renter.email, firstName: 'Abena', lastName: 'Darko' },
      bookingsAsRenter: [],
      conversations: [{ messages: [{ text: 'Is the car free for a trip to Cape Coast?', mine: true }] }],
    });
    const hosts = await call<{ carsYouHost: { id: string }[] }>(t, 'GET', '/api/profile/export', {
      cookie: host.cookie,
    });
    expect(hosts.body.carsYouHost.map((car) => car.id)).toEqual([carId]);
  });

  it('is for the signed-in only, and a few an hour', async () => {
    expect((await call(t, 'GET', '/api/profile/export')).status).toBe(401);
    const { cookie } = await person('Esi', 'Quaye');
    for (let i = 0; i < 5; i++)
      expect((await call(t, 'GET', '/api/profile/export', { cookie })).status).toBe(200);
    const limited = await call<{ message: string }>(t, 'GET', '/api/profile/export', { cookie });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many data exports/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('DELETE /api/profile', () => {
  it('refuses a missing or wrong password with a 400 naming the field, and appends nothing', async () => {
    const { cookie } = await person('Yaa', 'Asantewaa');
    const before = await eventCount(t);
    expect(await closeAccount(cookie, {})).toMatchObject({
      status: 400,
      body: { fields: { password: M.passwordRequired } },
    });
    expect(await closeAccount(cookie, { password: 'Not-the-password-1' })).toMatchObject({
      status: 400,
      body: { message: M.passwordIncorrect, fields: { password: M.passwordIncorrect } },
    });
    expect(await eventCount(t)).toBe(before);
    expect((await call(t, 'GET', '/api/auth/user', { cookie })).status).toBe(200);
    expect((await closeAccount(undefined, { password: STRONG_PASSWORD })).status).toBe(401);
  });

  it('refuses with a 409 while a booking is open, for its renter and for its host', async () => {
    const host = await person('Kwesi', 'Mensah');
    const renter = await person('Adjoa', 'Boateng');
    const { carId } = await listCar(t, { ownerId: host.userId });
    await book(t, renter.user, { carId, startDate: day(20), endDate: day(22) });
    await t.settled();
    const before = await eventCount(t);
    for (const { cookie } of [renter, host])
      expect(await closeAccount(cookie, { password: STRONG_PASSWORD })).toMatchObject({
        status: 409,
        body: { message: M.accountHasOpenBookings },
      });
    expect(await eventCount(t)).toBe(before);
  });

  it('closes the account: "Deleted user" everywhere, nothing of theirs readable in the log, and a rebuild agrees', async () => {
    const host = await person('Nana', 'Owusu');
    const leaving = await person('Akosua', 'Frimpong');
    await call(t, 'PATCH', '/api/profile', { cookie: leaving.cookie, body: { phoneNumber: '0244123987' } });
    const { carId } = await listCar(t, { ownerId: host.userId });
    await t.settled();
    const text = 'Please meet me at the Kejetia market entrance';
    const photo = await uploadFile(t, leaving.user, 'message-photo', await jpegBytes());
    expect(photo.status).toBe(200);
    const asked = await call<{ conversationId: string }>(t, 'POST', `/api/cars/${carId}/questions`, {
      cookie: leaving.cookie,
      body: { text, photo: photo.objectPath },
    });
    expect(asked.status).toBe(201);
    // The photo's resized copies, made by the worker, before the account closes.
    const copies = variantKeysIn(PURPOSE_RULES['message-photo'].folder, photo.objectPath);
    await expect.poll(async () => t.storage.stat(copies.large), { timeout: 20_000 }).not.toBeNull();
    await t.settled();

    // Before: the read models hold their names, phone and message (the search below sees them).
    const before = await everyTable();
    for (const personal of ['Akosua', 'Frimpong', '244123987', 'Kejetia']) expect(before).toContain(personal);

    const closed = await closeAccount(leaving.cookie, { password: STRONG_PASSWORD });
    expect(closed.status, JSON.stringify(closed.body)).toBe(204);
    expect(closed.headers.getSetCookie().join()).toMatch(/akwaaba_session=;/);

    // Signed out everywhere, and never in again.
    expect((await call(t, 'GET', '/api/auth/user', { cookie: leaving.cookie })).status).toBe(401);
    expect(
      await post(t, '/api/auth/login', { email: leaving.email, password: STRONG_PASSWORD }),
    ).toMatchObject({
      status: 401,
      body: { message: M.invalidCredentials },
    });

    // The other party sees "Deleted user" and an erased message.
    const seen = async () =>
      (
        await call<{ renter: { name: string }; messages: { text: string; photoUrl: string | null }[] }>(
          t,
          'GET',
          `/api/conversations/${asked.body.conversationId}`,
          { cookie: host.cookie },
        )
      ).body;
    expect(await seen()).toMatchObject({
      renter: { name: 'Deleted user' },
      messages: [{ text: 'This message was deleted with its sender’s account.', photoUrl: null }],
    });
    // The photo they sent is gone from storage, with its copies.
    for (const key of [copies.original, copies.thumbnail, copies.large])
      expect(await t.storage.stat(key)).toBeNull();
    expect(await nameOf(leaving.userId)).toEqual({
      first_name: 'Deleted',
      last_name: 'user',
      email: 'deleted',
      phone_number: null,
    });

    // The event store holds none of it readable, nor does any table of any read model.
    const log = await wholeLog();
    const tables = await everyTable();
    for (const personal of [leaving.email, 'Akosua', 'Frimpong', '244123987', 'Kejetia']) {
      expect(log).not.toContain(personal);
      expect(tables).not.toContain(personal);
    }
    const [registered] = await t.store.readStream(`user-${leaving.userId}`);
    expect(registered!.data).toMatchObject({ firstName: 'Deleted', lastName: 'user', email: 'deleted' });

    // Read models built again from the log show the same.
    for (const readModel of [usersReadModel, bookingsReadModel, conversationsReadModel])
      await rebuildProjection({ pool: t.db.pool, store: t.store }, readModel);
    expect(await seen()).toMatchObject({
      renter: { name: 'Deleted user' },
      messages: [{ text: 'This message was deleted with its sender’s account.' }],
    });
    expect(await nameOf(leaving.userId)).toMatchObject({ first_name: 'Deleted', last_name: 'user' });

    // The address is free for a new account.
    const again = await post(t, '/api/auth/signup', {
      email: leaving.email,
      password: STRONG_PASSWORD,
      firstName: 'Akosua',
      lastName: 'Frimpong',
    });
    expect(again.status).toBe(201);
  });

  it("takes a closing host's cars out of search", async () => {
    const host = await person('Fiifi', 'Annan');
    const { carId } = await listCar(t, { ownerId: host.userId });
    await t.settled();
    expect((await call(t, 'GET', `/api/cars/${carId}`)).status).toBe(200);
    expect((await closeAccount(host.cookie, { password: STRONG_PASSWORD })).status).toBe(204);
    expect((await call(t, 'GET', `/api/cars/${carId}`)).status).toBe(404);
    const listed = await call<{ id: string }[]>(t, 'GET', '/api/cars');
    expect(listed.body.map((car) => car.id)).not.toContain(carId);
  });

  it("erases a closing host's payout account: its number and holder's name, in the log and the read model alike", async () => {
    const host = await person('Kwabena', 'Ofori');
    const set = await call(t, 'PUT', '/api/payout-account', {
      cookie: host.cookie,
      body: { type: 'mobile_money', network: 'MTN', number: '0551239876', name: 'Kwabena Ofori' },
    });
    expect(set).toMatchObject({ status: 200, body: { description: 'MTN ••• 9876' } });
    await t.settled();
    expect(await wholeLog()).not.toContain('0551239876');

    expect((await closeAccount(host.cookie, { password: STRONG_PASSWORD })).status).toBe(204);
    await t.settled();
    const log = await wholeLog();
    // The last four digits as screens show them; bare, they can occur by chance in any id in the log.
    for (const personal of ['0551239876', 'Kwabena', 'Ofori', '••• 9876', '"9876"'])
      expect(log).not.toContain(personal);
    const account = async () =>
      (
        await t.db.pool.query<{ description: string; holder_name: string }>(
          'select description, holder_name from payout_accounts where host_id = $1',
          [host.userId],
        )
      ).rows[0];
    expect(await account()).toEqual({ description: 'Account closed', holder_name: 'Deleted user' });
    await rebuildProjection({ pool: t.db.pool, store: t.store }, payoutsReadModel);
    expect(await account()).toEqual({ description: 'Account closed', holder_name: 'Deleted user' });
  });
});
