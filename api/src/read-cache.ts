import type { ReadModelRef } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/** The channel the projection runner notifies, with the projection's name, when a checkpoint moves. */
const CHANNEL = 'projection_checkpoint';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export interface ReadCacheOptions {
  /** For metrics and logs, e.g. 'cars'. */
  name: string;
  /** Every read model the cached answers are read from, e.g. [carsReadModel, usersReadModel]. */
  readModels: readonly ReadModelRef[];
  /** Least recently used answers are dropped beyond this many. Default 500. */
  maxEntries?: number;
}

export interface ReadCacheStats {
  /** Served from memory. */
  hits: number;
  /** Loaded from the database and kept. */
  misses: number;
  /** Loaded from the database without caching: the cache could not vouch for freshness. */
  bypasses: number;
}

const openCaches = new Set<ReadModelCache>();

/** Stats of every open cache in this process, by cache name (for /metrics). */
export function readCacheStats(): Map<string, ReadCacheStats> {
  const totals = new Map<string, ReadCacheStats>();
  for (const cache of openCaches) {
    const total = totals.get(cache.name) ?? { hits: 0, misses: 0, bypasses: 0 };
    total.hits += cache.stats.hits;
    total.misses += cache.stats.misses;
    total.bypasses += cache.stats.bypasses;
    totals.set(cache.name, total);
  }
  return totals;
}

/**
 * Makes every open cache in this process re-check its versions before its next
 * answer (see ReadModelCache.refresh): for code that has just waited for the
 * read models to reach a write, such as a test's "settled" step.
 */
export function refreshReadCaches(): void {
  for (const cache of openCaches) cache.refresh();
}

/**
 * A normalized cache key for a query: the route and its parameters sorted by
 * name, empty ones left out, so `?b=2&a=1` and `?a=1&b=2` share an entry.
 * Values are kept as given: normalize meaning (case, 'all') before calling.
 */
export function cacheKey(route: string, params: Record<string, unknown> = {}): string {
  const parts = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return parts.length ? `${route}?${parts.join('&')}` : route;
}

interface Entry {
  version: string;
  value: unknown;
}

/**
 * Answers of read-model queries (pages of GET /api/cars, one car...) kept in
 * memory, valid for one version of the read models they come from. The version
 * is each read model's active generation and its count of applied events: it
 * changes when, and only when, the tables can have changed (an applied event
 * or a blue-green switch). The checkpoint itself also moves past events the
 * projection ignores, which would empty the cache for nothing.
 *
 * Guarantees:
 * - Never serves an answer older than the versions it has been told of: the
 *   runner notifies `projection_checkpoint` when a batch commits; on that
 *   notification (or `refresh()`) the cache re-reads the versions (one small
 *   query) and holds every lookup until it has. An answer whose load
 *   overlapped a version change is returned to its caller but not kept.
 * - So an answer is at most one notification delivery old (Postgres sends it
 *   at commit; typically well under a millisecond, more on a starved machine).
 *   A reader that must see its own write must not rely on that race: call
 *   `refresh()` once the write is in the read models (the page cache does so
 *   after every mutating request), or do not cache that reader.
 * - While it cannot listen (connecting, connection lost) it caches nothing and
 *   every lookup goes to the database, reconnecting with backoff.
 * - Concurrent misses for one key share a single load.
 */
export class ReadModelCache {
  readonly name: string;
  readonly stats: ReadCacheStats = { hits: 0, misses: 0, bypasses: 0 };
  private readonly readModels: string[];
  private readonly maxEntries: number;
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Null: not vouched for (not listening, or the last re-read failed). */
  private version: string | null = null;
  private verifying: Promise<void> | null = null;
  private notifiedWhileVerifying = false;
  private client: pg.PoolClient | null = null;
  private connecting: Promise<void> | null = null;
  private retryAt = 0;
  private retryDelay = RECONNECT_MIN_MS;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    options: ReadCacheOptions,
  ) {
    this.name = options.name;
    this.readModels = [...new Set(options.readModels.map((readModel) => readModel.name))].sort();
    this.maxEntries = options.maxEntries ?? 500;
    openCaches.add(this);
  }

  /** How many answers are kept now. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The kept answer for `key` when it is current right now, without waiting:
   * undefined while a notification is being checked, when the cache cannot
   * vouch for freshness, or when there is no current answer (or `usable`
   * refuses it: that caller needs an answer of its own). For hot paths that
   * can fall back to `get`.
   */
  peek<T>(key: string, usable: (value: T) => boolean = () => true): T | undefined {
    if (this.verifying || this.version === null) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.version !== this.version || !usable(entry.value as T)) return undefined;
    this.stats.hits++;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  /**
   * The answer for `key`: from memory when it was loaded at the read models'
   * current version, otherwise from `load` (kept for the next caller). Errors
   * from `load` reach the caller and are not kept. When `usable` refuses the
   * kept answer, `load` runs for this caller alone.
   */
  async get<T>(key: string, load: () => Promise<T>, usable: (value: T) => boolean = () => true): Promise<T> {
    if (this.verifying) await this.verifying;
    const version = this.version;
    if (version === null) {
      this.listen();
      this.stats.bypasses++;
      return load();
    }
    const entry = this.entries.get(key);
    if (entry && entry.version === version && !usable(entry.value as T)) return load();
    if (entry && entry.version === version) {
      this.stats.hits++;
      // Map order is the recency order: move it to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value as T;
    }
    const flight = `${version}\n${key}`;
    let pending = this.loading.get(flight);
    if (!pending) {
      this.stats.misses++;
      pending = load()
        .then((value) => {
          if (this.version === version && !this.closed) this.keep(key, { version, value });
          return value;
        })
        .finally(() => this.loading.delete(flight));
      this.loading.set(flight, pending);
    }
    return pending as Promise<T>;
  }

  /**
   * Re-reads the versions before the next lookup answers, as a notification
   * would. Call it when this process has just seen a write reach the read
   * models (a command's read-your-writes wait): the next lookup then cannot
   * serve an older answer, however late the notification arrives.
   */
  refresh(): void {
    if (this.client && !this.closed) this.verify();
  }

  /** Stops listening and forgets every answer. */
  async close(): Promise<void> {
    this.closed = true;
    openCaches.delete(this);
    this.version = null;
    this.entries.clear();
    await this.connecting?.catch(() => {});
    await this.verifying;
    this.release(false);
  }

  private keep(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** Starts listening unless already (or backing off after a failure). */
  private listen() {
    if (this.closed || this.client || this.connecting || Date.now() < this.retryAt) return;
    this.connecting = this.connect()
      .catch(() => this.failed())
      .finally(() => {
        this.connecting = null;
      });
  }

  private async connect() {
    const client = await this.pool.connect();
    if (this.closed) {
      client.release();
      return;
    }
    this.client = client;
    client.on('notification', this.onNotification);
    client.on('error', this.onError);
    await client.query(`listen ${CHANNEL}`);
    // Listening first, reading second: a change committed in between is either read or notified.
    this.verify();
    await this.verifying;
    if (this.version !== null) this.retryDelay = RECONNECT_MIN_MS;
  }

  private readonly onNotification = (message: pg.Notification) => {
    if (message.channel === CHANNEL && this.readModels.includes(message.payload ?? '')) this.verify();
  };

  private readonly onError = () => this.failed();

  private failed() {
    this.version = null;
    this.entries.clear();
    this.release(true);
    this.retryAt = Date.now() + this.retryDelay;
    this.retryDelay = Math.min(RECONNECT_MAX_MS, this.retryDelay * 2);
  }

  private release(discard: boolean) {
    const client = this.client;
    if (!client) return;
    this.client = null;
    client.removeListener('notification', this.onNotification);
    client.removeListener('error', this.onError);
    if (discard) {
      client.on('error', () => {});
      client.release(true);
      return;
    }
    client
      .query(`unlisten ${CHANNEL}`)
      .then(() => client.release())
      .catch(() => client.release(true));
  }

  /** Re-reads the versions; lookups wait for it. Notifications during a re-read cause one more. */
  private verify() {
    if (this.verifying) {
      this.notifiedWhileVerifying = true;
      return;
    }
    this.verifying = (async () => {
      try {
        do {
          this.notifiedWhileVerifying = false;
          const version = await this.readVersion();
          if (version !== this.version) this.entries.clear();
          this.version = this.client && !this.closed ? version : null;
        } while (this.notifiedWhileVerifying);
      } catch {
        this.failed();
      } finally {
        this.verifying = null;
      }
    })();
  }

  private async readVersion(): Promise<string> {
    const { rows } = await this.pool.query<{ name: string; generation: number; events: string }>(
      `select s.name, s.active_generation as generation, g.events_applied::text as events
         from projection_state s
         join projection_generations g on g.name = s.name and g.generation = s.active_generation
        where s.name = any($1::text[])`,
      [this.readModels],
    );
    const byName = new Map(rows.map((r) => [r.name, `${r.generation}.${r.events}`]));
    return this.readModels.map((name) => `${name}@${byName.get(name) ?? '-'}`).join(',');
  }
}

/**
 * A write through this instance has reached the read models by the time its answer is sent
 * (read-your-writes, `runCommand`): the next hits of these caches re-check the version first,
 * rather than race the notification.
 */
export function refreshOnWrites(app: FastifyInstance, caches: readonly ReadModelCache[]): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') for (const cache of caches) cache.refresh();
    done(null, payload);
  });
}
