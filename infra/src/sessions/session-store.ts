import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type pg from 'pg';
import { prepared } from '../eventstore/postgres/prepared-statement';
import type { Migration } from '../postgres/migrations';

/**
 * Sessions are a plain Postgres table (not event-sourced): they are security
 * state, not business facts. The token is 160 random bits, handed to the
 * browser once; only its SHA-256 is stored, so a database leak gives no
 * usable session.
 */
export const sessionMigrations: Migration[] = [
  {
    id: 'sessions/001-sessions',
    sql: `
      create table sessions (
        token_hash text primary key,
        user_id uuid not null,
        created_at timestamptz not null,
        last_seen_at timestamptz not null,
        expires_at timestamptz not null
      );
      create index sessions_user on sessions (user_id);
    `,
  },
];

export interface SessionPolicy {
  /** A session unused this long ends. */
  idleTimeoutMs: number;
  /** A session ends this long after sign-in, however busy. */
  absoluteLifetimeMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleTimeoutMs: 7 * 24 * 60 * 60 * 1000,
  absoluteLifetimeMs: 30 * 24 * 60 * 60 * 1000,
};

/** Touch last_seen_at at most this often, to spare a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface Session {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
}

/** A live session, with its user's roles as the users read model has them. */
export interface ValidSession extends Session {
  /** Empty while the users read model does not show the account yet. */
  roles: string[];
}

/**
 * The session and its user's roles in one round trip: every signed-in request runs it. A
 * suspended account's sessions are deleted when the suspension is recorded; refusing them
 * here too closes the race with a sign-in that was under way at that moment.
 */
const VALIDATE = `select s.user_id, s.last_seen_at, s.expires_at, coalesce(u.roles, '{}') as roles,
    coalesce(u.suspended, false) as suspended
  from sessions s left join users u on u.id = s.user_id
  where s.token_hash = $1`;

/**
 * Every ended session's token hash is announced here, from the statement that deletes it, so
 * Postgres sends it once that commits: whatever outlives a request, such as a page's live
 * stream on any API instance, ends with its session.
 */
export const SESSION_ENDED_CHANNEL = 'session_ended';

/** Deletes the sessions `where` names and announces each: answers one row per ended session. */
const end = (where: string) =>
  `with ended as (delete from sessions where ${where} returning token_hash)
   select pg_notify('${SESSION_ENDED_CHANNEL}', token_hash) from ended`;

/** The sessions among some that are live: known, within their idle timeout and lifetime, of an account not suspended. */
const LIVE_AMONG = `select s.token_hash from sessions s left join users u on u.id = s.user_id
  where s.token_hash = any($1::text[]) and s.expires_at > $2
    and s.last_seen_at > $2 - $3 * interval '1 millisecond'
    and not coalesce(u.suspended, false)`;

export const hashSessionToken = (token: string) =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

export class SessionStore {
  constructor(
    private readonly pool: pg.Pool,
    readonly policy: SessionPolicy = DEFAULT_SESSION_POLICY,
  ) {}

  /** Starts a session; the returned token goes into the cookie and is never stored. */
  async create(userId: string, now = new Date()): Promise<{ token: string; session: Session }> {
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    const token = encodeBase32LowerCaseNoPadding(bytes);
    const session: Session = {
      tokenHash: hashSessionToken(token),
      userId,
      expiresAt: new Date(now.getTime() + this.policy.absoluteLifetimeMs),
    };
    await this.pool.query(
      `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at) values ($1, $2, $3, $3, $4)`,
      [session.tokenHash, userId, now, session.expiresAt],
    );
    return { token, session };
  }

  /**
   * The live session for a token, or null when unknown, idle too long or past its
   * lifetime. Reads the `users` read model for the roles, so it needs that view.
   */
  async validate(token: string, now = new Date()): Promise<ValidSession | null> {
    const tokenHash = hashSessionToken(token);
    const { rows } = await this.pool.query<{
      user_id: string;
      last_seen_at: Date;
      expires_at: Date;
      roles: string[];
      suspended: boolean;
    }>({ ...prepared(VALIDATE), values: [tokenHash] });
    const row = rows[0];
    if (!row || row.suspended) return null;
    const idleFor = now.getTime() - row.last_seen_at.getTime();
    if (row.expires_at <= now || idleFor >= this.policy.idleTimeoutMs) {
      await this.revoke(token);
      return null;
    }
    if (idleFor >= TOUCH_INTERVAL_MS) {
      await this.pool.query('update sessions set last_seen_at = $2 where token_hash = $1', [tokenHash, now]);
    }
    return { tokenHash, userId: row.user_id, expiresAt: row.expires_at, roles: row.roles };
  }

  /** Ends a session (signing out, a new sign-in, a lapsed one), announced on SESSION_ENDED_CHANNEL. */
  async revoke(token: string): Promise<void> {
    await this.pool.query(end('token_hash = $1'), [hashSessionToken(token)]);
  }

  /** Ends every session of a user (password reset, suspension, account security), each announced. */
  async revokeAllFor(userId: string): Promise<number> {
    const { rowCount } = await this.pool.query(end('user_id = $1'), [userId]);
    return rowCount ?? 0;
  }

  /**
   * Which of these sessions (by token hash) are still live, without touching them: for what
   * outlives the request that opened it, checked now and then.
   */
  async liveAmong(tokenHashes: readonly string[], now = new Date()): Promise<Set<string>> {
    if (tokenHashes.length === 0) return new Set();
    const { rows } = await this.pool.query<{ token_hash: string }>(LIVE_AMONG, [
      tokenHashes,
      now,
      this.policy.idleTimeoutMs,
    ]);
    return new Set(rows.map((row) => row.token_hash));
  }
}
