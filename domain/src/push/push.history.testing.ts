import { randomBytes, randomUUID } from 'node:crypto';
import { type Actor, systemActor } from '../shared/actor';
import { type HistoryRunner, type HistoryStep, skip } from '../shared/history.testing';
import { type PushSubscriptionCommand, pushSubscriptionDecider } from './push-subscription.decider';
import { pushSubscriptionsStream } from './push-subscription.events';
import { pushSubscriptionIdOf } from './push-subscription-id';

/*
 * The push feature's history (see shared/history.testing.ts): the browsers members turn
 * notifications on for, turn off again, and the push service gives up on.
 */

/** A browser's keys as it makes them: an uncompressed P-256 point (0x04 and 64 bytes) and 16 bytes. */
const browserKeys = () => ({
  p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});

/**
 * The `j`th member's browsers, once their account exists: a phone for half of them, a laptop
 * for a third, turned off again by some; some phones gone at their push service, a few of
 * those subscribed again, and some phones' keys renewed.
 */
export function pushHistory(run: HistoryRunner, j: number, user: Actor): HistoryStep[] {
  const stream = pushSubscriptionsStream(user.userId!);
  const on = (command: PushSubscriptionCommand) => run.handle(pushSubscriptionDecider, stream, command);
  const now = () => new Date().toISOString();
  const phone = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
  const laptop = `https://updates.push.services.mozilla.com/wpush/v2/${randomUUID()}`;
  const subscribe = (endpoint: string) =>
    on({
      type: 'SubscribePush',
      actor: user,
      endpoint,
      ...browserKeys(),
      insecureEndpointAllowed: false,
      now: now(),
    });
  return [
    skip,
    skip,
    () => (j % 2 === 1 ? subscribe(phone) : skip()),
    () => (j % 3 === 0 ? subscribe(laptop) : skip()),
    () => (j % 6 === 0 ? on({ type: 'UnsubscribePush', actor: user, endpoint: laptop, now: now() }) : skip()),
    () =>
      j % 10 === 1
        ? on({
            type: 'RemoveGonePushSubscription',
            actor: systemActor,
            userId: user.userId!,
            subscriptionId: pushSubscriptionIdOf(phone),
            now: now(),
          })
        : skip(),
    () => (j % 20 === 1 || j % 4 === 3 ? subscribe(phone) : skip()),
  ];
}
