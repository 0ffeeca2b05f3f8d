import { SMS_SEND_QUEUE, type SmsSendJob, smsIdempotencyKey } from '@akwaaba/domain/notifications/sms.jobs';
import { SmsError, type SmsSender } from '@akwaaba/infra/sms/sms-port';
import { createSmsSender } from '@akwaaba/infra/sms/sms-sender';
import type { Logger } from 'pino';
import { jobWorker, type WorkerDeps } from '../jobs';

/** A number in E.164: '+', a country code and at most 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

export type SmsSendOutcome = 'sent' | 'already-sent' | 'failed';

/**
 * Sends a job's SMS once per notification and recipient (the idempotency key), carrying the
 * job's correlation id. A retryable failure (the provider rate-limits, is down or does not
 * answer) throws, so pg-boss retries with the queue's backoff and dead-letters the job when its
 * tries are spent; a final one (a bad number, bad credentials) is recorded by the adapter and
 * logged, and the job ends: trying again would fail the same way.
 */
export async function sendSms(sms: SmsSender, job: SmsSendJob, log: Logger): Promise<SmsSendOutcome> {
  const about = { notificationId: job.notificationId, recipientId: job.recipientId };
  if (!E164.test(job.to)) {
    log.warn(about, 'SMS not sent: the number is not in E.164');
    return 'failed';
  }
  try {
    const sent = await sms.send(
      { to: job.to, text: job.text, correlationId: job.correlationId },
      smsIdempotencyKey(job),
    );
    log.info(
      {
        ...about,
        outcome: sent.outcome,
        providerMessageId: sent.providerMessageId,
        costPesewas: sent.costPesewas,
      },
      'SMS handled',
    );
    return sent.outcome;
  } catch (error) {
    if (!(error instanceof SmsError) || error.retryable) throw error;
    log.warn({ ...about, err: error, httpStatus: error.httpStatus }, 'SMS given up: the provider refused it');
    return 'failed';
  }
}

/** What the SMS worker uses: one sender for all its jobs, made when it starts. */
export const withSmsSender = async (deps: Pick<WorkerDeps, 'config' | 'pool' | 'logger'>) => ({
  sms: await createSmsSender(deps),
});

/** Drains the SMS queue: one SMS a job (sms.jobs.ts; nothing sends to it yet). */
export const smsSendWorker = jobWorker<SmsSendJob, { sms: SmsSender }>(SMS_SEND_QUEUE, {
  pollingIntervalSeconds: 1,
  prepare: withSmsSender,
  async handle({ sms }, job, log) {
    await sendSms(sms, job.data, log);
  },
});
