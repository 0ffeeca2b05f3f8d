/**
 * A runner or a rebuild in its own process, so tests can kill -9 it.
 * Env: DATABASE_URL, MODE ('run' | 'rebuild'), BATCH_SIZE, APPLY_DELAY_MS, STANDBY_POLL_MS.
 * Reports on stdout as JSON lines: {"event":"active"}, {"event":"progress",...}, {"event":"switched",...}.
 */
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import pg from 'pg';
import { rebuildProjection } from '../rebuild';
import { startProjectionRunners } from '../runner';
import { counterProjection } from './counter-projection';

const report = (event: string, details: object = {}) =>
  process.stdout.write(`${JSON.stringify({ event, pid: process.pid, ...details })}\n`);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 5 });
pool.on('error', () => {});
const store = await PostgresEventStore.create(pool);
const projection = counterProjection({ applyDelayMs: Number(process.env.APPLY_DELAY_MS ?? 0) });
const batchSize = Number(process.env.BATCH_SIZE ?? 500);

if (process.env.MODE === 'rebuild') {
  const result = await rebuildProjection({ pool, store }, projection, {
    batchSize,
    onProgress: (progress) => report('progress', progress),
  });
  report('switched', result);
  await store.close();
  await pool.end();
} else {
  const runners = startProjectionRunners({
    pool,
    store,
    projections: [projection],
    batchSize,
    standbyPollMs: Number(process.env.STANDBY_POLL_MS ?? 100),
    logger: {
      info: (_details, message) => {
        if (message === 'projection runner active') report('active');
      },
      error: (details, message) => report('error', { message, details: String(JSON.stringify(details)) }),
    },
  });
  report('started');
  process.on('SIGTERM', () => {
    void runners
      .stop()
      .then(() => store.close())
      .then(() => pool.end())
      .then(() => process.exit(0));
  });
}
