import { randomUUID } from 'node:crypto';
import { CONVERSATION_MESSAGES as M } from '@akwaaba/domain/conversations/conversation.messages';
import type { ConversationView, MessageView } from '@akwaaba/domain/conversations/conversation.views';
import { conversationsContract } from '@akwaaba/domain/conversations/conversations.contract';
import type { NotificationListView } from '@akwaaba/domain/notifications/notifications.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { openLive } from '../../../../test/live-client';
import { startAppWithUsers, type TestUser } from '../../../../test/users';
import { apiRateLimitsOf } from '../../plugins/rate-limit';
import {
  book,
  day,
  get,
  jpegBytes,
  listCar,
  post,
  secondApiUrl,
  uploadFile,
} from '../bookings/bookings.test-support';
import { expectRefusal } from '../cars/cars-test-support';

const { t, renter, host, stranger, admin } = await startAppWithUsers({
  renter: { firstName: 'Esi', lastName: 'Quaye' },
  host: { firstName: 'Kwame', lastName: 'Owusu' },
  stranger: { firstName: 'Kofi', lastName: 'Mensah' },
  admin: { firstName: 'Abena', lastName: 'Admin', admin: true },
});

// The tests below send messages faster than a person would; the limits have their own test
// (rate-limits.int.test.ts).
const limits = apiRateLimitsOf(t.app);
for (const op of [
  conversationsContract.sendBookingMessage,
  conversationsContract.send,
  conversationsContract.askHost,
]) {
  const unlimited = [{ max: 100_000, windowMs: 60_000 }];
  limits[op.id] = { ...limits[op.id]!, perAccount: unlimited, perAddress: unlimited };
}

const refused = (request: () => Promise<{ status: number; body: Record<string, unknown> }>) =>
  expectRefusal(t, request);

let carId: string;
let bookingId: string;
beforeAll(async () => {
  ({ carId } = await listCar(t, {
    ownerId: host.userId,
    details: { make: 'Toyota', model: 'Corolla', year: 2019 },
  }));
  await t.settled();
  ({ id: bookingId } = await book(t, renter, { carId, startDate: day(3), endDate: day(5) }));
  await t.settled();
});

const send = (user: TestUser | null, text: string, photo?: string) =>
  post<MessageView>(t, user, `/api/bookings/${bookingId}/messages`, { text, ...(photo ? { photo } : {}) });
const conversation = async (user: TestUser) =>
  (await get<ConversationView>(t, user, `/api/bookings/${bookingId}/messages`)).body;
const bell = async (user: TestUser) => (await get<NotificationListView>(t, user, '/api/notifications')).body;

describe("a booking's conversation", () => {
  it('starts empty for both parties and is not there for anyone else', async () => {
    const empty = await conversation(renter);
    expect(empty).toMatchObject({
      id: bookingId,
      kind: 'booking',
      side: 'renter',
      closedReason: null,
      messages: [],
    });
    expect(empty.car.title).toBe('2019 Toyota Corolla');
    expect((await conversation(host)).side).toBe('host');
    expect((await get(t, stranger, `/api/bookings/${bookingId}/messages`)).status).toBe(404);
    expect((await get(t, stranger, `/api/conversations/${bookingId}`)).status).toBe(404);
  });

  it('carries a message with a photo to the host, who is notified; reading it clears the count and the renter sees it read', async () => {
    const unreadBefore = (await bell(host)).unreadCount;
    const photo = await uploadFile(t, renter, 'message-photo', await jpegBytes());
    expect(photo.status).toBe(200);
    const sent = await send(renter, '  Where shall we meet?\r\nI land at 10.  ', photo.objectPath);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      mine: true,
      text: 'Where shall we meet?\nI land at 10.',
      readByOther: false,
    });
    // Shown once the worker made its copies without the phone's metadata (message-photo-variants.int.test.ts).
    expect(sent.body).toMatchObject({ photoPending: true, photoUrl: null });

    const seen = await conversation(host);
    expect(seen.messages).toHaveLength(1);
    expect(seen.messages[0]).toMatchObject({ mine: false, text: 'Where shall we meet?\nI land at 10.' });
    const hostBell = await bell(host);
    expect(hostBell.unreadCount).toBe(unreadBefore + 1);
    expect(hostBell.notifications[0]).toMatchObject({
      kind: 'message',
      text: 'New message from Esi about the 2019 Toyota Corolla',
      link: `/messages/${bookingId}`,
      read: false,
    });
    const inbox = (await get<{ unreadCount: number }[]>(t, host, '/api/conversations')).body;
    expect(inbox[0]).toMatchObject({ id: bookingId, unreadCount: 1, other: { name: 'Esi Quaye' } });

    const read = await post(t, host, `/api/conversations/${bookingId}/read`, {});
    expect(read.status).toBe(204);
    expect((await bell(host)).unreadCount).toBe(unreadBefore);
    expect((await get<{ unreadCount: number }[]>(t, host, '/api/conversations')).body[0]?.unreadCount).toBe(
      0,
    );
    expect((await conversation(renter)).messages[0]?.readByOther).toBe(true);
    // Reading again appends nothing.
    await refusedNothing(() => post(t, host, `/api/conversations/${bookingId}/read`, {}));
  });

  it('keeps hostile text inert and refuses what is not a message', async () => {
    const script = await send(renter, '<script>alert(1)</script> https://evil.example');
    expect(script.status).toBe(201);
    expect(script.body.text).toBe('<script>alert(1)</script> https://evil.example');

    expect((await refused(() => send(renter, 'x'.repeat(2001)))).body.message).toBe(M.textTooLong);
    expect((await refused(() => send(renter, '   '))).body.message).toBe(M.textRequired);
    expect((await refused(() => send(renter, 'hello\u0000there'))).body.message).toBe(
      M.textHasControlCharacters,
    );
    expect((await refused(() => send(renter, 'bell \u0007'))).body.message).toBe(M.textHasControlCharacters);
    // 2,000 emoji are 2,000 characters, however many bytes.
    expect((await send(renter, '🚗'.repeat(2000))).status).toBe(201);

    const theirs = await uploadFile(t, stranger, 'message-photo', await jpegBytes());
    const borrowed = await refused(() => send(renter, 'look', theirs.objectPath));
    expect(borrowed.status).toBe(400);
    expect((await refused(() => send(renter, 'look', '/objects/car-photos/nothing.jpg'))).status).toBe(400);
  });

  it('lets two messages sent at the same moment both land, in one conversation', async () => {
    const before = (await conversation(host)).messages.length;
    const [a, b] = await Promise.all([send(renter, 'first at once'), send(host, 'second at once')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await conversation(renter)).messages).toHaveLength(before + 2);
    const started = await t.db.pool.query(
      `select count(*)::int as n from es_events where stream_name = $1 and event_type = 'ConversationStarted'`,
      [`conversation-${bookingId}`],
    );
    expect(started.rows[0].n).toBe(1);
  });
});

/** A request that must succeed without appending anything (an idempotent repeat). */
async function refusedNothing(request: () => Promise<{ status: number }>) {
  const before = await t.store.headPosition();
  const answer = await request();
  expect(answer.status).toBeLessThan(300);
  expect(await t.store.headPosition()).toEqual(before);
}

describe('Ask the host', () => {
  it('is one conversation per renter and car, which the host can close', async () => {
    const first = await post<{ conversationId: string }>(t, stranger, `/api/cars/${carId}/questions`, {
      text: 'Is it available for a wedding in Kumasi?',
    });
    expect(first.status).toBe(201);
    const again = await post<{ conversationId: string }>(t, stranger, `/api/cars/${carId}/questions`, {
      text: 'And does it have air conditioning?',
    });
    expect(again.body.conversationId).toBe(first.body.conversationId);
    const id = first.body.conversationId;
    const asHost = (await get<ConversationView>(t, host, `/api/conversations/${id}`)).body;
    expect(asHost).toMatchObject({ kind: 'question', bookingId: null, side: 'host' });
    expect(asHost.messages.map((m) => m.text)).toEqual([
      'Is it available for a wedding in Kumasi?',
      'And does it have air conditioning?',
    ]);
    expect((await post(t, host, `/api/conversations/${id}/messages`, { text: 'Yes, and yes.' })).status).toBe(
      201,
    );

    expect((await refused(() => post(t, stranger, `/api/conversations/${id}/stop`, {}))).body.message).toBe(
      M.onlyHostCanStop,
    );
    const stopped = await post<ConversationView>(t, host, `/api/conversations/${id}/stop`, {});
    expect(stopped.body.closedReason).toBe(M.conversationStopped);
    expect(
      (await refused(() => post(t, stranger, `/api/conversations/${id}/messages`, { text: 'Hello?' }))).body
        .message,
    ).toBe(M.conversationStopped);
    expect((await refused(() => post(t, host, `/api/conversations/${id}/stop`, {}))).status).toBe(409);
  });

  it('is refused about your own car, an unknown car and a booking conversation’s closing', async () => {
    expect(
      (await refused(() => post(t, host, `/api/cars/${carId}/questions`, { text: 'Me?' }))).body.message,
    ).toBe(M.cannotAskOwnCar);
    expect(
      (await refused(() => post(t, renter, `/api/cars/${randomUUID()}/questions`, { text: 'Hi' }))).status,
    ).toBe(404);
    expect(
      (await refused(() => post(t, host, `/api/conversations/${bookingId}/stop`, {}))).body.message,
    ).toBe(M.onlyQuestionsCanBeStopped);
  });
});

describe('reports and the admins', () => {
  it('lets a participant report the other’s message; the admin reads the conversation (recorded) and resolves it', async () => {
    const theirs = (await conversation(renter)).messages.find((m) => !m.mine)!;
    expect(
      (await refused(() => post(t, admin, `/api/admin/conversations/${bookingId}/open`, {}))).body.message,
    ).toBe(M.adminNeedsCause);
    const mine = (await conversation(renter)).messages.find((m) => m.mine)!;
    expect(
      (await refused(() => post(t, renter, `/api/conversations/${bookingId}/messages/${mine.id}/report`, {})))
        .body.message,
    ).toBe(M.cannotReportOwnMessage);

    const reported = await post<MessageView>(
      t,
      renter,
      `/api/conversations/${bookingId}/messages/${theirs.id}/report`,
      {
        reason: 'Asked me to pay outside the app',
      },
    );
    expect(reported.status).toBe(201);
    expect(reported.body.reportedByMe).toBe(true);
    expect(
      (
        await refused(() =>
          post(t, renter, `/api/conversations/${bookingId}/messages/${theirs.id}/report`, {}),
        )
      ).status,
    ).toBe(409);

    const queue = (
      await get<{ messageId: string; status: string; context: unknown[] }[]>(
        t,
        admin,
        '/api/admin/messages/reported',
      )
    ).body;
    expect(queue[0]).toMatchObject({
      messageId: theirs.id,
      status: 'open',
      reporters: [{ name: 'Esi Quaye' }],
    });
    expect(queue[0]!.context.length).toBeGreaterThan(1);

    const opened = await post<ConversationView>(t, admin, `/api/admin/conversations/${bookingId}/open`, {});
    expect(opened.status).toBe(200);
    expect(opened.body.side).toBeNull();
    const audit = await t.db.pool.query(
      `select data, metadata from es_events where stream_name = $1 and event_type = 'ConversationOpenedByAdmin'`,
      [`conversation-${bookingId}`],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].data).toMatchObject({ adminId: admin.userId, cause: 'report' });

    const resolved = await post<{ status: string }>(
      t,
      admin,
      `/api/admin/conversations/${bookingId}/messages/${theirs.id}/resolve`,
      { note: 'Warned the host' },
    );
    expect(resolved.body.status).toBe('resolved');
  });
});

describe('who may call each endpoint', () => {
  const messageId = randomUUID();
  const endpoints = (): {
    method: 'GET' | 'POST' | 'PUT';
    path: string;
    body?: unknown;
    participants: boolean;
  }[] => [
    { method: 'GET', path: `/api/bookings/${bookingId}/messages`, participants: true },
    { method: 'POST', path: `/api/bookings/${bookingId}/messages`, body: { text: 'hi' }, participants: true },
    { method: 'GET', path: `/api/conversations/${bookingId}`, participants: true },
    {
      method: 'POST',
      path: `/api/conversations/${bookingId}/messages`,
      body: { text: 'hi' },
      participants: true,
    },
    { method: 'POST', path: `/api/conversations/${bookingId}/read`, body: {}, participants: true },
    {
      method: 'POST',
      path: `/api/conversations/${bookingId}/messages/${messageId}/report`,
      body: {},
      participants: true,
    },
    { method: 'POST', path: `/api/conversations/${bookingId}/stop`, body: {}, participants: true },
  ];

  it('refuses anonymous callers (401) and strangers (404) everywhere, appending nothing', async () => {
    for (const endpoint of endpoints()) {
      const call = (user: TestUser | null) =>
        endpoint.method === 'GET' ? get(t, user, endpoint.path) : post(t, user, endpoint.path, endpoint.body);
      expect((await refused(() => call(null))).status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect((await refused(() => call(stranger))).status, `${endpoint.method} ${endpoint.path}`).toBe(404);
      // An admin is a stranger to a conversation no report or case names.
      expect((await refused(() => call(admin))).status, `${endpoint.method} ${endpoint.path}`).toBe(404);
    }
  });

  it('refuses the admin endpoints to the participants (403), appending nothing', async () => {
    for (const user of [renter, host, stranger]) {
      expect((await refused(() => get(t, user, '/api/admin/messages/reported'))).status).toBe(403);
      expect(
        (await refused(() => post(t, user, `/api/admin/conversations/${bookingId}/open`, {}))).status,
      ).toBe(403);
      expect(
        (
          await refused(() =>
            post(t, user, `/api/admin/conversations/${bookingId}/messages/${messageId}/resolve`, {
              note: 'x',
            }),
          )
        ).status,
      ).toBe(403);
    }
  });

  it('keeps each user’s notifications their own', async () => {
    expect((await refused(() => get(t, null, '/api/notifications'))).status).toBe(401);
    const strangers = await bell(stranger);
    expect(strangers.notifications.every((n) => !n.link.includes(bookingId))).toBe(true);
    const hostsFirst = (await bell(host)).notifications[0]!;
    // Marking another user's notification read changes nothing.
    await refusedNothing(() => post(t, stranger, '/api/notifications/read', { ids: [hostsFirst.id] }));
    expect((await refused(() => post(t, renter, '/api/notifications/read', { ids: 'some' }))).status).toBe(
      400,
    );
  });
});

describe('e-mail settings', () => {
  it('turns e-mail off per kind, never for payment e-mails', async () => {
    const chosen = await fetch(`${t.baseUrl}/api/notifications/settings`, {
      method: 'PUT',
      headers: { ...host.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ emailsOff: ['message'] }),
    });
    expect(chosen.status).toBe(200);
    const settings = (await chosen.json()) as { kinds: { kind: string; email: boolean; locked: boolean }[] };
    expect(settings.kinds.find((k) => k.kind === 'message')).toMatchObject({ email: false, locked: false });
    expect(settings.kinds.find((k) => k.kind === 'payout-sent')).toMatchObject({ email: true, locked: true });
    // Texts keep their defaults until chosen: what cannot wait (docs/adr/0042).
    expect(settings.kinds.filter((k) => (k as { sms?: boolean }).sms).map((k) => k.kind)).toEqual([
      'booking-requested',
      'request-accepted',
      'booking-confirmed',
      'trip-charged',
      'payout-sent',
    ]);
    const texts = await fetch(`${t.baseUrl}/api/notifications/settings`, {
      method: 'PUT',
      headers: { ...host.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ emailsOff: ['message'], smsOn: ['message', 'booking-requested'] }),
    });
    const textsChosen = (await texts.json()) as {
      kinds: { kind: string; sms: boolean }[];
      phoneVerified: boolean;
    };
    expect(textsChosen.kinds.filter((k) => k.sms).map((k) => k.kind)).toEqual([
      'booking-requested',
      'message',
    ]);
    expect(textsChosen.phoneVerified).toBe(false);
    const before = await t.store.headPosition();
    const locked = await fetch(`${t.baseUrl}/api/notifications/settings`, {
      method: 'PUT',
      headers: { ...host.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ emailsOff: ['payout-sent'] }),
    });
    expect(locked.status).toBe(400);
    expect(((await locked.json()) as { message: string }).message).toBe(
      'Payment e-mails cannot be turned off',
    );
    expect(await t.store.headPosition()).toEqual(before);
  });
});

describe('live updates', () => {
  it('pushes a message to the other party’s open page on another API instance, and resumes without loss or repeats', async () => {
    const second = await secondApiUrl(t);
    const hostPage = await openLive(`${second}/api/live`, host.cookie);
    expect(hostPage.status).toBe(200);
    expect(hostPage.contentType).toMatch(/^text\/event-stream/);
    await hostPage.next((e) => e.event === 'ready');

    const sentAt = Date.now();
    expect((await send(renter, 'Live one')).status).toBe(201);
    await hostPage.next(
      (e) => e.event === 'message' && (e.data as { conversationId: string }).conversationId === bookingId,
    );
    const pushedIn = Date.now() - sentAt;
    const count = await hostPage.next((e) => e.event === 'notifications');
    expect(count.data).toEqual({ unreadCount: (await bell(host)).unreadCount });
    expect(pushedIn).toBeLessThan(1_000);

    // The page goes away, two messages are sent, and it comes back with its last event id.
    const resumeFrom = hostPage.lastId();
    expect(resumeFrom).toMatch(/^\d+:\d+$/);
    await hostPage.close();
    await send(renter, 'Missed one');
    await send(renter, 'Missed two');
    const back = await openLive(`${t.baseUrl}/api/live`, host.cookie, resumeFrom!);
    await back.next((e) => e.event === 'ready');
    const messages = back.events.filter((e) => e.event === 'message');
    expect(messages).toHaveLength(2);
    const ids = back.events.map((e) => e.id).filter((id) => id !== null);
    expect(new Set(ids).size).toBe(ids.length);
    // Nothing older than the resume point comes again.
    const from = back.events.length;
    await send(renter, 'After the return');
    await back.next((e) => e.event === 'message', 5_000, from);
    expect(back.events.slice(from).filter((e) => e.event === 'message')).toHaveLength(1);
    await back.close();
  });

  it('sends the renter the host’s reading of their message', async () => {
    const renterPage = await openLive(`${t.baseUrl}/api/live`, renter.cookie);
    await renterPage.next((e) => e.event === 'ready');
    const from = renterPage.events.length;
    expect((await post(t, host, `/api/conversations/${bookingId}/read`, {})).status).toBe(204);
    await renterPage.next((e) => e.event === 'message', 5_000, from);
    await renterPage.close();
  });
});
