import { PUSH_SEND_QUEUE, type PushSendJob } from '@akwaaba/domain/push/push.jobs';
import { PUSH_MESSAGES } from '@akwaaba/domain/push/push-subscription.decider';
import { pushSubscriptionsStream } from '@akwaaba/domain/push/push-subscription.events';
import { loadConfig } from '@akwaaba/infra/config';
import { ensureQueue } from '@akwaaba/infra/jobs/queue-policies';
import { vapidKeysFor } from '@akwaaba/infra/push/vapid-keys';
import { webPushSender } from '@akwaaba/infra/push/web-push-sender';
import { pushSubscriptionsOf } from '@akwaaba/projections/push/push-subscriptions.queries';
import { type PushSendOutcome, sendPush } from '@akwaaba/workers/push/push-send';
import { sweepPushes } from '@akwaaba/workers/push/push-sweep';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decryptedPush,
  type FakeSubscription,
  startFakePushService,
  verifiedVapidClaims,
} from '../../../../test/support/fake-push-service';
import { testSecrets } from '../../../../test/support/test-secrets';
import { startAppWithUsers, type TestUser } from '../../../../test/users';
import { eventCount, listCar, typesIn } from '../bookings/bookings.test-support';
import { call } from '../cars/cars-test-support';

/*
 * Push over the whole back end: browsers subscribe through the API, a real domain action (a car
 * approved) makes a notification, and the test runs the push sweep and its jobs as the workers
 * would, with the real web-push library, towards a push service of its own on loopback. That
 * service checks the VAPID signature against the key the API hands out and decrypts the payload
 * with the subscription's private keys, as the browser would.
 */

const { t, host, renter } = await startAppWithUsers({
  // No driver's review: its verdict would be a notification too.
  host: { firstName: 'Kwame', approvedDriver: false },
  renter: { firstName: 'Esi', approvedDriver: false },
});
const pushService = await startFakePushService();
afterAll(() => pushService.close());
const silent = pino({ level: 'silent' });
// The product's own key pair, as the workers make it: from the configuration and the application secret.
const pushDeps = {
  pool: t.db.pool,
  store: t.store,
  push: webPushSender(vapidKeysFor(loadConfig({ NODE_ENV: 'development' }), testSecrets)),
};

beforeAll(() => ensureQueue(t.boss, PUSH_SEND_QUEUE));

const approved = 'Your 2019 Toyota Corolla is approved and listed';

const subscribe = (user: TestUser | null, body: unknown) =>
  call<{ message: string }>(t, 'POST', '/api/push/subscriptions', { user, body });
const subscriptionJson = ({ endpoint, keys }: FakeSubscription) => ({ endpoint, keys, expirationTime: null });

/** The sweep, then each job it queued, run as the push worker runs them: the outcomes. */
async function pushWhatIsNew(): Promise<{ outcomes: PushSendOutcome[]; jobs: PushSendJob[] }> {
  await t.settled();
  await sweepPushes({ pool: t.db.pool, boss: t.boss }, 'push-test-sweep');
  const jobs = await t.boss.fetch<PushSendJob>(PUSH_SEND_QUEUE, { batchSize: 100 });
  if (jobs.length > 0)
    await t.boss.complete(
      PUSH_SEND_QUEUE,
      jobs.map((job) => job.id),
    );
  const outcomes: PushSendOutcome[] = [];
  for (const job of jobs) outcomes.push(await sendPush(pushDeps, job, silent));
  return { outcomes, jobs: jobs.map((job) => job.data) };
}

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key browsers subscribe with: an uncompressed P-256 point', async () => {
    const { status, body } = await call<{ publicKey: string }>(t, 'GET', '/api/push/public-key');
    expect(status).toBe(200);
    expect(body.publicKey).toMatch(/^B[\w-]{86}$/);
    // The key the workers sign with.
    expect(body.publicKey).toBe(vapidKeysFor(loadConfig({ NODE_ENV: 'development' }), testSecrets).publicKey);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('refuses a body that is no push subscription, with a message, and appends nothing', async () => {
    const before = await eventCount(t);
    const browser = pushService.newSubscription();
    const refusals: [unknown, string][] = [
      [{}, 'endpoint must be'],
      [{ endpoint: browser.endpoint }, 'keys must hold'],
      [{ endpoint: 'ftp://push.example/x', keys: browser.keys }, PUSH_MESSAGES.badEndpoint],
      [{ endpoint: browser.endpoint, keys: { ...browser.keys, p256dh: 'abc' } }, PUSH_MESSAGES.badP256dh],
      [
        { endpoint: browser.endpoint, keys: { ...browser.keys, auth: 'x'.repeat(40) } },
        PUSH_MESSAGES.badAuth,
      ],
      [{ endpoint: `${browser.endpoint}\u0000`, keys: browser.keys }, 'control characters'],
    ];
    for (const [body, message] of refusals) {
      const answer = await subscribe(host, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect(await eventCount(t)).toBe(before);
  });

  it('refuses a signed-out caller, and a request from another site', async () => {
    const before = await eventCount(t);
    expect((await subscribe(null, subscriptionJson(pushService.newSubscription()))).status).toBe(401);
    const response = await fetch(`${t.baseUrl}/api/push/subscriptions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: host.cookie,
        origin: 'https://elsewhere.example',
      },
      body: JSON.stringify(subscriptionJson(pushService.newSubscription())),
    });
    expect(response.status).toBe(403);
    expect(await eventCount(t)).toBe(before);
  });
});

describe('a notification pushed to a subscribed browser', () => {
  it('arrives signed with the product’s VAPID key and decrypts to the notification’s text and screen, once', async () => {
    const phone = pushService.newSubscription();
    expect((await subscribe(host, subscriptionJson(phone))).status).toBe(204);
    // The browser sends its subscription on every visit: the same one again changes nothing.
    expect((await subscribe(host, subscriptionJson(phone))).status).toBe(204);
    expect(await typesIn(t, pushSubscriptionsStream(host.userId))).toEqual(['PushSubscriptionAdded']);
    // The endpoint and keys are the host's personal data: sealed in the log (docs/adr/0026).
    const { rows: stored } = await t.db.pool.query<{ data: string }>(
      `select data::text from es_events where event_type = 'PushSubscriptionAdded'`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toContain('sealedPersonalData');
    for (const secret of [phone.endpoint, phone.keys.p256dh, phone.keys.auth])
      expect(stored[0]!.data).not.toContain(secret);

    // A real domain action: the host's car is listed and approved, which notifies the host.
    await listCar(t, { ownerId: host.userId });
    const { outcomes, jobs } = await pushWhatIsNew();
    expect(outcomes).toEqual(['sent']);

    const [push, ...more] = pushService.received(phone);
    expect(more).toEqual([]);
    const { publicKey } = (await call<{ publicKey: string }>(t, 'GET', '/api/push/public-key')).body;
    const claims = verifiedVapidClaims(push!.headers.authorization, publicKey);
    expect(claims.aud).toBe(pushService.url);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.sub).toBe('mailto:support@localhost');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    expect(decryptedPush(push!, phone)).toEqual({
      title: 'Akwaaba Drive',
      body: approved,
      url: '/my-cars',
      tag: `notification-${jobs[0]!.notificationId}`,
    });

    // The job run again, and the sweep again: nothing more is sent.
    expect(await sendPush(pushDeps, { id: 'again', name: PUSH_SEND_QUEUE, data: jobs[0]! }, silent)).toBe(
      'already-sent',
    );
    expect((await pushWhatIsNew()).outcomes).toEqual([]);
    expect(pushService.received(phone)).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone (410): the next notification sends nothing', async () => {
    const phone = pushService.newSubscription();
    expect((await subscribe(renter, subscriptionJson(phone))).status).toBe(204);
    pushService.answer(phone, 410);

    await listCar(t, { ownerId: renter.userId });
    expect((await pushWhatIsNew()).outcomes).toEqual(['gone']);
    expect(pushService.received(phone)).toHaveLength(1);
    expect(await typesIn(t, pushSubscriptionsStream(renter.userId))).toEqual([
      'PushSubscriptionAdded',
      'PushSubscriptionRemoved',
    ]);
    const [removed] = (await t.store.readStream(pushSubscriptionsStream(renter.userId))).slice(-1);
    expect(removed!.data).toMatchObject({ reason: 'gone' });
    await t.settled();
    expect(await pushSubscriptionsOf(t.db.pool, renter.userId)).toEqual([]);

    await listCar(t, { ownerId: renter.userId });
    expect((await pushWhatIsNew()).outcomes).toEqual([]);
    expect(pushService.received(phone)).toHaveLength(1);
  });

  it('sends nothing to a browser turned off (DELETE), and a 5xx is thrown for pg-boss to retry', async () => {
    const laptop = pushService.newSubscription();
    const phone = pushService.newSubscription();
    expect((await subscribe(host, subscriptionJson(laptop))).status).toBe(204);
    expect((await subscribe(host, subscriptionJson(phone))).status).toBe(204);
    const off = await call(t, 'DELETE', '/api/push/subscriptions', {
      user: host,
      body: { endpoint: laptop.endpoint },
    });
    expect(off.status).toBe(204);
    expect((await typesIn(t, pushSubscriptionsStream(host.userId))).slice(-1)).toEqual([
      'PushSubscriptionRemoved',
    ]);

    pushService.answer(phone, 503);
    await listCar(t, { ownerId: host.userId });
    await t.settled();
    await sweepPushes({ pool: t.db.pool, boss: t.boss }, 'push-test-sweep');
    const jobs = await t.boss.fetch<PushSendJob>(PUSH_SEND_QUEUE, { batchSize: 100 });
    await t.boss.complete(
      PUSH_SEND_QUEUE,
      jobs.map((job) => job.id),
    );
    // The earlier phone of the first test, and this one: not the laptop.
    expect(jobs).toHaveLength(2);
    const outcomes = await Promise.allSettled(jobs.map((job) => sendPush(pushDeps, job, silent)));
    expect(pushService.received(laptop)).toEqual([]);
    expect(pushService.received(phone)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(1);

    // The retry, once the service is back, sends it: the failed try did not keep the push claimed.
    pushService.answer(phone, 201);
    const retried = await Promise.all(jobs.map((job) => sendPush(pushDeps, job, silent)));
    expect(retried.sort()).toEqual(['already-sent', 'sent']);
    expect(pushService.received(phone)).toHaveLength(2);
    expect(decryptedPush(pushService.received(phone)[1]!, phone)).toMatchObject({ body: approved });
  });
});
