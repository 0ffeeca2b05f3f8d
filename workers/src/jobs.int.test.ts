import { openJobQueue } from '@akwaaba/infra/jobs/job-queue';
import { ensureQueue } from '@akwaaba/infra/jobs/queue-policies';
import { pino } from 'pino';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { jobWorker, type WorkerDeps } from './jobs';

/** A chained sweep (jobWorker's againAfterSeconds) over a real pg-boss on embedded Postgres. */
const db = await createTestDatabase();
const boss = await openJobQueue({
  connectionString: db.url,
  logger: pino({ level: 'silent' }),
  supervise: false,
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await db.drop();
});

it('runs again a second after each run, failed or not, with one run waiting at most however many start it', async () => {
  const queue = 'test-chained-sweep';
  await ensureQueue(boss, queue, {
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
    policy: 'stately',
  });
  const runs: number[] = [];
  const worker = jobWorker<Record<string, never>, null>(queue, {
    pollingIntervalSeconds: 0.5,
    againAfterSeconds: 1,
    prepare: () => null,
    async handle() {
      runs.push(Date.now());
      // Every other run fails: the chain goes on all the same.
      if (runs.length % 2 === 0) throw new Error('a run that failed');
    },
  });
  const deps = { boss, logger: pino({ level: 'silent' }) } as unknown as WorkerDeps;
  // Three processes start: three first runs asked for, one queued.
  await Promise.all([worker.register(deps), worker.register(deps), worker.register(deps)]);
  await expect.poll(() => runs.length, { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(5);
  const { rows } = await db.pool.query<{ waiting: string }>(
    `select count(*) as waiting from pgboss.job where name = $1 and state = 'created'`,
    [queue],
  );
  expect(Number(rows[0]!.waiting)).toBeLessThanOrEqual(1);
  // Then a second apart, not all at once: no pile of runs (a start's run may come at once).
  const later = runs.slice(2);
  const gaps = later.slice(1).map((at, i) => at - later[i]!);
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(500);
});
