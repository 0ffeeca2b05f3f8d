import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '{domain,infra,projections,application,workers,api,web,server}/src/**/*.test.{ts,tsx}',
      'test/**/*.test.ts',
    ],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time, each worker on its own Postgres (test/global-setup.ts): most of a
    // file's time is spent waiting on Postgres, so two cores take both.
    maxWorkers: 2,
  },
});
