import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedPostgresUrl } from '@akwaaba/infra/embedded/embedded-postgres';
import { freePort } from '../../test/free-port';
import { startBuiltProduct } from './built-product';

/*
 * The built product started as separate processes, one or more roles each, on
 * embedded services: the first process owns embedded Postgres and S3 in the data
 * folder; the others find them running there and share them (server/infrastructure.ts).
 */

export interface SharedServices {
  dataDir: string;
  postgresPort: number;
  s3Port: number;
  /** The port the api role listens on; PUBLIC_URL points at it (payment redirects come back here). */
  apiPort: number;
  /** The application database, for a test's own checks. */
  databaseUrl: string;
  /** Removes the data folder (after every process has stopped). */
  remove(): Promise<void>;
}

export async function sharedServices(): Promise<SharedServices> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'akwaaba-roles-'));
  await chmod(dataDir, 0o755); // embedded Postgres runs as its own user when we are root
  const postgresPort = await freePort();
  return {
    dataDir,
    postgresPort,
    s3Port: await freePort(),
    apiPort: await freePort(),
    databaseUrl: embeddedPostgresUrl(postgresPort, 'akwaaba'),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export interface RoleProcess {
  roles: string;
  pid: number;
  /** The API's address when this process runs the api role. */
  url: string | null;
  /** Its PORT: the API's, or where a process without the api role answers /healthz. */
  port: number;
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM by default, as an orchestrator does) and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `node dist/server/main.js` with ROLES=`roles` on the shared services; resolves once it runs. */
export async function startRole(
  services: SharedServices,
  roles: string,
  env: Record<string, string> = {},
): Promise<RoleProcess> {
  const runsApi = roles.split(',').includes('api');
  const port = runsApi ? services.apiPort : await freePort();
  const { child, output, exited, started } = await startBuiltProduct(
    roles,
    {
      DATA_DIR: services.dataDir,
      EMBEDDED_POSTGRES_PORT: String(services.postgresPort),
      EMBEDDED_S3_PORT: String(services.s3Port),
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${services.apiPort}`,
      ROLES: roles,
      LOG_LEVEL: 'info',
      ...env,
    },
    runsApi ? /running at (http:\/\/\S+)/ : /running roles: /,
  );
  return {
    roles,
    pid: child.pid!,
    url: runsApi ? started[1]!.replace('localhost', '127.0.0.1') : null,
    port,
    output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
