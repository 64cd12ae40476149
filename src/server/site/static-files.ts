import { realpathSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { problem, sendProblem } from '../http/answers';
import { PAGE_HEADERS, SERVICE_WORKER_HEADERS, SERVICE_WORKER_PATH } from './page-headers';

/** Content types of the files a Vite build writes; anything else is sent as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

/**
 * Files of the build never served: source maps give away the source, and the page needs none.
 */
const NEVER_SERVED = /\.map$/i;

/** The file under `root` a URL path names, or undefined when it would leave `root`. */
export function fileUnder(root: string, urlPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (path.includes('\0')) return undefined;
  if (path.endsWith('/')) path += 'index.html';
  const file = resolve(root, `.${path.startsWith('/') ? path : `/${path}`}`);
  return file.startsWith(root + sep) ? file : undefined;
}

/**
 * The real file a path names when it is one of the build's: a regular file whose real path (every
 * symbolic link followed) is still under the build's real folder, and not a source map.
 */
async function servedFile(
  realRoot: string,
  file: string | undefined,
): Promise<{ file: string; size: number } | undefined> {
  if (file === undefined || NEVER_SERVED.test(file)) return undefined;
  const real = await realpath(file).catch(() => undefined);
  if (real?.startsWith(realRoot + sep) !== true) return undefined;
  const info = await stat(real).catch(() => undefined);
  return info?.isFile() === true ? { file: real, size: info.size } : undefined;
}

/**
 * Serves the production build in `root` (GET and HEAD, `/` is index.html) with the page's
 * headers (`pageHeaders`, the same-origin ones by default), as `vite preview` does. Paths under
 * /api, paths outside `root` (a symbolic link out of it included) and source maps are left to
 * the next handler (a 404 problem); another method on a file of the build is 405.
 */
export function staticFiles(
  rootDir: string,
  pageHeaders: Readonly<Record<string, string>> = PAGE_HEADERS,
): MiddlewareHandler {
  const root = resolve(rootDir);
  const realRoot = realpathSync(root);
  return async (c, next) => {
    if (c.req.path.startsWith('/api/')) {
      await next();
      return;
    }
    // A page's path without `.html` (/admin) is its file, as `vite preview` and the dev server do.
    const found =
      (await servedFile(realRoot, fileUnder(root, c.req.path))) ??
      (/\/[\w-]+$/.test(c.req.path)
        ? await servedFile(realRoot, fileUnder(root, `${c.req.path}.html`))
        : undefined);
    if (found === undefined) {
      await next();
      return;
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const text = `${c.req.method} is not taken by a file of the game; it takes GET, HEAD`;
      return sendProblem(
        c,
        problem('method-not-allowed', 405, { field: '(method)', problem: text }),
        {
          allow: 'GET, HEAD',
        },
      );
    }
    const headers: Record<string, string> = {
      // The service worker runs under its own CSP, not the page's.
      ...(c.req.path === SERVICE_WORKER_PATH ? SERVICE_WORKER_HEADERS : pageHeaders),
      'content-type':
        CONTENT_TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(found.size),
      'cache-control': 'no-cache',
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(await readFile(found.file)), 200, headers);
  };
}
