import { createECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  DEFAULT_PROTECTION_PLANS,
  type ProtectionPlan,
  protectionPlansFrom,
} from '@akwaaba/domain/bookings/protection-plans';
import { defaultUrlStyle, regionOfHost, S3_URL_STYLES } from './storage/s3-endpoint';

/**
 * Configuration comes from environment variables only. Every variable is
 * optional: with none set, everything runs embedded on one machine. A bad
 * value stops start-up with one line naming the variable and what is wrong.
 */
export interface Config {
  mode: 'development' | 'production';
  host: string;
  port: number;
  /** The address people reach the product at; used in e-mails and payment callbacks. */
  publicUrl: string;
  /** Where embedded services keep their data (Postgres cluster, object storage). */
  dataDir: string;
  /** Absent: run embedded Postgres. */
  databaseUrl: string | null;
  embeddedPostgresPort: number;
  /** Absent: the Postgres event store. */
  eventStoreUrl: string | null;
  /** Absent: embedded S3 (s3rver) on loopback. */
  s3: S3Config | null;
  embeddedS3Port: number;
  s3Bucket: string;
  smtpUrl: string | null;
  /** Hubtel's SMS API when HUBTEL_CLIENT_ID and HUBTEL_CLIENT_SECRET are set; null: the development SMS outbox. */
  hubtel: HubtelConfig | null;
  /** Web push's VAPID keys and contact (docs/adr/0040). */
  vapid: VapidConfig;
  adminEmails: string[];
  paystackSecretKey: string | null;
  /** How long an unpaid booking holds its dates (BOOKING_HOLD_MINUTES, default 30; docs/adr/0004). */
  bookingHoldMinutes: number;
  /**
   * The protection plans renters choose from at booking (PROTECTION_PLANS_FILE: a JSON file of
   * plans, read once at start; the product's three plans when unset). docs/adr/0027.
   */
  protectionPlans: readonly ProtectionPlan[];
  /** How long after a trip completes its host is paid (PAYOUT_DELAY_MINUTES, default 1440: a day; docs/adr/0017). */
  payoutDelayMinutes: number;
  /** The root of every key the product derives (see infra/src/secrets). Null: a development secret in DATA_DIR. */
  appSecret: string | null;
  /** Which parts this process runs. `npm start` runs all three. */
  roles: Role[];
  /** Seed demo data into an empty store on start (development default). */
  seedOnEmptyStore: boolean;
  logLevel: string;
  /** /readyz answers 503 when a read model lags more than this many seconds (READY_MAX_LAG_SECONDS, default 30). */
  readyMaxLagSeconds: number;
  /** ...or more than this many events (READY_MAX_LAG_EVENTS, default 10000). */
  readyMaxLagEvents: number;
  /** When set (METRICS_TOKEN), /metrics answers only `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  /**
   * Whether the API's rate limits are counted (RATE_LIMITS, default true). Only a load test
   * that exceeds them on purpose turns them off: every request of a benchmark comes from one address.
   */
  rateLimits: boolean;
  /**
   * Whether the built-in payment simulator takes faults (slow or failing calls, late or lost
   * webhooks) from loopback through PUT /simulator/faults (PAYMENT_SIMULATOR_FAULTS, default
   * false): for `npm run chaos`. Refused with PAYSTACK_SECRET_KEY: there is no simulator then.
   */
  paymentSimulatorFaults: boolean;
  /**
   * The proxies in front of the API whose X-Forwarded-For says who the client is (TRUST_PROXY).
   * None by default: the client address is the connection's, so a header a client wrote never
   * decides the address the per-address limits count.
   */
  trustedProxies: TrustedProxies;
}

/**
 * `hops`: every request comes through that many proxies, and the address the outermost one saw
 * is the client's; `addresses`: proxies at these addresses or CIDR ranges are believed, each
 * about the hop before it. Null: no proxy is believed.
 */
export type TrustedProxies = { hops: number } | { addresses: string[] } | null;

export interface S3Config {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  /** The region requests are signed for (S3_REGION; Amazon's regional endpoints name theirs). */
  region: string;
  /** Path-style requests (S3_URL_STYLE=path) rather than virtual-hosted-style ones. */
  pathStyle: boolean;
}

export interface HubtelConfig {
  /** The API key's client id (HUBTEL_CLIENT_ID) and secret (HUBTEL_CLIENT_SECRET): Basic auth's user and password. */
  clientId: string;
  clientSecret: string;
  /** The sender id Hubtel approved (HUBTEL_SENDER_ID): at most 11 letters and digits. */
  senderId: string;
  /** Hubtel's SMS base address (HUBTEL_URL, default https://smsc.hubtel.com). */
  url: string;
}

export interface VapidConfig {
  /**
   * The key pair the product signs its pushes with (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY,
   * base64url as `npx web-push generate-vapid-keys` prints them). Null: derived from the
   * application secret (infra/src/push/vapid-keys.ts), the same on every instance.
   */
  keys: { publicKey: string; privateKey: string } | null;
  /** Who push services may contact about the pushes (VAPID_SUBJECT): `mailto:support@` the public host unless set. */
  subject: string;
}

export const ROLES = ['api', 'projections', 'workers'] as const;
export type Role = (typeof ROLES)[number];

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
  }
}

type Env = Record<string, string | undefined>;

const text = (env: Env, name: string): string | null => {
  const value = env[name]?.trim();
  return value ? value : null;
};

function portOf(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new ConfigError(name, `must be a port number from 1 to 65535 (got "${raw}")`);
  return port;
}

function urlOf(env: Env, name: string, protocols: string[]): URL | null {
  const raw = text(env, name);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL like ${protocols[0]}//host:port (got "${raw}")`);
  }
  if (!protocols.includes(url.protocol))
    throw new ConfigError(name, `must start with ${protocols.join(' or ')} (got "${url.protocol}")`);
  return url;
}

function wholeNumberOf(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

/** true or false; null when the variable is not set. */
function booleanOf(env: Env, name: string): boolean | null {
  const raw = text(env, name);
  if (raw === null) return null;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(name, `must be true or false (got "${raw}")`);
  return raw === 'true';
}

function rolesOf(env: Env): Role[] {
  const raw = text(env, 'ROLES');
  if (raw === null) return [...ROLES];
  const roles = raw
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = roles.filter((r) => !(ROLES as readonly string[]).includes(r));
  if (unknown.length > 0 || roles.length === 0)
    throw new ConfigError('ROLES', `must list one or more of ${ROLES.join(', ')} (got "${raw}")`);
  return [...new Set(roles)] as Role[];
}

function s3Of(env: Env): S3Config | null {
  const endpoint = urlOf(env, 'S3_ENDPOINT', ['http:', 'https:']);
  if (endpoint === null) return null;
  const accessKey = text(env, 'S3_ACCESS_KEY');
  const secretKey = text(env, 'S3_SECRET_KEY');
  if (!accessKey) throw new ConfigError('S3_ACCESS_KEY', 'must be set when S3_ENDPOINT is set');
  if (!secretKey) throw new ConfigError('S3_SECRET_KEY', 'must be set when S3_ENDPOINT is set');
  const useSSL = endpoint.protocol === 'https:';
  const urlStyle = text(env, 'S3_URL_STYLE') ?? defaultUrlStyle(endpoint.hostname);
  if (!(S3_URL_STYLES as readonly string[]).includes(urlStyle))
    throw new ConfigError('S3_URL_STYLE', `must be ${S3_URL_STYLES.join(' or ')} (got "${urlStyle}")`);
  return {
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey,
    secretKey,
    region: text(env, 'S3_REGION') ?? regionOfHost(endpoint.hostname) ?? 'us-east-1',
    pathStyle: urlStyle === 'path',
  };
}

function hubtelOf(env: Env): HubtelConfig | null {
  const clientId = text(env, 'HUBTEL_CLIENT_ID');
  const clientSecret = text(env, 'HUBTEL_CLIENT_SECRET');
  if (clientId === null && clientSecret === null) return null;
  if (clientId === null)
    throw new ConfigError('HUBTEL_CLIENT_ID', 'must be set when HUBTEL_CLIENT_SECRET is set');
  if (clientSecret === null)
    throw new ConfigError('HUBTEL_CLIENT_SECRET', 'must be set when HUBTEL_CLIENT_ID is set');
  const senderId = text(env, 'HUBTEL_SENDER_ID');
  if (senderId === null)
    throw new ConfigError('HUBTEL_SENDER_ID', 'must be set when HUBTEL_CLIENT_ID is set');
  if (!/^[A-Za-z0-9]{1,11}$/.test(senderId))
    throw new ConfigError('HUBTEL_SENDER_ID', `must be 1 to 11 letters or digits (got "${senderId}")`);
  // Kept with its path, if any (a proxy in front of Hubtel), without a trailing slash.
  const url =
    urlOf(env, 'HUBTEL_URL', ['https:', 'http:'])?.href.replace(/\/+$/, '') ?? 'https://smsc.hubtel.com';
  return { clientId, clientSecret, senderId, url };
}

/** base64url of an uncompressed P-256 point (65 bytes, the first 0x04) and of a P-256 private key (32 bytes). */
const VAPID_PUBLIC_KEY_FORM = /^B[A-Za-z0-9_-]{86}$/;
const VAPID_PRIVATE_KEY_FORM = /^[A-Za-z0-9_-]{43}$/;

function vapidOf(env: Env, publicUrl: string): VapidConfig {
  const publicKey = text(env, 'VAPID_PUBLIC_KEY');
  const privateKey = text(env, 'VAPID_PRIVATE_KEY');
  const subject = text(env, 'VAPID_SUBJECT') ?? `mailto:support@${new URL(publicUrl).hostname}`;
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject))
    throw new ConfigError('VAPID_SUBJECT', `must be a mailto: address or an https: URL (got "${subject}")`);
  if (publicKey === null && privateKey === null) return { keys: null, subject };
  if (publicKey === null)
    throw new ConfigError('VAPID_PUBLIC_KEY', 'must be set when VAPID_PRIVATE_KEY is set');
  if (privateKey === null)
    throw new ConfigError('VAPID_PRIVATE_KEY', 'must be set when VAPID_PUBLIC_KEY is set');
  if (!VAPID_PUBLIC_KEY_FORM.test(publicKey))
    throw new ConfigError(
      'VAPID_PUBLIC_KEY',
      'must be a P-256 public key in base64url: 87 characters starting with B',
    );
  if (!VAPID_PRIVATE_KEY_FORM.test(privateKey))
    throw new ConfigError('VAPID_PRIVATE_KEY', 'must be a P-256 private key in base64url: 43 characters');
  // A pair that does not match would be refused by every push service, push after push.
  let derivedPublicKey: string;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    derivedPublicKey = ecdh.getPublicKey('base64url', 'uncompressed');
  } catch {
    throw new ConfigError('VAPID_PRIVATE_KEY', 'is not a valid P-256 private key');
  }
  if (derivedPublicKey !== publicKey)
    throw new ConfigError('VAPID_PUBLIC_KEY', 'is not the public key of VAPID_PRIVATE_KEY');
  return { keys: { publicKey, privateKey }, subject };
}

const TRUST_PROXY_FORM =
  'must be a number of proxy hops from 1 to 10, or a comma-separated list of proxy addresses or CIDR ranges such as 10.0.0.5,10.1.0.0/16';

/** An IPv4 or IPv6 address, alone or as a CIDR range (`10.1.0.0/16`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

function trustedProxiesOf(env: Env): TrustedProxies {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === null) return null;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY', `${TRUST_PROXY_FORM} (got "${raw}")`);
    return { hops };
  }
  const addresses = raw.split(',').map((entry) => entry.trim());
  const bad = addresses.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) throw new ConfigError('TRUST_PROXY', `${TRUST_PROXY_FORM} (got "${bad}")`);
  return { addresses };
}

const EVENT_STORE_SCHEMES = ['kurrentdb', 'kurrentdb+discover', 'esdb', 'esdb+discover'];

/**
 * A KurrentDB (EventStoreDB) connection string: `kurrentdb://` or the older `esdb://`,
 * with `+discover` for cluster discovery through DNS, and one node or a comma-separated
 * list of them (gossip seeds), which a URL parser refuses. The client checks the
 * options. Errors never repeat the string, which may hold a password.
 */
function eventStoreUrlOf(env: Env, name: string): string | null {
  const raw = text(env, name);
  if (raw === null) return null;
  const parts = /^([^:/?#]+):\/\/(?:[^@/?#]*@)?([^/?#]*)\/?(?:\?[^#]*)?$/.exec(raw);
  if (!parts || !EVENT_STORE_SCHEMES.includes(parts[1]!.toLowerCase()))
    throw new ConfigError(
      name,
      `must be a connection string starting ${EVENT_STORE_SCHEMES.map((s) => `${s}://`).join(', ')}, for example kurrentdb://eventstore:2113?tls=false`,
    );
  const badNode = parts[2]!.split(',').find((node) => !/^[\w.-]+(:\d{1,5})?$/.test(node));
  if (badNode !== undefined)
    throw new ConfigError(
      name,
      `must name its nodes as host or host:port, comma-separated (got "${badNode}")`,
    );
  return raw;
}

/** The operator's plans file, checked whole at start: a bad file stops start-up naming its first problem. */
function protectionPlansOf(env: Env): readonly ProtectionPlan[] {
  const file = text(env, 'PROTECTION_PLANS_FILE');
  if (file === null) return DEFAULT_PROTECTION_PLANS;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      'PROTECTION_PLANS_FILE',
      `must name a readable JSON file (${(error as Error).message})`,
    );
  }
  try {
    return protectionPlansFrom(json);
  } catch (error) {
    throw new ConfigError(
      'PROTECTION_PLANS_FILE',
      `is not a valid list of plans: ${(error as Error).message}`,
    );
  }
}

export function loadConfig(env: Env = process.env): Config {
  const rawMode = text(env, 'NODE_ENV') ?? 'development';
  if (rawMode !== 'development' && rawMode !== 'production' && rawMode !== 'test')
    throw new ConfigError('NODE_ENV', `must be development or production (got "${rawMode}")`);
  const mode = rawMode === 'production' ? 'production' : 'development';
  const port = portOf(env, 'PORT', 3000);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const publicUrl = urlOf(env, 'PUBLIC_URL', ['http:', 'https:'])?.origin ?? `http://localhost:${port}`;
  const databaseUrl = urlOf(env, 'DATABASE_URL', ['postgres:', 'postgresql:'])?.toString() ?? null;
  const eventStoreUrl = eventStoreUrlOf(env, 'EVENTSTORE_URL');
  const smtpUrl = urlOf(env, 'SMTP_URL', ['smtp:', 'smtps:'])?.toString() ?? null;
  const s3Bucket = text(env, 'S3_BUCKET') ?? 'akwaaba-drive';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(s3Bucket))
    throw new ConfigError(
      'S3_BUCKET',
      `must be a valid bucket name: 3-63 lowercase letters, digits, dots or dashes (got "${s3Bucket}")`,
    );
  const paystackSecretKey = text(env, 'PAYSTACK_SECRET_KEY');
  if (paystackSecretKey !== null && !/^sk_(test|live)_\w+$/.test(paystackSecretKey))
    throw new ConfigError('PAYSTACK_SECRET_KEY', 'must look like sk_test_... or sk_live_...');
  const rawHold = text(env, 'BOOKING_HOLD_MINUTES');
  const bookingHoldMinutes = rawHold === null ? 30 : Number(rawHold);
  if (!Number.isInteger(bookingHoldMinutes) || bookingHoldMinutes < 1 || bookingHoldMinutes > 1440)
    throw new ConfigError(
      'BOOKING_HOLD_MINUTES',
      `must be a whole number of minutes from 1 to 1440 (got "${rawHold}")`,
    );
  const rawPayoutDelay = text(env, 'PAYOUT_DELAY_MINUTES');
  const payoutDelayMinutes = rawPayoutDelay === null ? 24 * 60 : Number(rawPayoutDelay);
  if (!Number.isInteger(payoutDelayMinutes) || payoutDelayMinutes < 0 || payoutDelayMinutes > 7 * 24 * 60)
    throw new ConfigError(
      'PAYOUT_DELAY_MINUTES',
      `must be a whole number of minutes from 0 to 10080 (got "${rawPayoutDelay}")`,
    );
  const appSecret = text(env, 'APP_SECRET');
  if (appSecret !== null && appSecret.length < 32)
    throw new ConfigError('APP_SECRET', 'must be at least 32 characters (for example: openssl rand -hex 32)');
  if (appSecret === null && mode === 'production')
    throw new ConfigError(
      'APP_SECRET',
      'must be set in production, at least 32 characters (for example: openssl rand -hex 32)',
    );
  const adminEmails = (text(env, 'ADMIN_EMAILS') ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const badAdmin = adminEmails.find((e) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(e));
  if (badAdmin)
    throw new ConfigError(
      'ADMIN_EMAILS',
      `must be a comma-separated list of e-mail addresses (got "${badAdmin}")`,
    );
  const readyMaxLagSeconds = wholeNumberOf(env, 'READY_MAX_LAG_SECONDS', 30, 1, 86_400);
  const readyMaxLagEvents = wholeNumberOf(env, 'READY_MAX_LAG_EVENTS', 10_000, 1, 1_000_000_000);
  const metricsToken = text(env, 'METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 16)
    throw new ConfigError(
      'METRICS_TOKEN',
      'must be at least 16 characters (for example: openssl rand -hex 16)',
    );
  const seed = booleanOf(env, 'SEED_DEMO_DATA');
  const paymentSimulatorFaults = booleanOf(env, 'PAYMENT_SIMULATOR_FAULTS') ?? false;
  if (paymentSimulatorFaults && paystackSecretKey)
    throw new ConfigError(
      'PAYMENT_SIMULATOR_FAULTS',
      'only applies to the built-in payment simulator: unset it, or unset PAYSTACK_SECRET_KEY',
    );

  return {
    mode,
    host,
    port,
    publicUrl,
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? '.data'),
    databaseUrl,
    embeddedPostgresPort: portOf(env, 'EMBEDDED_POSTGRES_PORT', 54329),
    eventStoreUrl,
    s3: s3Of(env),
    embeddedS3Port: portOf(env, 'EMBEDDED_S3_PORT', 54330),
    s3Bucket,
    smtpUrl,
    hubtel: hubtelOf(env),
    vapid: vapidOf(env, publicUrl),
    adminEmails,
    paystackSecretKey,
    bookingHoldMinutes,
    protectionPlans: protectionPlansOf(env),
    payoutDelayMinutes,
    appSecret,
    roles: rolesOf(env),
    seedOnEmptyStore: seed ?? mode === 'development',
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    readyMaxLagSeconds,
    readyMaxLagEvents,
    metricsToken,
    rateLimits: booleanOf(env, 'RATE_LIMITS') ?? true,
    paymentSimulatorFaults,
    trustedProxies: trustedProxiesOf(env),
  };
}
