import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type Plugin } from 'vitest/config';
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  pageHeaders,
  SERVICE_WORKER_HEADERS,
  SERVICE_WORKER_PATH,
  serviceOrigin,
} from './src/server/site/page-headers';
import {
  APP_COLOURS,
  APP_ICONS,
  NEVER_FROM_THE_WORKER,
  NOT_PRECACHED,
  PRECACHED_FILES,
  SERVICE_WORKER_FILE,
  WEB_APP_MANIFEST,
} from './src/server/site/web-app';

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

/**
 * `vite preview` sends the service worker's script with its own headers (its CSP, no-cache), as
 * `npm run serve` does: the page's headers, which preview sets on every file it serves, are not a
 * worker's.
 */
function workerHeadersInPreview(): Plugin {
  return {
    name: 'mythic-maze-worker-headers',
    configurePreviewServer(server) {
      const file = join(server.config.root, server.config.build.outDir, SERVICE_WORKER_FILE);
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0];
        if (path !== SERVICE_WORKER_PATH || !['GET', 'HEAD'].includes(request.method ?? '')) {
          next();
          return;
        }
        const body = readFileSync(file);
        response.writeHead(200, {
          ...SERVICE_WORKER_HEADERS,
          'Content-Type': 'text/javascript; charset=utf-8',
          'Content-Length': String(body.length),
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

/**
 * The web app manifest and the service worker (below), and in the page's head the browser's
 * colour for its window and the icon a home screen takes when it reads no manifest.
 */
function webAppHead(): Plugin {
  return {
    name: 'mythic-maze-web-app-head',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: APP_COLOURS.theme } },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `./${APP_ICONS[0].src}` } },
    ],
  };
}

/**
 * The web app manifest and the service worker (Workbox's generateSW). The game registers the
 * worker itself, after its first frame (src/ui/page/service-worker.ts), so nothing is injected
 * into the page. A new build waits until the game lets it take over (registerType 'prompt').
 */
function installableApp(): Plugin[] {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    filename: SERVICE_WORKER_FILE,
    manifest: WEB_APP_MANIFEST,
    // The icons and the manifest are among PRECACHED_FILES already.
    includeManifestIcons: false,
    workbox: {
      globPatterns: PRECACHED_FILES,
      globIgnores: NOT_PRECACHED,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NEVER_FROM_THE_WORKER,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}

export default defineConfig({
  base: './',
  plugins: [policyMeta(), webAppHead(), installableApp(), workerHeadersInPreview()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // The game, and the operator console at /admin (src/admin): two pages, one CSP.
    rolldownOptions: { input: { index: 'index.html', admin: 'admin.html' } },
  },
  server: {
    port: 5173,
    // `npm start` runs the leaderboard service beside the dev server; the page calls /api on its
    // own origin, as it does when `npm run serve` hosts both.
    // The live runs' sockets (/api/live/…) are upgraded through the proxy too.
    proxy: {
      '/api': `http://127.0.0.1:${DEV_SERVICE_PORT}`,
      '/api/live': { target: `http://127.0.0.1:${DEV_SERVICE_PORT}`, ws: true },
    },
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
    // A file's setup starts a service on a fresh database and migrates it (18 steps on
    // PostgreSQL): past the default 10 s on a loaded machine, so hooks get a test's budget.
    hookTimeout: 60_000,
  },
});
