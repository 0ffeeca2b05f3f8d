import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import type { HubtelConfig } from '../config';
import { type FakeHubtel, startFakeHubtel } from './fake-hubtel.testing';
import { cedisToPesewasHalfUp, hubtelSms } from './hubtel-sms';
import { SmsError, type SmsSender } from './sms-port';
import { createSmsSender } from './sms-sender';

/*
 * The Hubtel adapter against a fake of Hubtel's API (fake-hubtel.testing.ts): what it sends,
 * what it makes of each answer, and that a key sends one message however often it is sent.
 */

const credentials = { clientId: 'akwaaba-client', clientSecret: 's3cret-Hubtel-key' };
let db: TestDatabase;
let fake: FakeHubtel;
let hubtel: HubtelConfig;
let sms: SmsSender;
let keys = 0;
/** A key no other test used. */
const freshKey = () => `notification-${++keys}:user-${keys}`;
const message = { to: '+233244123456', text: 'Akwaaba! Your booking is confirmed.', correlationId: 'corr-1' };

/** What the adapter's error was, or a failure when it did not throw one. */
async function smsErrorOf(sending: Promise<unknown>): Promise<SmsError> {
  const error = await sending.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SmsError);
  return error as SmsError;
}

const recorded = async (key: string) =>
  (
    await db.pool.query<{
      state: string;
      provider_message_id: string | null;
      cost_pesewas: number | null;
      error: string | null;
    }>('select state, provider_message_id, cost_pesewas, error from sms_sends where idempotency_key = $1', [
      key,
    ])
  ).rows[0];

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startFakeHubtel(credentials);
  hubtel = { ...credentials, senderId: 'Akwaaba', url: fake.url };
  sms = hubtelSms({ hubtel, pool: db.pool, timeoutMs: 500 });
});
afterAll(async () => {
  await fake?.close();
  await db?.drop();
});

describe('the Hubtel SMS adapter', () => {
  it('is chosen when the client id and secret are set; the development outbox otherwise', async () => {
    const logger = pino({ level: 'silent' });
    expect(
      (await createSmsSender({ config: { hubtel, mode: 'production' }, pool: db.pool, logger })).kind,
    ).toBe('hubtel');
    expect(
      (await createSmsSender({ config: { hubtel: null, mode: 'development' }, pool: db.pool, logger })).kind,
    ).toBe('dev-outbox');
  });

  it('sends with Basic auth and { From, To, Content }, and records the message id and its cost in pesewas', async () => {
    const key = freshKey();
    const before = fake.sends().length;
    const sent = await sms.send(message, key);
    expect(sent).toEqual({
      outcome: 'sent',
      providerMessageId: expect.stringMatching(/^fake-/),
      costPesewas: 3,
    });
    const [request] = fake.sends().slice(before);
    expect(request!.authorization).toBe(
      `Basic ${Buffer.from('akwaaba-client:s3cret-Hubtel-key').toString('base64')}`,
    );
    expect(request!.contentType).toMatch(/^application\/json/);
    expect(request!.body).toEqual({ From: 'Akwaaba', To: '+233244123456', Content: message.text });
    expect(JSON.stringify(request)).not.toContain('clientsecret');
    expect(await recorded(key)).toEqual({
      state: 'sent',
      provider_message_id: sent.providerMessageId,
      cost_pesewas: 3,
      error: null,
    });
  });

  it('reads a delivery report: the status the network gave', async () => {
    const { providerMessageId } = await sms.send(message, freshKey());
    expect(await sms.status!(providerMessageId)).toEqual({
      providerMessageId,
      status: 'Delivered',
      updatedAt: expect.any(String),
      costPesewas: 3,
    });
    const asked = fake.requests.at(-1)!;
    expect([asked.method, asked.url]).toEqual(['GET', `/v1/messages/${providerMessageId}`]);
    expect(asked.authorization).toMatch(/^Basic /);
  });

  it('sends one message per key: a job run twice finds it sent and does not call Hubtel again', async () => {
    const key = freshKey();
    const before = fake.sends().length;
    const first = await sms.send(message, key);
    const second = await sms.send(message, key);
    expect(second).toEqual({ ...first, outcome: 'already-sent' });
    expect(fake.sends().length - before).toBe(1);
  });

  it('gives up on a 400 (a bad number): not retryable, one call, and a second try does not call again', async () => {
    const key = freshKey();
    const before = fake.sends().length;
    const error = await smsErrorOf(sms.send({ ...message, to: '+23324412' }, key));
    expect(error).toMatchObject({ retryable: false, httpStatus: 400 });
    expect(error.message).toContain('Invalid destination');
    expect(await recorded(key)).toMatchObject({ state: 'failed', error: expect.stringContaining('400') });
    expect((await smsErrorOf(sms.send({ ...message, to: '+23324412' }, key))).retryable).toBe(false);
    expect(fake.sends().length - before).toBe(1);
  });

  it('gives up on a 401 (bad credentials), without the secret in the error', async () => {
    const wrong = hubtelSms({
      hubtel: { ...hubtel, clientSecret: 'not-the-secret' },
      pool: db.pool,
      timeoutMs: 500,
    });
    const error = await smsErrorOf(wrong.send(message, freshKey()));
    expect(error).toMatchObject({ retryable: false, httpStatus: 401 });
    expect(error.message).not.toContain('not-the-secret');
  });

  it.each([
    ['a 500', { status: 500, body: { message: 'Internal Server Error' } }, 500],
    ['a 503', { status: 503, body: { message: 'Service Unavailable' } }, 503],
    ['a 429 (rate limited)', { status: 429, body: { message: 'Too Many Requests' } }, 429],
  ] as const)(
    'retries %s: the error is retryable, and the retry sends the message once',
    async (_, failure, status) => {
      const key = freshKey();
      const before = fake.sends().length;
      fake.next(failure);
      expect(await smsErrorOf(sms.send(message, key))).toMatchObject({ retryable: true, httpStatus: status });
      expect(await recorded(key)).toBeUndefined();
      expect((await sms.send(message, key)).outcome).toBe('sent');
      expect((await sms.send(message, key)).outcome).toBe('already-sent');
      expect(fake.sends().length - before).toBe(2);
    },
  );

  it('retries when Hubtel does not answer in time', async () => {
    const key = freshKey();
    fake.next('no-answer');
    const started = Date.now();
    const error = await smsErrorOf(sms.send(message, key));
    expect(error).toMatchObject({ retryable: true, httpStatus: null });
    expect(error.message).toMatch(/did not answer within 500 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await sms.send(message, key)).outcome).toBe('sent');
  });

  it('retries when Hubtel cannot be reached at all', async () => {
    const closed = await startFakeHubtel(credentials);
    await closed.close();
    const away = hubtelSms({ hubtel: { ...hubtel, url: closed.url }, pool: db.pool, timeoutMs: 500 });
    expect((await smsErrorOf(away.send(message, freshKey()))).retryable).toBe(true);
  });

  it('accepts the wrapped answer { message, responseCode, data }', async () => {
    fake.wrapAnswers(true);
    try {
      expect(await sms.send(message, freshKey())).toEqual({
        outcome: 'sent',
        providerMessageId: expect.stringMatching(/^fake-/),
        costPesewas: 3,
      });
    } finally {
      fake.wrapAnswers(false);
    }
  });

  it('does not send while another call holds the key, and takes over a claim left by a crash', async () => {
    const key = freshKey();
    const before = fake.sends().length;
    await db.pool.query(
      `insert into sms_sends (idempotency_key, state, claim_id, to_number, segments)
       values ($1, 'sending', gen_random_uuid(), $2, 1)`,
      [key, message.to],
    );
    expect(await smsErrorOf(sms.send(message, key))).toMatchObject({ retryable: true });
    expect(fake.sends().length - before).toBe(0);
    // The claim's lease (twice the timeout and 5 s) has passed: its call died with its process.
    await db.pool.query(
      `update sms_sends set claimed_at = now() - interval '1 minute' where idempotency_key = $1`,
      [key],
    );
    expect((await sms.send(message, key)).outcome).toBe('sent');
    expect(fake.sends().length - before).toBe(1);
  });
});

describe('cedisToPesewasHalfUp', () => {
  it('turns Hubtel’s rate in cedi into whole pesewas, half up, from its decimal digits', () => {
    expect(cedisToPesewasHalfUp(0.03)).toBe(3);
    expect(cedisToPesewasHalfUp('0.035')).toBe(4);
    expect(cedisToPesewasHalfUp(0.145)).toBe(15);
    expect(cedisToPesewasHalfUp(0.0349)).toBe(3);
    expect(cedisToPesewasHalfUp(1.2)).toBe(120);
    expect(cedisToPesewasHalfUp(0)).toBe(0);
    expect(cedisToPesewasHalfUp(undefined)).toBeNull();
    expect(cedisToPesewasHalfUp('free')).toBeNull();
    expect(cedisToPesewasHalfUp(-1)).toBeNull();
  });
});
