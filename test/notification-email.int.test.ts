import { randomUUID } from 'node:crypto';
import { day, get, listCar, paidBooking, post } from '@akwaaba/api/routes/bookings/bookings.test-support';
import { registerVerifiedAccount } from '@akwaaba/application/accounts/verified-account';
import { stayText } from '@akwaaba/domain/bookings/stay';
import { conversationDecider } from '@akwaaba/domain/conversations/conversation.decider';
import { conversationStream } from '@akwaaba/domain/conversations/conversation.events';
import { questionConversationIdFor } from '@akwaaba/domain/conversations/conversation-id';
import { notificationsStream } from '@akwaaba/domain/notifications/notification.events';
import type { NotificationListView } from '@akwaaba/domain/notifications/notifications.contract';
import {
  NOTIFICATION_EMAIL_QUEUE,
  type NotificationEmailJob,
} from '@akwaaba/domain/notifications/notifications.jobs';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { ensureQueue } from '@akwaaba/infra/jobs/queue-policies';
import { devOutboxMailer, readOutbox } from '@akwaaba/infra/mail/dev-outbox';
import type { Mailer, MailMessage } from '@akwaaba/infra/mail/mail-port';
import {
  type NotificationEmailOutcome,
  sendNotificationEmail,
} from '@akwaaba/workers/notifications/notification-email';
import { sweepNotificationEmails } from '@akwaaba/workers/notifications/notification-email-sweep';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers, type TestUser } from './users';

/*
 * The notification e-mails, on the whole back end with no workers running: the test runs the
 * sweep and the jobs itself, with a clock a minute ahead where the batching wants one, and
 * reads what was sent in the development outbox.
 */

const { t, renter } = await startAppWithUsers({ renter: { firstName: 'Esi', lastName: 'Quaye' } });
const publicUrl = 'https://akwaaba.example';
const outbox = devOutboxMailer(t.db.pool, pino({ level: 'silent' }));
/** Every message handed to the mailer, with its correlation id (the outbox keeps none). */
const handed: MailMessage[] = [];
const mailer: Mailer = {
  ...outbox,
  send(message, key) {
    handed.push(message);
    return outbox.send(message, key);
  },
};
const deps = { pool: t.db.pool, mailer, config: { publicUrl } };
const SWEEP = 'notification-email-sweep-test';

beforeAll(() => ensureQueue(t.boss, NOTIFICATION_EMAIL_QUEUE));

const inAMinute = () => new Date(Date.now() + 61_000);
const approved = 'Your 2019 Toyota Corolla is approved and listed';
/** The e-mails to `user`, newest first, but for their car's approval (hostWithCar). */
const mailsTo = async (user: { email: string }) =>
  (await readOutbox(t.db.pool, { to: user.email })).filter((mail) => mail.subject !== approved);
const sweep = async (now = new Date()) => {
  await t.settled();
  return sweepNotificationEmails({ pool: t.db.pool, boss: t.boss }, SWEEP, now);
};

/** Takes every queued e-mail job, as a worker would; the caller runs them. */
async function takeJobs() {
  const jobs = await t.boss.fetch<NotificationEmailJob>(NOTIFICATION_EMAIL_QUEUE, { batchSize: 100 });
  if (jobs.length > 0)
    await t.boss.complete(
      NOTIFICATION_EMAIL_QUEUE,
      jobs.map((job) => job.id),
    );
  return jobs;
}

/** The sweep a minute ahead, then every job it queued: what the workers do within two minutes. */
async function emailWhatWaits(): Promise<Map<string, NotificationEmailOutcome>> {
  const now = inAMinute();
  await sweep(now);
  const outcomes = new Map<string, NotificationEmailOutcome>();
  for (const job of await takeJobs())
    outcomes.set(job.data.userId, await sendNotificationEmail(deps, job.data, now));
  return outcomes;
}

/**
 * A host with a payout account (one without is asked for one on their first paid booking) and
 * no driver's review (whose verdict would be a notification too): what these tests count is
 * only what their renters do.
 */
async function newHost(firstName: string) {
  const host = await createTestUser(t, { firstName, approvedDriver: false });
  const payoutAccount = { type: 'mobile_money', network: 'MTN', number: '0551234987', name: firstName };
  expect(await put(host, '/api/payout-account', payoutAccount)).toBe(200);
  return host;
}

/** A host with a listed car, whose listing's approval is e-mailed already. */
async function hostWithCar(firstName: string) {
  const host = await newHost(firstName);
  const { carId } = await listCar(t, { ownerId: host.userId });
  expect((await emailWhatWaits()).get(host.userId)).toBe('sent');
  expect((await readOutbox(t.db.pool, { to: host.email })).map((mail) => mail.subject)).toEqual([approved]);
  return { host, carId };
}

/** `renterId` asks the host about the car: a question conversation's message. */
async function ask(renterId: string, carId: string, hostId: string, text: string, at = new Date()) {
  const conversationId = questionConversationIdFor(renterId, carId);
  await handleCommand(
    t.store,
    conversationDecider,
    conversationStream(conversationId),
    {
      type: 'SendMessage',
      conversationId,
      parties: { kind: 'question', bookingId: null, carId, renterId, hostId, openUntil: null },
      actor: { userId: renterId, role: 'user' },
      messageId: randomUUID(),
      text,
      photo: null,
      now: at.toISOString(),
    },
    { actor: { userId: renterId, role: 'user' }, correlationId: randomUUID(), causationId: null },
    { now: () => at },
  );
  return conversationId;
}

async function put(user: TestUser, path: string, body: unknown) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...user.headers },
    body: JSON.stringify(body),
  });
  return response.status;
}

describe('the notification e-mails', () => {
  it('make ten messages within a minute one e-mail listing them, sent once the minute is over', async () => {
    const { host, carId } = await hostWithCar('Kwame');
    const names = ['Ama', 'Kofi', 'Yaw', 'Abena', 'Kojo', 'Akua', 'Kwesi', 'Adwoa', 'Fiifi', 'Efua'];
    const conversations = [];
    for (const firstName of names) {
      const { userId } = await registerVerifiedAccount(t.store, {
        email: `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@akwaaba.test`,
        firstName,
        lastName: 'Asante',
        approvedDriver: false,
      });
      conversations.push(await ask(userId, carId, host.userId, `Is the car free next week? (${firstName})`));
    }

    expect(await sweep()).not.toContain(host.userId);
    expect(await sweep(inAMinute())).toContain(host.userId);
    const jobs = (await takeJobs()).filter((job) => job.data.userId === host.userId);
    expect(jobs).toHaveLength(1);
    expect(await sendNotificationEmail(deps, jobs[0]!.data, inAMinute())).toBe('sent');

    const mails = await mailsTo(host);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('10 updates on Akwaaba Drive');
    expect(mails[0]!.text).toMatch(/^Hello Kwame,/);
    for (const [n, firstName] of names.entries())
      expect(mails[0]!.text).toContain(
        `New message from ${firstName} about the 2019 Toyota Corolla\n${publicUrl}/messages/${conversations[n]}`,
      );
    expect(mails[0]!.html).toContain(`href="${publicUrl}/notifications/settings"`);
    const toHost = handed.filter((mail) => mail.to === host.email && mail.subject !== approved);
    expect(toHost.map((mail) => mail.correlationId)).toEqual([SWEEP]);
  });

  it('send once however often the sweep and the job run; a later message is the next e-mail', async () => {
    const { host, carId } = await hostWithCar('Kwabena');
    for (const text of ['Hello', 'Is it free on Friday?', 'And Saturday?'])
      await ask(renter.userId, carId, host.userId, text);

    const now = inAMinute();
    expect(await sweep(now)).toContain(host.userId);
    expect(await sweep(now)).toContain(host.userId);
    const [job, ...others] = (await takeJobs()).filter((queued) => queued.data.userId === host.userId);
    expect(others).toEqual([]);
    const twice = await Promise.all([
      sendNotificationEmail(deps, job!.data, now),
      sendNotificationEmail(deps, job!.data, now),
    ]);
    expect(twice.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(await sendNotificationEmail(deps, job!.data, now)).toBe('nothing-to-send');
    expect(await sweep(now)).not.toContain(host.userId);
    expect((await mailsTo(host)).map((mail) => mail.subject)).toEqual([
      '3 new messages from Esi about the 2019 Toyota Corolla',
    ]);

    await ask(renter.userId, carId, host.userId, 'Sunday too, please.');
    expect((await emailWhatWaits()).get(host.userId)).toBe('sent');
    expect((await mailsTo(host)).map((mail) => mail.subject)).toEqual([
      '4 new messages from Esi about the 2019 Toyota Corolla',
      '3 new messages from Esi about the 2019 Toyota Corolla',
    ]);
  });

  it('leave out the kinds the user turned off, but not payment e-mails, even when the settings hold one', async () => {
    const host = await newHost('Yaa');
    expect(
      await put(host, '/api/notifications/settings', { emailsOff: ['message', 'booking-confirmed'] }),
    ).toBe(400);
    expect(
      await put(host, '/api/notifications/settings', {
        emailsOff: ['message', 'booking-created', 'listing-approved'],
      }),
    ).toBe(200);
    // Settings the rule would refuse now, as an older rule or a fault could have left them.
    await t.store.appendToStream(notificationsStream(host.userId), [
      {
        id: randomUUID(),
        type: 'NotificationEmailsChosen',
        data: {
          userId: host.userId,
          emailsOff: ['message', 'booking-created', 'listing-approved', 'booking-confirmed'],
          chosenAt: new Date().toISOString(),
        },
        metadata: {
          actorId: host.userId,
          actorRole: 'user',
          correlationId: randomUUID(),
          causationId: null,
          timestamp: new Date().toISOString(),
        },
      },
    ]);
    const { carId } = await paidBooking(t, renter, { ownerId: host.userId, from: 10 });
    await ask(renter.userId, carId, host.userId, 'See you on the day!');
    await t.settled();
    const bell = (await get<NotificationListView>(t, host, '/api/notifications')).body;
    expect(bell.notifications.map((n) => n.kind).sort()).toEqual([
      'booking-confirmed',
      'booking-created',
      'listing-approved',
      'message',
    ]);

    expect((await emailWhatWaits()).get(host.userId)).toBe('sent');
    const mails = await mailsTo(host);
    // The days as the renter and the host's calendar name them: pick-up and return day.
    const stay = stayText({ startDate: day(10), endDate: day(12) });
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Esi paid: the booking of your 2019 Toyota Corolla (${stay}) is confirmed`,
    ]);
    expect(mails[0]!.text).toContain(`${publicUrl}/trips/`);
  });

  it('leave out what the user read in the app', async () => {
    const { host, carId } = await hostWithCar('Akosua');
    const other = await registerVerifiedAccount(t.store, {
      email: `kojo-${randomUUID().slice(0, 8)}@akwaaba.test`,
      firstName: 'Kojo',
      lastName: 'Antwi',
      approvedDriver: false,
    });
    const seen = await ask(renter.userId, carId, host.userId, 'Does it have air conditioning?');
    const unseen = await ask(other.userId, carId, host.userId, 'Can I pick it up in Kumasi?');
    await t.settled();
    const bell = (await get<NotificationListView>(t, host, '/api/notifications')).body;
    const read = bell.notifications.find((n) => n.link === `/messages/${seen}`)!;
    expect((await post(t, host, '/api/notifications/read', { ids: [read.id] })).status).toBe(204);

    expect((await emailWhatWaits()).get(host.userId)).toBe('sent');
    const mails = await mailsTo(host);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'New message from Kojo about the 2019 Toyota Corolla',
    ]);
    expect(mails[0]!.text).toContain(`${publicUrl}/messages/${unseen}`);
  });

  it("tell a user's first e-mail of the last hour only", async () => {
    const host = await newHost('Nana');
    const { carId } = await listCar(t, { ownerId: host.userId, approve: false });
    await ask(renter.userId, carId, host.userId, 'Still there?', new Date(Date.now() - 2 * 60 * 60_000));
    expect(await sweep(inAMinute())).not.toContain(host.userId);

    const other = await createTestUser(t, { firstName: 'Kofi' });
    await ask(other.userId, carId, host.userId, 'Is it free today?');
    expect((await emailWhatWaits()).get(host.userId)).toBe('sent');
    expect((await mailsTo(host)).map((mail) => mail.subject)).toEqual([
      'New message from Kofi about the 2019 Toyota Corolla',
    ]);
  });
});
