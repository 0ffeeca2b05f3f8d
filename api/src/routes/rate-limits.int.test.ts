import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers, type TestUser } from '../../../test/users';
import {
  API_RATE_LIMITS,
  apiRateLimitsOf,
  BOOKING_REQUESTS,
  FILE_UPLOADS,
  PAYMENT_CHECKS,
  PAYMENT_STARTS,
  PAYOUT_ACCOUNT_CHANGES,
  REPORTS_FILED,
} from '../plugins/rate-limit';
import { book, day, eventCount, listCar } from './bookings/bookings.test-support';

/*
 * Rate limits on the booking, payment and upload endpoints, over real HTTP: per account
 * first, then per client address (every request here comes from 127.0.0.1). A refused
 * request is answered 429 with Retry-After and appends nothing.
 */

const { t, renter, neighbour, calibration, stranger } = await startAppWithUsers({
  renter: {},
  neighbour: {},
  calibration: {},
  stranger: {},
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

async function send(method: string, path: string, user: TestUser, body?: unknown): Promise<Answer> {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: {
      origin: t.baseUrl,
      cookie: user.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/** `n` calls of `request`, `lanes` at a time, as a script would send them. */
async function burst(n: number, lanes: number, request: (i: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < n) answers.push(await request(next++));
    }),
  );
  return answers;
}

const statusCount = (answers: Answer[], test: (status: number) => boolean) =>
  answers.filter((a) => test(a.status)).length;

describe('booking requests', () => {
  it('answers a burst of 100 from one account with its allowance, then 429s with Retry-After; only the accepted append', async () => {
    // What one accepted booking appends, measured on another account's booking.
    const calibrationCar = await listCar(t);
    const beforeOne = await eventCount(t);
    await book(t, calibration, { carId: calibrationCar.carId, startDate: day(5), endDate: day(6) });
    const eventsPerBooking = (await eventCount(t)) - beforeOne;
    expect(eventsPerBooking).toBeGreaterThan(0);

    const { carId } = await listCar(t);
    const before = await eventCount(t);
    const started = Date.now();
    // Distinct dates on one car, each within the trip rules: only the limits and the hold rules refuse them.
    const answers = await burst(100, 10, (i) =>
      send('POST', '/api/bookings', renter, { carId, startDate: day(10 + 2 * i), endDate: day(11 + 2 * i) }),
    );
    expect(Date.now() - started).toBeLessThan(10_000);

    const created = statusCount(answers, (s) => s === 201);
    // The domain's refusal past a few unpaid holds at once.
    const conflicts = statusCount(answers, (s) => s === 409);
    const limited = statusCount(answers, (s) => s === 429);
    expect(statusCount(answers, (s) => s >= 500)).toBe(0);
    // The account's allowance reached the handler, and not one request more.
    expect(created).toBeGreaterThan(0);
    expect(created + conflicts).toBe(BOOKING_REQUESTS.max);
    expect(limited).toBe(100 - BOOKING_REQUESTS.max);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.body).toEqual({
        message: 'Too many booking requests. Please wait 10 minutes and try again.',
      });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(BOOKING_REQUESTS.windowMs / 1000);
    }
    expect((await eventCount(t)) - before).toBe(created * eventsPerBooking);
  });

  it('does not limit another account on the same address', async () => {
    const { carId } = await listCar(t);
    const answer = await send('POST', '/api/bookings', neighbour, {
      carId,
      startDate: day(5),
      endDate: day(6),
    });
    expect(answer.status).toBe(201);
  });
});

describe('the ceiling per address', () => {
  it('refuses an account under its own limit once its address has sent the ceiling, until the window ends', async () => {
    // Small allowances and short windows for this test (the real ceilings are 10 times an account's limit).
    const limits = apiRateLimitsOf(t.app)['payments.initialize']!;
    const saved = structuredClone(limits);
    limits.perAccount = { max: 2, windowMs: 5_000 };
    limits.perAddress = { max: 5, windowMs: 5_000 };
    try {
      // No booking id: the limit runs before the body is checked, so each one counts.
      const initialize = (user: TestUser) => send('POST', '/api/payments/initialize', user, {});
      const before = await eventCount(t);
      const statuses: number[] = [];
      for (const account of [renter, neighbour, calibration])
        for (let i = 0; i < 3; i++) statuses.push((await initialize(account)).status);
      // Each account's third request is over its own limit (and does not count for the address);
      // calibration's second is the address's sixth.
      expect(statuses).toEqual([400, 400, 429, 400, 400, 429, 400, 429, 429]);

      const refused = await initialize(stranger);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        message: 'Too many payment requests. Please wait 1 minute and try again.',
      });
      const wait = Number(refused.retryAfter);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(5);
      expect(await eventCount(t)).toBe(before);

      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      expect((await initialize(stranger)).status).toBe(400);
    } finally {
      Object.assign(limits, saved);
    }
  });

  it('is a multiple of every account limit, for the people behind one carrier address', () => {
    for (const { perAccount, perAddress } of Object.values(API_RATE_LIMITS)) {
      expect(perAddress.windowMs).toBe(perAccount.windowMs);
      expect(perAddress.max % perAccount.max).toBe(0);
      expect(perAddress.max).toBeGreaterThan(perAccount.max);
    }
  });
});

describe('every limited endpoint', () => {
  // Requests the route refuses cheaply (4xx) count too: the limit runs before the route's checks.
  it.each([
    {
      name: 'POST /api/payments/initialize',
      rule: PAYMENT_STARTS,
      what: 'payment requests',
      request: (user: TestUser) => send('POST', '/api/payments/initialize', user, {}),
    },
    {
      name: 'GET /api/payments/verify/:reference',
      rule: PAYMENT_CHECKS,
      what: 'payment checks',
      request: (user: TestUser) => send('GET', '/api/payments/verify/AKW-none', user),
    },
    {
      name: 'POST /api/objects/upload',
      rule: FILE_UPLOADS,
      what: 'uploads',
      request: (user: TestUser) => send('POST', '/api/objects/upload', user, { purpose: 'car-photo' }),
    },
    {
      name: 'POST /api/reports',
      rule: REPORTS_FILED,
      what: 'reports',
      // Refused cheaply (a car that does not exist): counted all the same.
      request: (user: TestUser) =>
        send('POST', '/api/reports', user, {
          subject: { kind: 'car', id: randomUUID() },
          reason: 'fake listing',
          details: '',
        }),
    },
    {
      name: 'PUT /api/payout-account',
      rule: PAYOUT_ACCOUNT_CHANGES,
      what: 'payout account changes',
      // Refused cheaply (a number of the wrong length): counted all the same.
      request: (user: TestUser) =>
        send('PUT', '/api/payout-account', user, {
          type: 'mobile_money',
          network: 'MTN',
          number: '055',
          name: 'A',
        }),
    },
    {
      name: 'PUT /api/uploads/:id',
      rule: FILE_UPLOADS,
      what: 'uploads',
      request: (user: TestUser) => send('PUT', `/api/uploads/${randomUUID()}?token=nope`, user),
    },
  ])(
    '$name: one account gets its allowance, then 429 with Retry-After, appending nothing',
    async ({ rule, what, request }) => {
      const user = await createTestUser(t);
      const before = await eventCount(t);
      const answers: Answer[] = [];
      for (let i = 0; i <= rule.max; i++) answers.push(await request(user));
      expect(statusCount(answers, (s) => s >= 500)).toBe(0);
      expect(statusCount(answers.slice(0, rule.max), (s) => s === 429)).toBe(0);
      const last = answers.at(-1)!;
      expect(last.status).toBe(429);
      expect(last.body).toEqual({ message: `Too many ${what}. Please wait 10 minutes and try again.` });
      expect(Number(last.retryAfter)).toBeGreaterThan(0);
      expect(await eventCount(t)).toBe(before);
    },
  );
});
