/**
 * The event store port. Two adapters implement it: Postgres (embedded default,
 * test suite) and EventStoreDB (production). The domain and the API never import
 * a store's client library; they talk to this interface.
 *
 * Guarantees every adapter gives (checked by one contract suite, eventstore.contract.ts):
 * - Appends to one stream are atomic and ordered; `expectedRevision` is checked
 *   against the stream's last revision and a mismatch throws ExpectedRevisionConflictError.
 * - Appending events whose ids are already in the stream, at the same revisions,
 *   is a no-op that returns the original result (idempotent retry).
 * - `appendToStreams` appends to several streams at once, all or nothing: one stream
 *   off its expected revision throws ExpectedRevisionConflictError and appends nothing
 *   anywhere. A retry with the same event ids returns the original results.
 * - `readAll` and `subscribeToAll` deliver events in strictly increasing position,
 *   and never skip an event that commits later with a lower position.
 */
import type { DomainEvent } from '@akwaaba/domain';

/** Who, why and when: carried by every event and shown in the audit trail. */
export interface EventMetadata {
  actorId: string | null;
  actorRole: string;
  correlationId: string;
  causationId: string | null;
  timestamp: string;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Chosen once by the caller and reused on retry, so a retried append is idempotent. */
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/**
 * A position in the global log, comparable across adapters: Postgres gives
 * (transaction id, sequence), EventStoreDB gives (commit, prepare). Both order
 * lexicographically. Serialized as an opaque checkpoint string.
 */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

/**
 * An event as the store recorded it: the domain event (narrowed by its `type`, since a
 * union of events stays a union) plus its id, metadata and place in its stream and the log.
 */
export type RecordedEvent<Event extends DomainEvent = DomainEvent> = Event & {
  id: string;
  metadata: EventMetadata;
  streamName: string;
  /** 0 for the first event of a stream. */
  streamRevision: number;
  position: Position;
};

/** 'no_stream': the stream must not exist. 'any': no check. A number: the stream's last revision. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendResult {
  /** The revision of the last appended event: pass it as the next expectedRevision. */
  nextExpectedRevision: number;
  /** The position of the last appended event, for read-your-writes. */
  position: Position;
}

/** One stream's part of an appendToStreams: what appendToStream takes for one stream. */
export interface StreamAppend {
  streamName: string;
  events: readonly NewEvent[];
  expectedRevision?: ExpectedRevision;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Null or absent: from the start. */
  after?: Position | null;
  /** Only events whose type starts with one of these prefixes. */
  eventTypePrefixes?: readonly string[];
  maxCount?: number;
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /**
   * Where the read stopped: the last position examined, even if the filter hid
   * those events. Resume from it. Equals `after` when nothing new was found.
   */
  lastPosition: Position | null;
}

export interface Subscription {
  /** Stops delivery; resolves when the handler is no longer running. */
  close(): Promise<void>;
}

export interface SubscribeOptions extends ReadAllOptions {
  /**
   * Called with each batch in order. The next batch is not delivered until the
   * returned promise settles; a rejection stops the subscription and is passed to onError.
   */
  onEvents(events: RecordedEvent[], lastPosition: Position): Promise<void>;
  onError?(error: unknown): void;
}

export interface EventStore {
  appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  /**
   * Appends to several distinct streams in one atomic write, as one command that changes
   * several aggregates does (a booking holds the renter's slot, the car's dates and opens
   * the booking): either every stream gets its events or none does. Results are in the
   * order of `appends`.
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  /**
   * All events of one stream in revision order; [] when the stream does not exist.
   * `Event` is the union the stream's name promises (a car stream holds CarEvents):
   * the store trusts it, as it trusts the names of the streams it is given.
   */
  readStream<Event extends DomainEvent = DomainEvent>(
    streamName: string,
    options?: { fromRevision?: number },
  ): Promise<RecordedEvent<Event>[]>;
  readAll(options?: ReadAllOptions): Promise<ReadAllResult>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  /**
   * The position of the newest event in the log, or null when it is empty. With
   * `readable`: the newest position a reader can see now, so that every event at or
   * before it is readable and an event that commits later lies after it; reading (or a
   * projection starting "from now") after it skips nothing. The two differ only while an
   * append is still committing below the newest one (Postgres; never on EventStoreDB,
   * which places a record at the end of its log as it commits it).
   * Cheap on every adapter: one short read, never a walk of the log.
   */
  headPosition(options?: { readable?: boolean }): Promise<Position | null>;
  /**
   * How many events (matching the prefixes) lie after a position, counted up to `limit`:
   * returns min(count, limit), so a caller that must tell "more than 10,000" asks for
   * 10,001. The cost grows with the result (an adapter may read each counted event), so
   * anything that runs often (readiness, metrics, progress) passes a limit; without one
   * the whole tail after `after` is counted, which suits tests and small logs only.
   */
  countEventsAfter(
    after: Position | null,
    eventTypePrefixes?: readonly string[],
    limit?: number,
  ): Promise<number>;
  close(): Promise<void>;
}

/** What every adapter's appendToStreams refuses before writing: a stream without events, or named twice. */
export function checkStreamAppends(appends: readonly StreamAppend[]): void {
  if (appends.some((append) => append.events.length === 0))
    throw new Error('appendToStreams needs at least one event per stream');
  if (new Set(appends.map((append) => append.streamName)).size !== appends.length)
    throw new Error('appendToStreams takes each stream once');
}

export class ExpectedRevisionConflictError extends Error {
  override readonly name = 'ExpectedRevisionConflictError';
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamName}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export const isAfter = (a: Position, b: Position | null): boolean => b === null || comparePositions(a, b) > 0;

/** Opaque checkpoint strings: "commit:prepare". */
export const positionToCheckpoint = (p: Position): string => `${p.commit}:${p.prepare}`;

export function checkpointToPosition(checkpoint: string | null | undefined): Position | null {
  if (!checkpoint) return null;
  const match = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new Error(`Not a checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}
