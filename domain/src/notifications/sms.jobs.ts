import type { CorrelatedJob } from '../shared/jobs';

/*
 * The SMS queue and its job data: the contract between whatever asks for an SMS and the SMS
 * worker (workers/src/sms/sms-send.worker.ts). Nothing sends to it yet: notifications by
 * channel (issue 32) will, one job per notification and recipient.
 */

/** One job per SMS to send. */
export const SMS_SEND_QUEUE = 'sms-send';
export type SmsSendJob = CorrelatedJob<{
  /** The notification the SMS tells of: with the recipient, the idempotency key. */
  notificationId: string;
  /** The user it is sent to. */
  recipientId: string;
  /** Their number in E.164 ('+233244123456'). */
  to: string;
  text: string;
}>;

/** The idempotency key of a job's SMS: one message per notification and recipient, however often the job runs. */
export const smsIdempotencyKey = (job: Pick<SmsSendJob, 'notificationId' | 'recipientId'>) =>
  `${job.notificationId}:${job.recipientId}`;
