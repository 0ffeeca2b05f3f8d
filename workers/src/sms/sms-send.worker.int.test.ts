import { SMS_SEND_QUEUE, type SmsSendJob } from '@akwaaba/domain/notifications/sms.jobs';
import { loadConfig } from '@akwaaba/infra/config';
import { openJobQueue } from '@akwaaba/infra/jobs/job-queue';
import { ensureQueue } from '@akwaaba/infra/jobs/queue-policies';
import { devSmsOutbox } from '@akwaaba/infra/sms/dev-sms-outbox';
import { type FakeHubtel, startFakeHubtel } from '@akwaaba/infra/sms/fake-hubtel.testing';
import type { PgBoss } from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import type { WorkerDeps } from '../jobs';
import { sendSms, smsSendWorker } from './sms-send.worker';

/*
 * The SMS worker on pg-boss with Hubtel configured (a fake of its API): jobs are sent to the
 * queue directly, as nothing in the product sends SMS yet, and the worker drains them with the
 * queue's retries shortened to a second.
 */

const credentials = { clientId: 'akwaaba-client', clientSecret: 's3cret-Hubtel-key' };
let db: TestDatabase;
let boss: PgBoss;
let fake: FakeHubtel;

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startFakeHubtel(credentials);
  const logger = pino({ level: 'silent' });
  boss = await openJobQueue({ connectionString: db.url, logger, supervise: false });
  // The policy's injection point: a second where the product waits 30.
  await ensureQueue(boss, SMS_SEND_QUEUE, { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false });
  const config = loadConfig({
    NODE_ENV: 'development',
    HUBTEL_CLIENT_ID: credentials.clientId,
    HUBTEL_CLIENT_SECRET: credentials.clientSecret,
    HUBTEL_SENDER_ID: 'Akwaaba',
    HUBTEL_URL: fake.url,
  });
  await smsSendWorker.register({ boss, pool: db.pool, config, logger } as WorkerDeps);
});
afterAll(async () => {
  await boss?.stop({ graceful: false });
  await fake?.close();
  await db?.drop();
});

let jobs = 0;
/** A job for a notification no other test used, to `to`. */
const jobTo = (to: string): SmsSendJob => {
  jobs += 1;
  return {
    notificationId: `notification-${jobs}`,
    recipientId: `user-${jobs}`,
    to,
    text: 'Akwaaba Drive: Kwame accepted your request. Pay GHS 250.00 within 30 minutes.',
    correlationId: `request-${jobs}`,
  };
};

/** Waits until pg-boss has settled the job, and answers how: its state and retries. */
async function settled(id: string) {
  let job: { state: string; retry_count: number } | undefined;
  await expect
    .poll(
      async () => {
        job = (
          await db.pool.query<{ state: string; retry_count: number }>(
            'select state, retry_count from pgboss.job where id = $1',
            [id],
          )
        ).rows[0];
        return job?.state;
      },
      { timeout: 15_000, interval: 100 },
    )
    .toMatch(/^(completed|failed)$/);
  return job!;
}

const sendsTo = (to: string) => fake.sends().filter((request) => request.body?.To === to);
const recorded = async (job: SmsSendJob) =>
  (
    await db.pool.query(
      'select state, cost_pesewas, correlation_id, provider_message_id from sms_sends where idempotency_key = $1',
      [`${job.notificationId}:${job.recipientId}`],
    )
  ).rows[0];

describe('the SMS worker', () => {
  it('sends one message per notification and recipient, even when its job runs twice', async () => {
    const job = jobTo('+233244000001');
    const first = (await boss.send(SMS_SEND_QUEUE, job))!;
    expect(await settled(first)).toEqual({ state: 'completed', retry_count: 0 });
    const again = (await boss.send(SMS_SEND_QUEUE, job))!;
    expect(await settled(again)).toEqual({ state: 'completed', retry_count: 0 });

    expect(sendsTo(job.to)).toHaveLength(1);
    expect(sendsTo(job.to)[0]!.body).toEqual({ From: 'Akwaaba', To: job.to, Content: job.text });
    expect(await recorded(job)).toEqual({
      state: 'sent',
      cost_pesewas: 3,
      correlation_id: job.correlationId,
      provider_message_id: expect.stringMatching(/^fake-/),
    });
  });

  it('lets pg-boss retry a 5xx: the retry sends the message, once', async () => {
    const job = jobTo('+233244000002');
    fake.next({ status: 500, body: { message: 'Internal Server Error' } });
    const id = (await boss.send(SMS_SEND_QUEUE, job))!;
    expect(await settled(id)).toEqual({ state: 'completed', retry_count: 1 });
    // The 500 is the scripted answer (no To checked); the retry is the one message.
    expect(fake.sends().filter((r) => r.body?.To === job.to)).toHaveLength(2);
    expect(await recorded(job)).toMatchObject({ state: 'sent', cost_pesewas: 3 });
  }, 20_000);

  it('gives up on a 4xx without retrying: one call, the job done, the failure recorded', async () => {
    // A German number: Hubtel's fake refuses what is not Ghanaian with a 400.
    const job = jobTo('+4915112345678');
    const id = (await boss.send(SMS_SEND_QUEUE, job))!;
    expect(await settled(id)).toEqual({ state: 'completed', retry_count: 0 });
    expect(sendsTo(job.to)).toHaveLength(1);
    expect(await recorded(job)).toMatchObject({ state: 'failed', cost_pesewas: null });
  });

  it('sends nothing for a number not in E.164, and does not retry', async () => {
    const job = jobTo('0244123456');
    const id = (await boss.send(SMS_SEND_QUEUE, job))!;
    expect(await settled(id)).toEqual({ state: 'completed', retry_count: 0 });
    expect(sendsTo(job.to)).toHaveLength(0);
  });

  it('without Hubtel, writes to the development outbox: once per notification and recipient, with the correlation id', async () => {
    const silent = pino({ level: 'silent' });
    const outbox = devSmsOutbox(db.pool, silent);
    const job = jobTo('+233244000013');
    expect(await sendSms(outbox, job, silent)).toBe('sent');
    expect(await sendSms(outbox, job, silent)).toBe('already-sent');
    const { rows } = await db.pool.query(
      'select idempotency_key, text_body, correlation_id from dev_sms_outbox where to_number = $1',
      [job.to],
    );
    expect(rows).toEqual([
      {
        idempotency_key: `${job.notificationId}:${job.recipientId}`,
        text_body: job.text,
        correlation_id: job.correlationId,
      },
    ]);
  });
});
