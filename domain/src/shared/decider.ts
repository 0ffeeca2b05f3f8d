/**
 * A decider is the unit of business logic: pure functions with no I/O.
 * `decide` returns the events a command produces, or throws a DomainError;
 * `evolve` folds one event into the state. The command handler in infra does
 * the rest (read, fold, decide, append, retry on conflict).
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  readonly initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

/** An event as the domain sees it: a type and its data. Metadata is added by the application. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

export const fold = <State, Event extends DomainEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState);
