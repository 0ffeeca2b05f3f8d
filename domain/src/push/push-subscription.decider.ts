import type { Actor } from '../shared/actor';
import { type Decider, decideByType } from '../shared/decider';
import { conflict, forbidden, unauthenticated, validationError } from '../shared/errors';
import type { PushSubscriptionEvent } from './push-subscription.events';
import { pushSubscriptionIdOf } from './push-subscription-id';

/** Phones and browsers one user may have notifications pushed to at once. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;
/** Longer than any push service's endpoint (FCM's are about 200 characters). */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;

export const PUSH_MESSAGES = {
  badEndpoint: 'endpoint must be the https address your browser’s push service gave',
  badP256dh: 'keys.p256dh must be your browser’s public key: 87 base64url characters starting with B',
  badAuth: 'keys.auth must be your browser’s secret: 22 base64url characters',
  tooMany: `Notifications go to at most ${MAX_PUSH_SUBSCRIPTIONS} phones and browsers: turn one off first`,
} as const;
const M = PUSH_MESSAGES;

/** An uncompressed P-256 point (65 bytes, the first 0x04), base64url without padding: 'B' and 86 more. */
const P256DH = /^B[A-Za-z0-9_-]{86}$/;
/** 16 bytes, base64url without padding. */
const AUTH = /^[A-Za-z0-9_-]{22}$/;

export interface PushSubscriptionsState {
  /** The subscriptions in use, by id: their keys, to tell a repeated subscription from new keys. */
  subscriptions: Readonly<Record<string, { p256dh: string; auth: string }>>;
}

export type PushSubscriptionCommand =
  | {
      type: 'SubscribePush';
      actor: Actor;
      endpoint: string;
      p256dh: string;
      auth: string;
      /** Development only: an http endpoint (a test's own push service on loopback). */
      insecureEndpointAllowed: boolean;
      now: string;
    }
  | { type: 'UnsubscribePush'; actor: Actor; endpoint: string; now: string }
  /** The push service answered 404 or 410: the browser dropped the subscription. */
  | { type: 'RemoveGonePushSubscription'; actor: Actor; userId: string; subscriptionId: string; now: string };

type Command<Type extends PushSubscriptionCommand['type']> = Extract<PushSubscriptionCommand, { type: Type }>;

function userOf(actor: Actor): string {
  if (!actor.userId || (actor.role !== 'user' && actor.role !== 'admin')) throw unauthenticated();
  return actor.userId;
}

function checkEndpoint(endpoint: string, insecureAllowed: boolean): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw validationError(M.badEndpoint, { endpoint: M.badEndpoint });
  }
  const protocolTaken = url.protocol === 'https:' || (insecureAllowed && url.protocol === 'http:');
  // Credentials in an address would be sent on along with every notification.
  if (!protocolTaken || url.username || url.password || endpoint.length > MAX_PUSH_ENDPOINT_LENGTH)
    throw validationError(M.badEndpoint, { endpoint: M.badEndpoint });
}

function subscribe(
  command: Command<'SubscribePush'>,
  state: PushSubscriptionsState,
): PushSubscriptionEvent[] {
  const userId = userOf(command.actor);
  checkEndpoint(command.endpoint, command.insecureEndpointAllowed);
  if (!P256DH.test(command.p256dh)) throw validationError(M.badP256dh, { 'keys.p256dh': M.badP256dh });
  if (!AUTH.test(command.auth)) throw validationError(M.badAuth, { 'keys.auth': M.badAuth });
  const subscriptionId = pushSubscriptionIdOf(command.endpoint);
  const known = state.subscriptions[subscriptionId];
  // The browser sends its subscription on every visit: the same one again appends nothing.
  if (known && known.p256dh === command.p256dh && known.auth === command.auth) return [];
  if (!known && Object.keys(state.subscriptions).length >= MAX_PUSH_SUBSCRIPTIONS) throw conflict(M.tooMany);
  const { endpoint, p256dh, auth, now } = command;
  return [
    {
      type: 'PushSubscriptionAdded',
      data: { userId, subscriptionId, endpoint, p256dh, auth, addedAt: now },
    },
  ];
}

function unsubscribe(
  command: Command<'UnsubscribePush'>,
  state: PushSubscriptionsState,
): PushSubscriptionEvent[] {
  const userId = userOf(command.actor);
  const subscriptionId = pushSubscriptionIdOf(command.endpoint);
  // Turning off what is already off (or never was) changes nothing.
  if (!state.subscriptions[subscriptionId]) return [];
  return [
    {
      type: 'PushSubscriptionRemoved',
      data: { userId, subscriptionId, reason: 'unsubscribed', removedAt: command.now },
    },
  ];
}

function removeGone(
  command: Command<'RemoveGonePushSubscription'>,
  state: PushSubscriptionsState,
): PushSubscriptionEvent[] {
  if (command.actor.role !== 'system')
    throw forbidden('Only the push worker removes a subscription it was refused');
  if (!state.subscriptions[command.subscriptionId]) return [];
  const { userId, subscriptionId, now } = command;
  return [
    { type: 'PushSubscriptionRemoved', data: { userId, subscriptionId, reason: 'gone', removedAt: now } },
  ];
}

export const pushSubscriptionDecider: Decider<
  PushSubscriptionsState,
  PushSubscriptionCommand,
  PushSubscriptionEvent
> = {
  initialState: { subscriptions: {} },
  decide: decideByType<PushSubscriptionCommand, PushSubscriptionsState, PushSubscriptionEvent>({
    SubscribePush: subscribe,
    UnsubscribePush: unsubscribe,
    RemoveGonePushSubscription: removeGone,
  }),
  evolve(state, event) {
    const { [event.data.subscriptionId]: _replaced, ...others } = state.subscriptions;
    if (event.type === 'PushSubscriptionRemoved') return { subscriptions: others };
    const { p256dh, auth } = event.data;
    return { subscriptions: { ...others, [event.data.subscriptionId]: { p256dh, auth } } };
  },
};
