import type { DomainEvents } from '../shared/decider';

/**
 * The phones and browsers a user asked to be sent their notifications (stream
 * `push-subscriptions-{userId}`). A subscription is named by a digest of its endpoint
 * (`subscriptionId`), so the same browser subscribing again is the same subscription. The
 * endpoint and its keys are the person's: sealed in the log under their key (personal-data.ts).
 */
interface PushSubscriptionEventData {
  /** A browser's PushSubscription, as it gave it: where to post, and the keys to encrypt for (RFC 8291). */
  PushSubscriptionAdded: {
    userId: string;
    subscriptionId: string;
    endpoint: string;
    /** The browser's ECDH public key (P-256, uncompressed), base64url. */
    p256dh: string;
    /** The browser's authentication secret (16 bytes), base64url. */
    auth: string;
    addedAt: string;
  };
  /**
   * The subscription is no longer sent to: the user turned it off (`unsubscribed`), or the push
   * service answered that it is gone (`gone`: 404 or 410, the browser dropped it).
   */
  PushSubscriptionRemoved: {
    userId: string;
    subscriptionId: string;
    reason: 'unsubscribed' | 'gone';
    removedAt: string;
  };
}

export type PushSubscriptionEvent = DomainEvents<PushSubscriptionEventData>;

/** Push subscription event types start with 'PushSubscription', which no other family's types start with. */
export const PUSH_SUBSCRIPTION_EVENT_TYPE_PREFIX = 'PushSubscription';

export const pushSubscriptionsStream = (userId: string) => `push-subscriptions-${userId}`;
