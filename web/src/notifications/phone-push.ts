import { pushContract } from '@akwaaba/domain/push/push.contract';
import { callOperation } from '#app/api/calls.ts';

/*
 * This browser's push subscription, as the "Notifications on this phone" switch turns it on
 * and off: the browser's side (permission, the service worker's PushManager) and the API's
 * (POST and DELETE /api/push/subscriptions).
 */

/** Where the browser can be sent notifications: a service worker with a PushManager. */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window &&
  'serviceWorker' in navigator;

/** What the switch shows: on, off, or blocked in the browser's own settings (it cannot ask again). */
export type PhonePushState = 'on' | 'off' | 'blocked';

/** The browser's subscription now, without registering anything or asking for permission. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * On only when this browser is subscribed with the product's key now: one made with an earlier
 * key (the key changed) reaches nobody, and a tap subscribes again.
 */
export async function phonePushState(): Promise<PhonePushState> {
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  const { publicKey } = await callOperation(pushContract.publicKey);
  return sameKey(subscription.options.applicationServerKey, keyBytes(publicKey)) ? 'on' : 'off';
}

/** A base64url key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameKey = (key: ArrayBuffer | null, bytes: Uint8Array) =>
  key !== null &&
  key.byteLength === bytes.length &&
  new Uint8Array(key).every((byte, i) => byte === bytes[i]);

/**
 * Asks for permission (only ever on a tap), subscribes with the product's public key and sends
 * the subscription to the API. A subscription made with another key (the key changed) is
 * replaced; one the API refused is dropped again, so the switch and the server agree.
 */
export async function turnPhonePushOn(): Promise<PhonePushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  await navigator.serviceWorker.register('/sw.js');
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await callOperation(pushContract.publicKey);
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const { endpoint, keys } = subscription.toJSON();
  try {
    await callOperation(pushContract.subscribe, {
      body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
    });
  } catch (failure) {
    await subscription.unsubscribe().catch(() => undefined);
    throw failure;
  }
  return 'on';
}

/** Tells the API to stop, then drops the browser's subscription. */
export async function turnPhonePushOff(): Promise<PhonePushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await callOperation(pushContract.unsubscribe, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
