import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@akwaaba/infra/config';
import {
  EMBEDDED_APP_DATABASE,
  embeddedPostgresUrl,
  startEmbeddedPostgres,
} from '@akwaaba/infra/embedded/embedded-postgres';
import { embeddedS3Config, startEmbeddedS3 } from '@akwaaba/infra/embedded/embedded-s3';
import { createEventStore } from '@akwaaba/infra/eventstore/index';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { sealingPersonalData } from '@akwaaba/infra/privacy/personal-data-store';
import { loadAppSecrets } from '@akwaaba/infra/secrets/app-secret';
import { createObjectStorage, type ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import pg from 'pg';
import type { Logger } from 'pino';
import { migrateDatabase } from './migrations';

export interface Infrastructure {
  /** The application database (read models, sessions, job queue, Postgres event store). */
  databaseUrl: string;
  pool: pg.Pool;
  /** The event store, people's personal data sealed in it (docs/adr/0026). */
  store: EventStore;
  storage: ObjectStorage;
  /** Which services run embedded in this process tree, for the start-up banner. */
  embedded: string[];
  stop(): Promise<void>;
}

/**
 * Connects to the configured services, or starts embedded ones where none is
 * configured: Postgres from the embedded-postgres binaries and an S3 server on
 * loopback, both keeping their data under DATA_DIR.
 */
export async function startInfrastructure(config: Config, logger: Logger): Promise<Infrastructure> {
  const stops: (() => Promise<void>)[] = [];
  const embedded: string[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse())
      await stop().catch((error) => logger.error({ err: error }, 'stop failed'));
  };
  try {
    // Another Akwaaba process (npm start) may already run the embedded services
    // on this data folder: share them rather than fight over the folder.
    const running = runningEmbeddedServices(config.dataDir);
    if (!running && (!config.databaseUrl || !config.s3)) {
      await mkdir(config.dataDir, { recursive: true });
      writeFileSync(ownerFile(config.dataDir), JSON.stringify({ pid: process.pid }));
      stops.push(async () => rmSync(ownerFile(config.dataDir), { force: true }));
    }
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl && running) {
      databaseUrl = embeddedPostgresUrl(config.embeddedPostgresPort, EMBEDDED_APP_DATABASE);
    } else if (!databaseUrl) {
      const postgres = await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, 'postgres'),
        port: config.embeddedPostgresPort,
        log: (line) => logger.debug({ component: 'embedded-postgres' }, line),
      });
      stops.push(postgres.stop);
      await createDatabaseIfMissing(postgres.url, EMBEDDED_APP_DATABASE);
      databaseUrl = embeddedPostgresUrl(config.embeddedPostgresPort, EMBEDDED_APP_DATABASE);
      embedded.push(
        `Postgres on 127.0.0.1:${config.embeddedPostgresPort} (data in ${path.join(config.dataDir, 'postgres')})`,
      );
    }
    // A connection that cannot be made in 5 s fails (the API answers 503) rather than holding
    // the request: an unreachable database host never answers, a stopped one refuses at once.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 40, connectionTimeoutMillis: 5_000 });
    // Postgres restarting ends idle connections: the pool drops them and makes new ones on demand.
    pool.on('error', (error) => logger.warn({ reason: error.message }, 'idle database connection ended'));
    stops.push(() => pool.end());
    await migrateDatabase(pool);

    let s3 = config.s3;
    if (!s3 && running) {
      s3 = embeddedS3Config(config.embeddedS3Port);
    } else if (!s3) {
      const server = await startEmbeddedS3({
        directory: path.join(config.dataDir, 's3'),
        port: config.embeddedS3Port,
      });
      stops.push(server.stop);
      s3 = server.config;
      embedded.push(
        `S3 (s3rver) on 127.0.0.1:${config.embeddedS3Port} (objects in ${path.join(config.dataDir, 's3')})`,
      );
    }
    const storage = await createObjectStorage(s3, config.s3Bucket);

    const events = await createEventStore({ eventStoreUrl: config.eventStoreUrl ?? undefined, pool });
    const store = sealingPersonalData(events, pool, loadAppSecrets(config));
    stops.push(() => store.close());
    if (!config.eventStoreUrl) embedded.push('Event store in Postgres');

    return { databaseUrl, pool, store, storage, embedded, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function createDatabaseIfMissing(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

const ownerFile = (dataDir: string) => path.join(dataDir, 'embedded-services.json');

/** True when a live process owns the embedded services of this data folder. */
function runningEmbeddedServices(dataDir: string): boolean {
  try {
    const { pid } = JSON.parse(readFileSync(ownerFile(dataDir), 'utf8')) as { pid: number };
    if (pid === process.pid) return false;
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
