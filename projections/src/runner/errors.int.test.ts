import { positionToCheckpoint, type RecordedEvent } from '@akwaaba/infra/eventstore/port';
import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { startProjectionRunners } from './runner';
import { getProjectionStatus } from './status';
import { counterProjection, expectedCounts, readCounts } from './test-support/counter-projection';
import { useEventStoreDatabase } from './test-support/event-store-database';
import { tick } from './test-support/events';
import { waitForProjections } from './wait';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh), 'file');

const until = async (condition: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

it('stops at an event it throws on, shows the failure, retries with backoff, and continues once fixed', async () => {
  // One append: the poison event sits in the middle of the runner's first batch.
  await store.appendToStream('before', [tick(), tick(), tick()]);
  const poison = await store.appendToStream('poison', [tick({ poison: true })]);
  const head = await store.appendToStream('after', [tick(), tick()]);

  let bugFixed = false;
  const attemptsAt: number[] = [];
  const projection = counterProjection({
    failOn: (event: RecordedEvent) => {
      const poisoned = (event.data as { poison?: boolean }).poison === true && !bugFixed;
      if (poisoned) attemptsAt.push(Date.now());
      return poisoned;
    },
  });
  const runners = startProjectionRunners({
    pool: db.pool,
    store,
    projections: [projection],
    retryInitialDelayMs: 200,
    retryMaxDelayMs: 5_000,
  });
  try {
    await until(
      async () =>
        ((await getProjectionStatus({ pool: db.pool, store }, [projection]))[0]!.lastError?.attempts ?? 0) >=
        4,
    );

    const [status] = await getProjectionStatus({ pool: db.pool, store }, [projection]);
    expect(status!.lastError).toMatchObject({
      message: 'cannot count poison@0',
      position: positionToCheckpoint(poison.position),
    });
    expect(status!.lastError!.at).toBeInstanceOf(Date);
    // Everything before the poison event is applied, nothing from it on.
    expect(await readCounts(db.pool)).toEqual({ before: 3 });
    const lastBefore = (await store.readStream('before'))[2]!;
    expect(status!.checkpoint).toBe(positionToCheckpoint(lastBefore.position));
    expect(status!.lagEvents).toBe(3);

    // Backoff: each wait roughly doubles (the batch attempt, then one-by-one, count as one attempt each).
    const gaps = attemptsAt.slice(1).map((t, i) => t - attemptsAt[i]!);
    // Delays long enough that timer jitter on a busy machine cannot hide the doubling.
    const retryGaps = gaps.filter((gap) => gap > 100);
    expect(retryGaps.length).toBeGreaterThanOrEqual(3);
    expect(retryGaps[1]!).toBeGreaterThan(retryGaps[0]! * 1.4);
    expect(retryGaps[2]!).toBeGreaterThan(retryGaps[1]! * 1.4);

    bugFixed = true;
    expect(await waitForProjections(db.pool, head.position, ['counter'], 5_000)).toBe(true);
    expect(await readCounts(db.pool)).toEqual(await expectedCounts(db.pool));
    const [healthy] = await getProjectionStatus({ pool: db.pool, store }, [projection]);
    expect(healthy!.lastError).toBeNull();
    expect(healthy!.lagEvents).toBe(0);
  } finally {
    await runners.stop();
  }
});
