import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's `x-paystack-signature`: HMAC-SHA512 of the raw request body, hex, keyed with the secret key. */
export const signWebhook = (rawBody: Buffer | string, secretKey: string): string =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex');

/**
 * True only when the signature is the HMAC of these exact bytes. The raw body is hashed, never
 * re-serialized JSON, and the comparison takes the same time whatever the signature holds.
 */
export function isValidWebhookSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
