import type { DomainEvent } from '@akwaaba/domain';
import type { RecordedEvent } from '@akwaaba/infra/eventstore/port';
import type { Projection, ProjectionContext } from './projection';

/** A recorded event of the union `E`: a switch on `type` narrows `data`. */
export type Recorded<E extends DomainEvent> = E extends DomainEvent ? RecordedEvent<E> : never;

/**
 * Whether a recorded event is one of the union `E`, with the type prefixes its events
 * share: what a projection reads from the log unless it says otherwise. `types` lists the
 * union's types (the crash/rebuild test checks its history appends each one).
 */
export type EventGuard<E extends DomainEvent> = ((recorded: RecordedEvent) => recorded is Recorded<E>) & {
  readonly prefixes: readonly string[];
  readonly types: readonly E['type'][];
};

/**
 * The guard for the event types listed: a record rather than an array, so the
 * compiler flags a type the union gains and the list lacks.
 */
export function eventsOfType<E extends DomainEvent>(
  prefix: string,
  types: Record<E['type'], true>,
): EventGuard<E> {
  const listed = Object.keys(types) as E['type'][];
  const taken = new Set<string>(listed);
  const guard = (recorded: RecordedEvent): recorded is Recorded<E> => taken.has(recorded.type);
  return Object.assign(guard, { prefixes: [prefix], types: listed });
}

/** Both guards' events: for a projection that takes several streams' events. */
export function eitherEvent<A extends DomainEvent, B extends DomainEvent>(
  a: EventGuard<A>,
  b: EventGuard<B>,
): EventGuard<A | B> {
  const guard = (recorded: RecordedEvent): recorded is Recorded<A | B> => a(recorded) || b(recorded);
  return Object.assign(guard, { prefixes: [...a.prefixes, ...b.prefixes], types: [...a.types, ...b.types] });
}

/** A projection declared with the events it takes: its `apply` gets them typed. */
export interface TypedProjection<E extends DomainEvent>
  extends Omit<Projection, 'apply' | 'eventTypePrefixes'> {
  /** What it reads from the log: the prefixes of the events it takes unless it reads fewer. */
  eventTypePrefixes?: string[];
  /** The events `apply` is given; the others its prefixes match are skipped. */
  takes: EventGuard<E>;
  apply(events: Recorded<E>[], ctx: ProjectionContext): Promise<void>;
}

/** The runner's view of a typed projection: it hands `apply` only the events the projection takes. */
export function defineProjection<E extends DomainEvent>({
  takes,
  apply,
  ...projection
}: TypedProjection<E>): Projection {
  return {
    ...projection,
    eventTypePrefixes: projection.eventTypePrefixes ?? [...takes.prefixes],
    apply: (events, ctx) => apply(events.filter(takes), ctx),
  };
}
