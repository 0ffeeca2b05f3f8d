import { randomUUID } from 'node:crypto';
import type { Actor, Decider, DomainEvent } from '@akwaaba/domain';
import {
  type EventMetadata,
  type EventStore,
  ExpectedRevisionConflictError,
  type NewEvent,
  type Position,
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

export interface HandleCommandOptions {
  /** Conflicts are retried by reloading and deciding again, this many times at most. */
  maxAttempts?: number;
  now?: () => Date;
}

/**
 * Runs one command: load the stream, fold the state, decide with the pure
 * decider, append with the revision that was read. On a concurrent change
 * (ExpectedRevisionConflictError) it reloads and decides again; it never
 * overwrites. Domain errors from `decide` propagate unchanged, appending nothing.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  streamName: string,
  command: Command,
  context: CommandContext,
  options: HandleCommandOptions = {},
): Promise<CommandResult<Event>> {
  const maxAttempts = options.maxAttempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamName);
    const state = recorded.reduce((s, e) => decider.evolve(s, e as unknown as Event), decider.initialState);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, position: null };

    const metadata = metadataFor(context, options.now?.() ?? new Date());
    const newEvents: NewEvent[] = events.map((e) => ({
      id: randomUUID(),
      type: e.type,
      data: e.data,
      metadata,
    }));
    const last = recorded[recorded.length - 1];
    try {
      const result = await store.appendToStream(streamName, newEvents, {
        expectedRevision: last ? last.streamRevision : 'no_stream',
      });
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
