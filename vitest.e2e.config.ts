import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built product in a real Chromium. Run after `npm run build`. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A poll waits for the product to show something: on a slower or busier machine that takes
    // longer, which should make the suite slower, not red (vitest's default is one second). Polls
    // that time something ("within a second") give their own timeout.
    expect: { poll: { timeout: 10_000 } },
    // Each file starts its own product (own ports, data folder and Chromium), so two run side
    // by side: the suite takes about half as long on two cores.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
