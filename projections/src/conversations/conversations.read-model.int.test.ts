import { randomUUID } from 'node:crypto';
import type { Actor } from '@akwaaba/domain';
import {
  type ConversationCommand,
  type ConversationParties,
  conversationDecider,
} from '@akwaaba/domain/conversations/conversation.decider';
import { conversationStream } from '@akwaaba/domain/conversations/conversation.events';
import { CONVERSATION_MESSAGES as M } from '@akwaaba/domain/conversations/conversation.messages';
import { bookingConversationOpenUntil } from '@akwaaba/domain/conversations/conversation.rules';
import { questionConversationIdFor } from '@akwaaba/domain/conversations/conversation-id';
import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { usersReadModel } from '../accounts/users.read-model';
import { carsReadModel } from '../cars/cars.read-model';
import { expectSameRowsWhateverTheBatches } from '../runner/test-support/batch-equivalence';
import { catchUp, useEventStoreDatabase } from '../runner/test-support/event-store-database';
import { appendRegistered, handleAsItsActor, listCar, person } from '../runner/test-support/people';
import { expectSameRowsAfterARetriedBatch } from '../runner/test-support/retried-batch';
import {
  closedReasonOf,
  conversationView,
  findConversation,
  hasReportedMessage,
  inbox,
  messageFor,
  reportedMessages,
  unreadMessageCount,
} from './conversations.queries';
import { conversationsReadModel } from './conversations.read-model';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh), 'file');

const renter = person('user');
const otherRenter = person('user');
const host = person('user');
const admin = person('admin');
const carId = randomUUID();

/** A booking's conversation, a damaged trip's, and two renters' questions about the car. */
const booked = randomUUID();
const damaged = randomUUID();
const asked = questionConversationIdFor(renter.userId!, carId);
const askedToo = questionConversationIdFor(otherRenter.userId!, carId);

const parties = (bookingId: string | null, renterId = renter.userId!): ConversationParties => ({
  kind: bookingId ? 'booking' : 'question',
  bookingId,
  carId,
  renterId,
  hostId: host.userId!,
  openUntil: bookingId ? bookingConversationOpenUntil('2026-12-05') : null,
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute)).toISOString();
/** After the booking's conversation closed. */
const afterItClosed = new Date('2027-01-05T00:00:00.000Z');
const duringTheTrip = new Date('2026-12-01T12:00:00.000Z');
const photoUrl = (path: string) => `https://signed.test${path}?sig=1`;
const messagePhoto = '/objects/message-photos/kotoka.jpg';

const on = (conversationId: string, command: ConversationCommand) =>
  handleAsItsActor(store, conversationDecider, conversationStream(conversationId), command);

/** The messages' ids, by name. */
const m = {
  hello: randomUUID(),
  landing: randomUUID(),
  seeYou: randomUUID(),
  cash: randomUUID(),
  sorry: randomUUID(),
  childSeat: randomUUID(),
  available: randomUUID(),
  dent: randomUUID(),
};

async function send(
  conversationId: string,
  actor: Actor,
  messageId: string,
  text: string,
  minute: number,
  photo: string | null = null,
) {
  const bookingId = conversationId === booked || conversationId === damaged ? conversationId : null;
  return on(conversationId, {
    type: 'SendMessage',
    conversationId,
    parties: parties(bookingId, actor === otherRenter ? otherRenter.userId! : renter.userId!),
    actor,
    messageId,
    text,
    photo,
    now: at(minute),
  });
}
const markRead = (conversationId: string, actor: Actor, minute: number) =>
  on(conversationId, { type: 'MarkConversationRead', conversationId, actor, now: at(minute) });

type Rows = Record<string, Record<string, unknown>[]>;
const readRows = async (): Promise<Rows> => {
  const rows: Rows = {};
  for (const [view, order] of [
    ['conversations', 'id'],
    ['conversation_messages', 'conversation_id, seq'],
    ['conversation_participants', 'conversation_id, user_id'],
    ['message_reports', 'message_id, reporter_id'],
    ['conversation_openings', 'conversation_id, opened_at'],
  ] as const) {
    rows[view] = (await db.pool.query(`select to_jsonb(r) as row from ${view} r order by ${order}`)).rows.map(
      (r) => r.row as Record<string, unknown>,
    );
  }
  return rows;
};

let rows: Rows;
/** What each participant had not read, looked at along the way: [who, conversation, unread]. */
const unreadAlongTheWay: [string, string, number][] = [];

async function unreadNow(label: string, conversationId: string, user: Actor) {
  await catchUp({ db, store }, (await store.headPosition())!, [conversationsReadModel]);
  const { rows } = await db.pool.query<{ unread_count: number }>(
    'select unread_count from conversation_participants where conversation_id = $1 and user_id = $2',
    [conversationId, user.userId],
  );
  unreadAlongTheWay.push([
    label,
    conversationId === booked ? 'booked' : conversationId,
    rows[0]!.unread_count,
  ]);
}

beforeAll(async () => {
  for (const [user, first, last] of [
    [renter, 'Esi', 'Quaye'],
    [otherRenter, 'Yaw', 'Boateng'],
    [host, 'Kwame', 'Owusu'],
    [admin, 'Abena', 'Admin'],
  ] as const) {
    await appendRegistered(store, user, first, last);
  }
  await listCar(store, host, carId);

  // The booking's conversation: two from the renter, read and answered, read, and more.
  await send(booked, renter, m.hello, 'Hello! Is pick-up at Kotoka fine?', 1);
  await send(booked, renter, m.landing, 'I land at 14:00.', 2);
  await unreadNow('host, after two messages', booked, host);
  await markRead(booked, host, 3);
  await unreadNow('host, after reading them', booked, host);
  await send(booked, host, m.seeYou, 'Yes, see you at arrivals.', 4, messagePhoto);
  await unreadNow('renter, after the answer', booked, renter);
  await unreadNow('host, after answering', booked, host);
  await markRead(booked, renter, 5);
  await send(booked, renter, m.cash, 'Can I pay you in cash instead?', 6);
  // Reported both ways; the admin resolves one, then reads the conversation for it.
  await on(booked, {
    type: 'ReportMessage',
    conversationId: booked,
    messageId: m.cash,
    actor: host,
    reason: 'Asks to pay outside the app',
    now: at(7),
  });
  await on(booked, {
    type: 'ReportMessage',
    conversationId: booked,
    messageId: m.seeYou,
    actor: renter,
    reason: '',
    now: at(8),
  });
  await on(booked, {
    type: 'ResolveMessageReport',
    conversationId: booked,
    messageId: m.cash,
    actor: admin,
    note: 'Reminded the renter to pay in the app',
    now: at(9),
  });
  await on(booked, {
    type: 'OpenConversationAsAdmin',
    conversationId: booked,
    actor: admin,
    damageCaseOpen: false,
    now: at(10),
  });
  await markRead(booked, host, 11);
  await send(booked, renter, m.sorry, 'Sorry, I will pay in the app.', 12);
  await unreadNow('host, at the end', booked, host);

  // Two renters ask about the car; the host stops the first.
  await send(asked, renter, m.childSeat, 'Does it have a child seat?', 13);
  await on(asked, { type: 'StopConversation', conversationId: asked, actor: host, now: at(14) });
  await send(askedToo, otherRenter, m.available, 'Is it free at Easter?', 15);

  // A trip with a damage case: the admin reads its conversation for it.
  await send(damaged, renter, m.dent, 'The dent was there before.', 16);
  const { position } = await on(damaged, {
    type: 'OpenConversationAsAdmin',
    conversationId: damaged,
    actor: admin,
    damageCaseOpen: true,
    now: at(17),
  });

  const deps = { pool: db.pool, store };
  ({ rows } = await expectSameRowsWhateverTheBatches(deps, conversationsReadModel, position!, readRows));
  await expectSameRowsAfterARetriedBatch(deps, conversationsReadModel, rows, readRows);
  // Names and car titles come from the users and cars read models.
  await catchUp({ db, store }, position!, [usersReadModel, carsReadModel]);
});

const unreadOf = (conversationId: string, user: Actor) =>
  rows.conversation_participants!.find(
    (r) => r.conversation_id === conversationId && r.user_id === user.userId,
  )?.unread_count;

describe('conversations read model', () => {
  it('counts what each participant has not read: the other side’s messages after their last read', async () => {
    expect(unreadAlongTheWay).toEqual([
      ['host, after two messages', 'booked', 2],
      ['host, after reading them', 'booked', 0],
      ['renter, after the answer', 'booked', 1],
      ['host, after answering', 'booked', 0],
      ['host, at the end', 'booked', 1],
    ]);
    expect(unreadOf(booked, renter)).toBe(0);
    expect(unreadOf(booked, host)).toBe(1);
    expect(unreadOf(asked, renter)).toBe(0);
    expect(unreadOf(asked, host)).toBe(1);
    expect(unreadOf(askedToo, host)).toBe(1);
    expect(unreadOf(damaged, host)).toBe(1);
    expect(await unreadMessageCount(db.pool, host.userId!)).toBe(4);
    expect(await unreadMessageCount(db.pool, renter.userId!)).toBe(0);
    expect(await unreadMessageCount(db.pool, otherRenter.userId!)).toBe(0);
    expect(await unreadMessageCount(db.pool, admin.userId!)).toBe(0);
  });

  it('keeps each conversation with its parties, its last message and whether it is stopped', () => {
    expect(rows.conversations!.map((r) => [r.id, r.kind, r.stopped_at !== null])).toEqual(
      [
        [booked, 'booking', false],
        [damaged, 'booking', false],
        [asked, 'question', true],
        [askedToo, 'question', false],
      ].sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)),
    );
    expect(rows.conversations!.find((r) => r.id === booked)).toMatchObject({
      booking_id: booked,
      car_id: carId,
      renter_id: renter.userId,
      host_id: host.userId,
      open_until: '2027-01-05T00:00:00+00:00',
      started_at: at(1).replace('.000Z', '+00:00'),
      last_message_id: m.sorry,
      last_message_at: at(12).replace('.000Z', '+00:00'),
    });
    // Messages in the order sent, each conversation's on its own.
    const texts = rows.conversation_messages!.filter((r) => r.conversation_id === booked).map((r) => r.text);
    expect(texts).toEqual([
      'Hello! Is pick-up at Kotoka fine?',
      'I land at 14:00.',
      'Yes, see you at arrivals.',
      'Can I pay you in cash instead?',
      'Sorry, I will pay in the app.',
    ]);
  });

  it('keeps the reports, the resolved one with its note', () => {
    expect(rows.message_reports!.map((r) => [r.message_id, r.reporter_id, r.resolved_by !== null])).toEqual(
      [
        [m.cash, host.userId, true],
        [m.seeYou, renter.userId, false],
      ].sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)),
    );
    expect(rows.message_reports!.find((r) => r.message_id === m.cash)).toMatchObject({
      conversation_id: booked,
      reason: 'Asks to pay outside the app',
      resolved_by: admin.userId,
      resolution_note: 'Reminded the renter to pay in the app',
      resolved_at: at(9).replace('.000Z', '+00:00'),
    });
  });

  it('records each time an admin opened a conversation, and why', () => {
    expect(
      rows.conversation_openings!.map((r) => [r.conversation_id, r.admin_id, r.cause, r.opened_at]),
    ).toEqual(
      [
        [booked, admin.userId, 'report', at(10).replace('.000Z', '+00:00')],
        [damaged, admin.userId, 'damage-case', at(17).replace('.000Z', '+00:00')],
      ].sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)),
    );
  });

  it('lists a participant’s conversations, the latest first, with what they have not read', async () => {
    const hosts = await inbox(db.pool, host.userId!);
    expect(hosts.map((c) => [c.id, c.unreadCount])).toEqual([
      [damaged, 1],
      [askedToo, 1],
      [asked, 1],
      [booked, 1],
    ]);
    expect(hosts.find((c) => c.id === booked)).toEqual({
      id: booked,
      kind: 'booking',
      bookingId: booked,
      car: { id: carId, title: '2019 Toyota Corolla' },
      other: { id: renter.userId, name: 'Esi Quaye' },
      lastMessage: { text: 'Sorry, I will pay in the app.', mine: false, hasPhoto: false, sentAt: at(12) },
      unreadCount: 1,
    });
    const renters = await inbox(db.pool, renter.userId!);
    expect(renters.map((c) => [c.id, c.other.name, c.lastMessage.mine, c.unreadCount])).toEqual([
      [damaged, 'Kwame Owusu', true, 0],
      [asked, 'Kwame Owusu', true, 0],
      [booked, 'Kwame Owusu', true, 0],
    ]);
    expect(await inbox(db.pool, admin.userId!)).toEqual([]);
  });

  it('shows a conversation to a participant: what the other side read, what they reported, photos', async () => {
    const row = (await findConversation(db.pool, booked))!;
    const view = await conversationView(db.pool, row, renter.userId!, photoUrl, duringTheTrip);
    expect(view).toMatchObject({
      id: booked,
      kind: 'booking',
      side: 'renter',
      renter: { id: renter.userId, name: 'Esi Quaye' },
      host: { id: host.userId, name: 'Kwame Owusu' },
      closedReason: null,
      openUntil: '2027-01-05T00:00:00.000Z',
    });
    expect(
      view.messages.map((message) => [message.text, message.mine, message.readByOther, message.reportedByMe]),
    ).toEqual([
      ['Hello! Is pick-up at Kotoka fine?', true, true, false],
      ['I land at 14:00.', true, true, false],
      ['Yes, see you at arrivals.', false, false, true],
      // The host read up to here at minute 11, before the last message.
      ['Can I pay you in cash instead?', true, true, false],
      ['Sorry, I will pay in the app.', true, false, false],
    ]);
    // The phone's original is never shown: the photo waits for the worker's copies (their test:
    // workers/src/conversations/message-photo-variants.int.test.ts).
    expect(view.messages[2]).toMatchObject({ photoPending: true, photoUrl: null, photoThumbnailUrl: null });
    // The host sees their answer read by the renter, and the message they reported.
    const hosts = await conversationView(db.pool, row, host.userId!, photoUrl, duringTheTrip);
    expect(hosts.side).toBe('host');
    expect(hosts.messages.map((message) => [message.readByOther, message.reportedByMe])).toEqual([
      [false, false],
      [false, false],
      [true, false],
      [false, true],
      [false, false],
    ]);
    // An admin reading it has no side and nothing of their own.
    const admins = await conversationView(db.pool, row, null, photoUrl, duringTheTrip);
    expect(admins.side).toBeNull();
    expect(
      admins.messages.every((message) => !message.mine && !message.readByOther && !message.reportedByMe),
    ).toBe(true);
    expect(await messageFor(db.pool, row, m.seeYou, renter.userId!, photoUrl)).toEqual(view.messages[2]);
    expect(await messageFor(db.pool, row, randomUUID(), renter.userId!, photoUrl)).toBeNull();
  });

  it('says why a conversation takes no more messages', async () => {
    const row = (await findConversation(db.pool, booked))!;
    expect(closedReasonOf(row, duringTheTrip)).toBeNull();
    expect(closedReasonOf(row, afterItClosed)).toBe(M.conversationClosed);
    expect(closedReasonOf((await findConversation(db.pool, asked))!, afterItClosed)).toBe(
      M.conversationStopped,
    );
    expect(closedReasonOf((await findConversation(db.pool, askedToo))!, afterItClosed)).toBeNull();
  });

  it('finds a conversation by id, and nothing for an unknown or malformed one', async () => {
    expect(await findConversation(db.pool, asked)).toMatchObject({ kind: 'question', booking_id: null });
    expect(await findConversation(db.pool, randomUUID())).toBeNull();
    expect(await findConversation(db.pool, 'not-a-uuid')).toBeNull();
  });

  it('queues reported messages for the admins, open first, with the messages around them', async () => {
    expect(await hasReportedMessage(db.pool, booked)).toBe(true);
    expect(await hasReportedMessage(db.pool, damaged)).toBe(false);
    const queue = await reportedMessages(db.pool);
    expect(queue.map((r) => [r.messageId, r.status])).toEqual([
      [m.seeYou, 'open'],
      [m.cash, 'resolved'],
    ]);
    const [open, resolved] = queue;
    expect(open).toMatchObject({
      conversationId: booked,
      car: { id: carId, title: '2019 Toyota Corolla' },
      sender: { id: host.userId, name: 'Kwame Owusu' },
      reporters: [{ id: renter.userId, name: 'Esi Quaye', reason: '', reportedAt: at(8) }],
      resolution: null,
    });
    // Two before and two after.
    expect(open!.context.map((c) => [c.text, c.reported])).toEqual([
      ['Hello! Is pick-up at Kotoka fine?', false],
      ['I land at 14:00.', false],
      ['Yes, see you at arrivals.', true],
      ['Can I pay you in cash instead?', false],
      ['Sorry, I will pay in the app.', false],
    ]);
    expect(resolved).toMatchObject({
      sender: { name: 'Esi Quaye' },
      resolution: { note: 'Reminded the renter to pay in the app', by: 'Abena Admin', at: at(9) },
    });
    expect(resolved!.context.map((c) => c.text)).toEqual([
      'I land at 14:00.',
      'Yes, see you at arrivals.',
      'Can I pay you in cash instead?',
      'Sorry, I will pay in the app.',
    ]);
    expect(await reportedMessages(db.pool, m.cash)).toEqual([resolved]);
  });
});
