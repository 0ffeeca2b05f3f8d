import type PgBoss from 'pg-boss';
import { ensureQueue } from '../queue-policies';

/*
 * The notification e-mails' queues: the sweep every minute, and one job per user it finds.
 */

/** Every minute (pg-boss schedule): the users whose notifications have waited a minute (notification-email-sweep.ts). */
export const NOTIFICATION_EMAIL_SWEEP_QUEUE = 'notification-email-sweep';

/** One job per user with notifications to e-mail, keyed by the user: a user never has two waiting. */
export const NOTIFICATION_EMAIL_QUEUE = 'notification-email';
export interface NotificationEmailJob {
  userId: string;
  /** The sweep's: carried on the e-mail and the worker's log lines. */
  correlationId: string;
}

/**
 * Makes the e-mail queue hold at most one waiting job per singleton key (pg-boss's 'short'
 * policy, declared with its retries in queue-policies.ts), before the sweep sends to it.
 */
export const ensureNotificationEmailQueue = (boss: PgBoss): Promise<void> =>
  ensureQueue(boss, NOTIFICATION_EMAIL_QUEUE);
