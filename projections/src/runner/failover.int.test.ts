import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { beforeAll, expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { migrateProjectionRunner } from './schema';
import { getProjectionStatus } from './status';
import { RunnerProcess } from './test-support/child';
import { counterProjection, expectedCounts, readCounts } from './test-support/counter-projection';
import { useEventStoreDatabase } from './test-support/event-store-database';
import { appendTicks, keepAppending } from './test-support/events';
import { eventsApplied, until } from './test-support/observe';
import { waitForProjections } from './wait';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh), 'file');
beforeAll(async () => {
  await migrateProjectionRunner(db.pool);
});

it('one runner is active; when it is killed -9 the standby takes over with nothing skipped or doubled', async () => {
  await appendTicks(store, { streams: 50, perStream: 20 });
  const env = {
    DATABASE_URL: db.url,
    MODE: 'run',
    BATCH_SIZE: '20',
    APPLY_DELAY_MS: '5',
    STANDBY_POLL_MS: '100',
  };
  const runners = [new RunnerProcess(env), new RunnerProcess(env)];
  const writer = keepAppending(store, { streams: 30, everyMs: 3 });
  try {
    const first = await Promise.race(
      runners.map((r) => r.waitFor((m) => m.event === 'active').then(() => r)),
    );
    const standby = runners.find((r) => r !== first)!;
    await standby.waitFor((m) => m.event === 'started');
    await until(async () => (await eventsApplied(db.pool, 1)) >= 300);
    expect(standby.messages.some((m) => m.event === 'active')).toBe(false);
    expect(
      (await getProjectionStatus({ pool: db.pool, store }, [counterProjection()]))[0]!.runnerActive,
    ).toBe(true);

    await first.kill9();
    const killedAt = await eventsApplied(db.pool, 1);
    await standby.waitFor((m) => m.event === 'active', 3_000);
    await until(async () => (await eventsApplied(db.pool, 1)) > killedAt + 100);

    await writer.stop();
    const head = await store.headPosition();
    expect(await waitForProjections(db.pool, head!, ['counter'], 10_000)).toBe(true);
    expect(await readCounts(db.pool)).toEqual(await expectedCounts(db.pool));
  } finally {
    await writer.stop();
    await Promise.all(runners.map((r) => r.kill9()));
  }
});
