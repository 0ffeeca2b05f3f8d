import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type BookingEvent,
  bookingStream,
  type CarCommand,
  type CarEvent,
  carDecider,
  carStream,
  fold,
} from '@akwaaba/domain';
import { quote } from '@akwaaba/domain/bookings/booking.testing';
import { carDetails } from '@akwaaba/domain/cars/car.testing';
import {
  type ConversationEvent,
  conversationStream,
} from '@akwaaba/domain/conversations/conversation.events';
import {
  type NotificationEvent,
  notificationsStream,
} from '@akwaaba/domain/notifications/notification.events';
import {
  type HostPayoutsEvent,
  hostPayoutsStream,
  payoutReference,
} from '@akwaaba/domain/payouts/host-payouts.events';
import { fourPhotos } from '@akwaaba/domain/trips/trip.testing';
import type { NewEvent, Position } from '@akwaaba/infra/eventstore/port';
import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { usersReadModel } from '../accounts/users.read-model';
import { bookingsReadModel } from '../bookings/bookings.read-model';
import { carsReadModel } from '../cars/cars.read-model';
import { startProjectionRunners } from '../runner/runner';
import { expectSameRowsWhateverTheBatches } from '../runner/test-support/batch-equivalence';
import { useEventStoreDatabase } from '../runner/test-support/event-store-database';
import { registered, tick } from '../runner/test-support/events';
import { expectSameRowsAfterARetriedBatch } from '../runner/test-support/retried-batch';
import { waitForProjections } from '../runner/wait';
import {
  emailsOffFor,
  listNotifications,
  liveEntries,
  notificationsToEmail,
  unreadAmong,
  unreadNotificationCount,
} from './notifications.queries';
import { notificationsReadModel } from './notifications.read-model';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh), 'file');

const renter = randomUUID();
const otherRenter = randomUUID();
const host = randomUUID();
const admin: Actor = { userId: randomUUID(), role: 'admin' };
const car = randomUUID();
const rejectedCar = randomUUID();
/** An early booking (its live feed entries are pruned), a trip that happens, one cancelled. */
const early = randomUUID();
const trip = randomUUID();
const cancelled = randomUUID();

/*
 * The clock: the first events on 1 March, the rest from two days and an hour later, so the
 * live feed (kept two days) has dropped the first ones by the end.
 */
const T0 = Date.parse('2026-03-01T08:00:00.000Z');
let clock = T0;
const DAY = 86_400_000;
const timeNow = () => new Date(clock).toISOString();

/** Each event appended on its own, a minute after the last: its id and position by name. */
const happened = new Map<string, { id: string; position: Position; at: string }>();
async function happen(
  name: string,
  stream: string,
  event: BookingEvent | CarEvent | ConversationEvent | HostPayoutsEvent | NotificationEvent,
): Promise<void> {
  clock += 60_000;
  const made: NewEvent = tick(event.data as unknown as Record<string, unknown>, event.type);
  const at = timeNow();
  const { position } = await store.appendToStream(stream, [
    { ...made, metadata: { ...made.metadata, timestamp: at } },
  ]);
  happened.set(name, { id: made.id, position, at });
}
const idOf = (name: string) => happened.get(name)!.id;
const positionOf = (name: string) => happened.get(name)!.position;

const carHistory = new Map<string, CarEvent[]>();
async function onCar(name: string, carId: string, command: CarCommand) {
  const history = carHistory.get(carId) ?? [];
  const events = carDecider.decide(command, fold(carDecider, history));
  history.push(...events);
  carHistory.set(carId, history);
  for (const event of events) await happen(name, carStream(carId), event);
}

const booking = (bookingId: string, event: BookingEvent) =>
  happen(`${event.type} ${bookingId}`, bookingStream(bookingId), event);
const created = (bookingId: string, renterId: string): BookingEvent => ({
  type: 'BookingCreated',
  data: {
    bookingId,
    carId: car,
    ownerId: host,
    renterId,
    startDate: '2026-03-05',
    endDate: '2026-03-07',
    destinationRegionId: null,
    includeDriver: false,
    quote,
    holdExpiresAt: new Date(clock + 30 * 60_000).toISOString(),
  },
});
const reading = { odometerKm: 42_000, fuelEighths: 8, photos: fourPhotos, note: '' };

const payouts = (name: string, event: HostPayoutsEvent) => happen(name, hostPayoutsStream(host), event);
const started = (attempt: number, amount: number): HostPayoutsEvent => ({
  type: 'PayoutTransferStarted',
  data: {
    hostId: host,
    bookingId: trip,
    reference: payoutReference(trip, attempt),
    amount,
    debtSettled: 0,
    recipientCode: 'RCP_1',
    attempt,
  },
});
const failed = (attempt: number, reversed: boolean): HostPayoutsEvent => ({
  type: 'PayoutTransferFailed',
  data: {
    hostId: host,
    bookingId: trip,
    reference: payoutReference(trip, attempt),
    reason: reversed ? 'Reversed by the bank' : 'Wallet not found',
    reversed,
    nextAttemptAt: new Date(clock + DAY).toISOString(),
  },
});

const talk = (name: string, event: ConversationEvent) => happen(name, conversationStream(trip), event);
const message = (messageId: string, senderId: string): ConversationEvent => ({
  type: 'ConversationMessageSent',
  data: {
    conversationId: trip,
    messageId,
    senderId,
    text: `Message ${messageId}`,
    photo: null,
    sentAt: timeNow(),
  },
});
const conversationRead = (readerId: string, upToMessageId: string): ConversationEvent => ({
  type: 'ConversationRead',
  data: { conversationId: trip, readerId, upToMessageId, readAt: new Date(clock + 60_000).toISOString() },
});
const notificationsRead = (userId: string, notificationIds: string[] | 'all'): NotificationEvent => ({
  type: 'NotificationsRead',
  data: { userId, notificationIds, readAt: new Date(clock + 60_000).toISOString() },
});
const m = {
  first: randomUUID(),
  second: randomUUID(),
  third: randomUUID(),
  answer: randomUUID(),
  fourth: randomUUID(),
};

type Row = Record<string, unknown>;
const readRows = async (): Promise<Record<string, Row[]>> => {
  const rows: Record<string, Row[]> = {};
  for (const [view, order] of [
    ['notifications', 'id'],
    ['notification_settings', 'user_id'],
    ['notification_parties', 'id'],
    ['unread_counts', 'user_id'],
    ['live_feed', LIVE_FEED_ORDER],
  ] as const) {
    rows[view] = (await db.pool.query(`select to_jsonb(r) as row from ${view} r order by ${order}`)).rows.map(
      (r) => r.row as Row,
    );
  }
  return rows;
};
const LIVE_FEED_ORDER = 'position_commit, position_prepare, ordinal';

let rows: Record<string, Row[]>;

beforeAll(async () => {
  for (const [userId, first, last] of [
    [renter, 'Esi', 'Quaye'],
    [otherRenter, 'Yaw', 'Boateng'],
    [host, 'Kwame', 'Owusu'],
  ] as const) {
    await store.appendToStream(`user-${userId}`, [
      tick({ ...registered(userId, first, last), passwordHash: 'not used here' }, 'UserRegistered'),
    ]);
  }
  const hostActor: Actor = { userId: host, role: 'user' };
  const listing = (carId: string): CarCommand => ({
    type: 'ListCar',
    carId,
    actor: hostActor,
    ownerId: host,
    details: carDetails(),
    available: true,
  });

  // 1 March: the host says where to be paid (so no booking asks for it: see
  // payout-account-notice), a car listed and approved, and an early booking.
  await payouts('account set', {
    type: 'PayoutAccountSet',
    data: {
      hostId: host,
      account: { type: 'mobile_money', network: 'MTN', number: '0541234567', name: 'Kwame Owusu' },
      recipientCode: 'RCP_1',
      description: 'MTN ••• 4567',
    },
  });
  await onCar('listed', car, listing(car));
  await onCar('approved', car, { type: 'ApproveCar', carId: car, actor: admin });
  await booking(early, created(early, renter));

  // Two days and an hour later: another car rejected; a trip from booking to reviews; a cancellation.
  clock = T0 + 2 * DAY + 60 * 60_000;
  await onCar('listed too', rejectedCar, listing(rejectedCar));
  await onCar('rejected', rejectedCar, {
    type: 'RejectCar',
    carId: rejectedCar,
    actor: admin,
    notes: 'Blurred',
  });
  await booking(trip, created(trip, renter));
  await booking(trip, { type: 'BookingPaymentInitialized', data: { bookingId: trip, reference: 'ref-1' } });
  await booking(trip, {
    type: 'BookingConfirmed',
    data: { bookingId: trip, reference: 'ref-1', amount: quote.total, currency: 'GHS' },
  });
  await booking(trip, {
    type: 'BookingHandoverRecorded',
    data: { bookingId: trip, by: 'renter', ...reading, recordedAt: timeNow() },
  });
  await booking(trip, {
    type: 'BookingReturnRecorded',
    data: {
      bookingId: trip,
      by: 'host',
      ...reading,
      odometerKm: 42_300,
      recordedAt: timeNow(),
      distanceKm: 300,
      fuelChangeEighths: 0,
      damage: null,
      charges: [{ kind: 'extra-km', quantity: 50, unitFee: 150, amount: 7_500 }],
    },
  });
  await booking(trip, {
    type: 'BookingCompleted',
    data: { bookingId: trip, completedAt: timeNow(), how: 'return-accepted' },
  });
  await booking(trip, {
    type: 'BookingReviewed',
    data: { bookingId: trip, carId: car, renterId: renter, rating: 5, comment: 'Clean car', hostRating: 5 },
  });
  await booking(trip, {
    type: 'BookingRenterReviewed',
    data: { bookingId: trip, renterId: renter, ownerId: host, rating: 5, comment: 'Careful driver' },
  });
  await booking(cancelled, created(cancelled, otherRenter));
  await booking(cancelled, {
    type: 'BookingConfirmed',
    data: { bookingId: cancelled, reference: 'ref-2', amount: quote.total, currency: 'GHS' },
  });
  await booking(cancelled, {
    type: 'BookingCancelled',
    data: { bookingId: cancelled, refundAmount: quote.total, freeCancellation: true },
  });

  // The host opens one notification, then marks them all read.
  await happen(
    'host read one',
    notificationsStream(host),
    notificationsRead(host, [idOf(`BookingCreated ${trip}`)]),
  );
  await happen('host read all', notificationsStream(host), notificationsRead(host, 'all'));

  // Payouts: a first attempt fails, a second too, the third arrives, and is reversed.
  await payouts('started 1', started(1, 47_250));
  await payouts('failed 1', failed(1, false));
  await payouts('started 2', started(2, 47_250));
  await payouts('failed 2', failed(2, false));
  await payouts('started 3', started(3, 47_250));
  await payouts('sent 3', {
    type: 'PayoutTransferSucceeded',
    data: { hostId: host, bookingId: trip, reference: payoutReference(trip, 3), transferCode: 'TRF_3' },
  });
  await happen('host read payout', notificationsStream(host), notificationsRead(host, [idOf('sent 3')]));

  // The trip's conversation: three from the renter, read by the host, answered; one more; read.
  await talk('conversation started', {
    type: 'ConversationStarted',
    data: {
      conversationId: trip,
      kind: 'booking',
      bookingId: trip,
      carId: car,
      renterId: renter,
      hostId: host,
      openUntil: '2026-04-07T00:00:00.000Z',
      startedAt: timeNow(),
    },
  });
  await talk('first', message(m.first, renter));
  await talk('second', message(m.second, renter));
  await talk('third', message(m.third, renter));
  await talk('host read', conversationRead(host, m.third));
  await talk('answer', message(m.answer, host));
  await talk('fourth', message(m.fourth, renter));
  await talk('renter read', conversationRead(renter, m.fourth));

  await payouts('reversed 3', failed(3, true));
  await happen('emails chosen', notificationsStream(host), {
    type: 'NotificationEmailsChosen',
    data: { userId: host, emailsOff: ['message', 'review-received'], chosenAt: timeNow() },
  });
  await happen('emails chosen again', notificationsStream(host), {
    type: 'NotificationEmailsChosen',
    data: { userId: host, emailsOff: ['message'], chosenAt: timeNow() },
  });

  const deps = { pool: db.pool, store };
  const head = positionOf('emails chosen again');
  ({ rows } = await expectSameRowsWhateverTheBatches(deps, notificationsReadModel, head, readRows));
  await expectSameRowsAfterARetriedBatch(deps, notificationsReadModel, rows, readRows);
  // Names, car titles and a booking's days come from the users, cars and bookings read models.
  const running = startProjectionRunners({
    pool: db.pool,
    store,
    projections: [usersReadModel, carsReadModel, bookingsReadModel],
  });
  try {
    expect(await waitForProjections(db.pool, head, ['users', 'cars', 'bookings'], 20_000)).toBe(true);
  } finally {
    await running.stop();
  }
});

const notificationOf = (name: string) => rows.notifications!.find((row) => row.id === idOf(name));
const timestamp = (name: string) => happened.get(name)!.at.replace('.000Z', '+00:00');

describe('notifications read model: who is told of what', () => {
  it('tells the host of bookings made, paid and cancelled, the renter being who did it', () => {
    for (const [name, kind, actor] of [
      [`BookingCreated ${early}`, 'booking-created', renter],
      [`BookingCreated ${trip}`, 'booking-created', renter],
      [`BookingConfirmed ${trip}`, 'booking-confirmed', renter],
      [`BookingCreated ${cancelled}`, 'booking-created', otherRenter],
      [`BookingConfirmed ${cancelled}`, 'booking-confirmed', otherRenter],
      [`BookingCancelled ${cancelled}`, 'booking-cancelled', otherRenter],
    ] as const) {
      expect(notificationOf(name), name).toMatchObject({ user_id: host, kind, actor_id: actor, car_id: car });
    }
    // Nobody is told of a payment started or a trip completed.
    expect(notificationOf(`BookingPaymentInitialized ${trip}`)).toBeUndefined();
    expect(notificationOf(`BookingCompleted ${trip}`)).toBeUndefined();
  });

  it.each([
    ['BookingHandoverRecorded', host, 'handover-recorded', renter],
    ['BookingReturnRecorded', renter, 'return-recorded', host],
    ['BookingReviewed', host, 'review-received', renter],
    ['BookingRenterReviewed', renter, 'review-received', host],
  ])(
    'tells the other party of a handover or return, and each of the review they were given: %s',
    (event, userId, kind, actorId) => {
      expect(notificationOf(`${event} ${trip}`)).toMatchObject({
        user_id: userId,
        kind,
        actor_id: actorId,
        booking_id: trip,
      });
    },
  );

  it('tells the renter what the return’s record charged them, beside the return’s own notification', () => {
    const charged = rows.notifications!.filter((row) => row.kind === 'trip-charged');
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({
      user_id: renter,
      amount: 7_500,
      booking_id: trip,
      car_id: car,
      actor_id: null,
    });
    expect(charged[0]!.id).not.toBe(idOf(`BookingReturnRecorded ${trip}`));
  });

  it('tells the owner of a listing approved or rejected', () => {
    expect(notificationOf('approved')).toMatchObject({
      user_id: host,
      kind: 'listing-approved',
      car_id: car,
    });
    expect(notificationOf('rejected')).toMatchObject({
      user_id: host,
      kind: 'listing-rejected',
      car_id: rejectedCar,
    });
  });

  it('tells the host of a payout sent with its amount, and of a failure on the first attempt or a reversal only', () => {
    expect(notificationOf('sent 3')).toMatchObject({
      user_id: host,
      kind: 'payout-sent',
      amount: 47_250,
      booking_id: trip,
      car_id: car,
    });
    expect(notificationOf('failed 1')).toMatchObject({ kind: 'payout-failed', car_id: car });
    expect(notificationOf('failed 2')).toBeUndefined();
    expect(notificationOf('reversed 3')).toMatchObject({ kind: 'payout-failed', read_at: null });
  });

  it('makes consecutive messages one notification whose count grows, until the conversation is read', () => {
    const messages = rows.notifications!.filter((row) => row.kind === 'message');
    expect(messages.map((row) => [row.id, row.user_id, row.count, row.read_at !== null])).toEqual(
      [
        [idOf('first'), host, 3, true],
        [idOf('answer'), renter, 1, true],
        [idOf('fourth'), host, 1, false],
      ].sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)),
    );
    // It moves up with each message: the time and place in the log of the last one.
    expect(notificationOf('first')).toMatchObject({
      conversation_id: trip,
      actor_id: renter,
      created_at: timestamp('third'),
      position_commit: Number(positionOf('third').commit),
      // Read when the host read the conversation.
      read_at: timestamp('host read'),
    });
  });

  it('marks read what the user opened, or all they had before', () => {
    const unread = rows
      .notifications!.filter((row) => row.read_at === null)
      .map((row) => [row.user_id, row.id]);
    expect(unread.sort()).toEqual(
      [
        [host, idOf('failed 1')],
        [host, idOf('fourth')],
        [host, idOf('reversed 3')],
        [renter, idOf(`BookingReturnRecorded ${trip}`)],
        [renter, rows.notifications!.find((row) => row.kind === 'trip-charged')!.id],
        [renter, idOf(`BookingRenterReviewed ${trip}`)],
      ].sort(),
    );
  });

  it('counts each user’s unread notifications as they change', () => {
    const unread = new Map<unknown, number>();
    for (const row of rows.notifications!)
      if (row.read_at === null) unread.set(row.user_id, (unread.get(row.user_id) ?? 0) + 1);
    const counted = rows.unread_counts!.filter((row) => row.unread !== 0);
    expect(new Map(counted.map((row) => [row.user_id, row.unread]))).toEqual(unread);
    expect(unread.get(host)).toBe(3);
  });

  it('keeps the e-mails each user turned off', async () => {
    // sms_on null: the host has not chosen their texts (the defaults, docs/adr/0042).
    expect(rows.notification_settings).toEqual([{ user_id: host, emails_off: ['message'], sms_on: null }]);
    expect(await emailsOffFor(db.pool, host)).toEqual(['message']);
    expect(await emailsOffFor(db.pool, renter)).toEqual([]);
  });
});

describe('the live feed', () => {
  const feedAt = async (name: string) => {
    const { commit, prepare } = positionOf(name);
    const { rows } = await db.pool.query<{ user_id: string; kind: string; data: unknown }>(
      `select user_id, kind, data from live_feed where position_commit = $1 and position_prepare = $2
        order by ${LIVE_FEED_ORDER}`,
      [commit, prepare],
    );
    return rows.map((row) => [
      row.user_id === host ? 'host' : row.user_id === renter ? 'renter' : row.user_id,
      row.kind,
      row.data,
    ]);
  };

  it('tells each user’s pages what changed, at the event’s position', async () => {
    expect(await feedAt(`BookingCreated ${trip}`)).toEqual([
      ['host', 'notifications', { unreadCount: 4 }],
      ['renter', 'booking', { bookingId: trip, change: 'BookingCreated' }],
      ['host', 'booking', { bookingId: trip, change: 'BookingCreated' }],
    ]);
    expect(await feedAt(`BookingCompleted ${trip}`)).toEqual([
      ['renter', 'booking', { bookingId: trip, change: 'BookingCompleted' }],
      ['host', 'booking', { bookingId: trip, change: 'BookingCompleted' }],
    ]);
    expect(await feedAt('host read one')).toEqual([['host', 'notifications', { unreadCount: 9 }]]);
    expect(await feedAt('host read all')).toEqual([['host', 'notifications', { unreadCount: 0 }]]);
    expect(await feedAt('failed 1')).toEqual([['host', 'notifications', { unreadCount: 1 }]]);
    expect(await feedAt('failed 2')).toEqual([]);
    expect(await feedAt('second')).toEqual([
      ['host', 'notifications', { unreadCount: 2 }],
      ['renter', 'message', { conversationId: trip }],
      ['host', 'message', { conversationId: trip }],
    ]);
    expect(await feedAt('host read')).toEqual([
      ['host', 'notifications', { unreadCount: 1 }],
      ['renter', 'message', { conversationId: trip }],
      ['host', 'message', { conversationId: trip }],
    ]);
    expect(await feedAt('emails chosen')).toEqual([]);
  });

  it('keeps two days: the first day’s entries are gone, their notifications stay', async () => {
    expect(await feedAt('approved')).toEqual([]);
    expect(await feedAt(`BookingCreated ${early}`)).toEqual([]);
    expect(notificationOf(`BookingCreated ${early}`)).toMatchObject({ kind: 'booking-created' });
    const oldest = rows.live_feed!.map((row) => Date.parse(String(row.at))).sort((a, b) => a - b)[0]!;
    expect(oldest).toBeGreaterThan(T0 + 2 * DAY);
  });

  it('gives a user’s entries after a position, up to another, in log order', async () => {
    const entries = await liveEntries(
      db.pool,
      [renter],
      positionOf('host read all'),
      positionOf('renter read'),
    );
    expect(entries.map((entry) => [entry.kind, entry.data])).toEqual([
      // Three messages and the host's reading of them.
      ...Array.from({ length: 4 }, () => ['message', { conversationId: trip }]),
      // The renter's unread count counts the trip's charges too.
      ['notifications', { unreadCount: 4 }],
      ['message', { conversationId: trip }],
      ['message', { conversationId: trip }],
      ['notifications', { unreadCount: 3 }],
      ['message', { conversationId: trip }],
    ]);
    expect(entries.every((entry) => entry.userId === renter)).toBe(true);
    expect(await liveEntries(db.pool, [], null, positionOf('renter read'))).toEqual([]);
  });
});

describe('notifications queries', () => {
  it('lists a user’s notifications newest first, in words, with the unread count', async () => {
    const list = await listNotifications(db.pool, host);
    expect(list.unreadCount).toBe(3);
    expect(await unreadNotificationCount(db.pool, host)).toBe(3);
    expect(await unreadNotificationCount(db.pool, renter)).toBe(3);
    expect(list.notifications.slice(0, 3)).toEqual([
      {
        id: idOf('reversed 3'),
        kind: 'payout-failed',
        text: 'Your payout for the 2019 Toyota Corolla failed: check your payout account',
        link: '/earnings',
        createdAt: happened.get('reversed 3')!.at,
        read: false,
      },
      {
        id: idOf('fourth'),
        kind: 'message',
        text: 'New message from Esi about the 2019 Toyota Corolla',
        link: `/messages/${trip}`,
        createdAt: happened.get('fourth')!.at,
        read: false,
      },
      {
        id: idOf('first'),
        kind: 'message',
        text: '3 new messages from Esi about the 2019 Toyota Corolla',
        link: `/messages/${trip}`,
        createdAt: happened.get('third')!.at,
        read: true,
      },
    ]);
    const texts = new Map(list.notifications.map((n) => [n.id, n.text]));
    expect(texts.get(idOf('sent 3'))).toBe('Payout sent: ₵473 for the 2019 Toyota Corolla');
    expect(texts.get(idOf(`BookingCancelled ${cancelled}`))).toBe(
      'Yaw cancelled their booking of your 2019 Toyota Corolla (Mar 5 – Mar 7)',
    );
    expect(texts.get(idOf('rejected'))).toBe('Your 2019 Toyota Corolla was not approved: see why');
  });

  it('names the unread among the ids a user sends', async () => {
    const among = await unreadAmong(db.pool, host, [
      idOf('fourth'),
      idOf('first'),
      idOf('failed 1'),
      'not-an-id',
    ]);
    expect(new Set(among)).toEqual(new Set([idOf('fourth'), idOf('failed 1')]));
    expect(await unreadAmong(db.pool, renter, [idOf('fourth')])).toEqual([]);
    expect(await unreadAmong(db.pool, host, 'all')).toBe('all');
    expect(await unreadAmong(db.pool, otherRenter, 'all')).toEqual([]);
  });

  it('gives the notifications to e-mail after a cursor', async () => {
    const toEmail = await notificationsToEmail(db.pool, host, positionOf('host read payout'), new Date(T0));
    expect(toEmail.map((row) => row.id)).toEqual([idOf('first'), idOf('fourth'), idOf('reversed 3')]);
  });
});
