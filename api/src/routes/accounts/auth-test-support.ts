import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/app-harness';
import { startAppWithUsers } from '../../../../test/users';
import type { AuthRateLimits } from '../../plugins/rate-limit';

/*
 * Helpers for the account API tests: plain HTTP against the test app, e-mails read
 * from the development outbox the way a developer (or the e2e test) reads them.
 */

export interface Answer<Body = Record<string, unknown>> {
  status: number;
  body: Body;
  headers: Headers;
}

export const STRONG_PASSWORD = 'Kente-Loom-42';

let counter = 0;
/** A fresh address per call, unique across test files running at once. */
export const newEmail = (label = 'ama') =>
  `${label}-${process.pid}-${Date.now().toString(36)}-${++counter}@akwaaba.test`;

export async function call<Body = Record<string, unknown>>(
  t: TestApp,
  method: string,
  path: string,
  options: {
    body?: unknown;
    cookie?: string;
    origin?: string | null;
    rawBody?: string;
    contentType?: string;
  } = {},
): Promise<Answer<Body>> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin !== null && method !== 'GET') headers.origin = options.origin ?? t.baseUrl;
  let body: string | undefined;
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers['content-type'] = options.contentType ?? 'application/json';
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const response = await fetch(`${t.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, body: parsed as Body, headers: response.headers };
}

export const post = <Body = Record<string, unknown>>(
  t: TestApp,
  path: string,
  body: unknown,
  options: { cookie?: string; origin?: string | null } = {},
) => call<Body>(t, 'POST', path, { ...options, body });

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
  attachments: { filename: string; contentType: string; size: number; url: string }[];
}

/** Waits for the newest e-mail to `to` whose subject matches (the worker sends within a second or so). */
export async function waitForMail(t: TestApp, to: string, subject: RegExp, skip = 0): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const { body } = await call<OutboxMail[]>(t, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const matching = body.filter((mail) => subject.test(mail.subject));
        found = matching.length > skip ? matching[0] : undefined;
        return found !== undefined;
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(true);
  return found!;
}

export async function mailsTo(t: TestApp, to: string): Promise<OutboxMail[]> {
  return (await call<OutboxMail[]>(t, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body;
}

export const codeIn = (mail: OutboxMail) => /verification code is: (\d{6})/.exec(mail.text)![1]!;
export const resetTokenIn = (mail: OutboxMail) =>
  decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail.text)![1]!);

/** The session cookie a response set, as a Cookie header value. */
export const sessionCookieOf = (answer: Answer<unknown>) =>
  answer.headers
    .getSetCookie()
    .find((c) => c.startsWith('akwaaba_session='))!
    .split(';')[0]!;

/** Signs up; returns the address, password and the first code (read from the outbox). */
export async function signUp(t: TestApp, overrides: { email?: string; password?: string } = {}) {
  const email = overrides.email ?? newEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const answer = await post(t, '/api/auth/signup', { email, password, firstName: 'Ama', lastName: 'Mensah' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const code = codeIn(await waitForMail(t, email, /verification code/));
  return { email, password, code };
}

/** A verified account, signed in: its address, password and session cookie. */
export async function signedInAccount(t: TestApp, overrides: { email?: string; password?: string } = {}) {
  const { email, password, code } = await signUp(t, overrides);
  expect((await post(t, '/api/auth/verify-email', { email, code })).status).toBe(200);
  const login = await post(t, '/api/auth/login', { email, password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { email, password, cookie: sessionCookieOf(login), userId: (login.body as { id: string }).id };
}

/** Per-IP limits out of the way: every test request comes from 127.0.0.1. Per-address limits stay. */
export function relaxPerIpLimits(app: FastifyInstance) {
  for (const limits of Object.values(app.authRateLimits as AuthRateLimits)) limits.perIp.max = 100_000;
}

/**
 * The app as the account tests need it, for one test file (`const t = await startAccountTestApp()`,
 * stopped after its last test): workers on (the e-mails go out), per-IP limits relaxed.
 */
export async function startAccountTestApp(): Promise<TestApp> {
  const { t } = await startAppWithUsers({}, { workers: true, beforeListen: relaxPerIpLimits });
  return t;
}

/** The event log's length: "appends nothing" means it did not grow. */
export async function eventCount(t: TestApp): Promise<number> {
  const { rows } = await t.db.pool.query<{ n: string }>('select count(*) as n from es_events');
  return Number(rows[0]!.n);
}
