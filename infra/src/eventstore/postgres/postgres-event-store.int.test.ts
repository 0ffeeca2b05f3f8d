import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, useEventStoreDatabase } from '../../../../test/database';
import { describeEventStoreContract } from '../eventstore.contract';
import { aNewEvent } from '../new-event.testing';
import { type AppendResult, comparePositions, type NewEvent, type RecordedEvent } from '../port';
import { PostgresEventStore } from './postgres-event-store';

describeEventStoreContract('Postgres', async () => {
  const db = await createTestDatabase();
  const store = await PostgresEventStore.create(db.pool);
  const slowCommitStore = await PostgresEventStore.create(
    withCommitsHeldBy(db.pool, () => sleep(Math.random() < 0.5 ? 0 : Math.random() * 15)),
  );
  return {
    store,
    slowCommitStore,
    async teardown() {
      await Promise.all([store.close(), slowCommitStore.close()]);
      await db.drop();
    },
  };
});

describe('Postgres event store', () => {
  const t = useEventStoreDatabase();

  it('an empty log has no head, nothing to read and nothing to count', async () => {
    expect(await t.store.headPosition()).toBeNull();
    expect(await t.store.readAll()).toEqual({ events: [], lastPosition: null });
    expect(await t.store.countEventsAfter(null)).toBe(0);
  });

  it('event ids are unique across streams', async () => {
    const event = aNewEvent('CarListed');
    const [first, second] = [`car-${randomUUID()}`, `car-${randomUUID()}`];
    await t.store.appendToStream(first, [event], { expectedRevision: 'no_stream' });

    await expect(t.store.appendToStream(second, [event], { expectedRevision: 'no_stream' })).rejects.toThrow(
      /Event ids already used/,
    );
    expect(await t.store.readStream(second)).toEqual([]);
  });

  it('orders transaction ids as numbers, also where they gain a digit', async () => {
    const fresh = await createTestDatabase();
    try {
      const freshStore = await PostgresEventStore.create(fresh.pool);
      // Rows as transactions 100 and 99 would have left them (both long finished),
      // the later transaction taking the lower global position.
      const insert = (transactionId: number, event: NewEvent) =>
        fresh.pool.query(
          `insert into es_events (transaction_id, event_id, stream_name, stream_revision, event_type, data, metadata)
           values ($1::text::xid8, $2, $3, 0, $4, $5, $6)`,
          [String(transactionId), event.id, `car-${event.id}`, event.type, event.data, event.metadata],
        );
      const [at100, at99] = [aNewEvent('CarListed'), aNewEvent('CarListed')];
      await insert(100, at100);
      await insert(99, at99);

      const all = await freshStore.readAll();
      expect(all.events.map((e) => [e.id, e.position.commit])).toEqual([
        [at99.id, 99n],
        [at100.id, 100n],
      ]);
      expect(all.lastPosition).toEqual(all.events[1]!.position);
      expect(await freshStore.headPosition()).toEqual(all.events[1]!.position);
      const rest = await freshStore.readAll({ after: all.events[0]!.position });
      expect(rest.events.map((e) => e.id)).toEqual([at100.id]);
      await freshStore.close();
    } finally {
      await fresh.drop();
    }
  });

  it('a late commit with a lower position holds readers back until it commits', async () => {
    const gate = commitGate();
    const gatedStore = await PostgresEventStore.create(withCommitsHeldBy(t.db.pool, gate.wait));
    const start = await t.store.headPosition();
    const seen: RecordedEvent[] = [];
    const subscription = t.store.subscribeToAll({
      after: start,
      onEvents: async (events) => {
        seen.push(...events);
      },
    });
    try {
      const early = aNewEvent('CarListed');
      const earlyAppend = gatedStore.appendToStream(`car-${randomUUID()}`, [early]);
      await gate.reached;
      const late = aNewEvent('CarListed');
      const lateResult = await t.store.appendToStream(`car-${randomUUID()}`, [late]);

      // The later append is committed, but the earlier one may still commit with a
      // lower position: neither a read nor the subscriber may get ahead of it.
      const whileOpen = await t.store.readAll({ after: start });
      expect(whileOpen.events).toEqual([]);
      expect(whileOpen.lastPosition).toEqual(start);
      expect(await t.store.headPosition()).toEqual(lateResult.position);
      await sleep(150);
      expect(seen).toEqual([]);

      gate.open();
      const earlyResult = await earlyAppend;
      expect(comparePositions(earlyResult.position, lateResult.position)).toBe(-1);
      const afterCommit = await t.store.readAll({ after: start });
      expect(afterCommit.events.map((e) => e.id)).toEqual([early.id, late.id]);
      expect(afterCommit.lastPosition).toEqual(lateResult.position);
      await waitFor(() => seen.length === 2);
      expect(seen.map((e) => e.id)).toEqual([early.id, late.id]);
    } finally {
      gate.open();
      await subscription.close();
      await gatedStore.close();
    }
  });

  it('while an older transaction stays open, subscriptions wait on one shared look at the readable bound, not on page reads of their own', async () => {
    const gate = commitGate();
    const gatedStore = await PostgresEventStore.create(withCommitsHeldBy(t.db.pool, gate.wait));
    const reads = { pages: 0, bound: 0 };
    const counting = watchingQueries(t.db.pool, (query) => {
      const text = typeof query === 'string' ? query : query.text;
      if (text.includes('page as')) reads.pages++;
      else if (text.includes('as below')) reads.bound++;
    });
    const countingStore = await PostgresEventStore.create(counting);
    const { seen, close } = await subscribedFromNowToEach(countingStore, [
      'Car',
      'User',
      'Report',
      'Booking',
    ]);
    try {
      await waitFor(() => reads.pages >= 4);
      const early = gatedStore.appendToStream(`car-${randomUUID()}`, [aNewEvent('CarListed')]);
      await gate.reached;
      await countingStore.appendToStream(`car-${randomUUID()}`, [aNewEvent('CarListed')]);
      const before = { ...reads };
      await sleep(200);
      // The Car subscription read its page when told of the append and then waits, as the
      // others do, on one look at the bound every few ms; none reads its page every few ms.
      expect(reads.pages - before.pages).toBeLessThanOrEqual(4);
      expect(reads.bound - before.bound).toBeGreaterThan(5);
      expect(seen).toEqual([]);

      gate.open();
      await early;
      await waitFor(() => seen.length === 2);
      expect(seen).toEqual(['CarListed', 'CarListed']);
    } finally {
      gate.open();
      await close();
      await countingStore.close();
      await gatedStore.close();
    }
  });

  it('reads the streams asked for in the same tick in one statement, each from its own revision', async () => {
    const statements: string[] = [];
    const counting = watchingQueries(t.db.pool, (query) => {
      statements.push(typeof query === 'string' ? query : query.text);
    });
    const countingStore = await PostgresEventStore.create(counting);
    try {
      const [car, calendar] = [`car-${randomUUID()}`, `calendar-${randomUUID()}`];
      const carEvents = [aNewEvent('CarListed'), aNewEvent('CarUpdated'), aNewEvent('CarApproved')];
      const calendarEvents = [aNewEvent('CalendarDatesHeld')];
      await t.store.appendToStream(car, carEvents);
      await t.store.appendToStream(calendar, calendarEvents);

      statements.length = 0;
      const [wholeCar, carFromTwo, wholeCalendar, none] = await Promise.all([
        countingStore.readStream(car),
        countingStore.readStream(car, { fromRevision: 2 }),
        countingStore.readStream(calendar),
        countingStore.readStream(`car-${randomUUID()}`),
      ]);
      expect(statements).toHaveLength(1);
      expect(wholeCar.map((e) => e.id)).toEqual(carEvents.map((e) => e.id));
      expect(wholeCar.map((e) => e.streamRevision)).toEqual([0, 1, 2]);
      expect(carFromTwo.map((e) => e.id)).toEqual([carEvents[2]!.id]);
      expect(wholeCalendar.map((e) => [e.id, e.streamName])).toEqual([[calendarEvents[0]!.id, calendar]]);
      expect(none).toEqual([]);

      // Reads a tick apart are not held back for one another.
      statements.length = 0;
      expect((await countingStore.readStream(calendar)).map((e) => e.id)).toEqual([calendarEvents[0]!.id]);
      expect((await countingStore.readStream(car)).length).toBe(3);
      expect(statements).toHaveLength(2);
    } finally {
      await countingStore.close();
    }
  });

  it('retries racing on a small pool settle instead of waiting on each other for a connection', async () => {
    const smallPool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    try {
      const smallStore = await PostgresEventStore.create(smallPool);
      const stream = `email-${randomUUID()}`;
      const events = [aNewEvent('EmailReserved')];
      const results = await Promise.race([
        Promise.all(
          Array.from({ length: 6 }, () =>
            smallStore.appendToStream(stream, events, { expectedRevision: 'any' }),
          ),
        ),
        sleep(5_000).then(() => 'stuck' as const),
      ]);
      expect(results).not.toBe('stuck');
      const [first] = results as AppendResult[];
      expect(first!.nextExpectedRevision).toBe(0);
      expect(results).toEqual(Array.from({ length: 6 }, () => first));
      expect(await t.store.readStream(stream)).toHaveLength(1);
    } finally {
      await Promise.race([smallPool.end(), sleep(1_000)]);
    }
  });

  it('an append wakes the subscriptions that want its event types at once, the others at most every 20 ms', async () => {
    const reads = { Car: 0, User: 0 };
    // Counts each subscription's page reads by the type filter they send.
    const counting = watchingQueries(t.db.pool, (query) => {
      const filter = typeof query === 'string' ? undefined : (query.values?.[2] as string[] | undefined);
      if (filter?.[0] === 'Car%') reads.Car++;
      if (filter?.[0] === 'User%') reads.User++;
    });
    const countingStore = await PostgresEventStore.create(counting);
    const { seen, close } = await subscribedFromNowToEach(countingStore, ['Car', 'User']);
    try {
      await waitFor(() => reads.Car > 0 && reads.User > 0);
      await sleep(50);
      const before = { ...reads };
      const started = Date.now();
      await Promise.all(
        Array.from({ length: 100 }, () =>
          countingStore.appendToStream(`car-${randomUUID()}`, [aNewEvent('CarListed')]),
        ),
      );
      await waitFor(() => seen.length === 100);
      const elapsed = Date.now() - started;
      expect(reads.Car).toBeGreaterThan(before.Car);
      // The other heard of them, but at most once per 20 ms (plus its idle look, every 500 ms).
      expect(reads.User - before.User).toBeLessThanOrEqual(elapsed / 20 + 2);
      expect(reads.User - before.User).toBeLessThan(reads.Car - before.Car);

      const userAppended = Date.now();
      await countingStore.appendToStream(`user-${randomUUID()}`, [aNewEvent('UserRegistered')]);
      await waitFor(() => seen.includes('UserRegistered'));
      expect(Date.now() - userAppended).toBeLessThan(400);
    } finally {
      await close();
      await countingStore.close();
    }
  });

  it('a closed subscription gives its listening connection back to the pool', async () => {
    const pool = new pg.Pool({ connectionString: t.db.url, max: 3 });
    try {
      const poolStore = await PostgresEventStore.create(pool);
      const failing = poolStore.subscribeToAll({
        after: await poolStore.headPosition(),
        onEvents: async () => {
          throw new Error('projection failed');
        },
        onError: () => {},
      });
      const quiet = poolStore.subscribeToAll({
        after: null,
        eventTypePrefixes: ['Nothing'],
        onEvents: async () => {},
      });
      await poolStore.appendToStream(`car-${randomUUID()}`, [aNewEvent('CarListed')]);
      await sleep(200);
      await quiet.close();
      // The failed subscription stopped by itself; its connection must be back too.
      await waitFor(() => pool.totalCount === pool.idleCount);
      await failing.close();
    } finally {
      await Promise.race([pool.end(), sleep(2_000).then(() => expect.fail('pool.end() hung'))]);
    }
  });
});

/**
 * The same database, but each append's commit first waits for `hold`: its
 * transaction stays open after it has inserted, as a slow request's would. The
 * store appends in one statement, so that statement runs here inside a
 * transaction of our own that commits after `hold`.
 */
/**
 * One subscription of `store` per prefix, each from the log's head now; `seen` collects the
 * types of the events they deliver, in the order they arrive.
 */
async function subscribedFromNowToEach(store: PostgresEventStore, prefixes: string[]) {
  const after = await store.headPosition();
  const seen: string[] = [];
  const subscriptions = prefixes.map((prefix) =>
    store.subscribeToAll({
      after,
      eventTypePrefixes: [prefix],
      onEvents: async (events) => {
        seen.push(...events.map((e) => e.type));
      },
    }),
  );
  return { seen, close: () => Promise.all(subscriptions.map((s) => s.close())) };
}

function withCommitsHeldBy(pool: pg.Pool, hold: () => Promise<void>): pg.Pool {
  const heldQuery = async (query: string | pg.QueryConfig, values?: unknown[]) => {
    const text = typeof query === 'string' ? query : query.text;
    if (!/es_append_to_streams/.test(text)) return pool.query(query, values);
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await client.query(query, values);
      await hold();
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') return heldQuery;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The pool, with `seen` told of every query made through its `query` before it runs. */
function watchingQueries(pool: pg.Pool, seen: (query: string | pg.QueryConfig) => void): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') {
        return (query: string | pg.QueryConfig, values?: unknown[]) => {
          seen(query);
          return target.query(query, values);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A commit that waits until the test opens the gate; `reached` resolves when one is waiting. */
function commitGate() {
  let open!: () => void;
  let reached!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const reachedPromise = new Promise<void>((resolve) => {
    reached = resolve;
  });
  return {
    reached: reachedPromise,
    open,
    wait: () => {
      reached();
      return opened;
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await sleep(5);
  }
}
