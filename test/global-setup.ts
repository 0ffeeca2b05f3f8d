import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres } from '@akwaaba/infra/embedded/embedded-postgres';
import type { TestProject } from 'vitest/node';

/**
 * One real Postgres for the whole test run; each test file creates its own
 * database in it (test/database.ts), so files run in parallel without sharing state.
 */
export default async function setup(project: TestProject) {
  const dataDir = path.resolve('.data/test-postgres');
  await rm(dataDir, { recursive: true, force: true });
  const port = 20000 + Math.floor(Math.random() * 20000);
  const pg = await startEmbeddedPostgres({ dataDir, port, fast: true });
  project.provide('postgresUrl', pg.url);
  return async () => {
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
