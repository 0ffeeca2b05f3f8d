import { PassThrough } from 'node:stream';
import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { runProjectionsCli } from '../cli';
import type { Projection } from './projection';
import { startProjectionRunners } from './runner';
import { getProjectionStatus } from './status';
import { counterProjection, expectedCounts, readCounts } from './test-support/counter-projection';
import { useEventStoreDatabase } from './test-support/event-store-database';
import { appendTicks } from './test-support/events';
import { waitForProjections } from './wait';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh), 'file');

const reactor: Projection = {
  name: 'mailer',
  kind: 'reactor',
  eventTypePrefixes: ['Tick'],
  tables: {},
  async apply() {},
};

async function cli(...argv: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => {
    out += chunk;
  });
  stderr.on('data', (chunk) => {
    err += chunk;
  });
  const code = await runProjectionsCli(argv, {
    pool: db.pool,
    store,
    projections: [counterProjection(), reactor],
    stdout,
    stderr,
  });
  return { code, out, err };
}

it('reports generation, checkpoint, lag, throughput, runner and definition changes', async () => {
  const head = await appendTicks(store, { streams: 10, perStream: 10 });
  const runners = startProjectionRunners({
    pool: db.pool,
    store,
    projections: [counterProjection(), reactor],
  });
  try {
    expect(await waitForProjections(db.pool, head.position, ['counter', 'mailer'], 10_000)).toBe(true);
    const [live] = await getProjectionStatus({ pool: db.pool, store }, [counterProjection()]);
    expect(live).toMatchObject({
      activeGeneration: 1,
      lagEvents: 0,
      lagSeconds: 0,
      runnerActive: true,
      lastError: null,
    });
    expect(live!.eventsPerSecond).toBeGreaterThan(0);
  } finally {
    await runners.stop();
  }

  await appendTicks(store, { streams: 1, perStream: 5, prefix: 'unseen' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const changed = counterProjection();
  changed.tables = {
    stream_counts: (t) => `create table ${t} (stream_name text primary key, events bigint not null)`,
  };
  const [stopped] = await getProjectionStatus({ pool: db.pool, store }, [changed]);
  expect(stopped).toMatchObject({ lagEvents: 5, runnerActive: false, rebuildNeeded: true, rebuild: null });
  expect(stopped!.lagSeconds).toBeGreaterThanOrEqual(0.05);

  const { code, out } = await cli('status');
  expect(code).toBe(0);
  const [header, counterRow] = out.trim().split('\n');
  expect(header).toMatch(/^PROJECTION\s+KIND\s+GEN\s+CHECKPOINT\s+LAG/);
  expect(counterRow).toMatch(/^counter\s+read-model\s+1\s+\d+:\d+\s+5\s/);
  expect(out).toContain('mailer');
});

it('rebuilds by name and exits 0; unknown commands, names and reactors exit 2 with one line', async () => {
  const rebuilt = await cli('rebuild', 'counter');
  expect(rebuilt).toMatchObject({
    code: 0,
    out: expect.stringMatching(/^Switched counter from generation \d+ to \d+/),
  });
  expect(await readCounts(db.pool)).toEqual(await expectedCounts(db.pool));

  for (const argv of [
    ['bogus'],
    [],
    ['rebuild'],
    ['rebuild', 'nope'],
    ['rebuild', 'mailer'],
    ['status', 'x'],
  ]) {
    const result = await cli(...argv);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err.trim().split('\n')).toHaveLength(1);
  }
  expect((await cli('rebuild', 'nope')).err).toBe(
    "Unknown projection 'nope'. Known projections: counter, mailer\n",
  );
  expect((await cli('rebuild', 'mailer')).err).toMatch(/mailer is a reactor/);
});

it('answers its usage on stdout for help, --help and -h, wherever they stand, and exits 0', async () => {
  for (const argv of [['help'], ['--help'], ['-h'], ['rebuild', '--help'], ['status', '-h']])
    expect(await cli(...argv)).toEqual({
      code: 0,
      out: 'Usage: projections status | projections rebuild <name>\n',
      err: '',
    });
  expect(await cli('status', '--json')).toMatchObject({
    code: 2,
    err: "Unknown command 'status --json'. Usage: projections status | projections rebuild <name>\n",
  });
});
