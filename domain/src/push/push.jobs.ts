import type { CorrelatedJob } from '../shared/jobs';

/*
 * The push queues: the sweep that finds new notifications, and one job per notification and
 * subscription it finds (workers/src/push/).
 */

/** Every minute (pg-boss schedule): the notifications not yet pushed (workers/src/push/push-sweep.ts). */
export const PUSH_SWEEP_QUEUE = 'push-sweep';

/** One job per notification and subscription. */
export const PUSH_SEND_QUEUE = 'push-send';
export type PushSendJob = CorrelatedJob<{
  /** The recipient, whose subscription and notification the worker reads. */
  userId: string;
  subscriptionId: string;
  notificationId: string;
  /**
   * The notification's position in the log when the sweep found it: a message notification
   * moves on with each new message while unread, and each move is pushed once.
   */
  position: string;
}>;

/** The idempotency key of a job's push: one per notification (as of its position) and subscription. */
export const pushIdempotencyKey = (
  job: Pick<PushSendJob, 'notificationId' | 'position' | 'subscriptionId'>,
) => `${job.notificationId}@${job.position}:${job.subscriptionId}`;
