import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useEventStoreDatabase } from '../../../../test/database';
import { aNewEvent } from '../new-event.testing';

describe('Postgres event store: the readable head', () => {
  const t = useEventStoreDatabase();

  it('stays below a transaction still open, so "from now" skips none of its events', async () => {
    const before = await t.store.headPosition({ readable: true });
    const open = await t.db.pool.connect();
    try {
      // A transaction with an id, older than the append below: whatever it appends
      // would commit with a lower position than that append's.
      await open.query('begin');
      await open.query('select pg_current_xact_id()');
      const appended = await t.store.appendToStream(`car-${randomUUID()}`, [aNewEvent('CarListed')]);

      expect(await t.store.headPosition()).toEqual(appended.position);
      expect(await t.store.headPosition({ readable: true })).toEqual(before);

      await open.query('commit');
      // Polled: the bound is cluster-wide, and other tests' short transactions may hold it a moment.
      await expect.poll(() => t.store.headPosition({ readable: true })).toEqual(appended.position);
    } finally {
      await open.query('rollback').catch(() => {});
      open.release();
    }
  });
});
