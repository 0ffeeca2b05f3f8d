import { type Position, positionToCheckpoint, type RecordedEvent } from '@akwaaba/infra/eventstore/port';
import { prepared } from '@akwaaba/infra/eventstore/postgres/prepared-statement';
import type pg from 'pg';
import { type Projection, tableResolver } from './projection';
import { POSITION_CHANNEL } from './wait';

/** The generation a batch is written to, and the checkpoint the writer believes it has. */
export interface BatchTarget {
  generation: number;
  /** 'active' for the live runner, 'building' for a rebuild. */
  status: 'active' | 'building';
  checkpoint: string | null;
}

/** The projection threw on an event. Everything before it is committed; the event and after are not. */
export class ProjectionApplyError extends Error {
  override readonly name = 'ProjectionApplyError';
  constructor(
    readonly projection: string,
    readonly event: RecordedEvent,
    /** How many times in a row it failed on this event (live runner), or 1 (rebuild). */
    readonly attempts: number,
    override readonly cause: unknown,
  ) {
    super(
      `Projection ${projection} failed on ${event.type} at ${positionToCheckpoint(event.position)}: ${errorMessage(cause)}`,
    );
  }
}

/**
 * The target's checkpoint is not what the writer believed, or the generation
 * is no longer in the writer's status: a rebuild switched generations, or
 * another runner wrote. Nothing was committed; reload and continue.
 */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
}

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Applies one batch and moves the checkpoint to `lastPosition` in ONE
 * transaction, so a crash never double-applies or skips. The checkpoint update
 * is conditional on the expected checkpoint and status (a fence against a
 * stale writer). If `apply` throws, the events before the failing one are
 * committed alone, the failure is recorded (live runner), and
 * ProjectionApplyError is thrown: the failing event is never skipped.
 * Returns the new checkpoint.
 */
export async function applyBatch(
  client: pg.PoolClient,
  projection: Projection,
  target: BatchTarget,
  events: RecordedEvent[],
  lastPosition: Position,
  clearError: boolean,
): Promise<string> {
  const name = projection.name;
  const checkpoint = positionToCheckpoint(lastPosition);
  if (events.length === 0 && !clearError) {
    await advanceCheckpoint(client, name, target, checkpoint, 0);
    return checkpoint;
  }
  await client.query('begin');
  try {
    const { applied, failure } = await applyAsFarAsPossible(client, projection, target, events);
    if (failure === undefined) {
      if (clearError) await clearFailure(client, name);
      await advanceCheckpoint(client, name, target, checkpoint, events.length);
      await client.query('commit');
      return checkpoint;
    }
    const failed = events[applied]!;
    // State row before generation row, as every transaction here does: no deadlock with a switch.
    const attempts = target.status === 'active' ? await recordFailure(client, name, failed, failure) : 1;
    if (applied > 0) {
      const prefix = positionToCheckpoint(events[applied - 1]!.position);
      await advanceCheckpoint(client, name, target, prefix, applied);
    }
    await client.query('commit');
    throw new ProjectionApplyError(name, failed, attempts, failure);
  } catch (error) {
    if (!(error instanceof ProjectionApplyError)) await client.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * Applies the whole batch in the open transaction or, when that throws, starts the
 * transaction over and finds the failing event with a savepoint per event. Answers how
 * many events are applied and, when not all are, what the next one threw.
 */
async function applyAsFarAsPossible(
  client: pg.PoolClient,
  projection: Projection,
  target: BatchTarget,
  events: RecordedEvent[],
): Promise<{ applied: number; failure?: unknown }> {
  const ctx = { client, table: tableResolver(projection, target.generation) };
  try {
    await projection.apply(events, ctx);
    return { applied: events.length };
  } catch {
    await client.query('rollback');
    await client.query('begin');
  }
  for (const [applied, event] of events.entries()) {
    await client.query('savepoint one_event');
    try {
      await projection.apply([event], ctx);
      await client.query('release savepoint one_event');
    } catch (error) {
      await client.query('rollback to savepoint one_event');
      return { applied, failure: error ?? new Error('apply threw without an error') };
    }
  }
  // The batch failed as a whole but every event passed alone: keep the result.
  return { applied: events.length };
}

const ADVANCE_LIVE = `
  with advanced as (
    update projection_generations
       set checkpoint = $4, events_applied = events_applied + $5::int, updated_at = now()
     where name = $1 and generation = $2 and status = 'active' and checkpoint is not distinct from $3::text
    returning name
  ), counted as (
    insert into projection_rate (name, second, events)
    select name, date_trunc('second', now()), $5::int from advanced where $5::int > 0
    on conflict (name, second) do update set events = projection_rate.events + excluded.events
  )
  select case when $5::int > 0 then pg_notify('projection_checkpoint', name) end,
         pg_notify('${POSITION_CHANNEL}', name || ' ' || $2::int || ' ' || $4::text)
    from advanced`;

const ADVANCE_BUILDING = `
  update projection_generations
     set checkpoint = $4, events_applied = events_applied + $5::int, updated_at = now()
   where name = $1 and generation = $2 and status = 'building' and checkpoint is not distinct from $3::text`;

/**
 * Moves the checkpoint if it still is what the writer believes. The live
 * variant also counts throughput, notifies `projection_position` with the new
 * checkpoint (see wait.ts; sent at commit) and, when it applied events,
 * `projection_checkpoint` (the read caches: a move past ignored events leaves the
 * tables as they were, and under load every projection that ignores the busy
 * event types moves that way several times a second).
 */
export async function advanceCheckpoint(
  client: pg.PoolClient,
  name: string,
  target: BatchTarget,
  checkpoint: string,
  eventCount: number,
): Promise<void> {
  const { rowCount } = await client.query({
    ...prepared(target.status === 'active' ? ADVANCE_LIVE : ADVANCE_BUILDING),
    values: [name, target.generation, target.checkpoint, checkpoint, eventCount],
  });
  if (rowCount !== 1) {
    throw new CheckpointMovedError(
      `Projection ${name}: generation ${target.generation} is no longer ${target.status} at ${target.checkpoint}`,
    );
  }
}

/** Records the failure on the projection's state row; returns how many times in a row it failed there. */
export async function recordFailure(
  client: pg.PoolClient,
  name: string,
  event: RecordedEvent | null,
  error: unknown,
): Promise<number> {
  const position = event ? positionToCheckpoint(event.position) : null;
  const { rows } = await client.query<{ error_attempts: number }>(
    `update projection_state
        set error_message = $2, error_position = $3, error_at = now(), updated_at = now(),
            error_attempts = case when error_message is not null and error_position is not distinct from $3
                                  then error_attempts + 1 else 1 end
      where name = $1
     returning error_attempts`,
    [name, errorMessage(error).slice(0, 2000), position],
  );
  return rows[0]?.error_attempts ?? 1;
}

async function clearFailure(client: pg.PoolClient, name: string): Promise<void> {
  await client.query(
    `update projection_state
        set error_message = null, error_position = null, error_at = null, error_attempts = 0, updated_at = now()
      where name = $1`,
    [name],
  );
}
