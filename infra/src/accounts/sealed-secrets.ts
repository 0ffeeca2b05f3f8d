import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { AppSecrets } from '../secrets/app-secret';

/**
 * Codes and reset tokens travel in their account events sealed (docs/adr/0005), so
 * the e-mail reactor can send them from the event exactly once while the log never
 * holds them in the clear. AES-256-GCM under the 'mail-seal' key; the associated data
 * binds a sealed value to its purpose and account, so it cannot be replayed into
 * another account's e-mail.
 */
export type SealPurpose = 'verification-code' | 'password-reset-token' | 'phone-code';

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

const associatedData = (purpose: SealPurpose, userId: string) => Buffer.from(`${purpose}:${userId}`);

/** 'v1.' + base64url(nonce ‖ ciphertext ‖ tag). */
export function seal(secrets: AppSecrets, purpose: SealPurpose, userId: string, secret: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secrets.key('mail-seal'), nonce);
  cipher.setAAD(associatedData(purpose, userId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/**
 * The secret inside a sealed value. Throws when the value was not sealed by this
 * application for this purpose and account (wrong key, tampered, or moved).
 */
export function unseal(secrets: AppSecrets, purpose: SealPurpose, userId: string, sealed: string): string {
  const [version, encoded] = sealed.split('.');
  if (version !== VERSION || !encoded) throw new Error('Not a sealed value');
  const raw = Buffer.from(encoded, 'base64url');
  if (raw.length <= NONCE_BYTES + TAG_BYTES) throw new Error('Sealed value is too short');
  const decipher = createDecipheriv('aes-256-gcm', secrets.key('mail-seal'), raw.subarray(0, NONCE_BYTES));
  decipher.setAAD(associatedData(purpose, userId));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
