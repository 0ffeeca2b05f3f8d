import { createHash } from 'node:crypto';
import { registerAccount } from '@akwaaba/application/accounts/verified-account';
import {
  emailReservationStream,
  USER_MESSAGES as M,
  MAX_VERIFICATION_ATTEMPTS,
  userStream,
} from '@akwaaba/domain';
import { verificationCodeHash } from '@akwaaba/infra/accounts/secret-codes';
import { describe, expect, it } from 'vitest';
import {
  codeIn,
  eventCount,
  mailsTo,
  newEmail,
  post,
  STRONG_PASSWORD,
  signUp,
  startAccountTestApp,
  waitForMail,
} from './auth-test-support';

const t = await startAccountTestApp();

/** An unverified account whose code '123456' was issued `secondsAgo` (registered directly, to set the clock). */
async function accountWithCodeIssued(secondsAgo: number) {
  const userId = crypto.randomUUID();
  const email = newEmail('old');
  await registerAccount(t.store, {
    userId,
    email,
    firstName: 'Kofi',
    lastName: 'Asante',
    now: new Date(Date.now() - secondsAgo * 1000).toISOString(),
    codeHash: verificationCodeHash(t.app.deps.secrets, userId, '123456'),
  });
  return { userId, email };
}

describe('POST /api/auth/signup', () => {
  it('creates an account and e-mails a 6-digit code, which the event log never holds in the clear', async () => {
    const email = newEmail();
    const answer = await post(t, '/api/auth/signup', {
      email: `  ${email.toUpperCase()} `,
      password: STRONG_PASSWORD,
      firstName: 'Ama',
      lastName: 'Mensah',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ email, message: expect.stringContaining('6-digit code') });

    const mail = await waitForMail(t, email, /verification code/);
    expect(mail.subject).toContain('Akwaaba Drive');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('Hello Ama');
    expect(mail.text).toContain(`/verify-email?email=${encodeURIComponent(email)}`);

    const [reserved] = await t.store.readStream(emailReservationStream(email));
    const { userId } = reserved!.data as { userId: string };
    const events = (await t.store.readStream(userStream(userId))) as {
      type: string;
      data: Record<string, string>;
    }[];
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserVerificationCodeIssued']);
    const log = JSON.stringify(events.map((e) => e.data));
    expect(log).not.toContain(code);
    expect(log).not.toContain(STRONG_PASSWORD);
    expect(events[0]!.data.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const issued = events[1]!.data;
    expect(issued.codeHash).toBe(verificationCodeHash(t.app.deps.secrets, userId, code));
    // A keyed hash: a plain SHA-256 of the code (which anyone could compute for all million codes) is not it.
    expect(issued.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(issued.sealedCode).toMatch(/^v1\./);
  });

  it('makes one account of two signups racing for one address', async () => {
    const email = newEmail('race');
    const body = (firstName: string) => ({ email, password: STRONG_PASSWORD, firstName, lastName: 'Mensah' });
    const answers = await Promise.all([
      post(t, '/api/auth/signup', body('Ama')),
      post(t, '/api/auth/signup', body('Abena')),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ message: M.emailTaken });
    const { rows } = await t.db.pool.query(
      `select 1 from es_events where event_type = 'UserRegistered' and data->>'email' = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    const reservation = await t.store.readStream(emailReservationStream(email));
    expect(reservation.map((e) => e.type)).toEqual(['EmailReserved']);
  });

  it('refuses an address that already has an account, in any spelling', async () => {
    const { email } = await signUp(t);
    const answer = await post(t, '/api/auth/signup', {
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      firstName: 'Esi',
      lastName: 'Ofori',
    });
    expect(answer).toMatchObject({ status: 409, body: { message: M.emailTaken } });
  });

  it.each([
    ['too short', 'Ab1', M.passwordTooShort],
    ['without a digit', 'Akwaaba-Drive', M.passwordComposition],
    ['among the most common', 'Password123', M.passwordTooCommon],
  ])('refuses a password %s with the rule it breaks', async (_name, password, message) => {
    const before = await eventCount(t);
    const answer = await post(t, '/api/auth/signup', {
      email: newEmail(),
      password,
      firstName: 'Ama',
      lastName: 'Mensah',
    });
    expect(answer).toMatchObject({ status: 400, body: { message, fields: { password: message } } });
    expect(await eventCount(t)).toBe(before);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies with the right code; a wrong one is counted, with the tries left', async () => {
    const { email, code } = await signUp(t);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await post(t, '/api/auth/verify-email', { email, code: wrong })).toMatchObject({
      status: 400,
      body: { message: 'That code is not correct. You have 4 tries left.' },
    });
    expect(await post(t, '/api/auth/verify-email', { email, code: ` ${code} ` })).toMatchObject({
      status: 200,
      body: { message: expect.stringContaining('verified') },
    });
    expect(await post(t, '/api/auth/verify-email', { email, code })).toMatchObject({
      status: 409,
      body: { message: M.emailAlreadyVerified },
    });
  });

  it('refuses the 6th try even with the right code: 5 wrong tries use the code up', async () => {
    const { email, code } = await signUp(t);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let attempt = 1; attempt <= MAX_VERIFICATION_ATTEMPTS; attempt++) {
      const answer = await post(t, '/api/auth/verify-email', { email, code: wrong });
      expect(answer.status).toBe(400);
    }
    expect(await post(t, '/api/auth/verify-email', { email, code })).toMatchObject({
      status: 409,
      body: { message: M.tooManyVerificationTries },
    });
  });

  it('refuses a code after its 10 minutes', async () => {
    const { email } = await accountWithCodeIssued(601);
    expect(await post(t, '/api/auth/verify-email', { email, code: '123456' })).toMatchObject({
      status: 409,
      body: { message: M.verificationCodeExpired },
    });
    const fresh = await accountWithCodeIssued(590);
    expect((await post(t, '/api/auth/verify-email', { email: fresh.email, code: '123456' })).status).toBe(
      200,
    );
  });

  it('says so for an address nobody signed up with', async () => {
    const answer = await post(t, '/api/auth/verify-email', { email: newEmail('nobody'), code: '123456' });
    expect(answer).toMatchObject({ status: 404, body: { message: expect.stringContaining('sign-up') } });
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('refuses a new code within a minute of the last one', async () => {
    const { email } = await signUp(t);
    const answer = await post(t, '/api/auth/resend-verification', { email });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^Please wait \d+ seconds? before asking for a new code\.$/);
  });

  it('sends a new code that replaces the old one', async () => {
    const { email } = await accountWithCodeIssued(61);
    const answer = await post(t, '/api/auth/resend-verification', { email });
    expect(answer).toMatchObject({ status: 200, body: { message: expect.stringContaining(email) } });
    const code = codeIn(await waitForMail(t, email, /verification code/));
    if (code !== '123456') {
      expect((await post(t, '/api/auth/verify-email', { email, code: '123456' })).status).toBe(400);
    }
    expect((await post(t, '/api/auth/verify-email', { email, code })).status).toBe(200);
  });

  it('answers an unknown address as it answers a known one, and sends nothing', async () => {
    const email = newEmail('nobody');
    const answer = await post(t, '/api/auth/resend-verification', { email });
    expect(answer).toMatchObject({ status: 200, body: { message: expect.stringContaining(email) } });
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('is limited per address: the 6th request within the hour gets 429', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 5; i++)
      expect((await post(t, '/api/auth/resend-verification', { email })).status).toBe(409);
    const limited = await post(t, '/api/auth/resend-verification', { email });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
