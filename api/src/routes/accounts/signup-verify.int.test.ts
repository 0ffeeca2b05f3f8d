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
import { ANY_ADDRESS_MIN_RESPONSE_MS } from './account-deps';
import {
  type Answer,
  call,
  codeIn,
  eventCount,
  mailsTo,
  newEmail,
  post,
  STRONG_PASSWORD,
  signedInAccount,
  signUp,
  startAccountTestApp,
  waitForMail,
} from './auth-test-support';

const t = await startAccountTestApp();

/** What an answer says of any address: its status and body, with `email` written as '<email>'. */
const whatItSays = (answer: Answer, email: string) => ({
  status: answer.status,
  body: JSON.parse(JSON.stringify(answer.body).replaceAll(email, '<email>')),
});

/** The types of the events on the stream of the account `email` is reserved for. */
async function accountEventTypes(email: string) {
  const [reserved] = await t.store.readStream(emailReservationStream(email));
  const { userId } = reserved!.data as { userId: string };
  return (await t.store.readStream(userStream(userId))).map((event) => event.type);
}

const count = (types: string[], type: string) => types.filter((each) => each === type).length;

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

  it('makes one account of two signups racing for one address, and answers both alike', async () => {
    const email = newEmail('race');
    const body = (firstName: string) => ({ email, password: STRONG_PASSWORD, firstName, lastName: 'Mensah' });
    const answers = await Promise.all([
      post(t, '/api/auth/signup', body('Ama')),
      post(t, '/api/auth/signup', body('Abena')),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    // Read through the store: the address is sealed in the log.
    const { events } = await t.store.readAll({ eventTypePrefixes: ['UserRegistered'] });
    expect(events.filter((event) => (event.data as { email: string }).email === email)).toHaveLength(1);
    const reservation = await t.store.readStream(emailReservationStream(email));
    expect(reservation.map((e) => e.type)).toEqual(['EmailReserved']);
  });

  const signUpAsEsi = (email: string) =>
    post(t, '/api/auth/signup', {
      email,
      password: 'Harmattan-Breeze-7',
      firstName: 'Esi',
      lastName: 'Ofori',
    });

  it('answers an address that already has an account, in any spelling, exactly as a new one, and e-mails its owner how to log in', async () => {
    const owner = await signedInAccount(t);
    const fresh = newEmail('fresh');
    const [forOwner, forNew] = [await signUpAsEsi(owner.email.toUpperCase()), await signUpAsEsi(fresh)];
    expect(forNew).toMatchObject({ status: 201, body: { email: fresh } });
    expect(whatItSays(forOwner, owner.email)).toEqual(whatItSays(forNew, fresh));

    const mail = await waitForMail(t, owner.email, /You already have an Akwaaba Drive account/);
    expect(mail.text).toContain('Hello Ama');
    expect(mail.text).toContain('tried to sign up');
    expect(mail.text).toContain(`/login?email=${encodeURIComponent(owner.email)}`);
    expect(mail.text).toContain(`/forgot-password?email=${encodeURIComponent(owner.email)}`);
    expect(mail.text).not.toContain('verify your address');

    // The account is as it was: its own password still works, the one typed at sign-up does not.
    const login = (password: string) => post(t, '/api/auth/login', { email: owner.email, password });
    expect((await login(owner.password)).status).toBe(200);
    expect((await login('Harmattan-Breeze-7')).status).toBe(401);
    expect(await t.store.readStream(emailReservationStream(owner.email))).toHaveLength(1);

    // Its owner is told once an hour at most, however often someone tries.
    expect(whatItSays(await signUpAsEsi(owner.email), owner.email)).toEqual(whatItSays(forNew, fresh));
    const types = await accountEventTypes(owner.email);
    expect(count(types, 'UserRegistered')).toBe(1);
    expect(count(types, 'UserSignupAttempted')).toBe(1);
  });

  it('tells the owner of an address not yet verified that logging in asks for a code first', async () => {
    const { email } = await signUp(t);
    expect(await signUpAsEsi(email)).toMatchObject({ status: 201, body: { email } });
    const mail = await waitForMail(t, email, /You already have an Akwaaba Drive account/);
    expect(mail.text).toContain('you will first be asked for a code to verify your address');
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
  const notAccepted = { status: 400, body: { message: M.verificationCodeNotAccepted } };

  async function verify(email: string, code: string) {
    const started = performance.now();
    const answer = await post(t, '/api/auth/verify-email', { email, code });
    return { answer, ms: performance.now() - started };
  }

  it('verifies with the right code; a wrong one is counted, and answered as any code that does not verify', async () => {
    const { email, code } = await signUp(t);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await verify(email, wrong)).answer).toMatchObject(notAccepted);
    expect(count(await accountEventTypes(email), 'UserVerificationFailed')).toBe(1);
    const { answer } = await verify(email, ` ${code} `);
    expect(answer).toMatchObject({ status: 200, body: { email, emailVerified: true } });
    // The code proved the address: the new account is signed in at once.
    const session = answer.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(session).toMatch(/akwaaba_session=[^;]+/);
    expect(await call(t, 'GET', '/api/auth/user', { cookie: session })).toMatchObject({
      status: 200,
      body: { email },
    });
  });

  it('answers an unknown, an unverified and a verified address alike, no faster for any', async () => {
    const unverified = await accountWithCodeIssued(30);
    const verified = await signedInAccount(t);
    const unknown = newEmail('nobody');
    const before = await eventCount(t);
    const answers = [
      { email: unknown, ...(await verify(unknown, '123457')) },
      { email: unverified.email, ...(await verify(unverified.email, '123457')) },
      { email: verified.email, ...(await verify(verified.email, '123457')) },
    ];
    for (const { email, answer, ms } of answers) {
      expect(answer).toMatchObject(notAccepted);
      expect(whatItSays(answer, email)).toEqual(whatItSays(answers[0]!.answer, unknown));
      expect(ms).toBeGreaterThanOrEqual(ANY_ADDRESS_MIN_RESPONSE_MS - 5);
    }
    // Only the unverified account's wrong try was written: nothing for the others.
    expect(await eventCount(t)).toBe(before + 1);
  });

  it('refuses the 6th try even with the right code: 5 wrong tries use the code up', async () => {
    const { email, code } = await signUp(t);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let attempt = 1; attempt <= MAX_VERIFICATION_ATTEMPTS; attempt++) {
      const { answer } = await verify(email, wrong);
      expect(answer.status).toBe(400);
    }
    expect((await verify(email, code)).answer).toMatchObject(notAccepted);
  });

  it('refuses a code after its 10 minutes', async () => {
    const { email } = await accountWithCodeIssued(601);
    expect((await verify(email, '123456')).answer).toMatchObject(notAccepted);
    const fresh = await accountWithCodeIssued(590);
    expect((await verify(fresh.email, '123456')).answer.status).toBe(200);
  });
});

describe('POST /api/auth/resend-verification', () => {
  async function resend(email: string) {
    const started = performance.now();
    const answer = await post(t, '/api/auth/resend-verification', { email });
    return { answer, ms: performance.now() - started };
  }

  it('answers an unknown, an unverified and a verified address alike, no faster for any', async () => {
    const unverified = await accountWithCodeIssued(61);
    const verified = await signedInAccount(t);
    const unknown = newEmail('nobody');
    const answers = [
      { email: unknown, ...(await resend(unknown)) },
      { email: unverified.email, ...(await resend(unverified.email)) },
      { email: verified.email, ...(await resend(verified.email)) },
    ];
    expect(answers[0]!.answer).toMatchObject({
      status: 200,
      body: { message: expect.stringContaining(unknown) },
    });
    for (const { email, answer, ms } of answers) {
      expect(whatItSays(answer, email)).toEqual(whatItSays(answers[0]!.answer, unknown));
      expect(ms).toBeGreaterThanOrEqual(ANY_ADDRESS_MIN_RESPONSE_MS - 5);
    }

    expect(codeIn(await waitForMail(t, unverified.email, /verification code/))).toMatch(/^\d{6}$/);
    const mail = await waitForMail(t, verified.email, /already verified/);
    expect(mail.text).toContain('there is no code to enter');
    expect(mail.text).toContain(`/login?email=${encodeURIComponent(verified.email)}`);
    expect(await mailsTo(t, unknown)).toEqual([]);
  });

  it('answers a request within a minute of the last code as any other, and sends no second code', async () => {
    const { email } = await signUp(t);
    const { answer } = await resend(email);
    expect(answer).toMatchObject({ status: 200, body: { message: expect.stringContaining(email) } });
    expect(count(await accountEventTypes(email), 'UserVerificationCodeIssued')).toBe(1);
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

  it('is limited per address: the 6th request within the hour gets 429', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 5; i++)
      expect((await post(t, '/api/auth/resend-verification', { email })).status).toBe(200);
    const limited = await post(t, '/api/auth/resend-verification', { email });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
