import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { loadConfig } from '../config';
import { appSecretsFrom } from '../secrets/app-secret';
import { vapidKeysFor } from './vapid-keys';

/** A key pair as `npx web-push generate-vapid-keys` prints it. */
function keyPair() {
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}
const secrets = appSecretsFrom('a'.repeat(64));

describe('VAPID configuration', () => {
  it('with nothing set, derives one key pair from the application secret, the same on every start', () => {
    const config = loadConfig({});
    expect(config.vapid).toEqual({ keys: null, subject: 'mailto:support@localhost' });
    const keys = vapidKeysFor(config, secrets);
    expect(keys.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(vapidKeysFor(loadConfig({}), appSecretsFrom('a'.repeat(64)))).toEqual(keys);
    expect(vapidKeysFor(config, appSecretsFrom('b'.repeat(64))).publicKey).not.toBe(keys.publicKey);
    // The pair matches: its public key is the private key's.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    expect(ecdh.getPublicKey('base64url', 'uncompressed')).toBe(keys.publicKey);
  });

  it('takes the configured pair and subject instead', () => {
    const pair = keyPair();
    const config = loadConfig({
      ...pair,
      VAPID_SUBJECT: 'https://akwaaba.example/contact',
      PUBLIC_URL: 'https://akwaaba.example',
    });
    expect(vapidKeysFor(config, secrets)).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
      subject: 'https://akwaaba.example/contact',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://akwaaba.example' }).vapid.subject).toBe(
      'mailto:support@akwaaba.example',
    );
  });

  it('stops start-up naming the variable when a key is missing, malformed or not the pair’s', () => {
    const pair = keyPair();
    const other = keyPair();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(
      'VAPID_PRIVATE_KEY must be set when VAPID_PUBLIC_KEY is set',
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: pair.VAPID_PRIVATE_KEY })).toThrow(
      'VAPID_PUBLIC_KEY must be set when VAPID_PRIVATE_KEY is set',
    );
    expect(() => loadConfig({ ...pair, VAPID_PUBLIC_KEY: 'not-a-key' })).toThrow(
      /^VAPID_PUBLIC_KEY must be a P-256/,
    );
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'short' })).toThrow(
      /^VAPID_PRIVATE_KEY must be a P-256/,
    );
    expect(() => loadConfig({ ...pair, VAPID_PUBLIC_KEY: other.VAPID_PUBLIC_KEY })).toThrow(
      'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'support@akwaaba.example' })).toThrow(
      /^VAPID_SUBJECT must be a mailto: address or an https: URL/,
    );
  });
});
