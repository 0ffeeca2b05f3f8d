import { ACCOUNT_EMAIL_QUEUE, ACCOUNT_SMS_QUEUE } from '@akwaaba/domain/accounts/accounts.jobs';
import {
  BOOKING_HOLD_EXPIRY_QUEUE,
  BOOKING_REFUNDS_QUEUE,
  BOOKING_SWEEP_QUEUE,
  SUSPENDED_RENTER_HOLDS_QUEUE,
} from '@akwaaba/domain/bookings/bookings.jobs';
import { CAR_PHOTO_VARIANTS_QUEUE } from '@akwaaba/domain/cars/cars.jobs';
import { MESSAGE_PHOTO_VARIANTS_QUEUE } from '@akwaaba/domain/conversations/conversations.jobs';
import {
  NOTIFICATION_EMAIL_QUEUE,
  NOTIFICATION_EMAIL_SWEEP_QUEUE,
  NOTIFICATION_SMS_SWEEP_QUEUE,
} from '@akwaaba/domain/notifications/notifications.jobs';
import { SMS_SEND_QUEUE } from '@akwaaba/domain/notifications/sms.jobs';
import {
  PAYOUT_EARNINGS_QUEUE,
  PAYOUT_HOST_QUEUE,
  PAYOUT_SWEEP_QUEUE,
  PAYOUT_TRANSFER_QUEUE,
} from '@akwaaba/domain/payouts/payouts.jobs';
import { PUSH_SEND_QUEUE, PUSH_SWEEP_QUEUE } from '@akwaaba/domain/push/push.jobs';
import {
  TRIP_CONFIRMATION_QUEUE,
  TRIP_PHOTO_VARIANTS_QUEUE,
  TRIP_REMINDER_QUEUE,
  TRIP_SWEEP_QUEUE,
} from '@akwaaba/domain/trips/trips.jobs';
import { UPLOADS_SWEEP_QUEUE } from '@akwaaba/domain/uploads/uploads.jobs';
import type { PgBoss, QueuePolicy as PgBossQueuePolicy, Queue } from 'pg-boss';

/**
 * How pg-boss retries a queue's failed job before it gives up and copies it to the queue's
 * dead-letter queue. With backoff, the n-th retry waits between `retryDelaySeconds * 2^(n-1)`
 * and twice that (pg-boss adds jitter).
 */
export interface QueuePolicy {
  /** Retries after the first try: 4 means 5 tries in all. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * How long a job may stay active before pg-boss takes its worker for dead (a process killed
   * mid-job) and retries it; pg-boss's default is 15 minutes. Well above the job's longest run:
   * a job taken for dead while it still runs may run twice at once, which workers allow.
   * Absent: pg-boss's default.
   */
  expireInSeconds?: number;
  /** pg-boss's queue policy when not 'standard' (notification-email holds one job per user). */
  policy?: PgBossQueuePolicy;
}

/** E-mails: a mail server's outage is usually minutes; 5 tries from 30 s doubling span about 8 to 15 minutes. */
const EMAIL: QueuePolicy = { retryLimit: 4, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 60 };
/** Resizing a photo fails on a storage hiccup or a bad file: 5 tries, then an operator looks. */
const PHOTO: QueuePolicy = { retryLimit: 4, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 300 };
/**
 * Money jobs (payouts, refunds, holds): their code already retries where it matters (conflicts
 * on the stream, a failed transfer's wait in the host's payouts) and the every-minute sweep
 * redoes what a job missed, so pg-boss only rides out a short outage, then shows the job dead.
 */
const MONEY: QueuePolicy = { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 120 };
/** Every-minute sweeps: the next minute's run is the retry. A dead one says a minute failed. */
const SWEEP: QueuePolicy = { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 120 };

/** A sweep whose every run queues the next a few seconds on: the queue holds one waiting run. */
const CHAINED_SWEEP: QueuePolicy = { ...SWEEP, policy: 'stately' };

/** Each queue's retry policy: the one place that declares it. */
export const queuePolicies: Readonly<Record<string, QueuePolicy>> = {
  [ACCOUNT_EMAIL_QUEUE]: EMAIL,
  [NOTIFICATION_EMAIL_QUEUE]: { ...EMAIL, policy: 'short' },
  [TRIP_REMINDER_QUEUE]: EMAIL,
  [TRIP_CONFIRMATION_QUEUE]: EMAIL,
  // SMS as e-mails: a gateway's outage or rate limit is minutes too.
  [SMS_SEND_QUEUE]: EMAIL,
  // Texted codes as e-mailed ones; a retry after the code's 10 minutes sends nothing (the worker checks).
  [ACCOUNT_SMS_QUEUE]: EMAIL,
  // A push service's 429 or 5xx passes in minutes, as a mail server's outage does.
  [PUSH_SEND_QUEUE]: EMAIL,
  [CAR_PHOTO_VARIANTS_QUEUE]: PHOTO,
  [TRIP_PHOTO_VARIANTS_QUEUE]: PHOTO,
  [MESSAGE_PHOTO_VARIANTS_QUEUE]: PHOTO,
  [PAYOUT_EARNINGS_QUEUE]: MONEY,
  [PAYOUT_TRANSFER_QUEUE]: MONEY,
  [PAYOUT_HOST_QUEUE]: MONEY,
  [BOOKING_HOLD_EXPIRY_QUEUE]: MONEY,
  [BOOKING_REFUNDS_QUEUE]: MONEY,
  [SUSPENDED_RENTER_HOLDS_QUEUE]: MONEY,
  [NOTIFICATION_EMAIL_SWEEP_QUEUE]: SWEEP,
  // Chained sweeps (workers/src/jobs.ts, againAfterSeconds): one run waiting and one running at
  // most, each run queueing the next (a chain, not a pile).
  [NOTIFICATION_SMS_SWEEP_QUEUE]: CHAINED_SWEEP,
  [PUSH_SWEEP_QUEUE]: CHAINED_SWEEP,
  [PAYOUT_SWEEP_QUEUE]: SWEEP,
  [BOOKING_SWEEP_QUEUE]: SWEEP,
  [TRIP_SWEEP_QUEUE]: SWEEP,
  [UPLOADS_SWEEP_QUEUE]: SWEEP,
};

/** A queue no one declared (tests' queues): a few retries, still a dead letter. */
const UNDECLARED: QueuePolicy = {
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 300,
};

export const queuePolicyOf = (queue: string): QueuePolicy => queuePolicies[queue] ?? UNDECLARED;

/** Where pg-boss copies a queue's job once its retries are spent. Nothing works these queues. */
export const DEAD_LETTER_SUFFIX = '.dead';
export const deadLetterQueueOf = (queue: string) => `${queue}${DEAD_LETTER_SUFFIX}`;

/** How long a dead job waits for an operator's Retry before pg-boss deletes it: four weeks. */
const DEAD_JOB_RETENTION_SECONDS = 28 * 24 * 60 * 60;

/**
 * Creates `queue` with its retry policy and dead-letter queue (the dead-letter queue first:
 * pg-boss refers to it), and applies the retry policy to a queue an older release created.
 * Idempotent; `policy` is the injection point for tests (seconds instead of minutes).
 */
export async function ensureQueue(boss: PgBoss, queue: string, policy = queuePolicyOf(queue)): Promise<void> {
  const deadLetter = deadLetterQueueOf(queue);
  await boss.createQueue(deadLetter, { retentionSeconds: DEAD_JOB_RETENTION_SECONDS });
  await boss.updateQueue(deadLetter, { retentionSeconds: DEAD_JOB_RETENTION_SECONDS });
  const retries = {
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: policy.retryBackoff,
    ...(policy.expireInSeconds ? { expireInSeconds: policy.expireInSeconds } : {}),
    deadLetter,
  };
  const options: Omit<Queue, 'name'> = { ...retries, policy: policy.policy ?? 'standard' };
  await boss.createQueue(queue, options);
  // A queue's policy (its unique index) is fixed when it is created; only the retries change.
  await boss.updateQueue(queue, retries);
}
