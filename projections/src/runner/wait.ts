import { checkpointToPosition, comparePositions, type Position } from '@akwaaba/infra/eventstore/port';
import { prepared } from '@akwaaba/infra/eventstore/postgres/prepared-statement';
import type pg from 'pg';

/**
 * Where each active generation's checkpoint moved: payload `name generation checkpoint`,
 * sent in the transaction that moves it (batch.ts, switch-generation.ts), so it arrives
 * after the rows it covers are visible. `projection_checkpoint` (payload: the name) is
 * sent with it for listeners that only need to know that something moved.
 */
export const POSITION_CHANNEL = 'projection_position';
/** Fallback when a notification is lost (listener reconnecting). */
const POLL_MS = 250;
/** Keeps the listener a moment after the last waiter, so bursts of waits share it. */
const LINGER_MS = 500;

/**
 * Read-your-writes: resolves true once every named projection's ACTIVE
 * generation has processed the log up to `position` (checkpoint >= position),
 * false when `timeoutMs` passes first. A projection not set up yet counts as
 * not reached. Waits share one LISTEN connection per pool, which follows the
 * checkpoints from the notifications themselves: while it listens, a wait costs
 * no query at all. Otherwise (or for a projection it has not seen yet) it asks
 * Postgres, and polls as a fallback.
 */
export async function waitForProjections(
  pool: pg.Pool,
  position: Position,
  names: readonly string[],
  timeoutMs: number,
): Promise<boolean> {
  if (names.length === 0) return true;
  const listener = listeners.get(pool);
  const known = listener?.reached(position, names);
  if (known) return true;
  if (known === undefined && reached(await readCheckpoints(pool, names), position, names)) return true;
  if (timeoutMs <= 0) return false;
  return listenerFor(pool).wait(position, names, timeoutMs);
}

const listeners = new WeakMap<pg.Pool, CheckpointListener>();

function listenerFor(pool: pg.Pool): CheckpointListener {
  let listener = listeners.get(pool);
  if (!listener) {
    listener = new CheckpointListener(pool);
    listeners.set(pool, listener);
  }
  return listener;
}

const READ_CHECKPOINTS = `select s.name, g.generation, g.checkpoint from projection_state s
  join projection_generations g on g.name = s.name and g.generation = s.active_generation
  where s.name = any($1::text[])`;

const UNDEFINED_TABLE = '42P01';

/** An active generation's checkpoint as of some moment: never ahead of the truth. */
interface Checkpoint {
  generation: number;
  position: Position | null;
}

async function readCheckpoints(pool: pg.Pool, names: readonly string[]): Promise<Map<string, Checkpoint>> {
  try {
    const { rows } = await pool.query<{ name: string; generation: number; checkpoint: string | null }>({
      ...prepared(READ_CHECKPOINTS),
      values: [names],
    });
    return new Map(
      rows.map((r) => [r.name, { generation: r.generation, position: checkpointToPosition(r.checkpoint) }]),
    );
  } catch (error) {
    // No runner has started on this database yet: nothing has been projected.
    if ((error as pg.DatabaseError).code === UNDEFINED_TABLE) return new Map();
    throw error;
  }
}

function reached(checkpoints: Map<string, Checkpoint>, position: Position, names: readonly string[]) {
  return names.every((name) => {
    const checkpoint = checkpoints.get(name)?.position;
    return checkpoint != null && comparePositions(checkpoint, position) >= 0;
  });
}

/**
 * Keeps the later of two sightings of one projection's checkpoint: a higher
 * generation replaces a lower one (generations only ever switch forward), and
 * within a generation the checkpoint only moves forward.
 */
function later(a: Checkpoint | undefined, b: Checkpoint): Checkpoint {
  if (!a || b.generation > a.generation) return b;
  if (b.generation < a.generation || b.position === null) return a;
  return a.position && comparePositions(a.position, b.position) >= 0 ? a : b;
}

/** `name generation checkpoint` → the sighting; null for a payload that is not one. */
function parsePosition(payload: string | undefined): [string, Checkpoint] | null {
  const [name, generation, checkpoint] = (payload ?? '').split(' ');
  if (!name || !generation || !/^\d+$/.test(generation)) return null;
  try {
    return [name, { generation: Number(generation), position: checkpointToPosition(checkpoint) }];
  } catch {
    return null;
  }
}

interface Waiter {
  position: Position;
  names: readonly string[];
  resolve(reached: boolean): void;
}

/**
 * One LISTEN connection per pool. While it listens it keeps `known`: each
 * projection's checkpoint from a query made after LISTEN took effect, moved on
 * by every notification since, so it is never ahead of the truth and waiters
 * are answered from it. A check (one query, however many waiters) fills in
 * projections it has not seen and is the poll fallback.
 */
class CheckpointListener {
  private readonly waiters = new Set<Waiter>();
  private readonly known = new Map<string, Checkpoint>();
  private connection: ListenConnection | null = null;
  private connecting: Promise<void> | null = null;
  private checking = false;
  private checkAgain = false;
  private poll: NodeJS.Timeout | null = null;
  private linger: NodeJS.Timeout | null = null;

  constructor(private readonly pool: pg.Pool) {}

  /** From what the listener knows: undefined when it does not follow every one of `names`. */
  reached(position: Position, names: readonly string[]): boolean | undefined {
    if (!this.connection || !names.every((name) => this.known.has(name))) return undefined;
    return reached(this.known, position, names);
  }

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
    await this.connect().catch(() => {});
    // Also covers a checkpoint that moved between the caller's first look and LISTEN.
    if (this.reached(position, names) === undefined) this.check();
    else this.settle();
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
      (payload) => this.notified(payload),
      (failed) => {
        if (this.connection !== failed) return;
        this.connection = null;
        this.known.clear(); // notifications may have been missed
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
    this.known.clear();
    void connection.close();
  }

  private notified(payload: string | undefined) {
    const sighting = parsePosition(payload);
    if (!sighting) return this.check();
    const [name, checkpoint] = sighting;
    // Only once a check has seen the projection since LISTEN: before, an earlier move may be missing.
    if (this.known.has(name)) {
      this.known.set(name, later(this.known.get(name), checkpoint));
      this.settle();
    } else if ([...this.waiters].some((waiter) => waiter.names.includes(name))) {
      this.check();
    }
    // A projection nobody waits for: the check of the first wait that names it seeds it.
  }

  /** Resolves every waiter that `known` shows reached. */
  private settle() {
    for (const waiter of [...this.waiters]) {
      if (this.reached(waiter.position, waiter.names)) waiter.resolve(true);
    }
  }

  /** Reads the checkpoints, then resolves every satisfied waiter; coalesces checks asked for while one runs. */
  private check() {
    if (this.waiters.size === 0) return;
    if (this.checking) {
      this.checkAgain = true;
      return;
    }
    this.checking = true;
    const names = [...new Set([...this.waiters].flatMap((w) => w.names))];
    // Only a query sent while LISTEN is in effect may seed `known`: none of its moves can be missed.
    const listening = this.connection;
    readCheckpoints(this.pool, names)
      .then((checkpoints) => {
        if (listening && this.connection === listening) {
          for (const [name, checkpoint] of checkpoints)
            this.known.set(name, later(this.known.get(name), checkpoint));
        }
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

/** A pooled connection LISTENing on the position channel; released exactly once. */
class ListenConnection {
  private released = false;

  private constructor(
    private readonly client: pg.PoolClient,
    private readonly onNotification: (message: pg.Notification) => void,
    private readonly onError: () => void,
  ) {}

  static async open(
    pool: pg.Pool,
    onPayload: (payload: string | undefined) => void,
    onFailed: (connection: ListenConnection) => void,
  ): Promise<ListenConnection> {
    const client = await pool.connect();
    const onNotification = (message: pg.Notification) => onPayload(message.payload);
    const connection: ListenConnection = new ListenConnection(client, onNotification, () => {
      onFailed(connection);
      connection.release(true);
    });
    client.on('notification', onNotification);
    client.on('error', connection.onError);
    try {
      await client.query(`listen ${POSITION_CHANNEL}`);
      return connection;
    } catch (error) {
      connection.release(true);
      throw error;
    }
  }

  async close(): Promise<void> {
    try {
      await this.client.query(`unlisten ${POSITION_CHANNEL}`);
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
