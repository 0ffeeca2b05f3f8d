import {
  checkpointToPosition,
  comparePositions,
  type EventStore,
  positionToCheckpoint,
} from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';
import { replaceViews } from './generations';
import { type Projection, tableResolver } from './projection';
import { inTransaction } from './transaction';
import { POSITION_CHANNEL } from './wait';

export interface BuildingGeneration {
  generation: number;
  checkpoint: string | null;
}

export interface SwitchResult {
  previousGeneration: number;
  /** Events applied inside the switch to reach the old generation's checkpoint. */
  eventsApplied: number;
  checkpoint: string | null;
}

/** How long the switch waits for a lock (live runner's batch, readers of the views) before retrying. */
const SWITCH_LOCK_TIMEOUT = '5s';
const MAX_STALLED_READS = 200;

/**
 * Makes `building` the active generation, in ONE transaction:
 * 1. locks the state row, then retires the old generation's row, which waits
 *    for the live runner's batch in flight and makes its next checkpoint
 *    update fail (it then reloads and continues on the new generation);
 * 2. applies the events between the new generation's checkpoint and the old
 *    one's, so readers never see the read model go back in time;
 * 3. points the reader views at the new tables and marks it active.
 * Readers keep the old tables until commit and the new ones after. If
 * anything fails, nothing changed.
 */
export async function switchToGeneration(
  client: pg.PoolClient,
  store: EventStore,
  projection: Projection,
  building: BuildingGeneration,
  batchSize: number,
): Promise<SwitchResult> {
  const name = projection.name;
  return inTransaction(client, async () => {
    await client.query(`set local lock_timeout = '${SWITCH_LOCK_TIMEOUT}'`);
    const { rows: state } = await client.query<{
      active_generation: number;
      rebuild_generation: number | null;
    }>('select active_generation, rebuild_generation from projection_state where name = $1 for update', [
      name,
    ]);
    if (state[0]?.rebuild_generation !== building.generation) {
      throw new Error(
        `Projection ${name}: generation ${building.generation} is no longer the one being rebuilt`,
      );
    }
    const previousGeneration = state[0].active_generation;
    const { rows: old } = await client.query<{ checkpoint: string | null; physical_tables: string[] }>(
      `update projection_generations set status = 'retired', updated_at = now()
       where name = $1 and generation = $2 and status = 'active'
       returning checkpoint, physical_tables`,
      [name, previousGeneration],
    );
    if (!old[0]) throw new Error(`Projection ${name}: active generation ${previousGeneration} not found`);

    const { checkpoint, eventsApplied } = await catchUpTo(
      client,
      store,
      projection,
      building,
      old[0].checkpoint,
      batchSize,
    );

    await client.query(
      `update projection_generations
          set status = 'active', checkpoint = $3, events_applied = events_applied + $4, updated_at = now()
        where name = $1 and generation = $2 and status = 'building'`,
      [name, building.generation, checkpoint, eventsApplied],
    );
    await replaceViews(client, projection, building.generation, old[0].physical_tables);
    await client.query(
      `update projection_state
          set active_generation = $2, rebuild_generation = null, error_message = null, error_position = null,
              error_at = null, error_attempts = 0, updated_at = now()
        where name = $1`,
      [name, building.generation],
    );
    await client.query(
      `select pg_notify('projection_checkpoint', $1), pg_notify('${POSITION_CHANNEL}', $1 || ' ' || $2::int || ' ' || $3)`,
      [name, building.generation, checkpoint ?? ''],
    );
    return { previousGeneration, eventsApplied, checkpoint };
  });
}

/** Applies events to the building generation, in the switch's transaction, until it reaches `target`. */
async function catchUpTo(
  client: pg.PoolClient,
  store: EventStore,
  projection: Projection,
  building: BuildingGeneration,
  target: string | null,
  batchSize: number,
): Promise<{ checkpoint: string | null; eventsApplied: number }> {
  const targetPosition = checkpointToPosition(target);
  const ctx = { client, table: tableResolver(projection, building.generation) };
  let checkpoint = building.checkpoint;
  let eventsApplied = 0;
  let stalled = 0;
  const behind = () => {
    const current = checkpointToPosition(checkpoint);
    return targetPosition !== null && (current === null || comparePositions(current, targetPosition) < 0);
  };
  while (behind()) {
    const after = checkpointToPosition(checkpoint);
    const { events, lastPosition } = await store.readAll({
      after,
      eventTypePrefixes: projection.eventTypePrefixes,
      maxCount: batchSize,
    });
    if (events.length > 0) await projection.apply(events, ctx);
    eventsApplied += events.length;
    if (lastPosition && (after === null || comparePositions(lastPosition, after) > 0)) {
      checkpoint = positionToCheckpoint(lastPosition);
      stalled = 0;
    } else if (++stalled > MAX_STALLED_READS) {
      // Cannot happen while positions the live runner saw stay visible; fail rather than spin.
      throw new Error(`Projection ${projection.name}: the log does not reach checkpoint ${target}`);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  return { checkpoint, eventsApplied };
}
