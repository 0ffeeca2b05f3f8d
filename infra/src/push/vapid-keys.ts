import { createECDH } from 'node:crypto';
import type { Config } from '../config';
import type { AppSecrets } from '../secrets/app-secret';

/** What the product signs its pushes with: VAPID (RFC 8292). */
export interface VapidKeys {
  /** base64url of the uncompressed P-256 point: what browsers subscribe with (applicationServerKey). */
  publicKey: string;
  /** base64url of the 32-byte P-256 private key. */
  privateKey: string;
  /** `mailto:` or `https:`: who a push service may contact. */
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured; otherwise a key pair derived from the
 * application secret (APP_SECRET, or in development the secret kept in DATA_DIR), as every
 * other key of the product is: `npm start` needs no configuration, and every instance of a
 * deployment signs with the same key without sharing a file. Changing APP_SECRET changes this
 * pair too, and browsers then have to subscribe again (docs/adr/0040).
 */
export function vapidKeysFor(config: Pick<Config, 'vapid'>, secrets: AppSecrets): VapidKeys {
  const { subject } = config.vapid;
  if (config.vapid.keys) return { ...config.vapid.keys, subject };
  const ecdh = createECDH('prime256v1');
  // 32 bytes of HKDF are a valid P-256 key but for a chance of about 2^-32 (at or above the
  // curve's order, or zero): the next purpose's bytes then.
  for (let attempt = 0; ; attempt++) {
    const privateKey = secrets.key(attempt === 0 ? 'vapid-private-key' : `vapid-private-key-${attempt}`);
    try {
      ecdh.setPrivateKey(privateKey);
    } catch {
      continue;
    }
    return {
      publicKey: ecdh.getPublicKey('base64url', 'uncompressed'),
      // The 32 bytes themselves: ECDH would drop a leading zero byte, which web-push refuses.
      privateKey: privateKey.toString('base64url'),
      subject,
    };
  }
}
