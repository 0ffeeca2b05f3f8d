import { createHash } from 'node:crypto';

/**
 * A subscription's name in events and jobs: the SHA-256 of its endpoint. The endpoint itself is
 * personal data, sealed in the log; its digest names the same browser every time it subscribes,
 * and tells nothing (a push service's endpoint ends in a long random token, so it cannot be
 * guessed from the digest).
 */
export const pushSubscriptionIdOf = (endpoint: string) =>
  createHash('sha256').update(endpoint, 'utf8').digest('hex');
