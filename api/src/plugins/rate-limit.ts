import { createHash } from 'node:crypto';
import type { Migration } from '@akwaaba/infra/postgres/migrations';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Limits on the account endpoints, per client address and per e-mail address. The
 * per-IP limits are generous because many phones in Ghana share one carrier address;
 * the per-address limits are what stops guessing one account's password or code.
 */
export const AUTH_RATE_LIMITS = {
  signup: { perIp: { max: 30, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } },
  login: { perIp: { max: 100, windowMs: 15 * MINUTE }, perAddress: { max: 10, windowMs: 15 * MINUTE } },
  verify: { perIp: { max: 100, windowMs: 15 * MINUTE }, perAddress: { max: 10, windowMs: 15 * MINUTE } },
  resend: { perIp: { max: 30, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } },
  forgot: { perIp: { max: 30, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } },
  // A reset names no address, only a 256-bit token; the limit spares the server argon2id floods.
  reset: { perIp: { max: 30, windowMs: HOUR }, perAddress: null },
} satisfies Record<string, AuthActionLimits>;

interface AuthActionLimits {
  perIp: RateLimitRule;
  /** Counted by the body's `email`; null for an endpoint that has none. */
  perAddress: RateLimitRule | null;
}

export type AuthAction = keyof typeof AUTH_RATE_LIMITS;
export type AuthRateLimits = Record<AuthAction, AuthActionLimits>;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AuthRateLimitHooks {
  onRequest: Hook;
  preHandler?: Hook;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits in force; read on every request, so a test may lower them. */
    authRateLimits: AuthRateLimits;
    /**
     * Route hooks counting a request against `action`'s limits: per IP as soon as it
     * arrives (malformed bodies count too), per `body.email` once the body is valid.
     * Spread them into the route options.
     */
    authRateLimit(action: AuthAction): AuthRateLimitHooks;
  }
}

export const rateLimitMigrations: Migration[] = [
  {
    id: 'rate-limit/001-counters',
    // Unlogged: counters are worth nothing after a crash, and writes skip the WAL.
    sql: `create unlogged table rate_limit_counters (
            key text primary key,
            hits integer not null,
            window_ends_at timestamptz not null
          );`,
  },
];

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A fixed-window counter per key in Postgres, so every API process shares one count
 * (an in-memory store would give each process its own allowance).
 */
function postgresStore(pool: pg.Pool) {
  let calls = 0;
  return class PostgresRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      pool
        .query<{ hits: number; ttl: number }>(
          `insert into rate_limit_counters as c (key, hits, window_ends_at)
           values ($1, 1, now() + $2 * interval '1 millisecond')
           on conflict (key) do update set
             hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
             window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
           returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::int as ttl`,
          [key, timeWindow],
        )
        .then(({ rows }) => callback(null, { current: rows[0]!.hits, ttl: Math.max(0, rows[0]!.ttl) }))
        .catch((error: Error) => callback(error));
      // Now and then, forget windows that ended long ago.
      if (++calls % 500 === 0)
        void pool
          .query(`delete from rate_limit_counters where window_ends_at < now() - interval '1 day'`)
          .catch(() => {});
    }
    child() {
      return this;
    }
  };
}

const addressKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

function tooManyAttempts(ttlMs: number): Error {
  const minutes = Math.max(1, Math.ceil(ttlMs / MINUTE));
  const error = new Error(
    `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  ) as Error & { statusCode: number };
  error.statusCode = 429;
  return error;
}

/**
 * Rate limits for the account endpoints (@fastify/rate-limit with a Postgres store).
 * A limited request is answered 429 with a Retry-After header and a message saying
 * how long to wait; it never reaches the handler. Addresses are counted by a hash, so
 * the table keeps no list of e-mail addresses people typed.
 */
export async function registerAuthRateLimits(app: FastifyInstance) {
  await app.register(fastifyRateLimit, { global: false, store: postgresStore(app.deps.pool) });
  app.decorate('authRateLimits', structuredClone(AUTH_RATE_LIMITS) as AuthRateLimits);

  const limiter = (action: AuthAction, scope: 'perIp' | 'perAddress') =>
    app.createRateLimit({
      keyGenerator: (request: FastifyRequest) => {
        if (scope === 'perIp') return `${action}:ip:${request.ip}`;
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return `${action}:email:${addressKey(typeof email === 'string' ? email : '')}`;
      },
      // Read per request (a test may change them); an endpoint without a per-address rule never limits by it.
      max: () => app.authRateLimits[action][scope]?.max ?? Number.MAX_SAFE_INTEGER,
      timeWindow: () => app.authRateLimits[action][scope]?.windowMs ?? HOUR,
    });

  const enforce = (check: ReturnType<typeof limiter>) =>
    async function authRateLimit(request: FastifyRequest, reply: FastifyReply) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyAttempts(result.ttl);
      }
    };

  app.decorate('authRateLimit', (action: AuthAction): AuthRateLimitHooks => {
    const hooks: AuthRateLimitHooks = { onRequest: enforce(limiter(action, 'perIp')) };
    if (AUTH_RATE_LIMITS[action].perAddress) hooks.preHandler = enforce(limiter(action, 'perAddress'));
    return hooks;
  });
}
