import { createHash } from 'node:crypto';
import { accountsContract } from '@akwaaba/domain/accounts/accounts.contract';
import { bookingsContract, paymentsContract } from '@akwaaba/domain/bookings/bookings.contract';
import { carContactContract } from '@akwaaba/domain/cars/car-contact.contract';
import { conversationsContract } from '@akwaaba/domain/conversations/conversations.contract';
import { payoutsContract } from '@akwaaba/domain/payouts/payouts.contract';
import { reportsContract } from '@akwaaba/domain/reports/reports.contract';
import type { Operation } from '@akwaaba/domain/shared/contract';
import { phoneNumberE164 } from '@akwaaba/domain/shared/phone-number';
import { uploadsContract } from '@akwaaba/domain/uploads/uploads.contract';
import type { Migration } from '@akwaaba/infra/postgres/migrations';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type pg from 'pg';
import type { ApiDeps } from '../deps';

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
  // Sign-ins that fail are what guessing looks like (OWASP's authentication cheat sheet counts
  // those); a person signing in on a phone, a laptop and a tablet should never meet the limit.
  // Every attempt still counts towards a ceiling, which spares the server argon2id floods.
  login: {
    perIp: { max: 100, windowMs: 15 * MINUTE },
    perAddress: { max: 50, windowMs: 15 * MINUTE },
    failuresPerAddress: { max: 10, windowMs: 15 * MINUTE },
  },
  verify: { perIp: { max: 100, windowMs: 15 * MINUTE }, perAddress: { max: 10, windowMs: 15 * MINUTE } },
  resend: { perIp: { max: 30, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } },
  forgot: { perIp: { max: 30, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } },
  // Phone codes (docs/adr/0041), counted per number, one count to verify it and one to sign in
  // with it: a second code within a minute is a burst, refused with Retry-After (the decider also
  // caps an account at 5 codes an hour).
  // Over an hour, 5 a number whatever the accounts asking: nobody can have a stranger's phone
  // texted all day by adding it to account after account.
  phoneCode: {
    perIp: { max: 30, windowMs: HOUR },
    perAddress: { max: 1, windowMs: MINUTE },
    perAddressOverTime: { max: 5, windowMs: HOUR },
  },
  phoneSignInCode: {
    perIp: { max: 30, windowMs: HOUR },
    perAddress: { max: 1, windowMs: MINUTE },
    perAddressOverTime: { max: 5, windowMs: HOUR },
  },
  phoneVerify: { perIp: { max: 100, windowMs: 15 * MINUTE }, perAddress: { max: 10, windowMs: 15 * MINUTE } },
  // A reset names no address, only a 256-bit token; the limit spares the server argon2id floods.
  reset: { perIp: { max: 30, windowMs: HOUR }, perAddress: null },
} satisfies Record<string, AuthActionLimits>;

interface AuthActionLimits {
  perIp: RateLimitRule;
  /** Counted by the body's `email`, every attempt; null for an endpoint that has none. */
  perAddress: RateLimitRule | null;
  /** A second count by the same address over a longer window: perAddress stops bursts, this a day's trickle. */
  perAddressOverTime?: RateLimitRule;
  /**
   * Counted by the body's `email`, failed attempts only. An attempt counts as it arrives, so a
   * burst sent at once cannot outrun the count, and is given back when it is answered 2xx.
   */
  failuresPerAddress?: RateLimitRule;
}

export type AuthAction = keyof typeof AUTH_RATE_LIMITS;
export type AuthRateLimits = Record<AuthAction, AuthActionLimits>;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AuthRateLimitHooks {
  onRequest: Hook;
  preHandler?: Hook;
  onSend?: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits in force; read on every request, so a test may lower them. */
    authRateLimits: AuthRateLimits;
    /**
     * Route hooks counting a request against `action`'s limits: per IP as soon as it
     * arrives (malformed bodies count too), per `body.email` once the body is valid, and
     * for an action limiting failures, giving the count back when the answer is a success.
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

interface Hits {
  /** Requests counted under the key in its current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

let counted = 0;

/**
 * Counts one request under `key` in a fixed window of `windowMs`, in Postgres, so every API
 * process shares one count (an in-memory count would give each process its own allowance).
 */
async function countHit(pool: pg.Pool, key: string, windowMs: number): Promise<Hits> {
  // Now and then, forget windows that ended long ago.
  if (++counted % 500 === 0)
    void pool
      .query(`delete from rate_limit_counters where window_ends_at < now() - interval '1 day'`)
      .catch(() => {});
  const { rows } = await pool.query<{ hits: number; ttl: number }>(
    `insert into rate_limit_counters as c (key, hits, window_ends_at)
     values ($1, 1, now() + $2 * interval '1 millisecond')
     on conflict (key) do update set
       hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
       window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
     returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::int as ttl`,
    [key, windowMs],
  );
  return { current: rows[0]!.hits, ttl: Math.max(0, rows[0]!.ttl) };
}

/** Gives back one request counted under `key` in its current window. */
async function refundHit(pool: pg.Pool, key: string): Promise<void> {
  await pool.query(
    `update rate_limit_counters set hits = greatest(hits - 1, 0) where key = $1 and window_ends_at > now()`,
    [key],
  );
}

type IncrCallback = (error: Error | null, result?: Hits) => void;

/** The counter as @fastify/rate-limit's store. */
function postgresStore(pool: pg.Pool) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      countHit(pool, key, timeWindow).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

const addressKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

/**
 * What a per-address limit counts by: the body's `email`, else its `phoneNumber` in E.164, else
 * the signed-in account (verifying one's own number names neither); '' when none of them.
 */
function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown; phoneNumber?: unknown } | undefined;
  if (typeof body?.email === 'string') return body.email;
  if (typeof body?.phoneNumber === 'string')
    return `phone:${phoneNumberE164(body.phoneNumber) ?? body.phoneNumber.trim()}`;
  return request.actor?.userId ? `account:${request.actor.userId}` : '';
}

/** Retry-After is in whole seconds; a window about to end still asks for one. */
const retryAfterSeconds = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));

/** How long to wait, in words: seconds within a minute (a burst's window), whole minutes beyond. */
function waitFor(ttlMs: number): string {
  const [amount, unit] =
    ttlMs < MINUTE ? [retryAfterSeconds(ttlMs), 'second'] : [Math.ceil(ttlMs / MINUTE), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** The 429 answer's message: what there were too many of, and how long to wait. */
function tooMany(what: string, ttlMs: number): Error {
  const error = new Error(`Too many ${what}. Please wait ${waitFor(ttlMs)} and try again.`) as Error & {
    statusCode: number;
  };
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

  const limiter = (action: AuthAction, scope: 'perIp' | 'perAddress' | 'perAddressOverTime') =>
    app.createRateLimit({
      keyGenerator: (request: FastifyRequest) => {
        if (scope === 'perIp') return `${action}:ip:${request.ip}`;
        const count = scope === 'perAddress' ? 'email' : 'email-over-time';
        return `${action}:${count}:${addressKey(emailOf(request))}`;
      },
      // Read per request (a test may change them); an endpoint without a per-address rule never limits by it.
      max: () => app.authRateLimits[action][scope]?.max ?? Number.MAX_SAFE_INTEGER,
      timeWindow: () => app.authRateLimits[action][scope]?.windowMs ?? HOUR,
    });

  const enforce = (check: ReturnType<typeof limiter>) =>
    async function authRateLimit(request: FastifyRequest, reply: FastifyReply) {
      if (!app.deps.config.rateLimits) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooMany('attempts', result.ttl);
      }
    };

  /** Hooks counting failed attempts per address: each counts on arrival and is given back on a 2xx. */
  const failureHooks = (action: AuthAction, ceiling: Hook | undefined) => {
    const keyOf = (request: FastifyRequest) => `${action}:failures:email:${addressKey(emailOf(request))}`;
    return {
      async preHandler(request: FastifyRequest, reply: FastifyReply) {
        await ceiling?.(request, reply);
        const rule = app.authRateLimits[action].failuresPerAddress;
        if (!app.deps.config.rateLimits || !rule) return;
        const { current, ttl } = await countHit(app.deps.pool, keyOf(request), rule.windowMs);
        if (current > rule.max) {
          reply.header('retry-after', retryAfterSeconds(ttl));
          throw tooMany('attempts', ttl);
        }
      },
      // Before the answer leaves, so the person's next attempt already finds the count given back.
      async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
        if (app.deps.config.rateLimits && reply.statusCode < 400)
          await refundHit(app.deps.pool, keyOf(request));
        return payload;
      },
    };
  };

  app.decorate('authRateLimit', (action: AuthAction): AuthRateLimitHooks => {
    const limits: AuthActionLimits = AUTH_RATE_LIMITS[action];
    const hooks: AuthRateLimitHooks = { onRequest: enforce(limiter(action, 'perIp')) };
    if (limits.perAddress) {
      const burst = enforce(limiter(action, 'perAddress'));
      const overTime = limits.perAddressOverTime && enforce(limiter(action, 'perAddressOverTime'));
      hooks.preHandler = overTime
        ? async (request, reply) => {
            await burst(request, reply);
            await overTime(request, reply);
          }
        : burst;
    }
    if (limits.failuresPerAddress) Object.assign(hooks, failureHooks(action, hooks.preHandler));
    return hooks;
  });
}

/**
 * How many people may share one client address: a mobile carrier puts many phones behind one
 * public address (carrier-grade NAT), so each address may send this many people's allowance.
 */
const PEOPLE_PER_ADDRESS = 10;

/*
 * Limits on the endpoints that change things or cost the product work, per signed-in account.
 * Each is generous for a person using the app and tight for a script: a refused person waits
 * minutes, a script is held to a person's pace.
 */

/** A person books a few cars a day and, when dates are taken, tries a few others; a script sends hundreds. */
export const BOOKING_REQUESTS: RateLimitRule = { max: 20, windowMs: 10 * MINUTE };
/** A person starts paying once per booking, and again when a Mobile Money prompt fails or times out. */
export const PAYMENT_STARTS: RateLimitRule = { max: 20, windowMs: 10 * MINUTE };
/** The payment page checks a payment when the person comes back from the provider, or reloads it. */
export const PAYMENT_CHECKS: RateLimitRule = { max: 30, windowMs: 10 * MINUTE };
/**
 * Files, one ticket and one upload each: a listing takes up to 5 photos and its 3 papers, a trip
 * 4 or more photos at handover and again at return, damage photos besides; 120 lets a fleet
 * host list a dozen cars in ten minutes, with retries.
 */
export const FILE_UPLOADS: RateLimitRule = { max: 120, windowMs: 10 * MINUTE };
/** A person reports a listing or another person now and then; one report per subject is open at a time anyway. */
export const REPORTS_FILED: RateLimitRule = { max: 10, windowMs: 10 * MINUTE };
/**
 * A host sets where they are paid once, and fixes a typo or two; each try asks the payment
 * provider to resolve the account, and trying number after number is how wallets are probed.
 */
export const PAYOUT_ACCOUNT_CHANGES: RateLimitRule = { max: 5, windowMs: 10 * MINUTE };
/** A person downloads their data now and then; each export reads every read model that holds theirs. */
export const DATA_EXPORTS: RateLimitRule = { max: 5, windowMs: HOUR };
/**
 * Closing an account asks for the password again: a few tries for a typo, and no more, so a
 * session left open on a shared phone cannot be used to guess it.
 */
export const ACCOUNT_CLOSING_TRIES: RateLimitRule = { max: 5, windowMs: 15 * MINUTE };

/**
 * Messages a person sends, in any conversation, each telling the other party: a burst of short
 * ones ("ok", "I'm at the gate", "the blue car") runs to a few in ten seconds, and a lively
 * conversation about where to meet, or a host answering several renters, to a few dozen in an
 * hour. A script flooding one person's phone or pasting into every car's "Ask the host" is held
 * to a person's pace.
 */
export const MESSAGE_BURST: RateLimitRule = { max: 10, windowMs: 10_000 };
export const MESSAGES_PER_HOUR: RateLimitRule = { max: 120, windowMs: HOUR };

/**
 * Cars whose numbers a signed-in person reads: a renter comparing cars opens a few dozen pages in
 * an hour; a script harvesting hosts' numbers through an account reads hundreds.
 */
export const CAR_CONTACTS: RateLimitRule = { max: 60, windowMs: HOUR };

export interface OperationLimits {
  /** Counted by the signed-in account, each rule in its own window: a request must be within all. */
  perAccount: readonly RateLimitRule[];
  /** Counted by client address: every signed-out request, and a signed-in one its account's limits let through. */
  perAddress: readonly RateLimitRule[];
  /** What the 429 says there were too many of: "Too many booking requests. Please wait…". */
  what: string;
  /**
   * The count the operation's requests go to: operations that are one act to a person (sending a
   * message, from a booking, a conversation or a car's page) share theirs. The operation's id unless said.
   */
  counter?: string;
}

const limited = (
  perAccount: RateLimitRule | readonly RateLimitRule[],
  what: string,
  counter?: string,
): OperationLimits => {
  const rules = Array.isArray(perAccount) ? perAccount : [perAccount];
  return {
    perAccount: rules,
    perAddress: rules.map((rule) => ({ max: rule.max * PEOPLE_PER_ADDRESS, windowMs: rule.windowMs })),
    what,
    ...(counter ? { counter } : {}),
  };
};

const MESSAGES = limited([MESSAGE_BURST, MESSAGES_PER_HOUR], 'messages', 'messages');

/**
 * The rate-limited operations, by contract operation: a route registered with `addRoute`
 * counts its requests here, after its access check and before its body is validated or its
 * handler runs, so a refused request changes nothing. Limiting another endpoint is one line.
 */
export const API_RATE_LIMITS: Readonly<Record<string, OperationLimits>> = {
  [bookingsContract.create.id]: limited(BOOKING_REQUESTS, 'booking requests'),
  [paymentsContract.initialize.id]: limited(PAYMENT_STARTS, 'payment requests'),
  [paymentsContract.verify.id]: limited(PAYMENT_CHECKS, 'payment checks'),
  [uploadsContract.ticket.id]: limited(FILE_UPLOADS, 'uploads'),
  [uploadsContract.receive.id]: limited(FILE_UPLOADS, 'uploads'),
  [reportsContract.file.id]: limited(REPORTS_FILED, 'reports'),
  [payoutsContract.setAccount.id]: limited(PAYOUT_ACCOUNT_CHANGES, 'payout account changes'),
  [conversationsContract.sendBookingMessage.id]: MESSAGES,
  [conversationsContract.send.id]: MESSAGES,
  [conversationsContract.askHost.id]: MESSAGES,
  [conversationsContract.report.id]: limited(REPORTS_FILED, 'reports'),
  [carContactContract.contact.id]: limited(CAR_CONTACTS, 'phone number requests'),
  [accountsContract.exportData.id]: limited(DATA_EXPORTS, 'data exports'),
  [accountsContract.closeAccount.id]: limited(ACCOUNT_CLOSING_TRIES, 'attempts to close the account'),
};

const limitsInForce = new WeakMap<ApiDeps, Record<string, OperationLimits>>();

/**
 * The API limits in force for an app (and any other app built on the same deps, as a second
 * API process is); read on every request, so a test may lower them or shorten their windows.
 */
export function apiRateLimitsOf(app: FastifyInstance): Record<string, OperationLimits> {
  let limits = limitsInForce.get(app.deps);
  if (!limits) {
    limits = structuredClone(API_RATE_LIMITS) as Record<string, OperationLimits>;
    limitsInForce.set(app.deps, limits);
  }
  return limits;
}

/**
 * The hook counting a request to `operation` against its limits, or undefined when it has
 * none. The account's limits are checked first, the shortest window first, and only a request
 * they let through counts against the next: one account's burst never uses up its hour, nor the
 * address its neighbours share.
 */
export function rateLimitOf(
  app: FastifyInstance,
  operation: Operation,
): preValidationAsyncHookHandler | undefined {
  if (!API_RATE_LIMITS[operation.id]) return undefined;
  return async function rateLimit(request, reply) {
    const { config, pool } = app.deps;
    if (!config.rateLimits) return;
    const limits = apiRateLimitsOf(app)[operation.id]!;
    const counter = limits.counter ?? operation.id;
    const { userId } = request.actor;
    const counted = (who: string, rules: readonly RateLimitRule[]) =>
      [...rules]
        .sort((a, b) => a.windowMs - b.windowMs)
        .map((rule) => ({ key: `${counter}:${who}:${rule.windowMs}`, rule }));
    const counters = [
      ...(userId ? counted(`account:${userId}`, limits.perAccount) : []),
      ...counted(`address:${request.ip}`, limits.perAddress),
    ];
    for (const { key, rule } of counters) {
      const { current, ttl } = await countHit(pool, key, rule.windowMs);
      if (current > rule.max) {
        reply.header('retry-after', retryAfterSeconds(ttl));
        throw tooMany(limits.what, ttl);
      }
    }
  };
}
