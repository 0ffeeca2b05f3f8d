import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id at the OWASP ASVS v5 minimum (19 MiB, 2 passes, 1 lane). Hashing runs on
 * libuv's thread pool, so the event loop keeps serving other requests meanwhile.
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, which isolated modules cannot read)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The PHC string ('$argon2id$v=19$m=19456,t=2,p=1$salt$hash') for a new password, with a fresh salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a typed password against a stored hash. With no account (`passwordHash`
 * null) it still runs one full argon2id verify, against a hash of a random password
 * made once, so the time taken does not tell whether the address has an account.
 * A stored hash that cannot be parsed counts as a mismatch, never as an error.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
