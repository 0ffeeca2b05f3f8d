import webPush from 'web-push';
import { PushError, type PushSender } from './push-port';
import type { VapidKeys } from './vapid-keys';

/** How long a push service keeps a push for a phone that is off: after a day the news is old. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/**
 * The push adapter: the web-push library encrypts the payload (RFC 8291, aes128gcm) and writes
 * the VAPID signature (RFC 8292); the request itself goes out through fetch, with a timeout and
 * no redirects followed (a push service answers, it does not send us elsewhere). A push service
 * answers 201 when it took the message.
 */
export function webPushSender(vapid: VapidKeys, options: { timeoutMs?: number } = {}): PushSender {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return {
    async send(target, message) {
      let request: ReturnType<typeof webPush.generateRequestDetails>;
      try {
        request = webPush.generateRequestDetails(target, JSON.stringify(message), {
          vapidDetails,
          TTL: TIME_TO_LIVE_SECONDS,
          contentEncoding: 'aes128gcm',
        });
      } catch (error) {
        // Keys no browser makes (a point off the curve): no push to it will ever work.
        throw new PushError(
          `The subscription's keys cannot be encrypted for: ${(error as Error).message}`,
          'refused',
        );
      }
      // fetch counts the body itself.
      const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body ?? null,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new PushError(`The push service did not answer: ${(error as Error).message}`, 'retryable');
      }
      await response.body?.cancel();
      const status = response.status;
      if (status >= 200 && status < 300) return;
      if (status === 404 || status === 410)
        throw new PushError(`The push service no longer knows the subscription (${status})`, 'gone', status);
      if (status === 429 || status >= 500)
        throw new PushError(`The push service could not take the push now (${status})`, 'retryable', status);
      throw new PushError(`The push service refused the push (${status})`, 'refused', status);
    },
  };
}
