import { createHmac } from 'node:crypto';
import { PERSONAL_DATA_IN_STREAM_NAMES } from '@akwaaba/domain';
import type { AppSecrets } from '../secrets/app-secret';

/** The name the log keeps a stream under, for the name the product gives it. */
export type StoredStreamName = (name: string) => string;

/** Every stream kept under the name it is given: for stores whose tests look at no stream name. */
export const namesAsGiven: StoredStreamName = (name) => name;

/**
 * Stream names with a person's data after one of `prefixes` ('email-ama@example.com') are kept
 * as the prefix and an HMAC-SHA256 of the rest under a key of the application secret's
 * ('email-' + 43 base64url characters): the same for every spelling the domain normalised to
 * one, and telling nothing of the address to anyone without the secret. Other names stay.
 */
export function keyedStreamNames(
  secrets: AppSecrets,
  prefixes: readonly string[] = PERSONAL_DATA_IN_STREAM_NAMES,
): StoredStreamName {
  const key = secrets.key('personal-data-stream-names');
  return (name) => {
    const prefix = prefixes.find((candidate) => name.startsWith(candidate));
    if (prefix === undefined) return name;
    return prefix + createHmac('sha256', key).update(name.slice(prefix.length)).digest('base64url');
  };
}
