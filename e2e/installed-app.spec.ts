import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { firstLevelWin, gameState, typeFirstLevelWin, useVirtualVsync } from './play-helpers';
import { lastReplay, verifyInNode } from './replay-helpers';
import { GameService } from './support/global-service';
import { expect, test as base } from './support/fixtures';

// The game as an installed web app, against the production server (`npm run serve`): the worker
// controls the page after one visit, the game loads and plays offline, a won run waits in the
// outbox while the network is away, and a second build deployed to the same server reaches the
// page without cutting a run short. The base fixture fails any step that breaks the page's CSP.

/**
 * A browser profile of its own (Chromium never offers to install from an incognito context,
 * which every other test's is), and Chromium's lines for the requests that fail while offline,
 * which these tests go on purpose.
 */
const test = base.extend<{ forgiveOffline: undefined }>({
  context: async ({ playwright, launchOptions, viewport }, use) => {
    const profile = mkdtempSync(join(tmpdir(), 'mythic-maze-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      viewport,
    });
    await use(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
  forgiveOffline: [
    async ({ pageProblems }, use) => {
      await use(undefined);
      const offline = /net::ERR_INTERNET_DISCONNECTED|Failed to load resource/;
      const kept = pageProblems.filter((line) => !offline.test(line));
      pageProblems.splice(0, pageProblems.length, ...kept);
    },
    { auto: true },
  ],
});

const win = firstLevelWin();

/** Calls one of the game's testing hooks that takes a level id or nothing. */
async function hook(page: Page, action: string, ...args: string[]): Promise<void> {
  await page.evaluate(
    ([name, list]) =>
      (window as unknown as { mythicMaze: Record<string, (...a: string[]) => unknown> }).mythicMaze[
        name
      ]?.(...list),
    [action, args] as const,
  );
}

/** Whether a service worker controls the page. */
function controlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

function outbox(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('mythic-maze:global-outbox');
    return raw === null ? [] : (JSON.parse(raw) as { data: unknown[] }).data;
  });
}

/** The page's own Content-Security-Policy <meta>: a second build's names the service's origin. */
function pagePolicy(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute('content') ?? null,
  );
}

/**
 * A second build of the game, made as a deploy would: `vite build` into `outDir`. It names the
 * service's origin explicitly (the page's own, so it plays the same), which changes its page
 * and chunks, so its service worker is a new one.
 */
function buildSecond(outDir: string, origin: string): void {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    encoding: 'utf8',
    env: { ...process.env, VITE_LEADERBOARD_ORIGIN: origin },
    timeout: 180_000,
  });
  if (result.status !== 0) throw new Error(`the second build failed: ${result.stderr}`);
}

test.describe('the installed game', () => {
  let service: GameService;
  let served: string;

  test.beforeEach(() => {
    served = mkdtempSync(join(tmpdir(), 'mythic-maze-served-'));
    cpSync('dist', served, { recursive: true });
  });

  test.afterEach(async () => {
    await service.dispose();
    rmSync(served, { recursive: true, force: true });
  });

  test('installs, plays offline, waits to post, and takes a second build between runs', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    service = new GameService(6, served);
    await service.start();
    const settings = { globalPost: true, playerName: 'Ariadne' };
    await page.addInitScript((data) => {
      if (localStorage.getItem('mythic-maze:settings') === null)
        localStorage.setItem('mythic-maze:settings', JSON.stringify({ version: 1, data }));
    }, settings);
    await useVirtualVsync(page);

    await test.step('1. first visit: the worker controls the page, installable', async () => {
      await page.goto(`${service.origin}/`);
      await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        './manifest.webmanifest',
      );
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      expect(installabilityErrors).toEqual([]);
      const worker = await page.request.get(`${service.origin}/sw.js`);
      expect(worker.headers()['cache-control']).toBe('no-cache');
      expect(worker.headers()['content-security-policy']).toContain("default-src 'none'");
    });

    await test.step('2. offline reload: the title, a won level, its replay verified in Node', async () => {
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Mythic Maze' })).toBeVisible();
      await hook(page, 'startLevel', 'first-steps');
      await typeFirstLevelWin(page, win);
      const replay = await lastReplay(page);
      const file = join(served, '..', `offline-${String(service.port)}.json`);
      writeFileSync(file, JSON.stringify(replay));
      const verified = verifyInNode(file);
      rmSync(file);
      expect(verified.status).toBe(0);
      expect(verified.line).toMatchObject({ ok: true, outcome: 'won' });
      // Generated levels and the editor are code of their own: precached, they open offline too.
      await page.evaluate(() =>
        (
          window as unknown as { mythicMaze: { startSeed(n: number): Promise<void> } }
        ).mythicMaze.startSeed(7),
      );
      expect((await gameState(page)).levelId).toBe('seed-7');
      await hook(page, 'quitToTitle');
      await page.getByRole('button', { name: 'Make a level' }).click();
      await expect(page.locator('.editor-screen')).toBeVisible();
      await hook(page, 'quitToTitle');
    });

    await test.step('3. the service away: the run waits in the outbox, and is posted online', async () => {
      await context.setOffline(false);
      const token = page.waitForResponse((r) => r.url().endsWith('/api/runs/start'));
      await hook(page, 'startLevel', 'first-steps');
      expect((await token).status()).toBe(200);
      await context.setOffline(true);
      await typeFirstLevelWin(page, win);
      await expect(page.locator('.global-status')).toContainText('Waiting to post');
      expect(await outbox(page)).toHaveLength(1);
      await context.setOffline(false);
      await expect(page.locator('.global-status')).toHaveText('#1 in the world on this level.');
      expect(await outbox(page)).toEqual([]);
      expect(await service.board('level:first-steps')).toMatchObject([{ player: 'Ariadne' }]);
    });

    await test.step('4. a second build: announced during a run, taken at the title', async () => {
      const second = mkdtempSync(join(tmpdir(), 'mythic-maze-second-'));
      buildSecond(second, service.origin);
      expect(await pagePolicy(page)).not.toContain(service.origin);
      await hook(page, 'startLevel', 'first-steps');
      await page.evaluate(() => {
        (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
      });
      // Deployed over the first build, as a host would; the page checks when it comes online.
      cpSync(second, served, { recursive: true });
      rmSync(second, { recursive: true, force: true });
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect(page.getByText('A new version is ready.')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Reload now' })).toBeVisible();
      // The run goes on to its end in the same page, never reloaded under it.
      expect((await gameState(page)).screen).toBe('playing');
      await typeFirstLevelWin(page, win);
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(true);
      // Back at the title, between runs, the game takes the new build by itself.
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Quit to title' }).click();
      await reloaded;
      await expect.poll(() => pagePolicy(page)).toContain(service.origin);
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
      await expect.poll(() => controlled(page)).toBe(true);
    });
  });
});

// e2e runs against `vite preview`: it must send the worker and the manifest as `npm run serve`
// does (the worker's own CSP and no-cache; the manifest's type under the page's headers).
base(
  'vite preview sends sw.js with its own CSP and no-cache, and the manifest',
  async ({ request }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'",
    );
    expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ display: 'standalone', start_url: './' });
  },
);
