import { createHash } from 'node:crypto';
import type { RecordedEvent } from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';

/** What `apply` gets: the runner's transaction and the physical names of the generation being written. */
export interface ProjectionContext {
  /** Inside the runner's transaction: the writes commit together with the checkpoint, or not at all. */
  client: pg.PoolClient;
  /** `table('cars')` → `cars__g3`, the physical table of the generation being written. */
  table(logical: string): string;
}

/**
 * A projection: events in global order in, Postgres rows (read model) or
 * pg-boss jobs (reactor) out. The runner calls `apply` with batches of events
 * matching `eventTypePrefixes`, in order, each batch at most once per
 * generation (the writes and the checkpoint commit in one transaction).
 */
export interface Projection {
  /** Stable and unique; lower-case identifier, e.g. 'cars'. */
  name: string;
  /** Reactors enqueue jobs and are never rebuilt: a replay would repeat their side effects. */
  kind: 'read-model' | 'reactor';
  eventTypePrefixes: string[];
  /**
   * DDL per logical table, given the physical table name of a generation.
   * Readers query a view named after the logical table. Name indexes after the
   * physical table (`${t}_owner`) so generations never clash.
   */
  tables: Record<string, (physicalName: string) => string>;
  /**
   * Applies a batch inside the runner's transaction. Must be deterministic: a
   * rebuild replays the same events and must end with the same rows. Throwing
   * stops the projection at the failing event (see the runner).
   */
  apply(events: RecordedEvent[], ctx: ProjectionContext): Promise<void>;
  /**
   * Where the projection starts the first time it runs. 'beginning' (default)
   * replays all history; 'now' starts at the newest event, which a reactor added
   * to a system with history wants, so it does not send old e-mails again.
   */
  startFrom?: 'beginning' | 'now';
}

/** Whether the projection is given events of this type (the runner reads by these prefixes). */
export const takesEventType = (projection: Projection, eventType: string): boolean =>
  projection.eventTypePrefixes.some((prefix) => eventType.startsWith(prefix));

/**
 * The read models among `readModels` that events of these types can change: the
 * others already show whatever the events did (nothing). One not among `projections`
 * is kept, to be waited for as before.
 */
export function readModelsChangedBy<R extends Pick<Projection, 'name'>>(
  projections: readonly Projection[],
  readModels: readonly R[],
  eventTypes: readonly string[],
): R[] {
  return readModels.filter(({ name }) => {
    const projection = projections.find((p) => p.name === name);
    return !projection || eventTypes.some((type) => takesEventType(projection, type));
  });
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** Leaves room for `__g<generation>` and index suffixes within Postgres' 63-byte names. */
const MAX_LOGICAL_NAME = 40;

export const physicalTableName = (logical: string, generation: number): string =>
  `${logical}__g${generation}`;

/** Throws a clear error for a name the runner could not safely use in SQL. */
export function assertValidProjection(projection: Projection): void {
  const names = [projection.name, ...Object.keys(projection.tables)];
  for (const name of names) {
    if (!IDENTIFIER.test(name) || name.length > MAX_LOGICAL_NAME) {
      throw new Error(
        `Projection ${projection.name}: '${name}' must be a lower-case identifier of at most ${MAX_LOGICAL_NAME} characters`,
      );
    }
  }
}

/** The `table()` function of a context: logical name → physical name of `generation`. */
export function tableResolver(projection: Projection, generation: number): (logical: string) => string {
  return (logical) => {
    if (!Object.hasOwn(projection.tables, logical)) {
      throw new Error(`Projection ${projection.name} has no table '${logical}'`);
    }
    return physicalTableName(logical, generation);
  };
}

/**
 * A fingerprint of what a generation's tables were built from (DDL and event
 * filter). When the code's fingerprint differs from the active generation's,
 * the read model needs a rebuild; status reports it.
 */
export function definitionHash(projection: Projection): string {
  const tables = Object.keys(projection.tables)
    .sort()
    .map((logical) => [logical, projection.tables[logical]!('__physical__')]);
  return createHash('sha256')
    .update(JSON.stringify({ tables, prefixes: [...projection.eventTypePrefixes].sort() }))
    .digest('hex')
    .slice(0, 16);
}
