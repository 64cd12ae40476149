/**
 * The game page's security headers, owned here once: vite.config.ts sends them from
 * `vite preview` (and puts the CSP in the built page), and `npm run serve` sends them with every
 * static file of the build, so a host of the game gets exactly what the tests check.
 */

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

/** Headers of every response of the built game, as `vite preview` sends them. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  // Cross-origin isolation gives the page 5 µs timers for frame-cost measurements.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'X-Content-Type-Options': 'nosniff',
};
