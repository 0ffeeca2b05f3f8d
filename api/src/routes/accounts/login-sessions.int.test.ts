import { USER_MESSAGES as M } from '@akwaaba/domain';
import { amaAsCurrentUser } from '@akwaaba/domain/accounts/user.testing';
import { describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../plugins/rate-limit';
import {
  call,
  newEmail,
  post,
  STRONG_PASSWORD,
  sessionCookieOf,
  signedInAccount,
  signUp,
  startAccountTestApp,
} from './auth-test-support';

const t = await startAccountTestApp();

describe('POST /api/auth/login', () => {
  it('signs in: an HttpOnly SameSite=Lax cookie with a 160-bit token, stored only as its SHA-256', async () => {
    const account = await signedInAccount(t);
    const login = await post(t, '/api/auth/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      email: account.email,
      firstName: 'Ama',
      roles: ['user'],
      isAdmin: false,
    });
    const setCookie = login.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^akwaaba_session=[a-z2-7]{32};/);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\//i);
    const token = sessionCookieOf(login).split('=')[1]!;
    const { rows } = await t.db.pool.query<{ token_hash: string }>(
      'select token_hash from sessions where user_id = $1',
      [account.userId],
    );
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('gives an unknown address and a wrong password the same answer', async () => {
    const account = await signedInAccount(t);
    const wrong = await post(t, '/api/auth/login', { email: account.email, password: 'Not-The-Password-1' });
    const unknown = await post(t, '/api/auth/login', {
      email: newEmail('nobody'),
      password: STRONG_PASSWORD,
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: M.invalidCredentials } });
    expect(unknown).toMatchObject({ status: 401, body: wrong.body });
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("tells the holder of an unverified address to verify it, with 'verify your email' in the message", async () => {
    const { email, password } = await signUp(t);
    const answer = await post(t, '/api/auth/login', { email, password });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toContain('verify your email');
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  describe('limits per address', () => {
    const signIn = (email: string, password: string) => post(t, '/api/auth/login', { email, password });

    it('does not count sign-ins that succeed: 15 within 15 minutes, as on several devices, all sign in', async () => {
      const account = await signedInAccount(t);
      for (let i = 0; i < 15; i++) expect((await signIn(account.email, account.password)).status).toBe(200);
    });

    it('refuses the attempt after 10 failures within 15 minutes with 429, even with the right password', async () => {
      const account = await signedInAccount(t);
      // Successes before them give their count back: the failures alone reach the limit.
      expect((await signIn(account.email, account.password)).status).toBe(200);
      for (let i = 0; i < AUTH_RATE_LIMITS.login.failuresPerAddress.max; i++)
        expect((await signIn(account.email, 'Wrong-Pass-1')).status).toBe(401);
      const limited = await signIn(account.email, account.password);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: 'Too many attempts. Please wait 15 minutes and try again.' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.getSetCookie()).toEqual([]);
    });

    it('counts a burst of failures sent at once as it arrives: no more than 10 reach the password check', async () => {
      const account = await signedInAccount(t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => signIn(account.email, 'Wrong-Pass-1')),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    });

    it('still refuses an address past its ceiling of attempts, successful ones included', async () => {
      const account = await signedInAccount(t);
      const { max } = AUTH_RATE_LIMITS.login.perAddress;
      // signedInAccount's sign-in was the first.
      for (let i = 1; i < max; i++) expect((await signIn(account.email, account.password)).status).toBe(200);
      const limited = await signIn(account.email, account.password);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
      expect(limited.headers.getSetCookie()).toEqual([]);
    });
  });

  it('refuses a login from another site (CSRF: Origin must match)', async () => {
    const account = await signedInAccount(t);
    const body = { email: account.email, password: account.password };
    expect((await post(t, '/api/auth/login', body, { origin: null })).status).toBe(403);
    expect((await post(t, '/api/auth/login', body, { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('GET /api/auth/user and POST /api/auth/logout', () => {
  it('answers 401 when signed out', async () => {
    expect(await call(t, 'GET', '/api/auth/user')).toMatchObject({
      status: 401,
      body: { message: 'You need to log in first.' },
    });
  });

  it('answers the profile fields and roles when signed in', async () => {
    const account = await signedInAccount(t);
    const answer = await call(t, 'GET', '/api/auth/user', { cookie: account.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...amaAsCurrentUser,
      id: account.userId,
      email: account.email,
      createdAt: expect.any(String),
    });
  });

  it('ends only this session on logout and clears the cookie', async () => {
    const account = await signedInAccount(t);
    const second = sessionCookieOf(
      await post(t, '/api/auth/login', { email: account.email, password: account.password }),
    );
    const logout = await post(t, '/api/auth/logout', {}, { cookie: account.cookie });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie()[0]).toMatch(/^akwaaba_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await call(t, 'GET', '/api/auth/user', { cookie: account.cookie })).status).toBe(401);
    expect((await call(t, 'GET', '/api/auth/user', { cookie: second })).status).toBe(200);
  });
});

describe('the signed-in hint cookie the web app reads', () => {
  it('comes with a session and goes with it: at login, at logout, and once the session is gone', async () => {
    const account = await signedInAccount(t);
    const login = await post(t, '/api/auth/login', { email: account.email, password: account.password });
    const hint = login.headers.getSetCookie().find((cookie) => cookie.startsWith('akwaaba_signed_in='));
    expect(hint).toMatch(/^akwaaba_signed_in=1; /);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/; SameSite=Lax/i);
    expect(hint).toMatch(/; Expires=/i);
    const session = sessionCookieOf(login);

    const logout = await post(t, '/api/auth/logout', {}, { cookie: `${session}; akwaaba_signed_in=1` });
    expect(logout.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^akwaaba_signed_in=;.*Expires=Thu, 01 Jan 1970/),
    );
    // A browser still holding the hint for a session that ended is told to drop it on its next request.
    const after = await call(t, 'GET', '/api/cars', { cookie: `${session}; akwaaba_signed_in=1` });
    expect(after.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^akwaaba_signed_in=;.*Expires=Thu, 01 Jan 1970/),
    );
    // And a live session keeps it.
    const live = await call(t, 'GET', '/api/auth/user', { cookie: `${account.cookie}; akwaaba_signed_in=1` });
    expect(live.status).toBe(200);
    expect(live.headers.getSetCookie()).toEqual([]);
  });
});

describe('GET /api/login (browser navigation)', () => {
  it.each([
    ['/api/login', '/login'],
    ['/api/login?returnTo=%2Fprofile', '/login?redirect=%2Fprofile'],
    ['/api/login?returnTo=%2F%2Fevil.example', '/login'],
    ['/api/login?returnTo=https%3A%2F%2Fevil.example', '/login'],
  ])('%s redirects to %s', async (path, location) => {
    const answer = await call(t, 'GET', path);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(location);
  });
});

describe('rate limits per IP', () => {
  it('answers 429 with Retry-After once an address exceeds its allowance', async () => {
    const limits = t.app.authRateLimits.signup.perIp;
    const saved = limits.max;
    limits.max = 2;
    try {
      const signup = () =>
        post(t, '/api/auth/signup', { email: newEmail(), password: '1', firstName: 'A', lastName: 'B' });
      await signup();
      await signup();
      const limited = await signup();
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/Too many attempts/);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    } finally {
      limits.max = saved;
    }
  });
});
