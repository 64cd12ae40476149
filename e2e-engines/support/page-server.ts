import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import viteConfig from '../../vite.config';

/** The production build the server serves. */
export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** The headers `vite preview` sends (CSP, COOP, COEP, nosniff), read from vite.config.ts. */
function previewHeaders(): Record<string, string> {
  const headers = viteConfig.preview?.headers;
  if (headers === undefined) throw new Error('vite.config.ts has no preview.headers');
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));
}

/** A running page server: the build, with a page-start script chosen per page. */
export interface PageServer {
  readonly origin: string;
  /**
   * A URL of the page (path and query, e.g. `/?level=x`) whose index.html runs `initSource`
   * as a classic same-origin script before any game code: the engine-neutral init script.
   */
  pageUrl(pathAndQuery: string, initSource: string): string;
  close(): Promise<void>;
}

/**
 * Serves dist/ on 127.0.0.1:`port` with the preview headers. A page under `/p/<n>/` is the build
 * with init script n inserted before its module script; the build's relative URLs resolve under
 * that prefix. A same-origin script needs no CSP exception, so every engine runs the page under
 * exactly the policy players get, and no engine needs a driver feature to run a script first.
 */
export async function startPageServer(port: number): Promise<PageServer> {
  const headers = previewHeaders();
  const inits: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const match = /^\/p\/(\d+)(\/.*)$/.exec(url.pathname);
      const init = match === null ? undefined : inits[Number(match[1])];
      const path = match?.[2] ?? url.pathname;
      let body: Buffer | string;
      let file: string;
      if (init !== undefined && path === '/__init.js') {
        file = 'init.js';
        body = init;
      } else {
        file = path.endsWith('/') ? `${path}index.html` : path;
        const absolute = normalize(join(DIST, file));
        if (!absolute.startsWith(DIST)) throw new Error('outside dist');
        body = await readFile(absolute);
        if (init !== undefined && file.endsWith('.html')) {
          body = body
            .toString('utf8')
            .replace('<script', `<script src="./__init.js"></script>\n    <script`);
        }
      }
      response.writeHead(200, {
        ...headers,
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
      });
      response.end(body);
    })().catch(() => {
      response.writeHead(404, headers);
      response.end('not found');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${String(port)}`;
  return {
    origin,
    pageUrl(pathAndQuery, initSource) {
      inits.push(initSource);
      return `${origin}/p/${String(inits.length - 1)}${pathAndQuery}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
