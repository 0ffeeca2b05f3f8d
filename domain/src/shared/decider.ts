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

/**
 * The union of a family's events, from one map of each event type to its data: each type is
 * named once, where its data is declared, and a switch on `type` still narrows the data.
 */
export type DomainEvents<DataByType> = {
  [Type in keyof DataByType & string]: DomainEvent<Type, DataByType[Type]>;
}[keyof DataByType & string];

export const fold = <State, Event extends DomainEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState);

/** One decision per command type: a command added without its decision does not compile. */
export type Decisions<Command extends { type: string }, State, Event> = {
  readonly [Type in Command['type']]: (command: Extract<Command, { type: Type }>, state: State) => Event[];
};

/** A decider's `decide`, from its table of decisions. */
export function decideByType<Command extends { type: string }, State, Event>(
  decisions: Decisions<Command, State, Event>,
): (command: Command, state: State) => Event[] {
  return (command, state) => {
    // The table pairs each type with the decision for exactly that command.
    const decide = decisions[command.type as Command['type']] as (command: Command, state: State) => Event[];
    return decide(command, state);
  };
}
