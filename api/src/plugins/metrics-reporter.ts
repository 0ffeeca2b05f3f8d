import type pg from 'pg';

// A two-key session advisory lock; the runner locks use small first keys (projections/src/runner/locks.ts).
const KEYS = `hashtext('akwaaba:metrics'), hashtext('reporter')`;
/** A reporter whose connection does not answer within this is not sure it still holds the lock. */
const CHECK_TIMEOUT_MS = 2_000;
/**
 * So that Postgres frees the lock about 30 s after the reporter's host vanishes, rather than
 * after the system's TCP keepalive (two hours on Linux). Ignored on Unix-domain sockets.
 */
const KEEPALIVE_SQL = `select set_config('tcp_keepalives_idle', '15', false),
  set_config('tcp_keepalives_interval', '5', false), set_config('tcp_keepalives_count', '3', false)`;

/**
 * Decides which API instance reports the cluster-wide gauges (figures read from
 * Postgres and the event store, the same whoever reads them), so that a query
 * summing over instances counts them once. Guarantees:
 * - at most one instance per database reports at a time: it holds a session
 *   advisory lock on a connection it keeps checked out of its pool;
 * - when that connection ends (the process is killed, Postgres restarts, the
 *   network fails), Postgres frees the lock and the next scrape of any instance
 *   takes it; `release()` (on close) frees it at once;
 * - `holds()` never throws: an instance that cannot ask Postgres does not report.
 */
export class MetricsReporterLock {
  private session: pg.PoolClient | null = null;
  private lost = false;
  private asking: Promise<boolean> | null = null;

  constructor(private readonly pool: pg.Pool) {}

  /** Is this instance the reporter? Takes the lock when it is free; checks a held one is still alive. */
  holds(): Promise<boolean> {
    this.asking ??= this.ask().finally(() => {
      this.asking = null;
    });
    return this.asking;
  }

  /** Frees the lock for another instance at once, and closes its connection (at close). */
  async release(): Promise<void> {
    await this.asking?.catch(() => {});
    if (this.session && !this.lost)
      await this.session.query(`select pg_advisory_unlock(${KEYS})`).catch(() => {});
    this.discard();
  }

  private async ask(): Promise<boolean> {
    if (this.session && !this.lost && (await this.alive(this.session))) return true;
    if (this.session) this.discard();
    return this.take();
  }

  private async alive(session: pg.PoolClient): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    });
    try {
      const answered = session.query('select 1').then(
        () => true,
        () => false,
      );
      return await Promise.race([answered, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async take(): Promise<boolean> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch {
      return false;
    }
    this.lost = false;
    client.on('error', this.onLost);
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        `select pg_try_advisory_lock(${KEYS}) as locked`,
      );
      if (rows[0]?.locked) {
        this.session = client;
        await client.query(KEEPALIVE_SQL).catch(() => {});
        return true;
      }
      this.giveBack(client, false);
    } catch {
      this.giveBack(client, true);
    }
    return false;
  }

  /** A checked-out client emitting 'error' unheard would crash the process. */
  private readonly onLost = () => {
    this.lost = true;
  };

  private discard() {
    if (this.session) this.giveBack(this.session, true);
  }

  private giveBack(client: pg.PoolClient, broken: boolean) {
    if (client === this.session) this.session = null;
    client.removeListener('error', this.onLost);
    // A discarded client may still report its failure: keep that from crashing the process.
    if (broken) client.on('error', () => {});
    client.release(broken);
  }
}
