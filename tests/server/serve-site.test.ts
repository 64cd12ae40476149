import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';
import { startChildService, type ChildService } from './support/child-service';
import { freshStorage } from './support/service-harness';

/** What `vite preview` sends with every file, read from vite.config.ts (not from the server). */
const previewHeaders = Object.entries(viteConfig.preview?.headers ?? {});

/** A GET with the path sent exactly as written (fetch would normalise `..` away). */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

let storage: Awaited<ReturnType<typeof freshStorage>>;
let site: ChildService;
const dist = mkdtempSync(join(tmpdir(), 'site-dist-'));
const secret = 'SECRET-NEXT-TO-THE-BUILD';

beforeAll(async () => {
  mkdirSync(join(dist, 'site', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'site', 'index.html'), '<!doctype html><title>Maze</title>');
  writeFileSync(join(dist, 'site', 'admin.html'), '<!doctype html><title>Console</title>');
  writeFileSync(join(dist, 'site', 'assets', 'app-1.js'), 'console.log(1);');
  writeFileSync(join(dist, 'site', 'assets', 'app-1.css'), 'body{}');
  writeFileSync(join(dist, 'site', 'assets', 'tile.svg'), '<svg/>');
  writeFileSync(join(dist, 'secret.txt'), secret);
  writeFileSync(join(dist, 'site', 'assets', 'app-1.js.map'), '{"sources":["../src/main.ts"]}');
  // Links out of the build: to a file beside it, and to the folder above it.
  symlinkSync(join(dist, 'secret.txt'), join(dist, 'site', 'leak.txt'));
  symlinkSync(dist, join(dist, 'site', 'up'));
  storage = await freshStorage();
  site = await startChildService(
    ['site', '--dist', join(dist, 'site'), '--data', storage.dataDir],
    {
      DATABASE_URL: storage.databaseUrl ?? '',
    },
  );
});

afterAll(async () => {
  await site.stop();
  await storage.drop();
  rmSync(dist, { recursive: true, force: true });
});

describe('npm run serve: the production build and the API from one process', () => {
  it('serves index.html for / with the headers vite preview sends', async () => {
    expect(previewHeaders.length).toBeGreaterThanOrEqual(4);
    const answer = await fetch(`${site.url}/`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    for (const [name, value] of previewHeaders) expect(answer.headers.get(name)).toBe(value);
    expect(await answer.text()).toBe('<!doctype html><title>Maze</title>');
  });

  it('serves admin.html for /admin, as vite preview does, with the same headers', async () => {
    const answer = await fetch(`${site.url}/admin`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    for (const [name, value] of previewHeaders) expect(answer.headers.get(name)).toBe(value);
    expect(await answer.text()).toBe('<!doctype html><title>Console</title>');
    // Only a page's own name: no other spelling reaches a file, or a file outside the build.
    for (const path of ['/admin/', '/assets/app-1', '/secret', '/up/secret', '/admin.html.map']) {
      expect((await rawGet(site.url, path)).status, path).toBe(404);
    }
  });

  it('serves each file with its content type and the same headers', async () => {
    const types = {
      '/assets/app-1.js': 'text/javascript; charset=utf-8',
      '/assets/app-1.css': 'text/css; charset=utf-8',
      '/assets/tile.svg': 'image/svg+xml',
    };
    for (const [path, type] of Object.entries(types)) {
      const answer = await fetch(`${site.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toBe(type);
      for (const [name, value] of previewHeaders) expect(answer.headers.get(name)).toBe(value);
    }
    expect(await (await fetch(`${site.url}/assets/app-1.js`)).text()).toBe('console.log(1);');
  });

  it('answers the API beside the files', async () => {
    const health = await fetch(`${site.url}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { ok: boolean }).ok).toBe(true);
    const missing = await fetch(`${site.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
  });

  it('never serves a file outside the build, however the path is spelled', async () => {
    const paths = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%00',
      '/%E0%A4%A',
    ];
    for (const path of paths) {
      const answer = await rawGet(site.url, path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.body, path).not.toContain(secret);
    }
    expect((await fetch(`${site.url}/no-such-file.js`)).status).toBe(404);
  });

  it('follows no symbolic link out of the build, and serves no source map', async () => {
    for (const path of ['/leak.txt', '/up/secret.txt']) {
      const answer = await rawGet(site.url, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain(secret);
    }
    expect((await fetch(`${site.url}/assets/app-1.js.map`)).status).toBe(404);
  });

  it('answers another method than GET or HEAD on a file with 405 and Allow', async () => {
    const answer = await fetch(`${site.url}/assets/app-1.js`, { method: 'POST', body: 'x' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });

  it('serves the real build the same way when there is one', async () => {
    const realDist = new URL('../../dist/index.html', import.meta.url);
    if (!existsSync(realDist)) return; // the fixture above covers the server; dist is optional
    const real = await startChildService(['site', '--data', storage.dataDir], {
      DATABASE_URL: storage.databaseUrl ?? '',
    });
    try {
      const page = await fetch(`${real.url}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      for (const [name, value] of previewHeaders) expect(page.headers.get(name)).toBe(value);
      const script = /src="\.?\/?(assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const js = await fetch(`${real.url}/${script ?? ''}`);
      expect(js.status).toBe(200);
      expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    } finally {
      await real.stop();
    }
  });
});
