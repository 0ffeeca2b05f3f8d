import { mkdir, writeFile } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app-harness';
import { createTestUser, type TestUser } from '../../test/users';
import {
  type Actor,
  type Category,
  controlCharacterCases,
  type HostileCase,
  hostileCases,
  oversizedCase,
  type Target,
} from './hostile-input.test-support';
import type { RegisteredRoute } from './plugins/openapi';
import { apiRateLimitsOf } from './plugins/rate-limit';
import { book, day, listCar } from './routes/bookings/bookings.test-support';

/*
 * Hostile input at every API endpoint, signed out and signed in: generated
 * malformed bodies, broken JSON, wrong content types, oversized payloads, garbage
 * path parameters and query strings, and foreign origins. Every answer must be
 * below 500 and, when it is an error, JSON with a message; every case the route
 * must refuse gets a 4xx; nothing is ever appended to the event store; and the
 * server still answers afterwards. Then, field by field, a NUL and another control
 * character in every text field and path parameter of every endpoint: each must be
 * refused for that field (a 400 naming it, or a 404 for a path parameter).
 */

/** Generated cases per endpoint (plus one oversized body per endpoint that takes one). */
const RUNS_PER_ENDPOINT = Number(process.env.HOSTILE_RUNS ?? 30);
const SEED = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);

let t: TestApp;
let users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
let target: Target;
let endpoints: RegisteredRoute[];
const counts = { total: 0, byCategory: {} as Record<string, number>, byActor: {} as Record<string, number> };

beforeAll(async () => {
  t = await startTestApp({
    beforeListen(app) {
      // The per-address and per-IP login limits would turn most cases into 429s; they have their own tests.
      const limits = app.authRateLimits;
      for (const action of Object.values(limits)) {
        action.perIp = { ...action.perIp, max: 1_000_000 };
        if (action.perAddress) action.perAddress = { ...action.perAddress, max: 1_000_000 };
        if (action.failuresPerAddress)
          action.failuresPerAddress = { ...action.failuresPerAddress, max: 1_000_000 };
      }
      // So are the per-operation limits (5 payout account changes in 10 minutes): a 429 would hide the answer under test.
      const operationLimits = apiRateLimitsOf(app);
      for (const [operation, limits] of Object.entries(operationLimits)) {
        const unlimited = (rules: typeof limits.perAccount) =>
          rules.map((rule) => ({ ...rule, max: 1_000_000 }));
        operationLimits[operation] = {
          ...limits,
          perAccount: unlimited(limits.perAccount),
          perAddress: unlimited(limits.perAddress),
        };
      }
    },
  });
  users = { user: await createTestUser(t), admin: await createTestUser(t, { admin: true }) };
  // Real things for the cases that must be refused before the route acts: were a check missing, they would change.
  const live = await listCar(t, { ownerId: users.user.userId });
  const pending = await listCar(t, { ownerId: users.user.userId, approve: false });
  await t.settled();
  const booking = await book(t, users.admin, { carId: live.carId, startDate: day(5), endDate: day(7) });
  await t.settled();
  target = { origin: t.baseUrl, realIds: [live.carId, pending.carId, booking.id] };
  // The JSON API and the public photo files; the docs UI, the payment simulator's and the outbox's HTML pages are not endpoints.
  endpoints = t.app.routeCatalog.filter(
    (r) => (r.url.startsWith('/api/') && !r.url.startsWith('/api/docs')) || r.url.startsWith('/objects/'),
  );
});

afterAll(async () => {
  const summary = { seed: SEED, endpoints: endpoints?.length ?? 0, ...counts };
  console.log(
    `Hostile input: ${counts.total} generated cases at ${summary.endpoints} endpoints (seed ${SEED}); ` +
      `by kind ${JSON.stringify(counts.byCategory)}; by caller ${JSON.stringify(counts.byActor)}`,
  );
  await mkdir('dist/quality', { recursive: true });
  await writeFile('dist/quality/hostile-input.json', `${JSON.stringify(summary, null, 2)}\n`);
  await t?.stop();
});

const head = async () => {
  const position = await t.store.headPosition();
  return position ? `${position.commit}:${position.prepare}` : null;
};

/** Sends one case and checks the answer; returns a description of what was wrong, or null. */
async function send(hostile: HostileCase): Promise<string | null> {
  const headers = { ...hostile.headers };
  if (hostile.actor !== 'anonymous') headers.cookie = users[hostile.actor].cookie;
  const response = await fetch(`${t.baseUrl}${hostile.url}`, {
    method: hostile.method,
    headers,
    body: hostile.body,
    redirect: 'manual',
  });
  // A live stream (GET /api/live) never ends: what matters is that it opened, not its body.
  const live = response.ok && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  if (live) await response.body?.cancel();
  const text = live ? '' : await response.text();
  const count = (record: Record<string, number>, key: Category | Actor) => {
    record[key] = (record[key] ?? 0) + 1;
  };
  counts.total++;
  count(counts.byCategory, hostile.category);
  count(counts.byActor, hostile.actor);
  const status = response.status;
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (hostile.mustRefuse && (status < 400 || status >= 500)) return `must be refused, got ${status}`;
  if (hostile.refusal && !hostile.refusal.statuses.includes(status))
    return `must be refused with ${hostile.refusal.statuses.join(' or ')}, got ${status}: ${text.slice(0, 300)}`;
  if (status >= 400) {
    if (!/^application\/json/.test(response.headers.get('content-type') ?? ''))
      return `error ${status} is not JSON: ${response.headers.get('content-type')}`;
    const body = JSON.parse(text) as { message?: unknown; fields?: Record<string, string> };
    if (typeof body.message !== 'string' || body.message.length === 0)
      return `error ${status} has no message: ${text.slice(0, 300)}`;
    const field = hostile.refusal?.field;
    if (status === 400 && field !== undefined && body.fields?.[field] === undefined)
      return `refused, but not for its ${field}: ${text.slice(0, 300)}`;
  }
  return null;
}

const describeCase = (c: HostileCase) =>
  `${c.category} as ${c.actor}: ${c.method} ${c.url.slice(0, 300)} ${JSON.stringify(c.headers)} body ${
    c.body === undefined ? '(none)' : String(c.body).slice(0, 300)
  }`;

describe('hostile input at every API endpoint', () => {
  it('finds every endpoint the app registered', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
  });

  it('finds the text fields and path parameters, nested ones and variants too', () => {
    const casesAt = (method: string, url: string) => {
      const route = endpoints.find((r) => r.method === method && r.url === url);
      return route ? controlCharacterCases(route, target, SEED) : [];
    };
    const fieldsAt = (method: string, url: string) =>
      new Set(casesAt(method, url).map((c) => `${c.category} ${c.refusal?.field}`));
    expect(fieldsAt('PATCH', '/api/profile')).toEqual(
      new Set(
        ['firstName', 'lastName', 'phoneNumber', 'phoneSharing', 'bio', 'profileImageUrl'].map(
          (f) => `control-text ${f}`,
        ),
      ),
    );
    expect([...fieldsAt('POST', '/api/bookings/:id/check-out')]).toEqual(
      expect.arrayContaining([
        'control-text photos.0.path',
        'control-text damage.description',
        'control-id id',
      ]),
    );
    expect([...fieldsAt('PUT', '/api/payout-account')]).toEqual(
      expect.arrayContaining(['control-text name', 'control-text bankCode']),
    );
    expect([...fieldsAt('GET', '/api/cars')]).toContain('control-text location');
    const cancel = casesAt('POST', '/api/bookings/:id/cancel').filter((c) => c.category === 'control-id');
    expect(cancel.map((c) => c.url)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/api\/bookings\/[^/]*%00[^/]*\/cancel$/)]),
    );
  });

  it('never answers 5xx, refuses every malformed request with a JSON message, and appends nothing', async () => {
    const before = await head();
    const failures: string[] = [];
    for (const [index, route] of endpoints.entries()) {
      const routeHead = await head();
      await fc
        .assert(
          fc.asyncProperty(hostileCases(route, target), async (hostile) => {
            const problem = await send(hostile);
            if (problem) throw new Error(`${problem}\n  ${describeCase(hostile)}`);
          }),
          // A seed per endpoint: the same stream everywhere would send every endpoint the same shapes.
          { numRuns: RUNS_PER_ENDPOINT, seed: SEED + index, endOnFailure: true },
        )
        .catch((error: Error) => failures.push(`${route.method} ${route.url}: ${error.message}`));
      if ((await head()) !== routeHead) failures.push(`${route.method} ${route.url}: an event was appended`);
    }
    expect(failures).toEqual([]);
    expect(await head()).toBe(before);
  }, 300_000);

  it('refuses a control character in every text field and every path parameter, naming it', async () => {
    const before = await head();
    const failures: string[] = [];
    for (const [index, route] of endpoints.entries()) {
      for (const hostile of controlCharacterCases(route, target, SEED + index)) {
        const problem = await send(hostile);
        if (problem) failures.push(`${problem}\n  ${describeCase(hostile)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await head()).toBe(before);
  }, 120_000);

  it('refuses a body past the size limit with 413 at every endpoint that takes one', async () => {
    const failures: string[] = [];
    for (const route of endpoints.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))) {
      const hostile = oversizedCase(route, target);
      const problem = await send(hostile);
      if (problem) failures.push(`${route.method} ${route.url}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  it('still answers afterwards', async () => {
    expect((await fetch(`${t.baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/api/cars`)).status).toBe(200);
    expect(t.serverErrors.seen).toEqual([]);
  });
});
