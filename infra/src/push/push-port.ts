/** A browser's push subscription, as it gave it (PushSubscription.toJSON()). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a pushed notification carries to the service worker (web/public/sw.js), as JSON. */
export interface PushMessage {
  title: string;
  body: string;
  /** The screen a tap opens, a path of the product. */
  url: string;
  /** Names the notification on the phone: a newer push with the same tag replaces it. */
  tag: string;
}

/**
 * Why a push was not accepted. `gone`: the push service answered 404 or 410, the browser
 * dropped the subscription, so it is removed; `retryable`: 429, a 5xx, a timeout or a network
 * error, so the job throws and pg-boss retries it with backoff; neither: any other refusal
 * (400, 403, 413), which would fail the same way again.
 */
export class PushError extends Error {
  override readonly name = 'PushError';
  constructor(
    message: string,
    readonly outcome: 'gone' | 'retryable' | 'refused',
    /** The push service's HTTP status; null for a timeout or a network error. */
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

/**
 * The push port: encrypts a message for one subscription (RFC 8291, aes128gcm), signs the
 * request with the product's VAPID key (RFC 8292) and posts it to the subscription's push
 * service. Resolves once the service accepted it; throws PushError otherwise.
 */
export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<void>;
}
