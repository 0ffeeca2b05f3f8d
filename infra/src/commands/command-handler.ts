import { randomUUID } from 'node:crypto';
import { type Actor, conflict, type Decider, DomainError, type DomainEvent } from '@akwaaba/domain';
import { foldRecorded } from '../eventstore/aggregate-stream';
import {
  type EventMetadata,
  type EventStore,
  ExpectedRevisionConflictError,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from '../eventstore/port';

/** Why a command runs and on whose behalf: becomes every event's metadata. */
export interface CommandContext {
  actor: Actor;
  /** Shared by everything one user action causes (request, events, jobs, e-mails). */
  correlationId: string;
  /** The request, event or job that caused this command. */
  causationId: string | null;
}

export interface CommandResult<Event extends DomainEvent> {
  /** The new events; empty when the decider found nothing to change. */
  events: Event[];
  /** Position of the last new event, for read-your-writes; null when nothing was appended. */
  position: Position | null;
}

export interface HandleCommandOptions<Event extends DomainEvent = DomainEvent> {
  /** Conflicts are retried by reloading and deciding again, this many times at most. */
  maxAttempts?: number;
  now?: () => Date;
  /**
   * The stream was named just now (a fresh random id), so it cannot exist yet: the
   * first attempt decides on the initial state without reading it and appends with
   * 'no_stream'. Should it exist after all, that append conflicts and the command is
   * retried as usual, on the stream as read.
   */
  newStream?: boolean;
  /**
   * The stream as the caller has just read it (alongside other reads, in parallel): the
   * first attempt decides on it instead of reading again. Should the stream have moved
   * since, the append conflicts and the command is retried as usual, on the stream as read.
   */
  streamAsRead?: readonly RecordedEvent<Event>[];
  /**
   * What the user is told (a conflict, 409) when concurrent changes outlast every retry,
   * where the generic answer to an ExpectedRevisionConflictError would say less.
   */
  conflictMessage?: string;
}

/** What one finished command came to, as observers see it (metrics). */
export interface CommandOutcome {
  /** The command's `type`, e.g. 'ApproveCar'. */
  commandType: string;
  /**
   * accepted: events appended; unchanged: nothing to append; rejected: the
   * decider refused (DomainError); conflict: concurrent changes outlasted every
   * retry; failed: anything else (store down...).
   */
  outcome: 'accepted' | 'unchanged' | 'rejected' | 'conflict' | 'failed';
  /** The DomainError's kind when rejected, else null. */
  errorKind: string | null;
  /** Decide-and-append rounds it took (more than 1 after optimistic concurrency conflicts). */
  attempts: number;
  durationSeconds: number;
}

const commandObservers = new Set<(outcome: CommandOutcome) => void>();

/**
 * Calls `observer` after every command this process handles, whatever the
 * outcome; returns a function that stops it. Observers run synchronously after
 * the command and must be cheap; one that throws is ignored, never failing the command.
 */
export function observeCommands(observer: (outcome: CommandOutcome) => void): () => void {
  commandObservers.add(observer);
  return () => commandObservers.delete(observer);
}

function tell(outcome: CommandOutcome) {
  for (const observer of commandObservers) {
    try {
      observer(outcome);
    } catch {
      // Observation must never change what the command did.
    }
  }
}

/**
 * Runs one command: load the stream, fold the state, decide with the pure
 * decider, append with the revision that was read. On a concurrent change
 * (ExpectedRevisionConflictError) it reloads and decides again; it never
 * overwrites. Domain errors from `decide` propagate unchanged, appending nothing.
 * Observers (observeCommands) hear of every outcome.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  streamName: string,
  command: Command,
  context: CommandContext,
  options: HandleCommandOptions<Event> = {},
): Promise<CommandResult<Event>> {
  const started = performance.now();
  const rounds = { attempts: 0 };
  const commandType = String((command as { type?: unknown }).type ?? 'unknown');
  const finish = (outcome: CommandOutcome['outcome'], errorKind: string | null = null) =>
    commandObservers.size > 0 &&
    tell({
      commandType,
      outcome,
      errorKind,
      attempts: rounds.attempts,
      durationSeconds: (performance.now() - started) / 1000,
    });
  try {
    const result = await decideAndAppend(store, decider, streamName, command, context, options, rounds);
    finish(result.events.length > 0 ? 'accepted' : 'unchanged');
    return result;
  } catch (error) {
    if (error instanceof DomainError) finish('rejected', error.kind);
    else finish(error instanceof ExpectedRevisionConflictError ? 'conflict' : 'failed');
    if (error instanceof ExpectedRevisionConflictError && options.conflictMessage) {
      throw conflict(options.conflictMessage);
    }
    throw error;
  }
}

async function decideAndAppend<State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  streamName: string,
  command: Command,
  context: CommandContext,
  options: HandleCommandOptions<Event>,
  rounds: { attempts: number },
): Promise<CommandResult<Event>> {
  const maxAttempts = options.maxAttempts ?? 5;
  // What the first attempt decides on without reading: nothing for a fresh stream.
  const firstRead = options.newStream ? [] : options.streamAsRead;
  for (let attempt = 1; ; attempt++) {
    rounds.attempts = attempt;
    const read = attempt === 1 && firstRead ? firstRead : await store.readStream<Event>(streamName);
    const { state, expectedRevision } = foldRecorded(decider, read);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, position: null };

    const metadata = metadataFor(context, options.now?.() ?? new Date());
    const newEvents: NewEvent[] = events.map((e) => ({
      id: randomUUID(),
      type: e.type,
      data: e.data,
      metadata,
    }));
    try {
      const result = await store.appendToStream(streamName, newEvents, { expectedRevision });
      return { events, position: result.position };
    } catch (error) {
      if (!(error instanceof ExpectedRevisionConflictError) || attempt >= maxAttempts) throw error;
      // Someone else changed the stream between our read and our append: decide again on fresh state.
    }
  }
}

export const metadataFor = (context: CommandContext, at: Date): EventMetadata => ({
  actorId: context.actor.userId,
  actorRole: context.actor.role,
  correlationId: context.correlationId,
  causationId: context.causationId,
  timestamp: at.toISOString(),
});
