import type { EventStore } from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';
import { expect } from 'vitest';
import type { Projection } from '../projection';
import { rebuildProjection } from '../rebuild';

/**
 * The projection, but its first batch throws once applied, as a lost connection or a
 * deadlock at commit would: the runner rolls the batch back and applies it again, one
 * event at a time (applyBatch).
 */
export function failingOnceAfterApplying(projection: Projection): Projection {
  let failed = false;
  return {
    ...projection,
    async apply(events, ctx) {
      await projection.apply(events, ctx);
      if (failed) return;
      failed = true;
      throw new Error('connection lost before commit');
    },
  };
}

/**
 * Rebuilds the read model with a first batch that is rolled back and applied again, and
 * checks it gives `rows`: nothing a rolled-back transaction used up (a sequence's values,
 * an identity's) may show in a read model that must be the same however it was built.
 */
export async function expectSameRowsAfterARetriedBatch<Rows>(
  deps: { pool: pg.Pool; store: EventStore },
  projection: Projection,
  rows: Rows,
  read: () => Promise<Rows>,
): Promise<void> {
  await rebuildProjection(deps, failingOnceAfterApplying(projection), { batchSize: 1000 });
  expect(await read()).toEqual(rows);
}
