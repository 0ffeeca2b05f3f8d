import { randomUUID } from 'node:crypto';
import { type PushSendJob, pushIdempotencyKey } from '@akwaaba/domain/push/push.jobs';
import { pushSubscriptionDecider } from '@akwaaba/domain/push/push-subscription.decider';
import { pushSubscriptionsStream } from '@akwaaba/domain/push/push-subscription.events';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { PushError, type PushSender } from '@akwaaba/infra/push/push-port';
import { findNotification } from '@akwaaba/projections/notifications/notifications.queries';
import { findPushSubscription } from '@akwaaba/projections/push/push-subscriptions.queries';
import type pg from 'pg';
import type { Logger } from 'pino';
import { jobContext, type QueuedJob } from '../jobs';

/** What every push says it is from. */
export const PUSH_TITLE = 'Akwaaba Drive';
/** A claim older than this is a try that died mid-request (the request times out after 10 s): it is taken over. */
const STALE_CLAIM_SECONDS = 30;

export type PushSendOutcome =
  | 'sent'
  | 'already-sent'
  | 'no-subscription'
  | 'no-notification'
  | 'already-read'
  | 'gone'
  | 'refused';

export interface PushSendDeps {
  pool: pg.Pool;
  store: EventStore;
  push: PushSender;
}

/**
 * Pushes a job's notification to a job's subscription, once per notification (as of its
 * position) and subscription however often the job runs: the push is claimed in `push_sends`
 * before the request. What the push service answers decides the rest: accepted, the push is
 * 'sent'; 404 or 410, the subscription is gone and is removed (an event on the user's push
 * subscriptions stream); 429, a 5xx or no answer, the claim is let go and the job throws, so
 * pg-boss retries it with the queue's backoff; any other refusal is recorded and the job ends.
 */
export async function sendPush(
  deps: PushSendDeps,
  job: QueuedJob<PushSendJob>,
  log: Logger,
): Promise<PushSendOutcome> {
  const { userId, subscriptionId, notificationId } = job.data;
  const subscription = await findPushSubscription(deps.pool, userId, subscriptionId);
  if (!subscription) return 'no-subscription';
  const notification = await findNotification(deps.pool, userId, notificationId);
  if (!notification) return 'no-notification';
  if (notification.read) return 'already-read';

  const key = pushIdempotencyKey(job.data);
  const claimId = randomUUID();
  if (!(await claim(deps.pool, key, claimId, job.data))) return 'already-sent';
  const finish = (state: 'sent' | 'gone' | 'refused', httpStatus: number | null = null) =>
    deps.pool.query(
      `update push_sends set state = $3, http_status = $4, finished_at = now()
        where idempotency_key = $1 and claim_id = $2`,
      [key, claimId, state, httpStatus],
    );
  try {
    await deps.push.send(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      {
        title: PUSH_TITLE,
        body: notification.text,
        url: notification.link,
        tag: `notification-${notificationId}`,
      },
    );
    await finish('sent');
    return 'sent';
  } catch (error) {
    if (!(error instanceof PushError) || error.outcome === 'retryable') {
      // Let the retry claim it at once.
      await deps.pool.query(
        `delete from push_sends where idempotency_key = $1 and claim_id = $2 and state = 'sending'`,
        [key, claimId],
      );
      throw error;
    }
    const about = { userId, subscriptionId, notificationId, httpStatus: error.httpStatus };
    if (error.outcome === 'gone') {
      await handleCommand(
        deps.store,
        pushSubscriptionDecider,
        pushSubscriptionsStream(userId),
        {
          type: 'RemoveGonePushSubscription',
          actor: jobContext(job).actor,
          userId,
          subscriptionId,
          now: new Date().toISOString(),
        },
        jobContext(job),
      );
      await finish('gone', error.httpStatus);
      log.info(about, 'push subscription removed: the push service no longer knows it');
      return 'gone';
    }
    await finish('refused', error.httpStatus);
    log.warn({ ...about, err: error }, 'push given up: the push service refused it');
    return 'refused';
  }
}

/** Takes the push for this try; false when another try sent it, or is sending it now. */
async function claim(pool: pg.Pool, key: string, claimId: string, job: PushSendJob): Promise<boolean> {
  const { rows } = await pool.query(
    `insert into push_sends as p (idempotency_key, state, claim_id, user_id, correlation_id)
     values ($1, 'sending', $2, $3, $4)
     on conflict (idempotency_key) do update set claim_id = excluded.claim_id, claimed_at = now()
       where p.state = 'sending' and p.claimed_at < now() - make_interval(secs => $5)
     returning claim_id`,
    [key, claimId, job.userId, job.correlationId, STALE_CLAIM_SECONDS],
  );
  return rows.length > 0;
}
