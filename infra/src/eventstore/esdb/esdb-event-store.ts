import type { DomainEvent } from '@akwaaba/domain';
import {
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  ANY,
  type AppendExpectedRevision,
  BACKWARDS,
  END,
  type Position as EsdbPosition,
  type RecordedEvent as EsdbRecordedEvent,
  EventStoreDBClient,
  eventTypeFilter,
  excludeSystemEvents,
  type JSONType,
  jsonEvent,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { OpenSubscriptions } from '../open-subscriptions';
import {
  type AppendResult,
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
  type SubscribeOptions,
  type Subscription,
} from '../port';

/** $all records fetched per read while filtering here (client v6's readAll takes no server-side filter). */
const ALL_PAGE_SIZE = 500;
/** $all records fetched per backward read while looking for the newest non-system event. */
const HEAD_PAGE_SIZE = 32;
/** How far back from a stream's end an accepted append's last event is looked for. */
const APPENDED_SEARCH_DEPTH = 1000;

/** EventStoreDB's own events ($metadata, $>, $statsCollected, ...) are not ours. */
const isSystemEvent = (type: string) => type.startsWith('$');

const typeMatcher = (prefixes: readonly string[] | undefined) =>
  prefixes && prefixes.length > 0
    ? (type: string) => prefixes.some((prefix) => type.startsWith(prefix))
    : () => true;

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

function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
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

  constructor(private readonly client: EventStoreDBClient) {}

  /** For example `esdb://localhost:2113?tls=false`. */
  static fromConnectionString(connectionString: string): EsdbEventStore {
    return new EsdbEventStore(EventStoreDBClient.connectionString(connectionString));
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
        expectedRevision: toEsdbExpectedRevision(expected),
      }));
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
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
    options: Parameters<EventStoreDBClient['readStream']>[1],
  ): Promise<RecordedEvent[]> {
    try {
      const resolved = await collect(this.client.readStream(streamName, options));
      return resolved.flatMap((r) => (r.event ? [toRecorded(r.event)] : []));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const maxCount = options.maxCount ?? 1000;
    const matches = typeMatcher(options.eventTypePrefixes);
    const events: RecordedEvent[] = [];
    let lastPosition = options.after ?? null;
    await this.scanAll(options.after ?? null, (position, event) => {
      lastPosition = position;
      if (event && matches(event.type)) events.push(event);
      return events.length < maxCount;
    });
    return { events, lastPosition };
  }

  async countEventsAfter(after: Position | null, eventTypePrefixes?: readonly string[]): Promise<number> {
    const matches = typeMatcher(eventTypePrefixes);
    let count = 0;
    await this.scanAll(after, (_, event) => {
      if (event && matches(event.type)) count++;
      return true;
    });
    return count;
  }

  /**
   * Visits the $all records after a position, oldest first, with null for
   * EventStoreDB's system events, until `visit` returns false or the log ends.
   */
  private async scanAll(
    after: Position | null,
    visit: (position: Position, event: RecordedEvent | null) => boolean,
  ): Promise<void> {
    let from = after;
    for (;;) {
      const page = await collect(
        this.client.readAll({ fromPosition: from ?? START, maxCount: ALL_PAGE_SIZE }),
      );
      let fresh = 0;
      for (const { event: record } of page) {
        // A read from a position starts with the record at it, which we have seen.
        if (!record || !isAfter(record.position, from)) continue;
        fresh++;
        from = record.position;
        const event = isSystemEvent(record.type) ? null : toRecorded(record);
        if (!visit(record.position, event)) return;
      }
      if (page.length < ALL_PAGE_SIZE || fresh === 0) return;
    }
  }

  async headPosition(): Promise<Position | null> {
    let before: Position | null = null;
    for (;;) {
      const page: AllStreamResolvedEvent[] = await collect(
        this.client.readAll({ fromPosition: before ?? END, direction: BACKWARDS, maxCount: HEAD_PAGE_SIZE }),
      );
      let fresh = 0;
      for (const { event: record } of page) {
        if (!record || (before && comparePositions(record.position, before) >= 0)) continue;
        fresh++;
        before = record.position;
        if (!isSystemEvent(record.type))
          return { commit: record.position.commit, prepare: record.position.prepare };
      }
      if (page.length < HEAD_PAGE_SIZE || fresh === 0) return null;
    }
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const maxCount = options.maxCount ?? 500;
    const matches = typeMatcher(options.eventTypePrefixes);
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
      if (closed || !record || isSystemEvent(record.type) || !matches(record.type)) return;
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
