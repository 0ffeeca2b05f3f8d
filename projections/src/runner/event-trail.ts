import type { DomainEvent } from '@akwaaba/domain';
import { prepared } from '@akwaaba/infra/eventstore/postgres/prepared-statement';
import { defineReadModel, type ReadModel } from './read-model';
import { rowsOf } from './set-statement';
import type { EventGuard, Recorded } from './typed-projection';

/** A column of a trail: its name, its SQL type, whether it may be null, and its value in an event. */
export interface TrailColumn<E extends DomainEvent> {
  name: string;
  type: string;
  nullable?: true;
  of: (event: Recorded<E>) => unknown;
}

/**
 * An audit trail as a read model (a car's, a booking's): one row per event of a kind of stream,
 * keyed by the stream's subject and the event's revision, saying who did what and when. The
 * event log is the record; a trail is its searchable copy, so GETs never read the event store.
 * Actor ids are kept as text, since the product itself acts with no id. Each batch is one
 * insert, and a row is only ever what its event says, so a rebuild gives the same rows.
 */
export function defineEventTrail<E extends DomainEvent, Queries>({
  name,
  takes,
  subject,
  keeps = () => true,
  more = [],
  queries,
}: {
  /** The read model's name, and its one table's. */
  name: string;
  takes: EventGuard<E>;
  /** The stream's subject: its id column (`car_id`) and where an event says it. */
  subject: Pick<TrailColumn<E>, 'name' | 'of'>;
  /** Whether an event is a step of the trail; every event taken is, unless this says. */
  keeps?: (event: Recorded<E>) => boolean;
  /** What the trail keeps of an event besides who did what when. */
  more?: readonly TrailColumn<E>[];
  queries: Queries;
}): ReadModel<Queries> {
  const columns: readonly TrailColumn<E>[] = [
    { ...subject, type: 'uuid' },
    { name: 'revision', type: 'integer', of: (event) => event.streamRevision },
    { name: 'event_type', type: 'text', of: (event) => event.type },
    { name: 'actor_id', type: 'text', nullable: true, of: (event) => event.metadata.actorId },
    { name: 'actor_role', type: 'text', of: (event) => event.metadata.actorRole },
    { name: 'occurred_at', type: 'timestamptz', of: (event) => event.metadata.timestamp },
    ...more,
  ];
  const definitions = [
    ...columns.map(({ name, type, nullable }) => `${name} ${type}${nullable ? '' : ' not null'}`),
    `primary key (${subject.name}, revision)`,
  ];
  const names = columns.map((column) => column.name).join(', ');
  const rows = rowsOf({ columns: columns.map((column) => [column.name, column.type] as const) });
  return defineReadModel({
    name,
    takes,
    table: (t) => `
    create table ${t} (
      ${definitions.join(',\n      ')}
    );
  `,

    async apply(events, { client, table }) {
      const steps = events.filter(keeps);
      if (steps.length === 0) return;
      await client.query({
        ...prepared(
          `insert into ${table(name)} (${names})
         select ${names} from ${rows} on conflict do nothing`,
        ),
        values: columns.map((column) => steps.map(column.of)),
      });
    },
    queries,
  });
}
