import { createECDH, createPublicKey, type ECDH, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A push the fake push service took: its path, headers and encrypted body. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A browser's side of web push, made by the test: a push service on loopback (plain HTTP, which
 * only development lets a subscription name) and subscriptions whose keys the test holds, so it
 * can check the VAPID signature of what arrives and decrypt it as the browser would.
 */
export interface FakePushService {
  url: string;
  /** A new browser: its PushSubscription JSON, and the private half to read its pushes with. */
  newSubscription(): FakeSubscription;
  /** Every push posted so far to `subscription`'s endpoint. */
  received(subscription: FakeSubscription): ReceivedPush[];
  /** What the service answers pushes to `subscription` from now on (201 unless set). */
  answer(subscription: FakeSubscription, status: number): void;
  close(): Promise<void>;
}

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  browserKey: ECDH;
}

export async function startFakePushService(): Promise<FakePushService> {
  const pushes: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      pushes.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pathOf = (subscription: FakeSubscription) => new URL(subscription.endpoint).pathname;
  return {
    url,
    newSubscription() {
      const browserKey = createECDH('prime256v1');
      browserKey.generateKeys();
      return {
        endpoint: `${url}/push/${randomUUID()}`,
        keys: {
          p256dh: browserKey.getPublicKey('base64url', 'uncompressed'),
          auth: randomBytes(16).toString('base64url'),
        },
        browserKey,
      };
    },
    received: (subscription) => pushes.filter((push) => push.path === pathOf(subscription)),
    answer: (subscription, status) => answers.set(pathOf(subscription), status),
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** What a VAPID header says, once its ES256 signature is checked against `publicKey` (RFC 8292). */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>`: the key is `publicKey`, and the JWT is
 * signed with its private half (ES256). Answers the JWT's claims; throws when anything is off.
 */
export function verifiedVapidClaims(authorization: string | undefined, publicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID authorization header: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('The VAPID header names another public key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('Not ES256');
  const point = Buffer.from(publicKey, 'base64url');
  const verifier = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID signature does not verify against the public key');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims;
}

/** The push's payload, decrypted as the browser does (RFC 8291, aes128gcm) with the subscription's private keys. */
export function decryptedPush(push: ReceivedPush, subscription: FakeSubscription): unknown {
  if (push.headers['content-encoding'] !== 'aes128gcm') throw new Error('Not an aes128gcm payload');
  const plain = decrypt(push.body, {
    version: 'aes128gcm',
    privateKey: subscription.browserKey,
    authSecret: subscription.keys.auth,
  });
  return JSON.parse(plain.toString('utf8'));
}
