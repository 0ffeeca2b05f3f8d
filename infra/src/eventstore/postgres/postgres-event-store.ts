import type pg from 'pg';
import { migrate } from '../../postgres/migrations';
import {
  type AppendResult,
  comparePositions,
  type EventStore,
  type ExpectedRevision,
  ExpectedRevisionConflictError,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadAllResult,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../port';
import { eventStoreMigrations } from './schema';

const NOTIFY_CHANNEL = 'es_appended';
const UNIQUE_VIOLATION = '23505';
/** How often an idle subscriber looks anyway, in case a notification was lost (reconnect). */
const IDLE_POLL_MS = 500;
/** How often a subscriber looks while it knows of events that are not visible yet. */
const PENDING_POLL_MS = 2;

interface EventRow {
  global_position: string;
  transaction_id_text: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  event_type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  type: row.event_type,
  data: row.data,
  metadata: row.metadata,
  streamName: row.stream_name,
  streamRevision: Number(row.stream_revision),
  position: { commit: BigInt(row.transaction_id_text), prepare: BigInt(row.global_position) },
});

/**
 * The transaction id comes back as text (xid8 has no JS type) under another name:
 * an ORDER BY on a name shared with an output column sorts that output column, and
 * text order puts transaction 1000 before 999.
 */
const EVENT_COLUMNS =
  'global_position, transaction_id::text as transaction_id_text, event_id, stream_name, stream_revision, event_type, data, metadata';

/** LIKE patterns for event type prefixes, with LIKE's wildcards escaped. */
const likePatterns = (prefixes: readonly string[] | undefined) =>
  prefixes && prefixes.length > 0 ? prefixes.map((p) => `${p.replace(/[\\%_]/g, '\\$&')}%`) : null;

const isEventIdViolation = (error: unknown) =>
  (error as pg.DatabaseError).code === UNIQUE_VIOLATION &&
  /event_id/.test(String((error as pg.DatabaseError).constraint));

/**
 * If these exact events are already in the stream, at the revisions this append
 * asked for (a retried append), the original result. Throws if some of the ids
 * were used by another append: reusing an id for different events is a bug.
 */
async function findAlreadyAppended(
  db: pg.ClientBase,
  streamName: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult | null> {
  const { rows } = await db.query<EventRow>(
    `select ${EVENT_COLUMNS} from es_events where event_id = any($1::uuid[]) order by stream_revision`,
    [events.map((e) => e.id)],
  );
  if (rows.length === 0) return null;
  const first = Number(rows[0]!.stream_revision);
  const sameAppend =
    rows.length === events.length &&
    rows.every(
      (row, i) =>
        row.stream_name === streamName &&
        row.event_id === events[i]!.id &&
        Number(row.stream_revision) === first + i,
    ) &&
    (expected === 'any' || first === (expected === 'no_stream' ? 0 : expected + 1));
  if (!sameAppend) {
    throw new Error(`Event ids already used by another append (stream ${streamName})`);
  }
  const last = toRecorded(rows[rows.length - 1]!);
  return { nextExpectedRevision: last.streamRevision, position: last.position };
}

/** The Postgres adapter of the event store port. See port.ts for the guarantees. */
export class PostgresEventStore implements EventStore {
  private readonly subscriptions = new Set<Subscription>();

  private constructor(private readonly pool: pg.Pool) {}

  static async create(pool: pg.Pool): Promise<PostgresEventStore> {
    await migrate(pool, eventStoreMigrations);
    return new PostgresEventStore(pool);
  }

  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const expected = options.expectedRevision ?? 'any';

    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const lastRevision = await this.claimRevisions(client, streamName, expected, events.length);
      const first = lastRevision - events.length + 1;
      const { rows } = await client.query<{ transaction_id_text: string; global_position: string }>(
        `insert into es_events (event_id, stream_name, stream_revision, event_type, data, metadata)
         select id, $1, $2::bigint + ord - 1, type, data, metadata
         from unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) with ordinality as e(id, type, data, metadata, ord)
         order by ord
         returning transaction_id::text as transaction_id_text, global_position`,
        [
          streamName,
          first,
          events.map((e) => e.id),
          events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata)),
        ],
      );
      await client.query('commit');
      // Notify after the commit, in a transaction of its own: a NOTIFY inside the append
      // holds Postgres' notify lock through the commit's WAL flush, which serialises every
      // concurrent append. Subscribers also poll, so a lost nudge only costs latency.
      await client.query(`select pg_notify('${NOTIFY_CHANNEL}', '')`).catch(() => {});
      const last = rows.reduce((a, b) => (BigInt(a.global_position) > BigInt(b.global_position) ? a : b));
      return {
        nextExpectedRevision: lastRevision,
        position: { commit: BigInt(last.transaction_id_text), prepare: BigInt(last.global_position) },
      };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      // A retry of an append that already committed (or committed meanwhile, from a
      // concurrent retry) fails on the stream's revision or on the event ids: answer
      // as the original did. Checked on this connection, so a full pool cannot deadlock.
      if (error instanceof ExpectedRevisionConflictError || isEventIdViolation(error)) {
        const appended = await findAlreadyAppended(client, streamName, events, expected);
        if (appended) return appended;
      }
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Takes the next revisions of a stream under its row lock, checking the
   * expected revision. Returns the revision the last new event will have.
   */
  private async claimRevisions(
    client: pg.PoolClient,
    streamName: string,
    expected: ExpectedRevision,
    count: number,
  ): Promise<number> {
    let result: pg.QueryResult<{ revision: string }>;
    if (expected === 'no_stream') {
      result = await client.query(
        `insert into es_streams (stream_name, revision) values ($1, $2)
         on conflict (stream_name) do nothing returning revision`,
        [streamName, count - 1],
      );
    } else if (expected === 'any') {
      result = await client.query(
        `insert into es_streams (stream_name, revision) values ($1, $2)
         on conflict (stream_name) do update set revision = es_streams.revision + $3
         returning revision`,
        [streamName, count - 1, count],
      );
    } else {
      result = await client.query(
        `update es_streams set revision = revision + $3
         where stream_name = $1 and revision = $2 returning revision`,
        [streamName, expected, count],
      );
    }
    const row = result.rows[0];
    if (row) return Number(row.revision);
    const actual = await client.query<{ revision: string }>(
      'select revision from es_streams where stream_name = $1',
      [streamName],
    );
    throw new ExpectedRevisionConflictError(
      streamName,
      expected,
      actual.rows[0] ? Number(actual.rows[0].revision) : 'no_stream',
    );
  }

  async readStream(streamName: string, options: { fromRevision?: number } = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `select ${EVENT_COLUMNS} from es_events
       where stream_name = $1 and stream_revision >= $2 order by stream_revision`,
      [streamName, options.fromRevision ?? 0],
    );
    return rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const after = options.after ?? { commit: 0n, prepare: 0n };
    const maxCount = options.maxCount ?? 1000;
    // Every transaction below xmin has finished: rows below it can no longer appear,
    // so reading only those never skips a late commit.
    const { rows: snapshot } = await this.pool.query<{ xmin: string }>(
      'select pg_snapshot_xmin(pg_current_snapshot())::text as xmin',
    );
    const xmin = snapshot[0]!.xmin;
    const { rows } = await this.pool.query<EventRow>(
      `select ${EVENT_COLUMNS} from es_events
       where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         and transaction_id < $3::text::xid8
         and ($4::text[] is null or event_type like any($4::text[]))
       order by transaction_id, global_position
       limit $5`,
      [
        after.commit.toString(),
        after.prepare.toString(),
        xmin,
        likePatterns(options.eventTypePrefixes),
        maxCount,
      ],
    );
    const events = rows.map(toRecorded);
    if (events.length === maxCount) return { events, lastPosition: events[events.length - 1]!.position };
    // Fewer than asked: everything visible was examined, so resume from the visible head.
    const head = await this.visibleHead(xmin);
    const lastPosition =
      head && (!options.after || comparePositions(head, options.after) > 0) ? head : (options.after ?? null);
    return { events, lastPosition };
  }

  private async visibleHead(xmin: string): Promise<Position | null> {
    const { rows } = await this.pool.query<{ transaction_id_text: string; global_position: string }>(
      `select transaction_id::text as transaction_id_text, global_position from es_events
       where transaction_id < $1::text::xid8
       order by transaction_id desc, global_position desc limit 1`,
      [xmin],
    );
    const row = rows[0];
    return row ? { commit: BigInt(row.transaction_id_text), prepare: BigInt(row.global_position) } : null;
  }

  async headPosition(): Promise<Position | null> {
    const { rows } = await this.pool.query<{ transaction_id_text: string; global_position: string }>(
      `select transaction_id::text as transaction_id_text, global_position from es_events
       order by transaction_id desc, global_position desc limit 1`,
    );
    const row = rows[0];
    return row ? { commit: BigInt(row.transaction_id_text), prepare: BigInt(row.global_position) } : null;
  }

  async countEventsAfter(after: Position | null, eventTypePrefixes?: readonly string[]): Promise<number> {
    const from = after ?? { commit: 0n, prepare: 0n };
    const { rows } = await this.pool.query<{ count: string }>(
      `select count(*) from es_events
       where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         and ($3::text[] is null or event_type like any($3::text[]))`,
      [from.commit.toString(), from.prepare.toString(), likePatterns(eventTypePrefixes)],
    );
    return Number(rows[0]!.count);
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    let closed = false;
    let wake: (() => void) | null = null;
    let notified = false;
    const nudge = () => {
      notified = true;
      wake?.();
    };
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = done;
      });

    const listener = new ListenConnection(this.pool, nudge);
    const maxCount = options.maxCount ?? 500;
    let after = options.after ?? null;

    const loop = (async () => {
      await listener.start();
      while (!closed) {
        notified = false;
        const { events, lastPosition } = await this.readAll({
          after,
          eventTypePrefixes: options.eventTypePrefixes,
          maxCount,
        });
        if (closed) break;
        const moved = lastPosition !== null && (after === null || comparePositions(lastPosition, after) > 0);
        if (moved) {
          await options.onEvents(events, lastPosition);
          after = lastPosition;
        }
        if (events.length === maxCount || notified) continue;
        // Something was appended but is not visible yet (an older transaction is
        // still open): look again very soon rather than waiting for the next nudge,
        // which never comes when the transaction holding readers back appends nothing.
        const pending = await this.hasInvisibleEventsAfter(after);
        // A notification (or close()) that came while we looked would find no sleeper to wake.
        if (notified || closed) continue;
        await sleep(pending ? PENDING_POLL_MS : IDLE_POLL_MS);
      }
    })()
      .catch((error) => {
        if (!closed) options.onError?.(error);
      })
      .finally(() => listener.stop());

    const subscription: Subscription = {
      close: async () => {
        closed = true;
        wake?.();
        await loop;
        this.subscriptions.delete(subscription);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  private async hasInvisibleEventsAfter(after: Position | null): Promise<boolean> {
    const head = await this.headPosition();
    return head !== null && (after === null || comparePositions(head, after) > 0);
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
  }
}

/** One dedicated connection LISTENing for appends; reconnects if the connection drops. */
class ListenConnection {
  private client: pg.PoolClient | null = null;
  private stopped = false;
  /** Connections already given back, so an error arriving late cannot release one twice. */
  private readonly released = new WeakSet<pg.PoolClient>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly onNotify: () => void,
  ) {}

  async start(): Promise<void> {
    if (this.stopped) return;
    let client: pg.PoolClient | undefined;
    try {
      client = await this.pool.connect();
      const connected = client;
      connected.on('notification', this.onNotify);
      connected.on('error', () => this.reconnect(connected));
      await connected.query(`listen ${NOTIFY_CHANNEL}`);
      // Stopped while connecting (a reconnect racing close()): give the connection back.
      if (this.stopped) {
        this.release(connected);
        return;
      }
      this.client = connected;
    } catch {
      if (client && !this.release(client)) return; // its error handler already retries
      // The idle poll keeps the subscriber going while we retry.
      this.retryLater();
    }
  }

  private reconnect(client: pg.PoolClient) {
    if (!this.release(client)) return;
    this.retryLater();
    this.onNotify();
  }

  private retryLater() {
    if (!this.stopped) setTimeout(() => void this.start(), 1000).unref();
  }

  /** Closes a connection and hands its slot back to the pool, once; false if it already was. */
  private release(client: pg.PoolClient): boolean {
    if (this.released.has(client)) return false;
    this.released.add(client);
    if (this.client === client) this.client = null;
    client.removeListener('notification', this.onNotify);
    client.release(true);
    return true;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    // Closed rather than pooled: it carries our listeners and its LISTEN.
    if (client) this.release(client);
  }
}
