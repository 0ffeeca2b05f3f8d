import type { EventStore, Position } from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';
import { expect } from 'vitest';
import type { Projection } from '../projection';
import { rebuildProjection } from '../rebuild';
import { startProjectionRunners } from '../runner';
import { waitForProjections } from '../wait';

/**
 * Applies the log up to `head` one event per batch, reads the read model, then
 * rebuilds it in batches of 1000 and checks the rows came out the same: a
 * set-based projection must not depend on how its events are batched. Returns
 * the rows, to check against what the events say.
 */
export async function expectSameRowsWhateverTheBatches<Rows>(
  deps: { pool: pg.Pool; store: EventStore },
  projection: Projection,
  head: Position,
  read: () => Promise<Rows>,
): Promise<{ rows: Rows; eventsApplied: number }> {
  const oneByOne = startProjectionRunners({ ...deps, projections: [projection], batchSize: 1 });
  try {
    expect(await waitForProjections(deps.pool, head, [projection.name], 20_000)).toBe(true);
  } finally {
    await oneByOne.stop();
  }
  const rows = await read();
  const { eventsApplied } = await rebuildProjection(deps, projection, { batchSize: 1000 });
  expect(await read()).toEqual(rows);
  return { rows, eventsApplied };
}
