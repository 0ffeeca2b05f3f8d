import type { DomainEvent } from '@akwaaba/domain';
import type pg from 'pg';
import { OpenSubscriptions } from '../open-subscriptions';
import {
  type AppendResult,
  checkStreamAppends,
  comparePositions,
  type EventStore,
  type ExpectedRevision,
  ExpectedRevisionConflictError,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadAllResult,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from '../port';
import { prepared } from './prepared-statement';

const NOTIFY_CHANNEL = 'es_appended';
const UNIQUE_VIOLATION = '23505';
/** What es_append_to_streams raises when a stream is off its expected revision (its detail names the stream). */
const STREAM_CONFLICT = 'ES409';
/** How often an idle subscriber looks anyway, in case a notification was lost (reconnect). */
const IDLE_POLL_MS = 500;
/**
 * At most how late a subscriber hears of appends of event types it does not want, and so
 * moves its checkpoint past them: no read-your-writes wait waits for a read model that its
 * command's events cannot change (runCommand), so this only bounds how stale a checkpoint
 * looks. Under load each move is an UPDATE and a commit per projection, hence not sooner.
 */
const LAZY_NUDGE_MS = 250;
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

const positionOf = (row: { transaction_id_text: string; global_position: string }): Position => ({
  commit: BigInt(row.transaction_id_text),
  prepare: BigInt(row.global_position),
});

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  type: row.event_type,
  data: row.data,
  metadata: row.metadata,
  streamName: row.stream_name,
  streamRevision: Number(row.stream_revision),
  position: positionOf(row),
});

/**
 * The transaction id comes back as text (xid8 has no JS type) under another name:
 * an ORDER BY on a name shared with an output column sorts that output column, and
 * text order puts transaction 1000 before 999.
 */
const EVENT_COLUMNS =
  'global_position, transaction_id::text as transaction_id_text, event_id, stream_name, stream_revision, event_type, data, metadata';

const READ_STREAM = `select ${EVENT_COLUMNS} from es_events
  where stream_name = $1 and stream_revision >= $2 order by stream_revision`;

/** Several streams' events at once: each read's rows tagged with its place in the arrays ($1 names, $2 revisions). */
const READ_STREAMS = `select r.read, ${EVENT_COLUMNS.split(', ')
  .map((column) => `e.${column}`)
  .join(', ')}
  from unnest($1::text[], $2::bigint[]) with ordinality as r(stream_name, from_revision, read)
  join es_events e on e.stream_name = r.stream_name and e.stream_revision >= r.from_revision
  order by r.read, e.stream_revision`;

/** A readStream call waiting for the statement that reads it with the others made in the same tick. */
interface StreamRead {
  streamName: string;
  fromRevision: number;
  resolve(events: RecordedEvent[]): void;
  reject(error: unknown): void;
}

/**
 * One page of the log after ($1, $2), filtered by the LIKE patterns $3, at most $4 rows
 * (part 0); then the newest readable event (part 1) and the first event of those types
 * that is committed but not readable yet (part 2), if any.
 * Readable means below the oldest transaction still running (pg_snapshot_xmin): every
 * transaction below it has finished, so rows below it can no longer appear and reading
 * only those never skips a late commit. pg_current_snapshot() is the statement's own
 * snapshot, so the bound and the rows read agree. Part 2 only looks at the log's
 * unreadable tail (from the bound or the reader's position, whichever is later), a few
 * rows at most.
 */
const READ_PAGE = `
  with readable as materialized (select pg_snapshot_xmin(pg_current_snapshot()) as below),
  page as (
    select global_position, transaction_id, event_id, stream_name, stream_revision, event_type, data, metadata
      from es_events
     where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
       and transaction_id < (select below from readable)
       and ($3::text[] is null or event_type like any($3::text[]))
     order by transaction_id, global_position
     limit $4
  ), visible_head as (
    select transaction_id, global_position from es_events
     where transaction_id < (select below from readable)
     order by transaction_id desc, global_position desc limit 1
  ), pending as (
    select transaction_id, global_position from es_events
     where transaction_id >= greatest((select below from readable), $1::text::xid8)
       and (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
       and ($3::text[] is null or event_type like any($3::text[]))
     order by transaction_id, global_position limit 1
  )
  select 0 as part, transaction_id, ${EVENT_COLUMNS} from page
  union all
  select 1, transaction_id, global_position, transaction_id::text, null, null, null, null, null, null from visible_head
  union all
  select 2, transaction_id, global_position, transaction_id::text, null, null, null, null, null, null from pending
  order by part, transaction_id, global_position`;

/** The oldest transaction still running: events of transactions below it are readable. */
const READABLE_BELOW = 'select pg_snapshot_xmin(pg_current_snapshot())::text as below';

/** LIKE patterns for event type prefixes, with LIKE's wildcards escaped. */
export const likePatterns = (prefixes: readonly string[] | undefined) =>
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
  db: pg.Pool,
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

/** How es_append_to_streams takes an expected revision: -1 no stream, -2 any, else the revision. */
const expectedRevisionCode = (expected: ExpectedRevision): number =>
  expected === 'no_stream' ? -1 : expected === 'any' ? -2 : expected;

/** The Postgres adapter of the event store port. See port.ts for the guarantees. */
export class PostgresEventStore implements EventStore {
  private readonly subscriptions = new OpenSubscriptions();
  /** One LISTEN connection for all of this store's subscriptions. */
  private readonly appends: AppendListener;
  /** One look at the readable bound, every few ms, for all subscribers waiting on it. */
  private readonly visibility: VisibilityWatcher;
  /** The NOTIFY in flight for appends (see announceAppend), and the types appended since it left. */
  private announcing: Promise<void> | null = null;
  private readonly unannounced = new Set<string>();
  /** readStream calls of this tick, read together (see readStream). */
  private streamReads: StreamRead[] = [];

  private constructor(private readonly pool: pg.Pool) {
    this.appends = new AppendListener(pool);
    this.visibility = new VisibilityWatcher(pool);
  }

  /** The store in a database its tables are already in (eventStoreMigrations, run at start-up). */
  static create(pool: pg.Pool): PostgresEventStore {
    return new PostgresEventStore(pool);
  }

  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const [result] = await this.appendToStreams([{ streamName, events, ...options }]);
    return result!;
  }

  /**
   * One statement (es_append_to_streams, see schema.ts), so one round trip and its own short
   * transaction: each stream's lock decides between concurrent appends, and a stream off its
   * expected revision undoes the whole write.
   */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    checkStreamAppends(appends);
    const events = appends.flatMap((append) => append.events);
    let rows: {
      stream_index: number;
      transaction_id_text: string;
      global_position: string;
      revision: string;
    }[];
    try {
      ({ rows } = await this.pool.query({
        ...prepared('select * from es_append_to_streams($1, $2, $3, $4, $5, $6, $7)'),
        values: [
          appends.map((append) => append.streamName),
          appends.map((append) => append.events.length),
          appends.map((append) => expectedRevisionCode(append.expectedRevision ?? 'any')),
          events.map((e) => e.id),
          events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata)),
        ],
      }));
    } catch (error) {
      const conflicted = (error as pg.DatabaseError).code === STREAM_CONFLICT;
      if (!conflicted && !isEventIdViolation(error)) throw error;
      // A retry of a write that already committed: answer as the original did. A plain
      // conflict is told by its first stream, so it costs one lookup, not one per stream.
      const already: AppendResult[] = [];
      for (const append of appends) {
        const found = await findAlreadyAppended(
          this.pool,
          append.streamName,
          append.events,
          append.expectedRevision ?? 'any',
        );
        if (!found) break;
        already.push(found);
      }
      if (already.length === appends.length) return already;
      if (!conflicted) throw error;
      const streamName = (error as pg.DatabaseError).detail!;
      const append = appends.find((a) => a.streamName === streamName)!;
      throw await this.conflict(streamName, append.expectedRevision ?? 'any');
    }
    this.announceAppend(events.map((e) => e.type));
    return appends.map((_, index) => {
      const last = rows
        .filter((row) => row.stream_index === index + 1)
        .reduce((a, b) => (BigInt(a.global_position) > BigInt(b.global_position) ? a : b));
      return { nextExpectedRevision: Number(last.revision), position: positionOf(last) };
    });
  }

  private async conflict(streamName: string, expected: ExpectedRevision) {
    const actual = await this.pool.query<{ revision: string }>(
      'select revision from es_streams where stream_name = $1',
      [streamName],
    );
    return new ExpectedRevisionConflictError(
      streamName,
      expected,
      actual.rows[0] ? Number(actual.rows[0].revision) : 'no_stream',
    );
  }

  /**
   * Tells subscribers (in every process) that the log grew, naming the event types, so
   * only the subscribers that want them look: one NOTIFY, after the commit and in a
   * transaction of its own, since a NOTIFY inside the append holds Postgres' notify lock
   * through the commit's WAL flush and serialises every concurrent append. Appends that
   * commit while a NOTIFY is in flight share the next one, so a burst costs a few round
   * trips, not one per append. Subscribers also poll, so a lost nudge only costs latency.
   */
  private announceAppend(types: readonly string[]) {
    for (const type of types) this.unannounced.add(type);
    if (this.announcing || this.unannounced.size === 0) return;
    const appended = [...this.unannounced];
    this.unannounced.clear();
    // An empty payload wakes every subscriber: for a type that would not survive the list
    // (a comma), or a list beyond Postgres' 8000-byte cap.
    const payload = appended.join(',');
    const listed = payload.length <= 7000 && appended.every((type) => !type.includes(','));
    this.announcing = this.pool
      .query({ ...prepared(`select pg_notify('${NOTIFY_CHANNEL}', $1)`), values: [listed ? payload : ''] })
      .then(
        () => {},
        () => {},
      )
      .finally(() => {
        this.announcing = null;
        this.announceAppend([]);
      });
  }

  /**
   * Streams read in the same tick (a command reading its car, calendar and renter at once,
   * or requests arriving together) are read in one statement: one round trip instead of one
   * each, which under load is most of what a read costs.
   */
  readStream<Event extends DomainEvent = DomainEvent>(
    streamName: string,
    options: { fromRevision?: number } = {},
  ): Promise<RecordedEvent<Event>[]> {
    // The stream's name promises its events' union (see the port).
    return new Promise<RecordedEvent[]>((resolve, reject) => {
      if (this.streamReads.length === 0) queueMicrotask(() => void this.readStreams());
      this.streamReads.push({ streamName, fromRevision: options.fromRevision ?? 0, resolve, reject });
    }) as Promise<RecordedEvent<Event>[]>;
  }

  private async readStreams(): Promise<void> {
    const reads = this.streamReads.splice(0);
    try {
      if (reads.length === 1) {
        const [read] = reads as [StreamRead];
        const { rows } = await this.pool.query<EventRow>({
          ...prepared(READ_STREAM),
          values: [read.streamName, read.fromRevision],
        });
        read.resolve(rows.map(toRecorded));
        return;
      }
      const { rows } = await this.pool.query<EventRow & { read: string }>({
        ...prepared(READ_STREAMS),
        values: [reads.map((read) => read.streamName), reads.map((read) => read.fromRevision)],
      });
      const events = reads.map((): RecordedEvent[] => []);
      for (const row of rows) events[Number(row.read) - 1]!.push(toRecorded(row));
      for (const [i, read] of reads.entries()) read.resolve(events[i]!);
    } catch (error) {
      for (const read of reads) read.reject(error);
    }
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const { events, lastPosition } = await this.readPage(options);
    return { events, lastPosition };
  }

  /**
   * readAll's page, plus the transaction of the first wanted event that is committed but
   * not readable yet (`pending`), in one statement: a subscriber learns from the same round
   * trip whether something it wants waits on an older transaction.
   */
  private async readPage(options: ReadAllOptions): Promise<ReadAllResult & { pending: bigint | null }> {
    const after = options.after ?? { commit: 0n, prepare: 0n };
    const maxCount = options.maxCount ?? 1000;
    const { rows } = await this.pool.query<EventRow & { part: number }>({
      ...prepared(READ_PAGE),
      values: [
        after.commit.toString(),
        after.prepare.toString(),
        likePatterns(options.eventTypePrefixes),
        maxCount,
      ],
    });
    const events: RecordedEvent[] = [];
    let visibleHead: Position | null = null;
    let pending: bigint | null = null;
    for (const row of rows) {
      if (row.part === 0) events.push(toRecorded(row));
      else if (row.part === 1) visibleHead = positionOf(row);
      else pending = positionOf(row).commit;
    }
    if (events.length === maxCount) {
      return { events, lastPosition: events[events.length - 1]!.position, pending };
    }
    // Fewer than asked: everything visible was examined, so resume from the visible head.
    const lastPosition =
      visibleHead && (!options.after || comparePositions(visibleHead, options.after) > 0)
        ? visibleHead
        : (options.after ?? null);
    return { events, lastPosition, pending };
  }

  /** Readable: the newest event of a transaction below the oldest one still running (as READ_PAGE). */
  async headPosition(options: { readable?: boolean } = {}): Promise<Position | null> {
    const { rows } = await this.pool.query<{ transaction_id_text: string; global_position: string }>(
      `select transaction_id::text as transaction_id_text, global_position from es_events
       ${options.readable ? 'where transaction_id < pg_snapshot_xmin(pg_current_snapshot())' : ''}
       order by transaction_id desc, global_position desc limit 1`,
    );
    const row = rows[0];
    return row ? positionOf(row) : null;
  }

  async countEventsAfter(
    after: Position | null,
    eventTypePrefixes?: readonly string[],
    limit?: number,
  ): Promise<number> {
    const from = after ?? { commit: 0n, prepare: 0n };
    const { rows } = await this.pool.query<{ count: string }>(
      `select count(*) from (
         select from es_events
          where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
            and ($3::text[] is null or event_type like any($3::text[]))
          limit $4) counted`,
      [from.commit.toString(), from.prepare.toString(), likePatterns(eventTypePrefixes), limit ?? null],
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
    /** Sleeps `ms`, or until nudged, closed, or (given) the transaction has ended. */
    const sleep = (ms: number, untilEnded?: bigint) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        const unwatch = untilEnded === undefined ? null : this.visibility.watch(untilEnded, done);
        function done() {
          clearTimeout(timer);
          unwatch?.();
          wake = null;
          resolve();
        }
        wake = done;
      });

    const maxCount = options.maxCount ?? 500;
    let after = options.after ?? null;

    const loop = (async () => {
      await this.appends.listen(nudge, options.eventTypePrefixes);
      while (!closed) {
        notified = false;
        const { events, lastPosition, pending } = await this.readPage({
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
        if (events.length === maxCount || notified || closed) continue;
        // Something this subscriber wants is committed but not readable yet (an older
        // transaction is still open): look again as soon as that transaction has ended
        // rather than waiting for the next nudge, which never comes when the transaction
        // holding readers back appends nothing. One watcher per store looks for every
        // subscriber, so a store of twenty subscribers does not poll twenty times over.
        await sleep(IDLE_POLL_MS, pending ?? undefined);
      }
    })()
      .catch((error) => {
        if (!closed) options.onError?.(error);
      })
      .finally(() => this.appends.unlisten(nudge));

    return this.subscriptions.add(async () => {
      closed = true;
      wake?.();
      await loop;
    });
  }

  async close(): Promise<void> {
    await this.subscriptions.closeAll();
    await this.announcing;
  }
}

/**
 * Tells subscribers when the transactions they wait on have ended, so that the events
 * those committed after are readable. While anyone waits it reads the readable bound
 * (pg_snapshot_xmin) every PENDING_POLL_MS: one tiny query for the whole store, where each
 * subscriber reading its page that often was most of the database's work under load.
 */
class VisibilityWatcher {
  private readonly waiting = new Set<{ transaction: bigint; wake: () => void }>();
  private looking = false;

  constructor(private readonly pool: pg.Pool) {}

  /** Calls `wake` once the transaction `transaction` and every one before it have ended; returns an unwatch. */
  watch(transaction: bigint, wake: () => void): () => void {
    const waiter = { transaction, wake };
    this.waiting.add(waiter);
    void this.look();
    return () => this.waiting.delete(waiter);
  }

  private async look(): Promise<void> {
    if (this.looking) return;
    this.looking = true;
    try {
      while (this.waiting.size > 0) {
        await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
        if (this.waiting.size === 0) break;
        const { rows } = await this.pool.query<{ below: string }>(prepared(READABLE_BELOW));
        const below = BigInt(rows[0]!.below);
        for (const waiter of this.waiting) {
          if (waiter.transaction >= below) continue;
          this.waiting.delete(waiter);
          waiter.wake();
        }
      }
    } catch {
      // The database is unreachable: let every subscriber read (and fail or retry) on its own.
      for (const waiter of this.waiting) waiter.wake();
      this.waiting.clear();
    } finally {
      this.looking = false;
    }
  }
}

interface AppendSubscriber {
  nudge(): void;
  prefixes: readonly string[] | undefined;
  /** A nudge for an append of types it does not want, due soon. */
  later?: NodeJS.Timeout;
}

/**
 * Shares one ListenConnection among a store's subscribers: opened for the first,
 * closed after the last leaves. A notification names the event types appended
 * (see announceAppend): it nudges the subscribers whose prefixes match one at once,
 * and the others at most once per LAZY_NUDGE_MS, so a burst of appends wakes the
 * projections that want them without every other projection reading the log each
 * time, while every projection still moves its checkpoint past them soon after. One
 * without types (another writer, a reconnect) nudges everyone at once.
 */
class AppendListener {
  private readonly subscribers = new Map<() => void, AppendSubscriber>();
  private connection: ListenConnection | null = null;
  private starting: Promise<void> | null = null;

  constructor(private readonly pool: pg.Pool) {}

  /** Resolves once the connection listens (or has failed and retries in the background). */
  async listen(nudge: () => void, eventTypePrefixes?: readonly string[]): Promise<void> {
    this.subscribers.set(nudge, {
      nudge,
      prefixes: eventTypePrefixes?.length ? eventTypePrefixes : undefined,
    });
    if (!this.connection) {
      const connection = new ListenConnection(this.pool, (payload) => this.notified(payload));
      this.connection = connection;
      this.starting = connection.start();
    }
    await this.starting;
  }

  async unlisten(nudge: () => void): Promise<void> {
    clearTimeout(this.subscribers.get(nudge)?.later);
    this.subscribers.delete(nudge);
    if (this.subscribers.size > 0 || !this.connection) return;
    const connection = this.connection;
    this.connection = null;
    this.starting = null;
    await connection.stop();
  }

  private notified(payload: string | undefined) {
    const types = payload ? payload.split(',') : null;
    for (const subscriber of this.subscribers.values()) {
      const { prefixes } = subscriber;
      if (!types || !prefixes || types.some((type) => prefixes.some((prefix) => type.startsWith(prefix)))) {
        clearTimeout(subscriber.later);
        subscriber.later = undefined;
        subscriber.nudge();
      } else {
        subscriber.later ??= setTimeout(() => {
          subscriber.later = undefined;
          subscriber.nudge();
        }, LAZY_NUDGE_MS);
      }
    }
  }
}

/** One dedicated connection LISTENing for appends; reconnects if the connection drops. */
class ListenConnection {
  private client: pg.PoolClient | null = null;
  private stopped = false;
  /** Connections already given back, so an error arriving late cannot release one twice. */
  private readonly released = new WeakSet<pg.PoolClient>();

  private readonly onNotification: (message: pg.Notification) => void;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onNotify: (payload?: string) => void,
  ) {
    this.onNotification = (message) => onNotify(message.payload);
  }

  async start(): Promise<void> {
    if (this.stopped) return;
    let client: pg.PoolClient | undefined;
    try {
      client = await this.pool.connect();
      const connected = client;
      connected.on('notification', this.onNotification);
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
    client.removeListener('notification', this.onNotification);
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
