import { randomUUID } from 'node:crypto';
import { type Actor, conflict, type Decider, DomainError, type DomainEvent } from '@akwaaba/domain';
import { foldRecorded } from '../eventstore/aggregate-stream';
import {
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  ExpectedRevisionConflictError,
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
 * One command on one stream, as part of a use case that changes several streams at once
 * (handleCommands). Built with commandStep, where decider, command and events are checked
 * to belong together; handleCommands needs only what every step shares.
 */
export interface CommandStep {
  streamName: string;
  commandType: string;
  /** As HandleCommandOptions.newStream, for this step's stream. */
  newStream?: boolean;
  /** As HandleCommandOptions.streamAsRead, for this step's stream. */
  streamAsRead?: readonly RecordedEvent[];
  /** Folds the stream as read and decides on it: the new events, and the revision they expect. */
  decide(read: readonly RecordedEvent[]): { events: DomainEvent[]; expectedRevision: ExpectedRevision };
}

export const commandStep = <State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  streamName: string,
  command: Command,
  options: Pick<HandleCommandOptions<Event>, 'newStream' | 'streamAsRead'> = {},
): CommandStep => ({
  streamName,
  commandType: String((command as { type?: unknown }).type ?? 'unknown'),
  ...options,
  decide(read) {
    // The stream's name promises its events' union, as readStream's caller promises it.
    const { state, expectedRevision } = foldRecorded(decider, read as readonly RecordedEvent<Event>[]);
    return { events: decider.decide(command, state), expectedRevision };
  },
});

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
  const [result] = await handleCommands(
    store,
    [commandStep(decider, streamName, command, options)],
    context,
    options,
  );
  return result as CommandResult<Event>;
}

/**
 * Runs several commands, each on its own stream, as one: every stream is read (in one round
 * trip), each command decided on its stream's state in order, and all their events appended
 * in one atomic write. A domain error from any step appends nothing at all; a concurrent change
 * to any of the streams makes the whole use case read and decide again, as handleCommand does.
 * Results are in the order of `steps`. Observers hear of each step's command.
 */
export async function handleCommands(
  store: EventStore,
  steps: readonly CommandStep[],
  context: CommandContext,
  options: Pick<HandleCommandOptions, 'maxAttempts' | 'now' | 'conflictMessage'> = {},
): Promise<CommandResult<DomainEvent>[]> {
  const started = performance.now();
  const rounds = { attempts: 0 };
  const finish = (
    outcomeOf: (index: number) => CommandOutcome['outcome'],
    errorKind: string | null = null,
  ) => {
    if (commandObservers.size === 0) return;
    for (const [index, step] of steps.entries())
      tell({
        commandType: step.commandType,
        outcome: outcomeOf(index),
        errorKind,
        attempts: rounds.attempts,
        durationSeconds: (performance.now() - started) / 1000,
      });
  };
  try {
    const results = await decideAndAppend(store, steps, context, options, rounds);
    finish((index) => (results[index]!.events.length > 0 ? 'accepted' : 'unchanged'));
    return results;
  } catch (error) {
    if (error instanceof DomainError) finish(() => 'rejected', error.kind);
    else finish(() => (error instanceof ExpectedRevisionConflictError ? 'conflict' : 'failed'));
    if (error instanceof ExpectedRevisionConflictError && options.conflictMessage) {
      throw conflict(options.conflictMessage);
    }
    throw error;
  }
}

async function decideAndAppend(
  store: EventStore,
  steps: readonly CommandStep[],
  context: CommandContext,
  options: Pick<HandleCommandOptions, 'maxAttempts' | 'now'>,
  rounds: { attempts: number },
): Promise<CommandResult<DomainEvent>[]> {
  const maxAttempts = options.maxAttempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    rounds.attempts = attempt;
    // What the first attempt decides on without reading: nothing for a fresh stream.
    const reads = await Promise.all(
      steps.map((step) => {
        const firstRead = step.newStream ? [] : step.streamAsRead;
        return attempt === 1 && firstRead ? firstRead : store.readStream(step.streamName);
      }),
    );
    const decided = steps.map((step, index) => ({ step, ...step.decide(reads[index]!) }));
    const changes = decided.filter((d) => d.events.length > 0);
    if (changes.length === 0) return decided.map(() => ({ events: [], position: null }));

    const metadata = metadataFor(context, options.now?.() ?? new Date());
    try {
      const appended = await store.appendToStreams(
        changes.map(({ step, events, expectedRevision }) => ({
          streamName: step.streamName,
          events: events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
          expectedRevision,
        })),
      );
      return decided.map((d) => ({
        events: d.events,
        position: d.events.length > 0 ? appended[changes.indexOf(d)]!.position : null,
      }));
    } catch (error) {
      if (!(error instanceof ExpectedRevisionConflictError) || attempt >= maxAttempts) throw error;
      // Someone else changed a stream between our read and our append: decide again on fresh state.
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
