import { checkpointToPosition, comparePositions, type Position } from '@akwaaba/infra/eventstore/port';
import { prepared } from '@akwaaba/infra/eventstore/postgres/prepared-statement';
import type pg from 'pg';

const CHANNEL = 'projection_checkpoint';
/** Fallback when a notification is lost (listener reconnecting). */
const POLL_MS = 250;
/** Keeps the listener a moment after the last waiter, so bursts of waits share it. */
const LINGER_MS = 500;

/**
 * Read-your-writes: resolves true once every named projection's ACTIVE
 * generation has processed the log up to `position` (checkpoint >= position),
 * false when `timeoutMs` passes first. A projection not set up yet counts as
 * not reached. When already reached it answers with one query; otherwise it
 * waits on one LISTEN connection shared by all waits on this pool, with a
 * poll fallback.
 */
export async function waitForProjections(
  pool: pg.Pool,
  position: Position,
  names: readonly string[],
  timeoutMs: number,
): Promise<boolean> {
  if (names.length === 0) return true;
  if (reached(await readCheckpoints(pool, names), position, names)) return true;
  if (timeoutMs <= 0) return false;
  let listener = listeners.get(pool);
  if (!listener) {
    listener = new CheckpointListener(pool);
    listeners.set(pool, listener);
  }
  return listener.wait(position, names, timeoutMs);
}

const listeners = new WeakMap<pg.Pool, CheckpointListener>();

/** Every command's response runs this at least once: a prepared statement, planned once per connection. */
const READ_CHECKPOINTS = `select s.name, g.checkpoint from projection_state s
  join projection_generations g on g.name = s.name and g.generation = s.active_generation
  where s.name = any($1::text[])`;

const UNDEFINED_TABLE = '42P01';

async function readCheckpoints(pool: pg.Pool, names: readonly string[]): Promise<Map<string, string | null>> {
  try {
    const { rows } = await pool.query<{ name: string; checkpoint: string | null }>({
      ...prepared(READ_CHECKPOINTS),
      values: [names],
    });
    return new Map(rows.map((r) => [r.name, r.checkpoint]));
  } catch (error) {
    // No runner has started on this database yet: nothing has been projected.
    if ((error as pg.DatabaseError).code === UNDEFINED_TABLE) return new Map();
    throw error;
  }
}

function reached(checkpoints: Map<string, string | null>, position: Position, names: readonly string[]) {
  return names.every((name) => {
    const checkpoint = checkpointToPosition(checkpoints.get(name));
    return checkpoint !== null && comparePositions(checkpoint, position) >= 0;
  });
}

interface Waiter {
  position: Position;
  names: readonly string[];
  resolve(reached: boolean): void;
}

/** One LISTEN connection per pool; one checkpoint query per wake-up, however many waiters. */
class CheckpointListener {
  private readonly waiters = new Set<Waiter>();
  private connection: ListenConnection | null = null;
  private connecting: Promise<void> | null = null;
  private checking = false;
  private checkAgain = false;
  private poll: NodeJS.Timeout | null = null;
  private linger: NodeJS.Timeout | null = null;

  constructor(private readonly pool: pg.Pool) {}

  async wait(position: Position, names: readonly string[], timeoutMs: number): Promise<boolean> {
    const result = new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        position,
        names,
        resolve: (value) => {
          clearTimeout(timer);
          if (this.waiters.delete(waiter)) resolve(value);
          if (this.waiters.size === 0) this.idle();
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiters.add(waiter);
    });
    this.busy();
    // Also covers a checkpoint that moved between the caller's first look and LISTEN.
    await this.connect().catch(() => {});
    this.check();
    return result;
  }

  private busy() {
    if (this.linger) clearTimeout(this.linger);
    this.linger = null;
    this.poll ??= setInterval(() => {
      if (!this.connection) this.connect().catch(() => {});
      this.check();
    }, POLL_MS);
  }

  private idle() {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    this.linger ??= setTimeout(() => this.disconnect(), LINGER_MS);
    this.linger.unref();
  }

  private connect(): Promise<void> {
    if (this.connection) return Promise.resolve();
    this.connecting ??= ListenConnection.open(
      this.pool,
      () => this.check(),
      (failed) => {
        if (this.connection === failed) this.connection = null;
      },
    )
      .then((connection) => {
        this.connection = connection;
        // Every waiter may have left while it connected: let it go after the linger.
        if (this.waiters.size === 0) this.idle();
      })
      .finally(() => {
        this.connecting = null;
      });
    return this.connecting;
  }

  private disconnect() {
    this.linger = null;
    if (!this.connection || this.waiters.size > 0) return;
    const connection = this.connection;
    this.connection = null;
    void connection.close();
  }

  /** Resolves every satisfied waiter; coalesces wake-ups that arrive while a check runs. */
  private check() {
    if (this.waiters.size === 0) return;
    if (this.checking) {
      this.checkAgain = true;
      return;
    }
    this.checking = true;
    const names = [...new Set([...this.waiters].flatMap((w) => w.names))];
    readCheckpoints(this.pool, names)
      .then((checkpoints) => {
        for (const waiter of [...this.waiters]) {
          if (reached(checkpoints, waiter.position, waiter.names)) waiter.resolve(true);
        }
      })
      .catch(() => {})
      .finally(() => {
        this.checking = false;
        if (this.checkAgain) {
          this.checkAgain = false;
          this.check();
        }
      });
  }
}

/** A pooled connection LISTENing on the checkpoint channel; released exactly once. */
class ListenConnection {
  private released = false;

  private constructor(
    private readonly client: pg.PoolClient,
    private readonly onNotification: () => void,
    private readonly onError: () => void,
  ) {}

  static async open(
    pool: pg.Pool,
    onNotification: () => void,
    onFailed: (connection: ListenConnection) => void,
  ): Promise<ListenConnection> {
    const client = await pool.connect();
    const connection: ListenConnection = new ListenConnection(client, onNotification, () => {
      onFailed(connection);
      connection.release(true);
    });
    client.on('notification', onNotification);
    client.on('error', connection.onError);
    try {
      await client.query(`listen ${CHANNEL}`);
      return connection;
    } catch (error) {
      connection.release(true);
      throw error;
    }
  }

  async close(): Promise<void> {
    try {
      await this.client.query(`unlisten ${CHANNEL}`);
      this.release(false);
    } catch {
      this.release(true);
    }
  }

  private release(discard: boolean) {
    if (this.released) return;
    this.released = true;
    // Back to the pool without our handlers; the pool watches idle clients itself.
    this.client.removeListener('notification', this.onNotification);
    this.client.removeListener('error', this.onError);
    if (discard) this.client.on('error', () => {});
    this.client.release(discard);
  }
}
