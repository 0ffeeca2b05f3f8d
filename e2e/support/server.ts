import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMBEDDED_APP_DATABASE, embeddedPostgresUrl } from '@akwaaba/infra/embedded/embedded-postgres';
import { freePort } from '../../test/free-port';
import { startBuiltProduct } from './built-product';

export interface RunningProduct {
  url: string;
  /** Its database, for a test that checks what the product keeps: the embedded Postgres's unless DATABASE_URL is set. */
  databaseUrl: string;
  output(): string;
  /** Ctrl-C; fails (after stopping) if the product answered any request with a 5xx, unless allowed. */
  stop(keepData?: boolean): Promise<number | null>;
}

/** /readyz says 503 by design while a dependency is down. */
const DESIGNED_5XX = /^\/readyz(\?|$)/;

/**
 * The product's log lines for requests it answered with a 5xx (warn and error lines
 * are logged at the e2e log level). A 5xx is the server failing a person, whatever the
 * test was checking, so any one of them fails the test file.
 */
export function serverErrorsIn(output: string): string[] {
  return output.split('\n').filter((line) => {
    if (!line.startsWith('{')) return false;
    try {
      const entry = JSON.parse(line) as { statusCode?: unknown; url?: unknown };
      return Number(entry.statusCode) >= 500 && !DESIGNED_5XX.test(String(entry.url));
    } catch {
      return false;
    }
  });
}

/**
 * Starts the built product (`node dist/server/main.js`, as `npm start` does after
 * building) on embedded services in a fresh data folder, and waits for its URL.
 */
export async function startProduct(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    /** For tests that break a dependency on purpose and expect the product to say so. */
    allowServerErrors?: boolean;
  } = {},
): Promise<RunningProduct & { dataDir: string }> {
  const ownsData = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'akwaaba-e2e-')));
  await chmod(dataDir, 0o755); // embedded Postgres runs as its own user when we are root
  const env = options.env ?? {};
  const postgresPort = await freePort();
  const { child, output, exited, started } = await startBuiltProduct(
    'Product',
    {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      EMBEDDED_S3_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      CHECK_ANSWERS: '1',
      ...env,
    },
    /running at (http:\/\/\S+)/,
  );

  return {
    dataDir,
    url: started[1]!.replace('localhost', '127.0.0.1'),
    databaseUrl: env.DATABASE_URL ?? embeddedPostgresUrl(postgresPort, EMBEDDED_APP_DATABASE),
    output,
    /** Ctrl-C, as a person would; resolves with the exit code. Keeps the data folder if asked to. */
    async stop(keepData = false) {
      child.kill('SIGINT');
      const code = await exited;
      if (ownsData && !keepData) await rm(dataDir, { recursive: true, force: true });
      const failures = options.allowServerErrors ? [] : serverErrorsIn(output());
      if (failures.length > 0) {
        throw new Error(
          `The product answered ${failures.length} request(s) with a 5xx:\n${failures.join('\n')}`,
        );
      }
      return code;
    },
  };
}
