import { checkpointToPosition, type EventStore, isAfter } from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';
import { applyBatch, type BatchTarget } from './batch';
import { createGeneration, dropRetiredGenerations, ensureProjectionSetUp } from './generations';
import { LockNamespace, tryLock, unlock } from './locks';
import { definitionHash, type Projection } from './projection';
import { migrateProjectionRunner } from './schema';
import { LAG_EVENTS_COUNTED_UP_TO } from './status';
import { switchToGeneration } from './switch-generation';
import { inTransaction } from './transaction';

export interface RebuildProgress {
  generation: number;
  eventsDone: number;
  /** Grows while events keep arriving; equals eventsDone when the rebuild has switched. */
  eventsTotal: number;
}

export interface RebuildOptions {
  /** Events per transaction. Default 500. */
  batchSize?: number;
  onProgress?(progress: RebuildProgress): void;
}

export interface RebuildResult {
  generation: number;
  previousGeneration: number;
  /** Events applied to the new generation in total (including before a resume). */
  eventsApplied: number;
  /** True when it continued an interrupted rebuild instead of starting from zero. */
  resumed: boolean;
}

/** The rebuild was not started: a reactor, or another rebuild of the projection is running. */
export class RebuildRefusedError extends Error {
  override readonly name = 'RebuildRefusedError';
}

const PROGRESS_RECOUNT_MS = 1000;
const SWITCH_ATTEMPTS = 3;

/**
 * Blue-green rebuild: builds the next generation's tables from the first event
 * while the active generation keeps serving readers and its live runner keeps
 * going, then switches atomically (see switchToGeneration) and drops the old tables.
 * Guarantees: only one rebuild per projection runs at a time; readers always
 * have a complete table; an interrupted rebuild (even kill -9) leaves the
 * active generation intact, and the next call resumes it from its checkpoint
 * (or starts over if the projection's tables changed meanwhile).
 */
export async function rebuildProjection(
  deps: { pool: pg.Pool; store: EventStore },
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const { pool, store } = deps;
  const name = projection.name;
  if (projection.kind === 'reactor') {
    throw new RebuildRefusedError(
      `${name} is a reactor: reactors are never rebuilt (a replay would repeat side effects)`,
    );
  }
  await migrateProjectionRunner(pool);
  await ensureProjectionSetUp(pool, store, projection);

  const client = await pool.connect();
  let failed = false;
  const onClientError = () => {
    failed = true;
  };
  client.on('error', onClientError);
  let locked = false;
  try {
    locked = await tryLock(client, LockNamespace.rebuild, name);
    if (!locked) throw new RebuildRefusedError(`A rebuild of ${name} is already running`);
    await dropRetiredGenerations(pool, name);
    const { target, eventsApplied, resumed } = await prepareGeneration(client, projection);
    const batchSize = options.batchSize ?? 500;
    const report = (eventsDone: number, eventsTotal: number) =>
      options.onProgress?.({ generation: target.generation, eventsDone, eventsTotal });

    let done = eventsApplied;
    for (let attempt = 1; ; attempt++) {
      done = await catchUp(client, store, projection, target, done, batchSize, report);
      try {
        const switched = await switchToGeneration(client, store, projection, target, batchSize);
        done += switched.eventsApplied;
        report(done, done);
        await dropRetiredGenerations(pool, name);
        return {
          generation: target.generation,
          previousGeneration: switched.previousGeneration,
          eventsApplied: done,
          resumed,
        };
      } catch (error) {
        // lock_not_available: a long reader or batch held a lock; catch up again and retry.
        if ((error as pg.DatabaseError).code !== '55P03' || attempt >= SWITCH_ATTEMPTS) throw error;
      }
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    if (locked && !failed) await unlock(client, LockNamespace.rebuild, name).catch(() => {});
    if (!failed) client.removeListener('error', onClientError);
    client.release(failed);
  }
}

/** Resumes the generation an interrupted rebuild left, or creates the next one. */
async function prepareGeneration(
  client: pg.PoolClient,
  projection: Projection,
): Promise<{ target: BatchTarget; eventsApplied: number; resumed: boolean }> {
  const name = projection.name;
  return inTransaction(client, async () => {
    const { rows: state } = await client.query<{ rebuild_generation: number | null }>(
      'select rebuild_generation from projection_state where name = $1 for update',
      [name],
    );
    const interrupted = state[0]?.rebuild_generation ?? null;
    if (interrupted !== null) {
      const { rows } = await client.query<{
        checkpoint: string | null;
        events_applied: string;
        definition_hash: string;
      }>(
        `select checkpoint, events_applied, definition_hash from projection_generations
         where name = $1 and generation = $2 and status = 'building'`,
        [name, interrupted],
      );
      const row = rows[0];
      if (row && row.definition_hash === definitionHash(projection)) {
        const target: BatchTarget = {
          generation: interrupted,
          status: 'building',
          checkpoint: row.checkpoint,
        };
        return { target, eventsApplied: Number(row.events_applied), resumed: true };
      }
      // Built from other DDL: start over; its tables are dropped with the retired ones.
      await client.query(
        `update projection_generations set status = 'retired' where name = $1 and generation = $2`,
        [name, interrupted],
      );
    }
    const { rows } = await client.query<{ next: number }>(
      'select coalesce(max(generation), 0) + 1 as next from projection_generations where name = $1',
      [name],
    );
    const generation = rows[0]!.next;
    await createGeneration(client, projection, generation, 'building', null);
    await client.query(
      'update projection_state set rebuild_generation = $2, updated_at = now() where name = $1',
      [name, generation],
    );
    return { target: { generation, status: 'building', checkpoint: null }, eventsApplied: 0, resumed: false };
  });
}

/** Applies batches to the building generation until the log's visible end; returns events done. */
async function catchUp(
  client: pg.PoolClient,
  store: EventStore,
  projection: Projection,
  target: BatchTarget,
  eventsDone: number,
  batchSize: number,
  report: (done: number, total: number) => void,
): Promise<number> {
  const prefixes = projection.eventTypePrefixes;
  let done = eventsDone;
  // Counted in full once, a pass like the rebuild's own; after that only the last stretch
  // is recounted, up to a bound, so a long rebuild does not count the rest of the log every
  // second. Events arriving meanwhile join the total as the rebuild nears the end.
  let remaining = await store.countEventsAfter(checkpointToPosition(target.checkpoint), prefixes);
  let countedAt = Date.now();
  let sinceCount = 0;
  report(done, done + remaining);
  for (;;) {
    const after = checkpointToPosition(target.checkpoint);
    const { events, lastPosition } = await store.readAll({
      after,
      eventTypePrefixes: prefixes,
      maxCount: batchSize,
    });
    if (lastPosition && isAfter(lastPosition, after)) {
      target.checkpoint = await applyBatch(client, projection, target, events, lastPosition, false);
      done += events.length;
      sinceCount += events.length;
    }
    if (Date.now() - countedAt > PROGRESS_RECOUNT_MS && remaining - sinceCount < LAG_EVENTS_COUNTED_UP_TO) {
      remaining = await store.countEventsAfter(
        checkpointToPosition(target.checkpoint),
        prefixes,
        LAG_EVENTS_COUNTED_UP_TO,
      );
      countedAt = Date.now();
      sinceCount = 0;
    }
    report(done, done + Math.max(0, remaining - sinceCount));
    if (events.length < batchSize) return done;
  }
}
