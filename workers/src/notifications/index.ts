import {
  NOTIFICATION_EMAIL_QUEUE,
  NOTIFICATION_EMAIL_SWEEP_QUEUE,
  NOTIFICATION_SMS_SWEEP_QUEUE,
  type NotificationEmailJob,
} from '@akwaaba/domain/notifications/notifications.jobs';
import { ensureQueue } from '@akwaaba/infra/jobs/queue-policies';
import { jobContext, jobWorker, SWEEP_AGAIN_AFTER_SECONDS, type Worker, type WorkerDeps } from '../jobs';
import { type MailingDeps, withMailer } from '../mail/mailing-deps';
import { smsSendWorker } from '../sms/sms-send.worker';
import { sendNotificationEmail } from './notification-email';
import { sweepNotificationEmails } from './notification-email-sweep';
import { sweepNotificationTexts } from './notification-sms-sweep';

/** E-mails one user what waited for them (notification-email.ts). */
export const notificationEmailWorker = jobWorker<NotificationEmailJob, MailingDeps>(
  NOTIFICATION_EMAIL_QUEUE,
  {
    pollingIntervalSeconds: 2,
    prepare: withMailer,
    async handle(deps, job, log) {
      const outcome = await sendNotificationEmail(deps, job.data);
      log.info({ userId: job.data.userId, outcome }, 'notification e-mail handled');
    },
  },
);

/**
 * Every minute: a job for each user whose notifications have waited a minute. pg-boss runs a
 * schedule once per minute across all workers.
 */
export const notificationEmailSweepWorker = jobWorker<Record<string, never>, WorkerDeps>(
  NOTIFICATION_EMAIL_SWEEP_QUEUE,
  {
    pollingIntervalSeconds: 5,
    everyMinute: true,
    async prepare(deps) {
      // The e-mail queue holds at most one waiting job per user (its 'short' policy, declared
      // with its retries in infra/src/jobs/queue-policies.ts): made so before the sweep sends to it.
      await ensureQueue(deps.boss, NOTIFICATION_EMAIL_QUEUE);
      return deps;
    },
    async handle(deps, job, log) {
      const users = await sweepNotificationEmails(deps, jobContext(job).correlationId);
      if (users.length > 0) log.info({ users: users.length }, 'notification e-mails queued');
    },
  },
);

/** Texts what each user wants texted (notification-sms-sweep.ts), a few seconds apart. */
export const notificationSmsSweepWorker = jobWorker<Record<string, never>, WorkerDeps>(
  NOTIFICATION_SMS_SWEEP_QUEUE,
  {
    pollingIntervalSeconds: 1,
    everyMinute: true,
    againAfterSeconds: SWEEP_AGAIN_AFTER_SECONDS,
    prepare: (deps) => deps,
    async handle(deps, job, log) {
      const outcome = await sweepNotificationTexts(
        { pool: deps.pool, boss: deps.boss, publicUrl: deps.config.publicUrl },
        jobContext(job).correlationId,
      );
      if (outcome.queued + outcome.waiting + outcome.passedOver > 0) log.info(outcome, 'notification texts');
    },
  },
);

export const notificationsWorkers: Worker[] = [
  notificationEmailWorker,
  notificationEmailSweepWorker,
  smsSendWorker,
  notificationSmsSweepWorker,
];
