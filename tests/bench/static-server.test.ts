import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFor, serveStatic, type StaticServer } from '../../bench/static-server';

describe('fileFor', () => {
  it('maps paths under the root, index.html for a folder', () => {
    expect(fileFor('/srv/pages', '/assets/a.js?x=1')).toBe('/srv/pages/assets/a.js');
    expect(fileFor('/srv/pages/', '/')).toBe('/srv/pages/index.html');
  });

  it('keeps dot segments inside the root, as URLs resolve them', () => {
    expect(fileFor('/srv/pages', '/%2e%2e/secret')).toBe('/srv/pages/secret');
  });

  it('refuses paths that lead outside the root and malformed escapes', () => {
    expect(fileFor('/srv/pages', '/..%2fpages-other/x')).toBeNull();
    expect(fileFor('/srv/pages', '/%E0%A4%A')).toBeNull();
  });
});

describe('serveStatic', () => {
  let root = '';
  let server: StaticServer;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'bench-static-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'page.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(root, 'assets', 'a.js'), 'export {};');
    server = await serveStatic({ root, port: 0, contentSecurityPolicy: "default-src 'self'" });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves files with their type, cross-origin isolation and the given policy', async () => {
    const response = await fetch(`${server.url}/assets/a.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export {};');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('answers 404 for a missing file and 400 for a path that escapes', async () => {
    expect((await fetch(`${server.url}/missing.html`)).status).toBe(404);
    expect((await fetch(`${server.url}/..%2f..%2fetc/passwd`)).status).toBe(400);
  });
});
