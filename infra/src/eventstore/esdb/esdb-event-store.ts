import type { DomainEvent } from '@akwaaba/domain';
import {
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  ANY,
  type AppendStreamState,
  BACKWARDS,
  END,
  type Position as EsdbPosition,
  type RecordedEvent as EsdbRecordedEvent,
  eventTypeFilter,
  excludeSystemEvents,
  type JSONType,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { OpenSubscriptions } from '../open-subscriptions';
import {
  type AppendResult,
  checkStreamAppends,
  comparePositions,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  ExpectedRevisionConflictError,
  isAfter,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadAllResult,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from '../port';

/** How far back from a stream's end an accepted append's last event is looked for. */
const APPENDED_SEARCH_DEPTH = 1000;

/** EventStoreDB's own events ($metadata, $>, $statsCollected, ...) are not ours. */
const isSystemEvent = (type: string) => type.startsWith('$');

/**
 * The server-side filter for our events of these types (all of ours without prefixes):
 * the server walks $all, and only matching events cross the wire. Our prefixes never
 * start with `$`, so a prefix filter leaves the system events out as well.
 */
const ourEventsFilter = (prefixes: readonly string[] | undefined) =>
  prefixes && prefixes.length > 0 ? eventTypeFilter({ prefixes: [...prefixes] }) : excludeSystemEvents();

const laterOf = (a: Position | null, b: Position | null) =>
  a === null ? b : b === null || comparePositions(a, b) >= 0 ? a : b;

const positionOf = (p: EsdbPosition): Position => ({ commit: p.commit, prepare: p.prepare });

/** Our events carry our metadata as a JSON object (toEventData writes it so); anything else is not ours. */
function metadataOf({ id, metadata }: EsdbRecordedEvent): EventMetadata {
  const notOurs = () => new Error(`EventStoreDB event ${id} lacks Akwaaba Drive's metadata`);
  if (
    typeof metadata !== 'object' ||
    metadata === null ||
    Array.isArray(metadata) ||
    metadata instanceof Uint8Array
  )
    throw notOurs();
  const text = (key: keyof EventMetadata) => (typeof metadata[key] === 'string' ? metadata[key] : null);
  const required = (key: keyof EventMetadata) => {
    const value = text(key);
    if (value === null) throw notOurs();
    return value;
  };
  return {
    actorId: text('actorId'),
    actorRole: required('actorRole'),
    correlationId: required('correlationId'),
    causationId: text('causationId'),
    timestamp: required('timestamp'),
  };
}

/** Our events are JSON with our metadata: toEventData writes them so. */
function toRecorded(record: EsdbRecordedEvent): RecordedEvent {
  if (!record.position) {
    throw new Error(
      `EventStoreDB returned event ${record.id} without its position (server 22.6 or later needed)`,
    );
  }
  return {
    id: record.id,
    type: record.type,
    data: record.data,
    metadata: metadataOf(record),
    streamName: record.streamId,
    streamRevision: Number(record.revision),
    position: { commit: record.position.commit, prepare: record.position.prepare },
  };
}

const toEventData = (event: NewEvent) =>
  jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as JSONType,
    metadata: { ...event.metadata },
  });

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

async function collect<T>(read: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of read) items.push(item);
  return items;
}

/**
 * The EventStoreDB adapter of the event store port (see port.ts for the
 * guarantees). Expected revisions and idempotency by event id are EventStoreDB's
 * own; this adapter maps them onto the port, keeps EventStoreDB's system events
 * out of every read, and owns its client (close() disposes of it).
 */
export class EsdbEventStore implements EventStore {
  private readonly subscriptions = new OpenSubscriptions();

  constructor(private readonly client: KurrentDBClient) {}

  /**
   * For example `kurrentdb://localhost:2113?tls=false`. The older `esdb://` and
   * `esdb+discover://` schemes name the same thing: they are passed on as `kurrentdb`,
   * which the client takes without a deprecation warning on the console.
   */
  static fromConnectionString(connectionString: string): EsdbEventStore {
    const current = connectionString.replace(/^esdb(\+discover)?:\/\//i, 'kurrentdb$1://');
    return new EsdbEventStore(KurrentDBClient.connectionString(current));
  }

  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const expected = options.expectedRevision ?? 'any';
    let nextExpectedRevision: bigint;
    try {
      // A retry whose ids are already in the stream at these revisions (or, with
      // 'any', among the server's recently written ids) succeeds without writing;
      // a retry that only partly matches is refused as a wrong expected version.
      ({ nextExpectedRevision } = await this.client.appendToStream(streamName, events.map(toEventData), {
        streamState: toStreamState(expected),
      }));
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState);
        throw new ExpectedRevisionConflictError(streamName, expected, actual);
      }
      throw error;
    }
    // The port promises the last event's own $all position, also to a retry that
    // wrote nothing. The append reply describes the write, not necessarily that
    // event, so read the event back: one short read, on the leader.
    const last = await this.findAppended(streamName, events[events.length - 1]!.id, nextExpectedRevision);
    return { nextExpectedRevision: last.streamRevision, position: last.position };
  }

  /**
   * KurrentDB's multi-stream append (server 25.1 or later), atomic across the streams. It
   * carries metadata as string properties, so a null field (a system actor's id) is left
   * out, which metadataOf reads back as null.
   */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    checkStreamAppends(appends);
    let written: Awaited<ReturnType<KurrentDBClient['multiStreamAppend']>>;
    try {
      written = await this.client.multiStreamAppend(
        appends.map((append) => ({
          streamName: append.streamName,
          expectedState: toStreamState(append.expectedRevision ?? 'any'),
          events: append.events.map((event) =>
            jsonEvent({
              id: event.id,
              type: event.type,
              data: event.data as JSONType,
              metadata: Object.fromEntries(
                Object.entries(event.metadata).filter(
                  (entry): entry is [string, string] => entry[1] !== null,
                ),
              ),
            }),
          ),
        })),
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const append = appends.find((a) => a.streamName === error.streamName);
        const actual = error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState);
        throw new ExpectedRevisionConflictError(error.streamName, append?.expectedRevision ?? 'any', actual);
      }
      throw error;
    }
    // As appendToStream: each stream's last event, read back for its own $all position.
    return Promise.all(
      appends.map(async (append) => {
        const revision = written.responses.find((r) => r.streamName === append.streamName)?.revision ?? 0n;
        const last = await this.findAppended(
          append.streamName,
          append.events[append.events.length - 1]!.id,
          revision,
        );
        return { nextExpectedRevision: last.streamRevision, position: last.position };
      }),
    );
  }

  private async findAppended(streamName: string, eventId: string, revision: bigint): Promise<RecordedEvent> {
    const [atRevision] = await this.readStreamEvents(streamName, {
      fromRevision: revision,
      maxCount: 1,
      requiresLeader: true,
    });
    if (atRevision?.id === eventId) return atRevision;
    const latest = await this.readStreamEvents(streamName, {
      fromRevision: END,
      direction: BACKWARDS,
      maxCount: APPENDED_SEARCH_DEPTH,
      requiresLeader: true,
    });
    const appended = latest.find((event) => event.id === eventId);
    if (!appended) {
      throw new Error(`EventStoreDB accepted an append to ${streamName}, but event ${eventId} is not in it`);
    }
    return appended;
  }

  async readStream<Event extends DomainEvent = DomainEvent>(
    streamName: string,
    options: { fromRevision?: number } = {},
  ): Promise<RecordedEvent<Event>[]> {
    const events = await this.readStreamEvents(streamName, {
      fromRevision: BigInt(options.fromRevision ?? 0),
    });
    // The stream's name promises its events' union (see the port).
    return events as RecordedEvent<Event>[];
  }

  private async readStreamEvents(
    streamName: string,
    options: Parameters<KurrentDBClient['readStream']>[1],
  ): Promise<RecordedEvent[]> {
    try {
      const resolved = await collect(this.client.readStream(streamName, options));
      return resolved.flatMap((r) => (r.event ? [toRecorded(r.event)] : []));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }

  /**
   * One filtered read on the server. When it returns fewer events than asked, the server
   * has walked to the end of $all, which lay at or after the newest record taken just
   * before it: the read resumes from there, past any events the filter left out.
   * EventStoreDB gives a record its position when it commits it, at the end of the log,
   * so no event can commit later at or before that position.
   */
  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const maxCount = options.maxCount ?? 1000;
    const after = options.after ?? null;
    const newest = await this.newestRecordPosition();
    const events: RecordedEvent[] = [];
    for await (const record of this.ourEventsAfter(after, options.eventTypePrefixes, maxCount)) {
      events.push(toRecorded(record));
    }
    const lastEvent = events[events.length - 1]?.position ?? null;
    if (events.length === maxCount) return { events, lastPosition: lastEvent };
    return { events, lastPosition: laterOf(laterOf(after, newest), lastEvent) };
  }

  /** Reads (and so costs) at most `limit` matching events, never the rest of the log. */
  async countEventsAfter(
    after: Position | null,
    eventTypePrefixes?: readonly string[],
    limit = Number.MAX_SAFE_INTEGER,
  ): Promise<number> {
    let count = 0;
    for await (const _ of this.ourEventsAfter(after, eventTypePrefixes, limit)) count++;
    return count;
  }

  /**
   * Our events (of these types) strictly after a position, oldest first, at most `count`,
   * filtered by the server.
   */
  private async *ourEventsAfter(
    after: Position | null,
    prefixes: readonly string[] | undefined,
    count: number,
  ): AsyncGenerator<EsdbRecordedEvent & { position: EsdbPosition }> {
    if (count <= 0) return;
    const read = this.client.readAll({
      fromPosition: after ?? START,
      filter: ourEventsFilter(prefixes),
      // A read from a position starts with the record at it, which the caller has seen.
      maxCount: after ? count + 1 : count,
    });
    let yielded = 0;
    for await (const { event: record } of read) {
      if (!record || isSystemEvent(record.type) || !isAfter(record.position, after)) continue;
      if (yielded === count) continue;
      yielded++;
      yield record;
    }
  }

  /** The newest record of $all, ours or the server's own: one record read backwards. */
  private async newestRecordPosition(): Promise<Position | null> {
    for await (const { event: record } of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 1,
    })) {
      if (record) return positionOf(record.position);
    }
    return null;
  }

  /**
   * The newest of our events, found by the server reading backwards past its own. It is
   * also the readable head (`readable` changes nothing): a record is placed at the end of
   * the log as it commits.
   */
  async headPosition(_options?: { readable?: boolean }): Promise<Position | null> {
    for await (const { event: record } of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 1,
      filter: excludeSystemEvents(),
    })) {
      if (record && !isSystemEvent(record.type)) return positionOf(record.position);
    }
    return null;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const maxCount = options.maxCount ?? 500;
    let closed = false;
    /** The newest position queued for the handler: nothing at or before it is delivered again. */
    let queuedUpTo: Position | null = options.after ?? null;
    const queue: RecordedEvent[] = [];
    let draining = false;
    /** The tail of the handler calls: one batch at a time, in order. Never rejects. */
    let delivering: Promise<void> = Promise.resolve();

    const fail = (error: unknown) => {
      if (closed) return;
      closed = true;
      void stream.unsubscribe();
      options.onError?.(error);
    };
    const deliver = (run: () => Promise<void>) => {
      delivering = delivering.then(() => (closed ? undefined : run())).catch(fail);
      return delivering;
    };
    const drain = () => {
      if (draining) return;
      draining = true;
      void deliver(async () => {
        while (!closed && queue.length > 0) {
          const batch = queue.splice(0, maxCount);
          await options.onEvents(batch, batch[batch.length - 1]!.position);
        }
        draining = false;
        if (!closed && stream.isPaused()) stream.resume();
      });
    };

    // The server reports how far its filter has looked, past events it left out:
    // passed on as an empty batch, so a projection's checkpoint moves past them.
    // Events before the checkpoint may still be buffered in the stream or queued
    // here, so it waits for them; the server sends nothing more meanwhile.
    const checkpointReached = async (_: AllStreamSubscription, position: EsdbPosition) => {
      while (!closed && (draining || queue.length > 0 || stream.readableLength > 0)) {
        await delivering;
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (closed || !isAfter(position, queuedUpTo)) return;
      queuedUpTo = position;
      await deliver(() => options.onEvents([], position));
    };
    const filter =
      options.eventTypePrefixes && options.eventTypePrefixes.length > 0
        ? eventTypeFilter({ prefixes: [...options.eventTypePrefixes], checkpointReached })
        : excludeSystemEvents({ checkpointReached });

    // Subscriptions start after the given position.
    const stream = this.client.subscribeToAll({ fromPosition: options.after ?? START, filter });
    stream.on('data', (resolved: AllStreamResolvedEvent) => {
      const record = resolved.event;
      if (closed || !record || isSystemEvent(record.type)) return;
      if (!isAfter(record.position, queuedUpTo)) return;
      queuedUpTo = record.position;
      queue.push(toRecorded(record));
      if (queue.length >= maxCount) stream.pause();
      drain();
    });
    stream.on('error', fail);
    stream.on('end', () => fail(new Error('EventStoreDB ended the subscription')));

    return this.subscriptions.add(async () => {
      if (!closed) {
        closed = true;
        await stream.unsubscribe();
      }
      await delivering;
    });
  }

  async close(): Promise<void> {
    await this.subscriptions.closeAll();
    await this.client.dispose();
  }
}
