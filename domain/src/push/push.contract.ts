import * as v from 'valibot';
import { defineContract } from '../shared/contract';
import { formObject, withoutControlCharacters } from '../shared/form-schemas';

/** Above any real push endpoint or key: a longer one is refused before the decider reads it. */
const MAX_FIELD_LENGTH = 2048;
const ENDPOINT_NEEDED = 'endpoint must be the https address your browser’s push service gave';

const endpoint = v.pipe(
  v.string(ENDPOINT_NEEDED),
  v.nonEmpty(ENDPOINT_NEEDED),
  v.maxLength(MAX_FIELD_LENGTH, ENDPOINT_NEEDED),
  withoutControlCharacters('endpoint'),
);
const key = (name: string) =>
  v.pipe(
    v.string(`keys.${name} must be the browser’s key, base64url`),
    v.maxLength(200, `keys.${name} must be the browser’s key, base64url`),
    withoutControlCharacters(`keys.${name}`),
  );

/** A browser's PushSubscription as `toJSON()` gives it; its expirationTime is not used (browsers send null). */
const subscriptionBody = formObject({
  endpoint,
  keys: v.object(
    { p256dh: key('p256dh'), auth: key('auth') },
    'keys must hold the browser’s p256dh and auth keys',
  ),
});

/**
 * Notifications pushed to the user's phones and browsers: the key a browser subscribes with,
 * and the browsers subscribed (docs/adr/0040).
 */
export const pushContract = defineContract('push', {
  publicKey: {
    summary: 'The VAPID public key a browser subscribes to push with (applicationServerKey)',
    method: 'GET',
    path: '/api/push/public-key',
    response: v.object({ publicKey: v.string() }),
  },
  subscribe: {
    summary: 'Send the signed-in user’s notifications to this browser too (its PushSubscription)',
    access: 'signed-in',
    method: 'POST',
    path: '/api/push/subscriptions',
    body: subscriptionBody,
    status: 204,
    response: null,
  },
  unsubscribe: {
    summary: 'Stop sending notifications to this browser',
    access: 'signed-in',
    method: 'DELETE',
    path: '/api/push/subscriptions',
    body: formObject({ endpoint }),
    status: 204,
    response: null,
  },
});
