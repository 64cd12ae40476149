import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** The file under `root` a request path names, or null when it is malformed or leads outside. */
export function fileFor(root: string, requestUrl: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(requestUrl, 'http://localhost').pathname);
  } catch {
    return null;
  }
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  return file.startsWith(normalize(root + sep)) ? file : null;
}

/** A running static server. */
export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the files under `root` on 127.0.0.1:`port` (0 for any free port) with the same cross-origin isolation headers
 * as the game's preview (so pages get the same 5 µs timers), and `contentSecurityPolicy` when given.
 * Nothing outside `root` is served.
 */
export function serveStatic(options: {
  readonly root: string;
  readonly port: number;
  readonly contentSecurityPolicy: string | null;
}): Promise<StaticServer> {
  const root = options.root;
  const headers: Record<string, string> = {
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Embedder-Policy': 'require-corp',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
  if (options.contentSecurityPolicy !== null) {
    headers['Content-Security-Policy'] = options.contentSecurityPolicy;
  }
  const server: Server = createServer((request, response) => {
    const file = fileFor(root, request.url ?? '/');
    if (file === null) {
      response.writeHead(400, headers).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { ...headers, 'Content-Type': type }).end(body);
      },
      () => response.writeHead(404, headers).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : options.port;
      resolve({
        url: `http://127.0.0.1:${String(port)}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}
