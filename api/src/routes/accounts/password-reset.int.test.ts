import { runOnStore } from '@akwaaba/application/accounts/account-deps';
import { USER_MESSAGES as M, systemActor, userDecider, userStream } from '@akwaaba/domain';
import { newResetToken, resetTokenHash } from '@akwaaba/infra/accounts/secret-codes';
import { describe, expect, it } from 'vitest';
import { ANY_ADDRESS_MIN_RESPONSE_MS } from './account-deps';
import {
  call,
  eventCount,
  mailsTo,
  newEmail,
  post,
  resetTokenIn,
  signedInAccount,
  signUp,
  startAccountTestApp,
  waitForMail,
} from './auth-test-support';
import { FORGOT_PASSWORD_MESSAGE } from './password-reset';

const t = await startAccountTestApp();

const NEW_PASSWORD = 'Harmattan-Breeze-7';

async function forgot(email: string) {
  const started = performance.now();
  const answer = await post(t, '/api/auth/forgot-password', { email });
  return { ...answer, ms: performance.now() - started };
}

/** Asks for a reset link and reads it from the outbox. */
async function resetLinkFor(email: string, skip = 0) {
  expect((await forgot(email)).status).toBe(200);
  return resetTokenIn(await waitForMail(t, email, /Reset your/, skip));
}

describe('POST /api/auth/forgot-password', () => {
  it('answers an unknown and a known address with the same status and body, no faster for either', async () => {
    const known = await signedInAccount(t);
    const unknown = newEmail('nobody');
    const [forKnown, forUnknown] = [await forgot(known.email), await forgot(unknown)];
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forKnown.body).toEqual({
      message: FORGOT_PASSWORD_MESSAGE,
      devResetUrl: `${t.app.deps.config.publicUrl}/dev/outbox`,
    });
    expect(forUnknown.headers.get('content-length')).toBe(forKnown.headers.get('content-length'));
    for (const answer of [forKnown, forUnknown])
      expect(answer.ms).toBeGreaterThanOrEqual(ANY_ADDRESS_MIN_RESPONSE_MS - 5);
    await waitForMail(t, known.email, /Reset your/);
    expect(await mailsTo(t, unknown)).toEqual([]);
  });

  it('is limited per address, known or not: the 6th request within the hour gets 429', async () => {
    const email = newEmail('nobody');
    for (let i = 0; i < 5; i++) expect((await forgot(email)).status).toBe(200);
    expect((await forgot(email)).status).toBe(429);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets a new password once; every old session ends and a notice is e-mailed', async () => {
    const account = await signedInAccount(t);
    const other = await post(t, '/api/auth/login', { email: account.email, password: account.password });
    const otherCookie = other.headers.getSetCookie()[0]!.split(';')[0]!;
    const token = await resetLinkFor(account.email);

    const reset = await post(t, '/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset).toMatchObject({ status: 200, body: { message: expect.stringContaining('reset') } });
    for (const cookie of [account.cookie, otherCookie])
      expect((await call(t, 'GET', '/api/auth/user', { cookie })).status).toBe(401);

    expect(await post(t, '/api/auth/reset-password', { token, password: 'Another-Pass-99' })).toMatchObject({
      status: 409,
      body: { message: M.resetLinkUsed },
    });
    expect(
      (await post(t, '/api/auth/login', { email: account.email, password: account.password })).status,
    ).toBe(401);
    expect((await post(t, '/api/auth/login', { email: account.email, password: NEW_PASSWORD })).status).toBe(
      200,
    );
    const notice = await waitForMail(t, account.email, /password was changed/);
    expect(notice.text).toContain('signed out');
  });

  it('verifies the address too: the link proves it reached its holder', async () => {
    const { email } = await signUp(t);
    const token = await resetLinkFor(email);
    expect((await post(t, '/api/auth/reset-password', { token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await post(t, '/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a link replaced by a newer one, and an expired one', async () => {
    const account = await signedInAccount(t);
    const userId = account.userId;
    const run = runOnStore(t.store, { actor: systemActor, correlationId: userId, causationId: null });
    const request = async (minutesAgo: number) => {
      const token = newResetToken(userId);
      await run(userDecider, userStream(userId), {
        type: 'RequestPasswordReset',
        userId,
        actor: systemActor,
        now: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        tokenHash: resetTokenHash(t.app.deps.secrets, token),
      });
      return token;
    };
    const first = await request(120);
    const second = await request(61);
    expect(await post(t, '/api/auth/reset-password', { token: first, password: NEW_PASSWORD })).toMatchObject(
      {
        status: 409,
        body: { message: M.resetLinkSuperseded },
      },
    );
    expect(
      await post(t, '/api/auth/reset-password', { token: second, password: NEW_PASSWORD }),
    ).toMatchObject({
      status: 409,
      body: { message: M.resetLinkExpired },
    });
  });

  it.each([
    ['made up', 'not-a-real-token'],
    ['for an unknown account', newResetToken(crypto.randomUUID())],
  ])('refuses a token %s with 400, appending nothing', async (_name, token) => {
    const before = await eventCount(t);
    expect(await post(t, '/api/auth/reset-password', { token, password: NEW_PASSWORD })).toMatchObject({
      status: 400,
      body: { message: M.resetLinkInvalid },
    });
    expect(await eventCount(t)).toBe(before);
  });

  it('holds the new password to the same rules, the common-password list included', async () => {
    const { email } = await signUp(t);
    const token = await resetLinkFor(email);
    expect(await post(t, '/api/auth/reset-password', { token, password: 'Welcome123' })).toMatchObject({
      status: 400,
      body: { message: M.passwordTooCommon },
    });
    expect(await post(t, '/api/auth/reset-password', { token, password: 'short' })).toMatchObject({
      status: 400,
      body: { message: M.passwordTooShort },
    });
  });

  it('keeps the reset page address (it carries the token) out of Referer headers', async () => {
    const answer = await call(t, 'GET', '/reset-password?token=abc');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await call(t, 'GET', '/cars')).headers.get('referrer-policy')).not.toBe('no-referrer');
  });
});
