/**
 * The game page's security headers, owned here once: vite.config.ts sends them from
 * `vite preview` (and puts the CSP in the built page), and `npm run serve` sends them with every
 * static file of the build, so a host of the game gets exactly what the tests check.
 */

/**
 * The environment variable naming the leaderboard service's origin when it is not the page's
 * own. The build reads it (the game calls the service there) and so do `vite preview` and
 * `npm run serve` (the CSP's connect-src allows that origin, and only it).
 */
export const SERVICE_ORIGIN_ENV = 'VITE_LEADERBOARD_ORIGIN';

/**
 * The service origin `env` names, normalised (`https://api.example.org`), or null for the page's
 * own origin. Throws a TypeError naming the variable for anything but a bare http(s) origin.
 */
export function serviceOrigin(env: Readonly<Record<string, string | undefined>>): string | null {
  const text = env[SERVICE_ORIGIN_ENV];
  if (text === undefined || text === '') return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  const bare = url !== null && (url.pathname === '/' || url.pathname === '') && !url.search;
  if (url === null || !/^https?:$/.test(url.protocol) || !bare || url.hash !== '') {
    throw new TypeError(
      `${SERVICE_ORIGIN_ENV} must be an http(s) origin such as https://api.example.org, got '${text}'`,
    );
  }
  return url.origin;
}

/**
 * Content-Security-Policy of the production page: scripts only from its own origin, no
 * inline script, no eval; the page may connect to its own origin and, when one is configured,
 * the leaderboard service's origin, nothing else. Only the build gets it, because the dev server
 * injects inline styles for hot reload.
 */
export function contentSecurityPolicy(origin: string | null): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    origin === null ? "connect-src 'self'" : `connect-src 'self' ${origin}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The policy with the service on the page's own origin (the default). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy(null);

/** Headers of every response of the built game, as `vite preview` sends them. */
export function pageHeaders(origin: string | null): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(origin)}; frame-ancestors 'none'`,
    // Cross-origin isolation gives the page 5 µs timers for frame-cost measurements.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Embedder-Policy': 'require-corp',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** The headers with the service on the page's own origin (the default). */
export const PAGE_HEADERS = pageHeaders(null);

/**
 * Where the build puts its service worker (vite-plugin-pwa's `filename`), as a path from the
 * site's root. It must stay at the root: a worker controls only pages at or below its own path.
 */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Headers of the service worker's script. A worker runs under the CSP of its own response, not
 * the page's, so it gets its own: it may fetch only from its origin (the files it precaches) and
 * import no script from elsewhere. `no-cache` makes every update check ask the server, so a new
 * build is found on the next visit however a proxy or the browser's HTTP cache is set up.
 */
export const SERVICE_WORKER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'",
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
};
