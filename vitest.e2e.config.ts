import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built product in a real Chromium. Run after `npm run build`. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
