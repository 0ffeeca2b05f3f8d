import { describe, expect, it } from 'vitest';
import { type Actor, systemActor } from '../shared/actor';
import { deciderSpec, invalidField } from '../shared/decider.testing';
import {
  PUSH_MESSAGES as M,
  MAX_PUSH_SUBSCRIPTIONS,
  type PushSubscriptionCommand,
  pushSubscriptionDecider,
} from './push-subscription.decider';
import type { PushSubscriptionEvent } from './push-subscription.events';
import { pushSubscriptionIdOf } from './push-subscription-id';

const user: Actor = { userId: 'user-1', role: 'user' };
const now = '2026-11-28T09:00:00.000Z';
const endpoint = 'https://fcm.googleapis.com/fcm/send/dGhpcyBpcyBhIHJhbmRvbSB0b2tlbg';
const p256dh = `B${'A'.repeat(86)}`;
const auth = 'q'.repeat(22);

const { given } = deciderSpec(pushSubscriptionDecider);

const subscribe = (
  over: Partial<Extract<PushSubscriptionCommand, { type: 'SubscribePush' }>> = {},
): PushSubscriptionCommand => ({
  type: 'SubscribePush',
  actor: user,
  endpoint,
  p256dh,
  auth,
  insecureEndpointAllowed: false,
  now,
  ...over,
});
const added = (at = endpoint, keys = { p256dh, auth }): PushSubscriptionEvent => ({
  type: 'PushSubscriptionAdded',
  data: { userId: 'user-1', subscriptionId: pushSubscriptionIdOf(at), endpoint: at, ...keys, addedAt: now },
});
const removed = (reason: 'unsubscribed' | 'gone', at = endpoint): PushSubscriptionEvent => ({
  type: 'PushSubscriptionRemoved',
  data: { userId: 'user-1', subscriptionId: pushSubscriptionIdOf(at), reason, removedAt: now },
});

describe('SubscribePush', () => {
  it('records the browser’s subscription under a digest of its endpoint, once', () => {
    expect(pushSubscriptionIdOf(endpoint)).toMatch(/^[0-9a-f]{64}$/);
    given([]).when(subscribe()).thenAppends([added()]);
    given([added()]).when(subscribe()).thenAppendsNothing();
    // New keys for the same endpoint replace the old ones.
    const newKeys = { p256dh: `B${'b'.repeat(86)}`, auth };
    given([added()])
      .when(subscribe(newKeys))
      .thenAppends([added(endpoint, newKeys)]);
    given([added(), removed('gone')])
      .when(subscribe())
      .thenAppends([added()]);
  });

  it('refuses what no browser gives, naming the field', () => {
    given([])
      .when(subscribe({ endpoint: 'not a url' }))
      .thenFails(invalidField('endpoint', M.badEndpoint));
    given([])
      .when(subscribe({ endpoint: 'http://push.example/x' }))
      .thenFails(invalidField('endpoint', M.badEndpoint));
    given([])
      .when(subscribe({ endpoint: 'https://user:secret@push.example/x' }))
      .thenFails(invalidField('endpoint', M.badEndpoint));
    given([])
      .when(subscribe({ p256dh: `A${'A'.repeat(86)}` }))
      .thenFails(invalidField('keys.p256dh', M.badP256dh));
    given([])
      .when(subscribe({ auth: 'short' }))
      .thenFails(invalidField('keys.auth', M.badAuth));
  });

  it('takes an http endpoint only where development allows it (a test’s own push service)', () => {
    const local = 'http://127.0.0.1:4000/push/abc';
    given([])
      .when(subscribe({ endpoint: local, insecureEndpointAllowed: true }))
      .thenAppends([added(local)]);
  });

  it('keeps at most 20 subscriptions, and refuses a signed-out caller', () => {
    const many = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS }, (_, i) => added(`${endpoint}-${i}`));
    given(many).when(subscribe()).thenFails({ kind: 'conflict', message: M.tooMany });
    given(many)
      .when(subscribe({ endpoint: `${endpoint}-3` }))
      .thenAppendsNothing();
    given([])
      .when(subscribe({ actor: { userId: null, role: 'anonymous' } }))
      .thenFails({ kind: 'unauthenticated' });
  });
});

describe('UnsubscribePush and RemoveGonePushSubscription', () => {
  it('removes a subscription in use, and appends nothing for one that is not', () => {
    const off: PushSubscriptionCommand = { type: 'UnsubscribePush', actor: user, endpoint, now };
    given([added()])
      .when(off)
      .thenAppends([removed('unsubscribed')]);
    given([]).when(off).thenAppendsNothing();
    given([added(), removed('gone')])
      .when(off)
      .thenAppendsNothing();
  });

  it('lets only the system remove a subscription the push service said is gone', () => {
    const gone = (actor: Actor): PushSubscriptionCommand => ({
      type: 'RemoveGonePushSubscription',
      actor,
      userId: 'user-1',
      subscriptionId: pushSubscriptionIdOf(endpoint),
      now,
    });
    given([added()])
      .when(gone(systemActor))
      .thenAppends([removed('gone')]);
    given([]).when(gone(systemActor)).thenAppendsNothing();
    given([added()]).when(gone(user)).thenFails({ kind: 'forbidden' });
  });
});
