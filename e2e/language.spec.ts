/**
 * Issue 45 in the built game: the browser's language picks the catalogue (its own chunk, the
 * only one fetched), <html lang> follows, and Settings switches language mid-session without a
 * reload, the choice outliving the page; a switch mid-run leaves no word of the old language and
 * keeps the run; a refusal from the service reads in the chosen language.
 */
import type { Page } from '@playwright/test';
import { FIRST_LOAD_GOAL_BYTES, firstLoadSizes } from '../bench/bundle-size';
import { GAME_DIST } from '../bench/build';
import { de } from '../src/app/text/catalogues/de';
import { en } from '../src/app/text/en';
import { firstLevelWin, gameState, runDisplay, typeInputs, useVirtualVsync } from './play-helpers';
import { expect, test } from './support/fixtures';
import { hooks, optIn, startWithToken } from './support/global-page';
import { GameService } from './support/global-service';

test.use({ locale: 'de-DE' });

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test('a German browser gets German, and Settings switches to Russian without a reload', async ({
  page,
}) => {
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(es|pt-br|fr|de|ru|zh-hans)-[^/]+\.js$/.exec(request.url())?.[1];
    if (name !== undefined) catalogues.push(name);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Spielen/ })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(catalogues).toEqual(['de']);

  await page.getByRole('button', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
  const marker = await page.evaluate(() => (window.name = 'same page'));
  await page.getByLabel('Sprache').selectOption('ru');
  await expect(page.getByRole('heading', { name: 'Настройки' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('select[data-setting="language"]')).toBeFocused();
  expect(await page.evaluate(() => window.name)).toBe(marker);
  expect(catalogues).toEqual(['de', 'ru']);

  await page.reload();
  await expect(page.getByRole('button', { name: /^Играть/ })).toBeFocused();
  await page.getByRole('button', { name: 'Настройки' }).click();
  await page.getByLabel('Язык').selectOption('');
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
});

test('the first frame loads no catalogue and stays within its 25 KB of JavaScript', () => {
  const files = firstLoadSizes(GAME_DIST);
  expect(files.length).toBeGreaterThan(0);
  expect(
    files.filter((file) => /(^|\/)(console-)?(es|pt-br|fr|de|ru|zh-hans)-/.test(file.file)),
  ).toEqual([]);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  expect(FIRST_LOAD_GOAL_BYTES).toBe(25_000);
  expect(gzip).toBeLessThanOrEqual(25_000);
});

/** Types the autopilot's win of the first level (a run at tick 0) and waits for the German win screen. */
async function winFirstLevelInGerman(page: Page): Promise<void> {
  const win = firstLevelWin();
  await typeInputs(page, win.inputs);
  await expect(page.getByRole('heading', { name: 'Raus aus dem Labyrinth!' })).toBeVisible();
}

/** The visible text of the page and every accessible name written on it, as one string. */
function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label]')].map(
      (element) => element.getAttribute('aria-label') ?? '',
    );
    return [document.body.innerText, ...labels].join('\n');
  });
}

/** The German catalogue's words that no other language shares: none may stay after a switch. */
const GERMAN_ONLY = Object.entries(de)
  .filter(([, text]) => typeof text === 'string' && !text.includes('{'))
  .map(([key, text]) => [key, text as string] as const)
  .filter(([key, text]) => text.length > 3 && text !== (en as Record<string, unknown>)[key]);

test('switching the language mid-run rewrites every string on screen and keeps the run', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Spielen/ })).toBeFocused();
  await hooks(page, 'startLevel', 'three-doors');
  await runDisplay(page, 2_000_000);
  await hooks(page, 'pause');
  await expect(page.getByRole('heading', { name: 'Pause' })).toBeVisible();
  await expect(page.locator('.hud-label').first()).toHaveText('Restzeit');
  const before = await gameState(page);
  expect(before.tick).toBeGreaterThan(0);
  const marker = await page.evaluate(() => (window.name = 'same page'));

  await hooks(page, 'setLanguage', 'ru');
  await expect(page.getByRole('heading', { name: 'Пауза' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('.hud-label').first()).toHaveText('Осталось');
  const words = await pageWords(page);
  const left = GERMAN_ONLY.filter(([, text]) => words.includes(text));
  expect(left).toEqual([]);
  expect(await page.evaluate(() => window.name)).toBe(marker);
  // The same run, at the same tick, paused where it was; and it goes on when resumed.
  expect(await gameState(page)).toEqual(before);
  await hooks(page, 'resume');
  await runDisplay(page, 500_000);
  const after = await gameState(page);
  expect(after.levelId).toBe('three-doors');
  expect(after.tick).toBeGreaterThan(before.tick);
});

test('a toast and the end screen’s replay line are written again on a switch, the run kept', async ({
  page,
}) => {
  await page.goto('/?level=first-steps');
  await winFirstLevelInGerman(page);
  const line = page.locator('.replay-status:not(.global-status)');
  await expect(line).toHaveText('In der Bestenliste auf Platz 1 gespeichert.');
  // A file that is not a replay, opened on the end screen: refused in a toast, worded from its code.
  await hooks(page, 'loadReplay', '[]');
  const toast = page.locator('.toast');
  await expect(toast.locator('.toast-text')).toHaveText(
    'Diese Wiederholung lässt sich nicht öffnen: Das ist keine Mythic-Maze-Wiederholung.',
  );
  const before = await gameState(page);
  const marker = await page.evaluate(() => (window.name = 'same page'));

  await hooks(page, 'setLanguage', 'fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(toast.locator('.toast-text')).toHaveText(
    'Ce replay ne peut pas s’ouvrir\u00a0: ce n’est pas un replay de Mythic Maze.',
  );
  await expect(toast.getByRole('button')).toHaveText('Fermer');
  await expect(line).toHaveText('Enregistré au classement en 1re place.');
  expect(await page.evaluate(() => window.name)).toBe(marker);
  expect(await gameState(page)).toEqual(before);
  expect(before).toMatchObject({ screen: 'won', levelId: 'first-steps' });
});

test.describe('a refusal from the service', () => {
  let service: GameService;
  test.use({ expectedFailures: [/status of 422/] });

  test.afterEach(async () => {
    await service.dispose();
  });

  test('reads in the chosen language, written from its kind, never its English title', async ({
    page,
  }) => {
    service = new GameService(19);
    await service.start();
    await optIn(page, 'Ariadne');
    // The service refuses the run as a replay that does not verify (its own problem document).
    await page.route(
      (url) => url.pathname === '/api/runs',
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        await route.fulfill({
          status: 422,
          contentType: 'application/problem+json',
          body: JSON.stringify({
            type: '/api/problems#replay-mismatch',
            title: 'The replay does not verify',
            status: 422,
            detail: 'replay: does not verify: the re-simulated run diverges by tick 40',
            field: 'replay',
            problem: 'does not verify: the re-simulated run diverges by tick 40',
          }),
        });
      },
    );
    await page.goto(`${service.origin}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await startWithToken(page);
    await winFirstLevelInGerman(page);
    await expect(page.locator('.global-status')).toHaveText(
      'Abgelehnt: die Wiederholung verläuft nicht wie gesendet.',
    );
    await expect(page.locator('body')).not.toContainText('does not verify');
  });
});

test.describe('offline', () => {
  let service: GameService;
  // The page's requests to the service fail while offline, as they should.
  test.use({ expectedFailures: [/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

  test.afterEach(async () => {
    await service.dispose();
  });

  test('play keeps the chosen language: a reload offline comes back in it', async ({
    page,
    context,
  }) => {
    service = new GameService(8);
    await service.start();
    await page.goto(`${service.origin}/`);
    await expect(page.getByRole('button', { name: /^Spielen/ })).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Einstellungen' }).click();
    await page.getByLabel('Sprache').selectOption('ru');
    await expect(page.getByRole('heading', { name: 'Настройки' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Играть/ })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await context.setOffline(false);
  });
});
