import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { AppSecrets } from '../secrets/app-secret';

/*
 * The secrets e-mailed to account holders. Only keyed hashes of them are stored:
 * a 6-digit code has a million values, so a bare SHA-256 of it would be reversed by
 * trying them all; an HMAC under a key only the application holds cannot be.
 */

/** A 6-digit code, uniform over 000000-999999, from the operating system's CSPRNG. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** HMAC-SHA-256 (hex) of a code, bound to its account so one account's hash says nothing about another's. */
export function verificationCodeHash(secrets: AppSecrets, userId: string, code: string): string {
  return createHmac('sha256', secrets.key('verification-code')).update(`${userId}:${code}`).digest('hex');
}

/**
 * HMAC-SHA-256 (hex) of a code sent by SMS, bound to its account, under a key of its own: an
 * e-mailed code never passes for a texted one. (The decider checks the number it was sent to.)
 */
export function phoneCodeHash(secrets: AppSecrets, userId: string, code: string): string {
  return createHmac('sha256', secrets.key('phone-code')).update(`${userId}:${code}`).digest('hex');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A reset link's token: the account id, a dot, and 256 random bits (base64url). The id
 * only says which stream to decide on; the random part is what proves the link.
 */
export function newResetToken(userId: string): string {
  return `${userId}.${randomBytes(32).toString('base64url')}`;
}

/** The account a reset token names, or null when the token is not one of ours. */
export function accountOfResetToken(token: string): string | null {
  const [userId, random, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !UUID.test(userId) || !random || !/^[A-Za-z0-9_-]{43}$/.test(random))
    return null;
  return userId;
}

/** HMAC-SHA-256 (hex) of a reset token. */
export function resetTokenHash(secrets: AppSecrets, token: string): string {
  return createHmac('sha256', secrets.key('password-reset-token')).update(token).digest('hex');
}
