import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@akwaaba/api/app';
import { refreshReadCaches } from '@akwaaba/api/read-cache';
import { loadConfig } from '@akwaaba/infra/config';
import { startEmbeddedS3 } from '@akwaaba/infra/embedded/embedded-s3';
import type { EventStore, Position } from '@akwaaba/infra/eventstore/port';
import { likePatterns, PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { openJobQueue } from '@akwaaba/infra/jobs/job-queue';
import { jobSender } from '@akwaaba/infra/jobs/job-sender';
import { sealingPersonalData } from '@akwaaba/infra/privacy/personal-data-store';
import { createObjectStorage, type ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import { type Projection, startProjectionRunners, waitForProjections } from '@akwaaba/projections';
import { startWorkers } from '@akwaaba/workers';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { pino } from 'pino';
import { allWorkers, buildProjections, features, readModelNames } from '../server/features';
import { readModelTablesBuilt } from '../server/read-model-tables';
import { createTestDatabase, type TestDatabase } from './database';
import { guardAgainstServerErrors, type ServerErrorGuard } from './server-error-guard';
import { testSecrets } from './support/test-secrets';

export interface TestApp {
  db: TestDatabase;
  /** The event store as the product sees it: personal data sealed in the log, plain when read. */
  store: EventStore;
  boss: PgBoss;
  storage: ObjectStorage;
  app: FastifyInstance;
  /** http://127.0.0.1:<port>: the API on a real port. */
  baseUrl: string;
  /** Resolves when every read model has caught up with the event store's head. */
  settled(): Promise<void>;
  /** Every 5xx answered so far; `stop()` fails the file if there is any. */
  serverErrors: ServerErrorGuard;
  stop(): Promise<void>;
}

/**
 * The whole back end for an API test: a fresh database, the Postgres event
 * store, object storage on a private s3rver, the projection runners, and the
 * API listening on a random loopback port.
 */
export async function startTestApp(
  options: {
    beforeListen?: (app: FastifyInstance) => Promise<void> | void;
    /** Also run the workers (e-mail, photos, payments...). Off by default: most API tests need none. */
    workers?: boolean;
    /** Serve a built SPA from this folder too (its index.html and .vite/manifest.json). */
    webDir?: string;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const secrets = testSecrets;
  const store = sealingPersonalData(PostgresEventStore.create(db.pool), db.pool, secrets);
  const s3Dir = await mkdtemp(path.join(tmpdir(), 'akwaaba-s3-'));
  const s3 = await startEmbeddedS3({ directory: s3Dir, port: 0 });
  const storage = await createObjectStorage(s3.config, 'akwaaba-test');
  const logger = pino({ level: 'silent' });
  const boss = await openJobQueue({ connectionString: db.url, logger, supervise: options.workers ?? false });
  const projections = buildProjections({ jobs: jobSender(boss) });
  const runners = startProjectionRunners({ pool: db.pool, store, projections, logger });
  const config = { ...loadConfig({ NODE_ENV: 'development' }), port: 0 };
  if (options.workers)
    await startWorkers({ boss, pool: db.pool, store, storage, secrets, config, logger }, allWorkers);
  const app = await buildApp({
    features,
    config,
    pool: db.pool,
    store,
    storage,
    secrets,
    logger,
    projections,
    checkAnswers: true,
    webDir: options.webDir,
  });
  if (!(await readModelTablesBuilt(db.pool, projections, 10_000)))
    throw new Error('The read models were not built within 10 s');
  const serverErrors = guardAgainstServerErrors(app);
  await options.beforeListen?.(app);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    db,
    store,
    boss,
    storage,
    app,
    baseUrl: address,
    serverErrors,
    async settled() {
      // Each read model up to the newest event it takes: past the events it ignores, the
      // Postgres event store moves its checkpoint only lazily (up to 250 ms later).
      const names = readModelNames(projections);
      for (const projection of projections.filter((p) => names.includes(p.name))) {
        const newest = await newestEventTaken(db.pool, projection);
        if (newest && !(await waitForProjections(db.pool, newest, [projection.name], 10_000)))
          throw new Error(`Read model ${projection.name} did not catch up`);
      }
      // The page cache hears of the change by notification; make the next GET not race it.
      refreshReadCaches();
    },
    async stop() {
      await app.close();
      await runners.stop();
      await boss.stop({ graceful: false });
      await store.close();
      await s3.stop();
      await rm(s3Dir, { recursive: true, force: true });
      await db.drop();
      serverErrors.assertNone();
    },
  };
}

/** The position of the newest event of the log that `projection` takes, or null. */
async function newestEventTaken(pool: pg.Pool, projection: Projection): Promise<Position | null> {
  const { rows } = await pool.query<{ commit: string; prepare: string }>(
    `select transaction_id::text as commit, global_position::text as prepare from es_events
      where event_type like any($1::text[])
      order by transaction_id desc, global_position desc limit 1`,
    [likePatterns(projection.eventTypePrefixes)],
  );
  return rows[0] ? { commit: BigInt(rows[0].commit), prepare: BigInt(rows[0].prepare) } : null;
}
