import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { PAGE_HEADERS, SERVICE_WORKER_HEADERS, SERVICE_WORKER_PATH } from './page-headers';

/** Content types of the files a Vite build writes; anything else is sent as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
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
 * Serves the production build in `root` (GET and HEAD, `/` is index.html) with the page's
 * headers (`pageHeaders`, the same-origin ones by default), as `vite preview` does. Paths under /api and paths outside `root` are left to the
 * next handler (a 404 problem).
 */
export function staticFiles(
  rootDir: string,
  pageHeaders: Readonly<Record<string, string>> = PAGE_HEADERS,
): MiddlewareHandler {
  const root = resolve(rootDir);
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.path.startsWith('/api/')) {
      await next();
      return;
    }
    const file = fileUnder(root, c.req.path);
    const info = file === undefined ? undefined : await stat(file).catch(() => undefined);
    if (file === undefined || info?.isFile() !== true) {
      await next();
      return;
    }
    const headers: Record<string, string> = {
      // The service worker runs under its own CSP, not the page's.
      ...(c.req.path === SERVICE_WORKER_PATH ? SERVICE_WORKER_HEADERS : pageHeaders),
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(info.size),
      'cache-control': 'no-cache',
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(await readFile(file)), 200, headers);
  };
}
