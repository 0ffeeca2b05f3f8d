import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@akwaaba/infra/embedded/embedded-postgres';
import type { TestProject } from 'vitest/node';

/**
 * One real Postgres for the whole test run; each test file creates its own
 * database in it (test/database.ts), so files run in parallel without sharing state.
 */
export default async function setup(project: TestProject) {
  // A folder of its own per run, so two test runs on one machine never share a cluster.
  const runDir = await mkdtemp(path.join(tmpdir(), 'akwaaba-test-'));
  await chmod(runDir, 0o755); // Postgres runs as its own user when we are root
  const dataDir = path.join(runDir, 'postgres');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const pg = await startEmbeddedPostgres({ dataDir, port, fast: true });
  project.provide('postgresUrl', pg.url);
  return async () => {
    await pg.stop();
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
