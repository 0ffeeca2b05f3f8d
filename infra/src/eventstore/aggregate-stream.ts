import type { Decider, DomainEvent } from '@akwaaba/domain';
import type { EventStore, RecordedEvent } from './port';

/** A stream folded by its decider, with what is needed to append after it. */
export interface AggregatedStream<State, Event extends DomainEvent> {
  state: State;
  events: readonly RecordedEvent<Event>[];
  /** The stream's last revision, to append after it; 'no_stream' when it does not exist. */
  expectedRevision: number | 'no_stream';
}

/** Folds the events of one stream, as read, by its decider's `evolve`. */
export function foldRecorded<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly RecordedEvent<Event>[],
): AggregatedStream<State, Event> {
  const last = events[events.length - 1];
  return {
    state: events.reduce(decider.evolve, decider.initialState),
    events,
    expectedRevision: last ? last.streamRevision : 'no_stream',
  };
}

/** Reads one stream and folds it with its decider: the state a command decides on. */
export async function aggregateStream<State, Event extends DomainEvent>(
  store: EventStore,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  streamName: string,
): Promise<AggregatedStream<State, Event>> {
  return foldRecorded(decider, await store.readStream<Event>(streamName));
}
