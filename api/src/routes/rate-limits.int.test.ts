import { randomUUID } from 'node:crypto';
import { conversationsContract } from '@akwaaba/domain/conversations/conversations.contract';
import type { NotificationListView } from '@akwaaba/domain/notifications/notifications.contract';
import { describe, expect, it } from 'vitest';
import { openLive } from '../../../test/live-client';
import { createTestUser, startAppWithUsers, type TestUser } from '../../../test/users';
import {
  API_RATE_LIMITS,
  apiRateLimitsOf,
  BOOKING_REQUESTS,
  FILE_UPLOADS,
  MESSAGE_BURST,
  MESSAGES_PER_HOUR,
  PAYMENT_CHECKS,
  PAYMENT_STARTS,
  PAYOUT_ACCOUNT_CHANGES,
  REPORTS_FILED,
} from '../plugins/rate-limit';
import { book, day, eventCount, get, listCar } from './bookings/bookings.test-support';

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
    limits.perAccount = [{ max: 2, windowMs: 5_000 }];
    limits.perAddress = [{ max: 5, windowMs: 5_000 }];
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
      const wait = Number(refused.retryAfter);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(5);
      // Within a minute the wait is said in seconds, the same as Retry-After.
      expect(refused.body).toEqual({
        message: `Too many payment requests. Please wait ${wait} ${wait === 1 ? 'second' : 'seconds'} and try again.`,
      });
      expect(await eventCount(t)).toBe(before);

      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      expect((await initialize(stranger)).status).toBe(400);
    } finally {
      Object.assign(limits, saved);
    }
  });

  it('is a multiple of every account limit, for the people behind one carrier address', () => {
    for (const { perAccount, perAddress } of Object.values(API_RATE_LIMITS)) {
      expect(perAddress).toHaveLength(perAccount.length);
      perAccount.forEach((rule, i) => {
        expect(perAddress[i]!.windowMs).toBe(rule.windowMs);
        expect(perAddress[i]!.max % rule.max).toBe(0);
        expect(perAddress[i]!.max).toBeGreaterThan(rule.max);
      });
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

describe('messages', () => {
  /** A renter's question about a host's car: the conversation every message below goes to. */
  async function conversationWithHost(host: TestUser, asker: TestUser) {
    const { carId } = await listCar(t, {
      ownerId: host.userId,
      details: { make: 'Toyota', model: 'Corolla', year: 2019 },
    });
    await t.settled();
    const asked = await send('POST', `/api/cars/${carId}/questions`, asker, {
      text: 'Is it free on Friday?',
    });
    expect(asked.status).toBe(201);
    return asked.body.conversationId as string;
  }

  const messagesIn = async (conversationId: string) => {
    const { rows } = await t.db.pool.query<{ n: number }>(
      `select count(*)::int as n from es_events where stream_name = $1 and event_type = 'ConversationMessageSent'`,
      [`conversation-${conversationId}`],
    );
    return rows[0]!.n;
  };

  it('takes a burst of 60 up to the burst limit, asking the host counted in it, then 429s with Retry-After; the other party hears of the accepted ones only', async () => {
    const host = await createTestUser(t, { firstName: 'Kwame' });
    const asker = await createTestUser(t, { firstName: 'Ama' });
    const hostPage = await openLive(`${t.baseUrl}/api/live`, host.cookie);
    await hostPage.next((e) => e.event === 'ready');
    const started = Date.now();
    // Asking the host is a message too: it counts in the same allowance.
    const conversationId = await conversationWithHost(host, asker);
    const answers = await burst(60, 10, (i) =>
      send('POST', `/api/conversations/${conversationId}/messages`, asker, { text: `Hello ${i}` }),
    );
    // The burst ran within the window, as a script's does.
    expect(Date.now() - started).toBeLessThan(MESSAGE_BURST.windowMs);

    expect(statusCount(answers, (s) => s === 201)).toBe(MESSAGE_BURST.max - 1);
    expect(statusCount(answers, (s) => s === 429)).toBe(60 - (MESSAGE_BURST.max - 1));
    for (const answer of answers.filter((a) => a.status === 429)) {
      const wait = Number(answer.retryAfter);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(MESSAGE_BURST.windowMs / 1000);
      expect(answer.body).toEqual({
        message: `Too many messages. Please wait ${wait} ${wait === 1 ? 'second' : 'seconds'} and try again.`,
      });
    }

    // Only the accepted were sent: the host's bell counts them, and their open page was told of each.
    await t.settled();
    expect(await messagesIn(conversationId)).toBe(MESSAGE_BURST.max);
    const bell = (await get<NotificationListView>(t, host, '/api/notifications')).body;
    const aboutMessages = bell.notifications.filter((n) => n.kind === 'message');
    expect(aboutMessages.map((n) => n.text)).toEqual([
      `${MESSAGE_BURST.max} new messages from Ama about the 2019 Toyota Corolla`,
    ]);
    const pushed = () => hostPage.events.filter((e) => e.event === 'message').length;
    await expect.poll(pushed).toBe(MESSAGE_BURST.max);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pushed()).toBe(MESSAGE_BURST.max);
    await hostPage.close();
  });

  it('holds a sender to the hour after the bursts; a message refused by the burst limit uses none of the hour', async () => {
    const host = await createTestUser(t);
    const asker = await createTestUser(t);
    // The question counts one in the hour (the real limits').
    const conversationId = await conversationWithHost(host, asker);
    const limits = apiRateLimitsOf(t.app)[conversationsContract.send.id]!;
    const saved = structuredClone(limits);
    // Small allowances for this test; the hour's window is the real one, so its count goes on.
    limits.perAccount = [
      { max: 3, windowMs: 3_000 },
      { max: 5, windowMs: MESSAGES_PER_HOUR.windowMs },
    ];
    try {
      const message = () =>
        send('POST', `/api/conversations/${conversationId}/messages`, asker, { text: 'On my way' });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await message()).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);

      await new Promise((resolve) => setTimeout(resolve, 3_100));
      // The fifth in the hour (the question and three before it): the two the burst limit refused were not counted.
      expect((await message()).status).toBe(201);
      const hourUp = await message();
      expect(hourUp.status).toBe(429);
      expect(Number(hourUp.retryAfter)).toBeGreaterThan(59 * 60);
      expect(hourUp.body).toEqual({ message: 'Too many messages. Please wait 60 minutes and try again.' });
      expect(await messagesIn(conversationId)).toBe(5);
    } finally {
      Object.assign(limits, saved);
    }
  });
});
