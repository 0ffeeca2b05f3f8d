import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@akwaaba/api/app';
import { loadConfig } from '@akwaaba/infra/config';
import { startEmbeddedS3 } from '@akwaaba/infra/embedded/embedded-s3';
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { createObjectStorage, type ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import { startProjectionRunners, waitForProjections } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { allProjections } from '../server/projections';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  db: TestDatabase;
  store: PostgresEventStore;
  storage: ObjectStorage;
  app: FastifyInstance;
  /** http://127.0.0.1:<port>: the API on a real port. */
  baseUrl: string;
  /** Resolves when every read model has caught up with the event store's head. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole back end for an API test: a fresh database, the Postgres event
 * store, object storage on a private s3rver, the projection runners, and the
 * API listening on a random loopback port.
 */
export async function startTestApp(
  options: { beforeListen?: (app: FastifyInstance) => Promise<void> | void } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const store = await PostgresEventStore.create(db.pool);
  const s3Dir = await mkdtemp(path.join(tmpdir(), 'akwaaba-s3-'));
  const s3 = await startEmbeddedS3({ directory: s3Dir, port: 0 });
  const storage = await createObjectStorage(s3.config, 'akwaaba-test');
  const logger = pino({ level: 'silent' });
  const runners = startProjectionRunners({ pool: db.pool, store, projections: allProjections, logger });
  const config = { ...loadConfig({ NODE_ENV: 'development' }), port: 0 };
  const app = await buildApp({ config, pool: db.pool, store, storage, logger });
  await options.beforeListen?.(app);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    db,
    store,
    storage,
    app,
    baseUrl: address,
    async settled() {
      const head = await store.headPosition();
      if (!head) return;
      const names = allProjections.filter((p) => p.kind === 'read-model').map((p) => p.name);
      if (!(await waitForProjections(db.pool, head, names, 10_000)))
        throw new Error('Read models did not catch up');
    },
    async stop() {
      await app.close();
      await runners.stop();
      await store.close();
      await s3.stop();
      await rm(s3Dir, { recursive: true, force: true });
      await db.drop();
    },
  };
}
