import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@akwaaba/infra/embedded/embedded-postgres';
import type { TestProject } from 'vitest/node';

/**
 * One real Postgres per test worker for the whole run; each test file creates its own
 * database in its worker's (test/database.ts). Files in one worker run one after another;
 * files side by side use different clusters, so they share neither state nor transaction
 * ids (the event store reads below the oldest running transaction of the whole cluster).
 */
export default async function setup(project: TestProject) {
  // A folder of its own per run, so two test runs on one machine never share a cluster.
  const runDir = await mkdtemp(path.join(tmpdir(), 'akwaaba-test-'));
  await chmod(runDir, 0o755); // Postgres runs as its own user when we are root
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  // One after another: on a root-only machine the first start makes the `postgres` system user,
  // which two starts at once would both try to make.
  const clusters: Awaited<ReturnType<typeof startEmbeddedPostgres>>[] = [];
  for (let i = 1; i <= workers; i++) {
    clusters.push(
      await startEmbeddedPostgres({
        dataDir: path.join(runDir, `postgres-${i}`),
        port: 20000 + Math.floor(Math.random() * 20000),
        fast: true,
      }),
    );
  }
  project.provide(
    'postgresUrls',
    clusters.map((cluster) => cluster.url),
  );
  return async () => {
    await Promise.all(clusters.map((cluster) => cluster.stop()));
    await rm(runDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrls: string[];
  }
}
