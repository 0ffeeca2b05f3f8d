import { checkpointToPosition, type EventStore } from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';
import { LockNamespace, lockHeldSql } from './locks';
import { definitionHash, type Projection } from './projection';

export interface ProjectionFailure {
  message: string;
  /** Checkpoint string of the event it fails on; null for a failure not tied to an event. */
  position: string | null;
  at: Date;
  /** Failures in a row at this position. */
  attempts: number;
}

export interface RebuildStatus {
  generation: number;
  eventsDone: number;
  /**
   * eventsDone plus the events still to do, counted up to the lag limit: while more
   * remain than that, a lower bound (the ops page's percentage then runs ahead).
   */
  eventsTotal: number;
  /** False when a rebuild was interrupted and nobody runs it now: run it again to resume. */
  running: boolean;
}

export interface ProjectionStatus {
  name: string;
  kind: Projection['kind'];
  /** Null until a runner or a rebuild has set the projection up. */
  activeGeneration: number | null;
  /** Opaque checkpoint of the active generation; null before the first event. */
  checkpoint: string | null;
  /**
   * Events for this projection after its checkpoint, counted up to the lag limit
   * (LAG_EVENTS_COUNTED_UP_TO unless asked otherwise): at the limit, at least that many.
   */
  lagEvents: number;
  /** Age of the oldest unprocessed event, 0 when none. */
  lagSeconds: number;
  /** Applied by the live runner over the last 10 seconds. */
  eventsPerSecond: number;
  /** Some process holds the runner lock. */
  runnerActive: boolean;
  /** The failure the projection is stuck on, null when healthy. */
  lastError: ProjectionFailure | null;
  rebuild: RebuildStatus | null;
  /** The code's tables or event filter differ from the active generation's: rebuild to apply them. */
  rebuildNeeded: boolean;
}

interface StateRow {
  name: string;
  active_generation: number;
  checkpoint: string | null;
  definition_hash: string;
  error_message: string | null;
  error_position: string | null;
  error_at: Date | null;
  error_attempts: number;
  rebuild_generation: number | null;
  rebuild_checkpoint: string | null;
  rebuild_events: string | null;
  recent_events: string;
  runner_active: boolean;
  rebuild_running: boolean;
}

const RATE_WINDOW_SECONDS = 10;

/**
 * How far lag is counted: one more than the default readiness bound
 * (READY_MAX_LAG_EVENTS, 10,000) and the ops page's "behind", so both can tell "more
 * than 10,000", while a probe never counts (and on EventStoreDB reads) the whole log.
 */
export const LAG_EVENTS_COUNTED_UP_TO = 10_001;

export interface ProjectionStatusOptions {
  /** Count lag up to this many events. Default LAG_EVENTS_COUNTED_UP_TO. */
  lagEventsUpTo?: number;
}

/**
 * Each projection's state as an operator needs it (admin page, CLI). Read-only;
 * lag figures are computed from the event store at call time.
 */
export async function getProjectionStatus(
  deps: { pool: pg.Pool; store: EventStore },
  projections: readonly Projection[],
  options: ProjectionStatusOptions = {},
): Promise<ProjectionStatus[]> {
  const lagEventsUpTo = options.lagEventsUpTo ?? LAG_EVENTS_COUNTED_UP_TO;
  const rows = await readStateRows(
    deps.pool,
    projections.map((p) => p.name),
  );
  return Promise.all(
    projections.map((projection) =>
      statusOf(deps.store, projection, rows.get(projection.name), lagEventsUpTo),
    ),
  );
}

async function readStateRows(pool: pg.Pool, names: string[]): Promise<Map<string, StateRow>> {
  const { rows: schema } = await pool.query<{ ready: boolean }>(
    `select to_regclass('projection_state') is not null as ready`,
  );
  if (!schema[0]!.ready) return new Map();
  const { rows } = await pool.query<StateRow>(
    `select s.name, s.active_generation, g.checkpoint, g.definition_hash,
            s.error_message, s.error_position, s.error_at, s.error_attempts,
            s.rebuild_generation, r.checkpoint as rebuild_checkpoint, r.events_applied as rebuild_events,
            (select coalesce(sum(events), 0) from projection_rate pr
              where pr.name = s.name and pr.second > now() - interval '${RATE_WINDOW_SECONDS} seconds') as recent_events,
            ${lockHeldSql(LockNamespace.runner, 's.name')} as runner_active,
            ${lockHeldSql(LockNamespace.rebuild, 's.name')} as rebuild_running
     from projection_state s
     join projection_generations g on g.name = s.name and g.generation = s.active_generation
     left join projection_generations r on r.name = s.name and r.generation = s.rebuild_generation
     where s.name = any($1::text[])`,
    [names],
  );
  return new Map(rows.map((row) => [row.name, row]));
}

async function statusOf(
  store: EventStore,
  projection: Projection,
  row: StateRow | undefined,
  lagEventsUpTo: number,
): Promise<ProjectionStatus> {
  const prefixes = projection.eventTypePrefixes;
  const checkpoint = row?.checkpoint ?? null;
  const after = checkpointToPosition(checkpoint);
  const [lagEvents, oldest, rebuildRemaining] = await Promise.all([
    store.countEventsAfter(after, prefixes, lagEventsUpTo),
    store.readAll({ after, eventTypePrefixes: prefixes, maxCount: 1 }),
    row?.rebuild_generation != null
      ? store.countEventsAfter(checkpointToPosition(row.rebuild_checkpoint), prefixes, lagEventsUpTo)
      : Promise.resolve(0),
  ]);
  const oldestAt = oldest.events[0] ? Date.parse(oldest.events[0].metadata.timestamp) : Number.NaN;
  const rebuildDone = Number(row?.rebuild_events ?? 0);
  return {
    name: projection.name,
    kind: projection.kind,
    activeGeneration: row?.active_generation ?? null,
    checkpoint,
    lagEvents,
    lagSeconds: Number.isNaN(oldestAt) ? 0 : Math.max(0, (Date.now() - oldestAt) / 1000),
    eventsPerSecond: Number(row?.recent_events ?? 0) / RATE_WINDOW_SECONDS,
    runnerActive: row?.runner_active ?? false,
    lastError:
      row?.error_message != null
        ? {
            message: row.error_message,
            position: row.error_position,
            at: row.error_at!,
            attempts: row.error_attempts,
          }
        : null,
    rebuild:
      row?.rebuild_generation != null
        ? {
            generation: row.rebuild_generation,
            eventsDone: rebuildDone,
            eventsTotal: rebuildDone + rebuildRemaining,
            running: row.rebuild_running,
          }
        : null,
    rebuildNeeded: row !== undefined && row.definition_hash !== definitionHash(projection),
  };
}
