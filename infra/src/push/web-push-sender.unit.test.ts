import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { PushError, type PushTarget } from './push-port';
import { webPushSender } from './web-push-sender';

/*
 * The push adapter against a push service on loopback that answers what each test asks: what
 * each answer means for the job (taken, gone, worth retrying, refused for good).
 */

let answer = 201;
let requests = 0;
const server = createServer((request, response) => {
  requests += 1;
  request.resume();
  request.on('end', () => {
    if (answer === 301) response.writeHead(301, { location: 'http://127.0.0.1:1/elsewhere' }).end();
    else response.writeHead(answer).end();
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const browser = createECDH('prime256v1');
browser.generateKeys();
const target = (endpoint = `${url}/push/abc`): PushTarget => ({
  endpoint,
  keys: {
    p256dh: browser.getPublicKey('base64url', 'uncompressed'),
    auth: randomBytes(16).toString('base64url'),
  },
});
const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:support@akwaaba.example' };
const sender = webPushSender(vapid, { timeoutMs: 2000 });
const message = { title: 'Akwaaba Drive', body: 'Kofi paid', url: '/trips/b-1', tag: 'notification-n-1' };

/** What sending answers: 'taken', or the PushError's outcome and status. */
async function outcomeOf(status: number, to = target()) {
  answer = status;
  try {
    await sender.send(to, message);
    return 'taken';
  } catch (error) {
    if (!(error instanceof PushError)) throw error;
    return `${error.outcome} ${error.httpStatus}`;
  }
}

describe('the web-push adapter', () => {
  it('takes a 2xx as sent, and reads 404 and 410 as a subscription gone', async () => {
    expect(await outcomeOf(201)).toBe('taken');
    expect(await outcomeOf(404)).toBe('gone 404');
    expect(await outcomeOf(410)).toBe('gone 410');
  });

  it('leaves 429 and 5xx to be retried, and gives up on other refusals', async () => {
    expect(await outcomeOf(429)).toBe('retryable 429');
    expect(await outcomeOf(500)).toBe('retryable 500');
    expect(await outcomeOf(503)).toBe('retryable 503');
    expect(await outcomeOf(400)).toBe('refused 400');
    expect(await outcomeOf(403)).toBe('refused 403');
    expect(await outcomeOf(413)).toBe('refused 413');
  });

  it('follows no redirect, retries when nobody answers, and refuses keys no browser makes', async () => {
    const before = requests;
    expect(await outcomeOf(301)).toBe('refused 301');
    expect(requests).toBe(before + 1);
    // A port nothing listens on: no answer, worth another try later.
    expect(await outcomeOf(201, target('http://127.0.0.1:1/push/abc'))).toBe('retryable null');
    const offCurve = { ...target(), keys: { ...target().keys, p256dh: `B${'A'.repeat(86)}` } };
    expect(await outcomeOf(201, offCurve)).toBe('refused null');
  });
});
