import { defineConfig, type Plugin } from 'vitest/config';
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  pageHeaders,
  serviceOrigin,
} from './src/server/site/page-headers';

/** Re-exported for the e2e specs that check the page's policy; owned by page-headers.ts. */
export { CONTENT_SECURITY_POLICY };

/**
 * Port of the leaderboard service that `npm start` runs beside the dev server: the service's
 * default, or LEADERBOARD_DEV_PORT (read by scripts/start.mjs too) when 8787 is taken.
 */
export const DEV_SERVICE_PORT = Number(process.env.LEADERBOARD_DEV_PORT ?? '8787');

/**
 * The leaderboard service's origin when the build calls it elsewhere (VITE_LEADERBOARD_ORIGIN in
 * the environment; the game reads the same variable), else null: the page's own origin.
 */
const SERVICE_ORIGIN = serviceOrigin(process.env);

function policyMeta(): Plugin {
  return {
    name: 'mythic-maze-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(SERVICE_ORIGIN),
        },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  base: './',
  plugins: [policyMeta()],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    port: 5173,
    // `npm start` runs the leaderboard service beside the dev server; the page calls /api on its
    // own origin, as it does when `npm run serve` hosts both.
    proxy: { '/api': `http://127.0.0.1:${DEV_SERVICE_PORT}` },
  },
  preview: {
    port: 4173,
    headers: { ...pageHeaders(SERVICE_ORIGIN) },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    // Several service instances on one PostgreSQL cluster, which one of them stops and starts:
    // run only by `npm run test:server:pg`, alone, after the rest of the suite.
    exclude: process.env.LEADERBOARD_CLUSTER_TESTS === '1' ? [] : ['tests/server/cluster/**'],
    environment: 'node',
    // Property tests are CPU-bound; on a shared two-core machine a run can take several times
    // as long as on an idle one. Time limits here only catch hangs, never measure speed.
    testTimeout: 60_000,
  },
});
