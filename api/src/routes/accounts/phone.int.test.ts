import { runOnStore } from '@akwaaba/application/accounts/account-deps';
import { USER_MESSAGES as M, userDecider, userStream } from '@akwaaba/domain';
import { findContact } from '@akwaaba/projections';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app-harness';
import {
  call,
  eventCount,
  post,
  sessionCookieOf,
  signedInAccount,
  startAccountTestApp,
} from './auth-test-support';

/** Verifying a phone number and signing in with it by SMS code (issue 32, docs/adr/0041), over HTTP with the workers. */
const t = await startAccountTestApp();

/** A fresh Ghanaian mobile number, as a person types it ('024 4xx xxxx'), and in E.164. */
function newMobile() {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { typed: `024 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+23324${digits}` };
}

interface ListedSms {
  to: string;
  text: string;
}

/** Waits for the `skip`-th newest SMS to `to` (the worker texts within a second or so); answers its code. */
async function codeTextedTo(app: TestApp, to: string, skip = 0): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const { body } = await call<ListedSms[]>(app, 'GET', `/api/dev/sms?to=${encodeURIComponent(to)}`);
        text = body.length > skip ? body[0]!.text : '';
        return text !== '';
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(true);
  return /^(\d{6}) is your Akwaaba Drive/.exec(text)![1]!;
}

const textsTo = async (to: string) =>
  (await call<ListedSms[]>(t, 'GET', `/api/dev/sms?to=${encodeURIComponent(to)}`)).body.length;

/** A signed-in account whose number is verified: its cookie, id and number. */
async function accountWithVerifiedPhone() {
  const account = await signedInAccount(t);
  const phone = newMobile();
  expect((await post(t, '/api/profile/phone', { phoneNumber: phone.typed }, account)).status).toBe(200);
  const code = await codeTextedTo(t, phone.e164);
  expect((await post(t, '/api/profile/phone/verify', { code }, account)).status).toBe(200);
  return { ...account, phone };
}

describe('verifying a phone number by SMS code', () => {
  it('texts a code to the number typed; a wrong code is refused, the right one verifies it as the profile’s', async () => {
    const account = await signedInAccount(t);
    const phone = newMobile();
    const sent = await post(t, '/api/profile/phone', { phoneNumber: phone.typed }, account);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      message: `We texted a 6-digit code to ${phone.typed}. It works for 10 minutes.`,
      phoneNumber: phone.e164,
    });
    const code = await codeTextedTo(t, phone.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await post(t, '/api/profile/phone/verify', { code: wrong }, account);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(M.phoneCodeNotAccepted);

    const verified = await post(t, '/api/profile/phone/verify', { code }, account);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ phoneNumber: phone.e164, phoneVerified: true });
    const me = await call(t, 'GET', '/api/auth/user', account);
    expect(me.body).toMatchObject({ phoneNumber: phone.e164, phoneVerified: true });
    // The other party of a booking sees the badge (the booking's page reads this contact).
    expect(await findContact(t.db.pool, account.userId)).toMatchObject({ phoneVerified: true });
    // A number changed on the profile is not verified until its own code is typed.
    const changed = await call(t, 'PATCH', '/api/profile', {
      ...account,
      body: { phoneNumber: newMobile().typed },
    });
    expect(changed.body).toMatchObject({ phoneVerified: false });
  });

  it('refuses what cannot be verified with a clear 4xx, appending nothing', async () => {
    const account = await signedInAccount(t);
    const before = await eventCount(t);
    const refusals = [
      [await post(t, '/api/profile/phone', { phoneNumber: '12345' }, account), 400, M.phoneNumberInvalid],
      [await post(t, '/api/profile/phone', { phoneNumber: '030 212 3456' }, account), 400, M.phoneNotMobile],
      [
        await post(t, '/api/profile/phone', { phoneNumber: newMobile().typed }),
        401,
        'You need to log in first.',
      ],
      [await post(t, '/api/profile/phone/verify', { code: '12ab56' }, account), 400, M.codeInvalid],
      [await post(t, '/api/profile/phone/verify', { code: '123456' }, account), 409, M.noPhoneCode],
    ] as const;
    for (const [answer, status, message] of refusals) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.message).toBe(message);
    }
    expect(await eventCount(t)).toBe(before);
  });

  it('answers a burst for one number with 429 and Retry-After, and sends one code', async () => {
    const account = await signedInAccount(t);
    const phone = newMobile();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(t, '/api/profile/phone', { phoneNumber: phone.typed }, account)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429]);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await codeTextedTo(t, phone.e164);
    expect(await textsTo(phone.e164)).toBe(1);
  });
});

describe('one number over an hour', () => {
  it('is texted at most 5 codes, whatever the accounts asking: the sixth is 429 with Retry-After', async () => {
    const limits = t.app.authRateLimits.phoneCode;
    const burst = limits.perAddress!.max;
    // The minute's burst limit out of the way, to reach the hour's.
    limits.perAddress!.max = 100;
    try {
      const phone = newMobile();
      const [first, second] = [await signedInAccount(t), await signedInAccount(t)];
      const answers = [];
      for (const account of [first, second, first, second, first, second])
        answers.push(await post(t, '/api/profile/phone', { phoneNumber: phone.typed }, account!));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
      expect(Number(answers[5]!.headers.get('retry-after'))).toBeGreaterThan(60);
    } finally {
      limits.perAddress!.max = burst;
    }
  });
});

describe('signing in by SMS code', () => {
  it('texts a code to a verified number and signs in with it, once', async () => {
    const { phone, userId } = await accountWithVerifiedPhone();
    const started = await post(t, '/api/auth/phone/start', { phoneNumber: phone.typed });
    expect(started.status).toBe(200);
    expect(started.body.message).toBe(
      `If ${phone.typed} is the verified number of an account, we texted it a 6-digit sign-in code. It works for 10 minutes.`,
    );
    const code = await codeTextedTo(t, phone.e164, 1);
    const signedIn = await post(t, '/api/auth/phone/verify', { phoneNumber: phone.typed, code });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toMatchObject({ id: userId, phoneVerified: true });
    const me = await call(t, 'GET', '/api/auth/user', { cookie: sessionCookieOf(signedIn) });
    expect(me.body).toMatchObject({ id: userId });
    // The code is used up.
    const again = await post(t, '/api/auth/phone/verify', { phoneNumber: phone.typed, code });
    expect(again.status).toBe(400);
  });

  it('answers a number with no account as any other, texting and appending nothing', async () => {
    const stranger = newMobile();
    const before = await eventCount(t);
    const started = await post(t, '/api/auth/phone/start', { phoneNumber: stranger.typed });
    expect(started.status).toBe(200);
    expect(started.body.message).toMatch(/^If 024 .* is the verified number of an account/);
    const tried = await post(t, '/api/auth/phone/verify', { phoneNumber: stranger.typed, code: '123456' });
    expect(tried.status).toBe(400);
    expect(tried.body.message).toBe(M.phoneCodeNotAccepted);
    expect(await eventCount(t)).toBe(before);
    expect(await textsTo(stranger.e164)).toBe(0);
  });

  it('refuses an unverified number, a code for another number and a suspended account, appending nothing', async () => {
    const unverified = await signedInAccount(t);
    const typedOnly = newMobile();
    await call(t, 'PATCH', '/api/profile', { ...unverified, body: { phoneNumber: typedOnly.typed } });
    const first = await accountWithVerifiedPhone();
    const second = await accountWithVerifiedPhone();
    expect((await post(t, '/api/auth/phone/start', { phoneNumber: first.phone.typed })).status).toBe(200);
    const firstCode = await codeTextedTo(t, first.phone.e164, 1);

    const before = await eventCount(t);
    expect((await post(t, '/api/auth/phone/start', { phoneNumber: typedOnly.typed })).status).toBe(200);
    const forAnother = await post(t, '/api/auth/phone/verify', {
      phoneNumber: second.phone.typed,
      code: firstCode,
    });
    expect(forAnother.status).toBe(400);
    expect(await eventCount(t)).toBe(before);
    expect(await textsTo(typedOnly.e164)).toBe(0);

    const system = { userId: null, role: 'system' } as const;
    await runOnStore(t.store, { actor: system, correlationId: 'suspend', causationId: 'suspend' })(
      userDecider,
      userStream(second.userId),
      {
        type: 'SuspendAccount',
        userId: second.userId,
        actor: system,
        now: new Date().toISOString(),
        reason: 'Fraud',
      },
    );
    expect((await post(t, '/api/auth/phone/start', { phoneNumber: second.phone.typed })).status).toBe(200);
    const suspended = await post(t, '/api/auth/phone/verify', {
      phoneNumber: second.phone.typed,
      code: '123456',
    });
    expect(suspended.status).toBe(400);
    // Only the verification code ever reached the suspended account's phone.
    expect(await textsTo(second.phone.e164)).toBe(1);
  });

  it('uses a code up after five wrong tries: the right one fails after them', async () => {
    const { phone, userId } = await accountWithVerifiedPhone();
    expect((await post(t, '/api/auth/phone/start', { phoneNumber: phone.typed })).status).toBe(200);
    const code = await codeTextedTo(t, phone.e164, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(
        (await post(t, '/api/auth/phone/verify', { phoneNumber: phone.typed, code: wrong })).status,
      ).toBe(400);
    const late = await post(t, '/api/auth/phone/verify', { phoneNumber: phone.typed, code });
    expect(late.status).toBe(400);
    const failures = (await t.store.readStream(userStream(userId))).filter(
      (event) => event.type === 'UserPhoneCodeFailed',
    );
    expect(failures).toHaveLength(5);
  });
});
