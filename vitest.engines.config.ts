import { defineConfig } from 'vitest/config';

/**
 * The cross-engine suite (e2e-engines/): the production build in Firefox and WebKitGTK, and
 * Chromium for cross-recording. Run by `npm run test:engines` after `npm run build`.
 */
export default defineConfig({
  test: {
    include: ['e2e-engines/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20 * 60_000,
    hookTimeout: 120_000,
    // One engine at a time: each file runs a whole browser, and the machine has two cores.
    fileParallelism: false,
  },
});
