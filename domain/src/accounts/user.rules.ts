/*
 * Guards shared by the account deciders. A guard that throws a plain Error catches a
 * bug in the application, not a user's mistake: the API answers 500 and hides it.
 */

/** Milliseconds since the epoch of a command's `now`. */
export function instantOf(now: string): number {
  const instant = Date.parse(now);
  if (Number.isNaN(instant)) throw new Error(`now must be an ISO timestamp, got ${JSON.stringify(now)}`);
  return instant;
}

export const isoTimestamp = (instant: number) => new Date(instant).toISOString();

/**
 * An event can never be deleted, so a plain password or code that slipped into one
 * would stay in the log forever. These checks make that impossible rather than unlikely.
 */
export function requirePasswordHash(passwordHash: string) {
  if (!passwordHash.startsWith('$argon2id$'))
    throw new Error('passwordHash must be an argon2id hash (PHC string), never the password itself');
}

/** A keyed hash of a code or token: hex or base64(url) of at least 256 bits. */
export function requireDigest(name: 'codeHash' | 'tokenHash', digest: string) {
  if (!/^[A-Za-z0-9+/_-]{43,}={0,2}$/.test(digest))
    throw new Error(
      `${name} must be a keyed hash of at least 256 bits, never the ${name.slice(0, -4)} itself`,
    );
}

/**
 * A code or token sealed by the application for the e-mail worker: 'v1.' and then
 * base64url of nonce, ciphertext and tag (infra/src/accounts/sealed-secrets.ts). The
 * check keeps a plain code or token from ever being passed where the sealed one belongs.
 */
export function requireSealed(name: 'sealedCode' | 'sealedToken', sealed: string | undefined) {
  if (sealed !== undefined && !/^v1\.[A-Za-z0-9_-]{40,}$/.test(sealed))
    throw new Error(`${name} must be sealed by the application (v1.<base64url>), never the plain secret`);
}
