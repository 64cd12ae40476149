import { defineConfig, type Plugin } from 'vitest/config';

/**
 * Content-Security-Policy of the production page: scripts only from its own origin, no
 * inline script, no eval. Only the build gets it, because the dev server injects inline
 * styles for hot reload.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'mythic-maze-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  base: './',
  plugins: [contentSecurityPolicy()],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: { port: 5173 },
  preview: {
    port: 4173,
    headers: {
      'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
      // Cross-origin isolation gives the page 5 µs timers for frame-cost measurements.
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'X-Content-Type-Options': 'nosniff',
    },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // Property tests are CPU-bound; on a shared two-core machine a run can take several times
    // as long as on an idle one. Time limits here only catch hangs, never measure speed.
    testTimeout: 60_000,
  },
});
