import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import {
  type RunningProjections,
  rebuildProjection,
  startProjectionRunners,
  waitForProjections,
} from '@akwaaba/projections';
import { counterProjection, readCounts } from '@akwaaba/projections/runner/test-support/counter-projection';
import { tick } from '@akwaaba/projections/runner/test-support/events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { cacheKey, ReadModelCache, readCacheStats } from './read-cache';

let db: TestDatabase;
let store: PostgresEventStore;
let runners: RunningProjections;
const counter = counterProjection();
const caches: ReadModelCache[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  store = await PostgresEventStore.create(db.pool);
  runners = startProjectionRunners({ pool: db.pool, store, projections: [counter] });
  await appendAndWait('a');
});
afterEach(async () => {
  await Promise.all(caches.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await runners.stop();
  await store.close();
  await db.drop();
});

async function appendAndWait(stream: string, type?: string) {
  const { position } = await store.appendToStream(stream, [tick({}, type)]);
  expect(await waitForProjections(db.pool, position, ['counter'], 5_000)).toBe(true);
}

/** A load of the counts view that counts how often it ran. */
function countingLoad() {
  const load = async () => {
    load.calls++;
    return readCounts(db.pool);
  };
  load.calls = 0;
  return load;
}

/** Polls `condition` every few milliseconds for up to a second. */
async function eventually(condition: () => Promise<boolean>) {
  const deadline = Date.now() + 1_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('not within a second');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Gets until the cache vouches for its answers (it bypasses while it connects). */
async function warm(cache: ReadModelCache, key: string, load: () => Promise<unknown>) {
  for (let i = 0; i < 200 && cache.stats.misses === 0; i++) {
    await cache.get(key, load);
    if (cache.stats.misses === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(cache.stats.misses).toBeGreaterThan(0);
}

/** A fresh cache (of `maxEntries` answers) warmed on `key`, and the counting load it was warmed with. */
async function warmCache(key = 'all', maxEntries?: number) {
  const cache = new ReadModelCache(db.pool, { name: 'counts', readModels: [counter], maxEntries });
  caches.push(cache);
  const load = countingLoad();
  await warm(cache, key, load);
  return { cache, load };
}

describe('ReadModelCache', () => {
  it('answers from memory until the read model applies an event', async () => {
    const { cache, load } = await warmCache();
    const calls = load.calls;
    for (let i = 0; i < 20; i++) expect(await cache.get('all', load)).toEqual(await readCounts(db.pool));
    expect(load.calls).toBe(calls);
    expect(cache.stats.hits).toBeGreaterThanOrEqual(20);

    await appendAndWait('b');
    cache.refresh(); // as the API does once a write is in the read models; the notification may still be on its way
    expect(await cache.get('all', load)).toMatchObject({ b: 1 });
    expect(load.calls).toBe(calls + 1);
  });

  it('loads afresh, without keeping it, for a caller the kept answer is not meant for', async () => {
    const { cache, load } = await warmCache();
    const [calls, kept] = [load.calls, await cache.get('all', load)];
    const notForMe = () => false;
    expect(cache.peek('all', notForMe)).toBeUndefined();
    expect(await cache.get('all', load, notForMe)).toEqual(kept);
    expect(load.calls).toBe(calls + 1);
    const hits = cache.stats.hits;
    expect(cache.peek('all')).toEqual(kept);
    expect(cache.stats.hits).toBe(hits + 1);
  });

  it('keeps its answers when the checkpoint only moves past events the projection ignores', async () => {
    const { cache, load } = await warmCache();
    const calls = load.calls;
    await appendAndWait('other', 'Ignored');
    await appendAndWait('other', 'Ignored');
    await cache.get('all', load);
    expect(load.calls).toBe(calls);
  });

  it("shows the writer's change on the very next read once refreshed after the read-your-writes wait", async () => {
    const { cache, load } = await warmCache();
    for (let i = 1; i <= 40; i++) {
      await appendAndWait('ryw');
      cache.refresh();
      expect((await cache.get('all', load)).ryw).toBe(i);
    }
  });

  it('shows a change made elsewhere as soon as its notification arrives', async () => {
    const { cache, load } = await warmCache();
    for (let i = 1; i <= 10; i++) {
      await appendAndWait('elsewhere');
      const seenAt = Date.now();
      while ((await cache.get('all', load)).elsewhere !== i) {
        expect(Date.now() - seenAt).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    }
  });

  it('does not keep an answer loaded while the read model changed', async () => {
    const { cache, load } = await warmCache();
    await appendAndWait('c');
    cache.refresh();
    let read: () => void = () => {};
    const wasRead = new Promise<void>((resolve) => {
      read = resolve;
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Reads the rows, then is held back until the read model has moved on.
    const slowLoad = async () => {
      const counts = await readCounts(db.pool);
      read();
      await held;
      return counts;
    };
    const stale = cache.get('all', slowLoad);
    await wasRead;
    await appendAndWait('c');
    cache.refresh();
    release();
    expect((await stale).c).toBe(1);
    expect((await cache.get('all', load)).c).toBe(2);
  });

  it('shares one load among concurrent misses of one key', async () => {
    const { cache, load } = await warmCache('warm-up');
    const before = load.calls;
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('all', load)));
    expect(load.calls).toBe(before + 1);
    expect(new Set(answers).size).toBe(1);
  });

  it('does not keep failed loads', async () => {
    const { cache, load } = await warmCache('warm-up');
    await expect(cache.get('all', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('all', load)).toEqual(await readCounts(db.pool));
  });

  it('forgets the least recently used answers beyond its size', async () => {
    const { cache, load } = await warmCache('a', 2);
    await cache.get('b', load);
    await cache.get('a', load); // a is now the most recent
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    const calls = load.calls;
    await cache.get('a', load);
    expect(load.calls).toBe(calls);
    await cache.get('b', load);
    expect(load.calls).toBe(calls + 1);
  });

  it('caches nothing while its connection is lost, and recovers', async () => {
    const { cache, load } = await warmCache();
    const bypassesBefore = cache.stats.bypasses;
    await db.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen projection_checkpoint%'
          and pid <> pg_backend_pid()`,
    );
    // Once it notices, it stops answering from memory.
    await eventually(async () => {
      await cache.get('all', load);
      return cache.stats.bypasses > bypassesBefore;
    });
    await appendAndWait('d');
    // Every answer stays current whatever the connection's state.
    for (let i = 0; i < 50; i++) {
      expect((await cache.get('all', load)).d).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(cache.stats.bypasses).toBeGreaterThan(bypassesBefore);
    const calls = load.calls;
    await cache.get('all', load);
    await cache.get('all', load);
    expect(load.calls).toBeLessThanOrEqual(calls + 1);
  });

  it('reloads after a blue-green rebuild switches generations', async () => {
    const { cache, load } = await warmCache();
    const calls = load.calls;
    await rebuildProjection({ pool: db.pool, store }, counter);
    // The switch notifies: the next answers come from the new generation.
    await eventually(async () => {
      await cache.get('all', load);
      return load.calls > calls;
    });
  });

  it('reports its lookups for metrics', async () => {
    const { cache } = await warmCache();
    expect(readCacheStats().get('counts')).toEqual(cache.stats);
  });
});

describe('cacheKey', () => {
  it('sorts parameters and leaves out empty ones', () => {
    expect(
      cacheKey('/api/cars', { transmission: 'manual', location: 'accra', price: undefined, page: 2 }),
    ).toBe('/api/cars?location=accra&page=2&transmission=manual');
    expect(cacheKey('/api/cars', { location: '' })).toBe('/api/cars');
    expect(cacheKey('/api/cars', { location: 'a&b=c' })).toBe('/api/cars?location=a%26b%3Dc');
  });
});
