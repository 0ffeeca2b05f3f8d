import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Keys for keyed hashes (e-mail codes, reset tokens), sealing secrets in events,
 * and signed links, all derived from one application secret with HKDF, one key
 * per purpose, so a key leaked for one use opens nothing else.
 */
export interface AppSecrets {
  /** A 32-byte key for one purpose, e.g. 'verification-code' or 'private-object-links'. */
  key(purpose: string): Buffer;
}

export function appSecretsFrom(secret: string): AppSecrets {
  const cache = new Map<string, Buffer>();
  return {
    key(purpose) {
      let key = cache.get(purpose);
      if (!key) {
        key = Buffer.from(hkdfSync('sha256', secret, 'akwaaba-drive', purpose, 32));
        cache.set(purpose, key);
      }
      return key;
    },
  };
}

/**
 * APP_SECRET when configured (required in production, checked by loadConfig);
 * in development, a random secret made once and kept in DATA_DIR/app-secret so
 * codes and links survive a restart.
 */
export function loadAppSecrets(config: Pick<Config, 'appSecret' | 'dataDir'>): AppSecrets {
  if (config.appSecret) return appSecretsFrom(config.appSecret);
  const file = path.join(config.dataDir, 'app-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return appSecretsFrom(readFileSync(file, 'utf8').trim());
}
