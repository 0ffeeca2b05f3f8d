import path from 'node:path';
import { type RunningPostgres, startEmbeddedPostgres } from '@akwaaba/infra/embedded/embedded-postgres';
import { type RunningS3, startEmbeddedS3 } from '@akwaaba/infra/embedded/embedded-s3';
import pg from 'pg';
import { migrateDatabase } from '../server/migrations';
import { freePort } from '../test/free-port';

/*
 * The services under the product, owned by the chaos run rather than by a product process,
 * so a fault can stop and start them while the product keeps running: Postgres from the
 * embedded-postgres binaries, and s3rver for object storage, both on loopback.
 */

export const CHAOS_DATABASE = 'akwaaba';

export interface ChaosServices {
  databaseUrl: string;
  /** The environment that points a product process at these services. */
  env: Record<string, string>;
  /** A pool on the application database, for seeding and the checks. */
  pool: pg.Pool;
  /** Fast shutdown of Postgres (every session ended), as an operator's restart does. */
  stopPostgres(): Promise<void>;
  startPostgres(): Promise<void>;
  stopStorage(): Promise<void>;
  startStorage(): Promise<void>;
  stop(): Promise<void>;
}

export async function startChaosServices(dataDir: string): Promise<ChaosServices> {
  const postgresOptions = { dataDir: path.join(dataDir, 'postgres'), port: await freePort() };
  let postgres: RunningPostgres | null = await startEmbeddedPostgres(postgresOptions);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`create database ${CHAOS_DATABASE}`);
  await admin.end();
  const databaseUrl = postgres.urlFor(CHAOS_DATABASE);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Postgres ends idle connections when a fault stops it; the pool makes new ones after.
  pool.on('error', () => {});
  await migrateDatabase(pool);

  const s3Options = { directory: path.join(dataDir, 's3'), port: await freePort() };
  let s3: RunningS3 | null = await startEmbeddedS3(s3Options);
  const env = {
    DATABASE_URL: databaseUrl,
    S3_ENDPOINT: `http://127.0.0.1:${s3Options.port}`,
    S3_ACCESS_KEY: s3.config.accessKey,
    S3_SECRET_KEY: s3.config.secretKey,
  };

  return {
    databaseUrl,
    env,
    pool,
    async stopPostgres() {
      await postgres?.stop();
      postgres = null;
    },
    async startPostgres() {
      postgres ??= await startEmbeddedPostgres(postgresOptions);
    },
    async stopStorage() {
      await s3?.stop();
      s3 = null;
    },
    async startStorage() {
      s3 ??= await startEmbeddedS3(s3Options);
    },
    async stop() {
      await pool.end().catch(() => {});
      await s3?.stop().catch(() => {});
      await postgres?.stop();
    },
  };
}
