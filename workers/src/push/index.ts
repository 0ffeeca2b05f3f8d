import { PUSH_SEND_QUEUE, PUSH_SWEEP_QUEUE, type PushSendJob } from '@akwaaba/domain/push/push.jobs';
import { ensureQueue } from '@akwaaba/infra/jobs/queue-policies';
import { vapidKeysFor } from '@akwaaba/infra/push/vapid-keys';
import { webPushSender } from '@akwaaba/infra/push/web-push-sender';
import { jobContext, jobWorker, SWEEP_AGAIN_AFTER_SECONDS, type Worker } from '../jobs';
import { type PushSendDeps, sendPush } from './push-send';
import { sweepPushes } from './push-sweep';

/** Pushes one notification to one browser (push-send.ts). */
export const pushSendWorker = jobWorker<PushSendJob, PushSendDeps>(PUSH_SEND_QUEUE, {
  pollingIntervalSeconds: 1,
  prepare: ({ pool, store, config, secrets }) => ({
    pool,
    store,
    push: webPushSender(vapidKeysFor(config, secrets)),
  }),
  async handle(deps, job, log) {
    const outcome = await sendPush(deps, job, log);
    log.info({ notificationId: job.data.notificationId, outcome }, 'push handled');
  },
});

/** A few seconds apart: a push job for each new notification and subscription (push-sweep.ts). */
export const pushSweepWorker = jobWorker<Record<string, never>, Parameters<typeof sweepPushes>[0]>(
  PUSH_SWEEP_QUEUE,
  {
    pollingIntervalSeconds: 1,
    everyMinute: true,
    againAfterSeconds: SWEEP_AGAIN_AFTER_SECONDS,
    async prepare(deps) {
      // Its retries and dead letters declared (infra/src/jobs/queue-policies.ts) before the sweep sends to it.
      await ensureQueue(deps.boss, PUSH_SEND_QUEUE);
      return { pool: deps.pool, boss: deps.boss };
    },
    async handle(deps, job, log) {
      const queued = await sweepPushes(deps, jobContext(job).correlationId);
      if (queued > 0) log.info({ queued }, 'pushes queued');
    },
  },
);

export const pushWorkers: Worker[] = [pushSendWorker, pushSweepWorker];
