/**
 * The product's own projections (server/projections.ts) in a process of their
 * own, wired as the projections role wires them, so a test can kill -9 it.
 * Run with `node --import tsx`.
 *
 * Env:
 * - DATABASE_URL
 * - MODE: 'run' (every runner, read models and reactors) or 'rebuild' (one read model, NAME)
 * - NAME: the read model to rebuild (MODE=rebuild)
 * - BATCH_SIZE: events per transaction (default 500)
 * - BATCH_DELAY_MS: holds each batch's transaction open this long after the
 *   projection's writes (default 0), so a kill lands mid-batch, mid catch-up
 *
 * Reports JSON lines on stdout: {"event":"started"}, {"event":"active","projection"},
 * {"event":"batch","projection","events","types"} (written, not yet committed),
 * {"event":"progress",...RebuildProgress}, {"event":"switched",...RebuildResult},
 * {"event":"error","message","details"}.
 */
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { openJobQueue } from '@akwaaba/infra/jobs/job-queue';
import { jobSender } from '@akwaaba/infra/jobs/job-sender';
import { sealingPersonalData } from '@akwaaba/infra/privacy/personal-data-store';
import { type Projection, rebuildProjection, startProjectionRunners } from '@akwaaba/projections';
import pg from 'pg';
import { pino } from 'pino';
import { buildProjections } from '../../server/features';
import { testSecrets } from './test-secrets';

const report = (event: string, details: object = {}) =>
  process.stdout.write(`${JSON.stringify({ event, pid: process.pid, ...details })}\n`);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const mode = process.env.MODE ?? 'run';
const batchSize = Number(process.env.BATCH_SIZE ?? 500);
const batchDelayMs = Number(process.env.BATCH_DELAY_MS ?? 0);

/** The same projection, reporting each batch and (optionally) keeping its transaction open a while. */
function observed(projection: Projection): Projection {
  return {
    ...projection,
    async apply(events, ctx) {
      await projection.apply(events, ctx);
      const types = [...new Set(events.map((event) => event.type))];
      report('batch', { projection: projection.name, events: events.length, types });
      if (batchDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, batchDelayMs));
    },
  };
}

// Each active runner holds a connection of its own (its lock session, which also writes its
// batches): room for every projection the product has, and more to come.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 30 });
pool.on('error', () => {});
const store = sealingPersonalData(PostgresEventStore.create(pool), pool, testSecrets);
const logger = pino({ level: 'error' }, pino.destination(2));
const boss = await openJobQueue({ connectionString: databaseUrl, logger, supervise: false });
const projections = buildProjections({ jobs: jobSender(boss) }).map(observed);

async function shutDown(stop: () => Promise<void> = async () => {}) {
  await stop();
  await boss.stop({ graceful: false });
  await store.close();
  await pool.end();
}

if (mode === 'rebuild') {
  const name = process.env.NAME;
  const projection = projections.find((p) => p.name === name);
  if (!projection) throw new Error(`No projection named ${name}`);
  const result = await rebuildProjection({ pool, store }, projection, {
    batchSize,
    onProgress: (progress) => report('progress', progress),
  });
  report('switched', result);
  await shutDown();
} else if (mode === 'run') {
  const running = startProjectionRunners({
    pool,
    store,
    projections,
    batchSize,
    standbyPollMs: 100,
    logger: {
      info: (details, message) => {
        if (message === 'projection runner active') report('active', details);
      },
      error: (details, message) =>
        report('error', {
          message,
          details: JSON.stringify(details, (_key, value) => (value instanceof Error ? value.message : value)),
        }),
    },
  });
  report('started', { projections: projections.map((p) => p.name) });
  process.on('SIGTERM', () => {
    void shutDown(() => running.stop()).then(() => process.exit(0));
  });
} else {
  throw new Error(`MODE must be 'run' or 'rebuild', not ${mode}`);
}
