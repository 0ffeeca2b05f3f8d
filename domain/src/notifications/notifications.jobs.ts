/*
 * The notification e-mails' job queues: the sweep every minute, and one job per user it finds
 * (workers/src/notifications/notification.workers.ts sends to the one and drains both).
 */

/**
 * Every minute (pg-boss schedule): the users whose notifications have waited a minute
 * (workers/src/notifications/notification-email-sweep.ts).
 */
export const NOTIFICATION_EMAIL_SWEEP_QUEUE = 'notification-email-sweep';

/** One job per user with notifications to e-mail, keyed by the user: a user never has two waiting. */
export const NOTIFICATION_EMAIL_QUEUE = 'notification-email';
export interface NotificationEmailJob {
  userId: string;
  /** The sweep's: carried on the e-mail and the worker's log lines. */
  correlationId: string;
}

/**
 * The sweep that texts notifications (workers/src/notifications/notification-sms-sweep.ts): each
 * run queues the next a few seconds on, so a text goes out within seconds; the queue holds one
 * waiting run at most, and a schedule a minute restarts the chain should it break.
 */
export const NOTIFICATION_SMS_SWEEP_QUEUE = 'notification-sms-sweep';
