import AxeBuilder from '@axe-core/playwright';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { de } from '../src/app/text/catalogues/de';
import { ru } from '../src/app/text/catalogues/ru';
import { firstLevelWin, typeFirstLevelWin, useVirtualVsync } from './play-helpers';
import { optIn } from './support/global-page';
import { expect, test } from './support/fixtures';
import { GameService } from './support/global-service';
import { clippedText, layoutFaults } from './support/layout-faults';

// Events (issue 44) in a real browser against the real service (`npm run serve`, embedded
// SQLite): an operator creates a one-shot from the shell; a player sees the title's notice,
// opens the Events screen, registers, plays the one shot, and sees the entry counted, the
// standings and their own place. The screen fits 1024 x 640 and 1920 x 1080 (in German and
// Russian too, the longest) with nothing cut off, and axe-core finds no WCAG 2 A or AA
// violation. Service slot 12 is this spec's.

// The one shot's second start is refused on purpose (409 attempt-taken): Chromium logs it.
test.use({ expectedFailures: [/status of 409/] });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const HOUR_MS = 3_600_000;
const EVENT = 'Evening shot';

/**
 * The e2e service backdates its start tokens an hour (so a run won at once may be posted): an
 * event's start is issued an hour back too, so the event opened two hours ago, and the player's
 * registration is moved two hours back in the store, as if they had registered then.
 */
function createEvent(service: GameService): Promise<void> {
  const now = Date.now();
  const args = [
    '--import',
    'tsx',
    'src/server/main.ts',
    'event',
    'create',
    '--data',
    service.dataDir,
    '--name',
    EVENT,
    '--level',
    'level:first-steps',
    '--format',
    'one-shot',
    '--start',
    new Date(now - 2 * HOUR_MS).toISOString(),
    '--end',
    new Date(now + 2 * HOUR_MS).toISOString(),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`event create exited ${String(code)}: ${output}`));
    });
  });
}

/** Moves every registration for events two hours back, in the service's SQLite file. */
function registeredEarlier(service: GameService): void {
  const db = new Database(join(service.dataDir, 'leaderboard.sqlite'));
  try {
    db.prepare('UPDATE event_players SET registered_at_ms = registered_at_ms - ?').run(2 * HOUR_MS);
  } finally {
    db.close();
  }
}

/** Nothing out of the window, over the panel, or cut off; no axe violation. */
async function fitsAndPasses(page: Page, what: string): Promise<void> {
  expect(await layoutFaults(page), what).toEqual([]);
  expect(await clippedText(page), what).toEqual([]);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(
    results.violations.map(
      (v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${what}.png`) });
}

/** The Events screen in `locale`, opened from the title, checked at both window sizes. */
async function checkLanguage(
  browser: Browser,
  origin: string,
  locale: string,
  text: { readonly 'title.events': string; readonly 'events.heading': string },
): Promise<void> {
  const context = await browser.newContext({ locale, viewport: { width: 1024, height: 640 } });
  const page = await context.newPage();
  await optIn(page, 'Ariadne');
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: text['title.events'], exact: true }).click();
  await expect(page.getByRole('heading', { name: text['events.heading'] })).toBeVisible();
  await expect(page.locator('.event-standings tbody tr')).toHaveCount(1);
  await fitsAndPasses(page, `events-${locale}-1024x640`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await fitsAndPasses(page, `events-${locale}-1920x1080`);
  await context.close();
}

test.describe('events', () => {
  let service: GameService;

  test.afterEach(async () => {
    await service.dispose();
  });

  test('a player registers, plays the one shot, and sees the entry counted, the standings and their place; the screen fits and passes axe', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    service = new GameService(13);
    await service.start();
    await createEvent(service);

    await page.setViewportSize({ width: 1024, height: 640 });
    await optIn(page, 'Theseus');
    await useVirtualVsync(page);
    await page.goto(`${service.origin}/`);
    const notice = page.getByRole('button', { name: `Event on now: ${EVENT}` });
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
    const card = page.locator('.event-card', { hasText: EVENT });
    await expect(card.locator('.event-rules')).toHaveText(
      'One shot. One attempt each: the run you start is your entry, won or not.',
    );
    await expect(card.locator('.event-countdown')).toHaveText(/^Ends in 1:59:\d\d$/);
    await expect(page.getByText('No places yet.')).toBeVisible();
    await fitsAndPasses(page, 'events-en-1024x640');

    const registered = page.waitForResponse((r) => r.url().endsWith('/registration'));
    await page.getByRole('button', { name: `Register for ${EVENT}` }).click();
    expect((await registered).status()).toBe(200);
    await expect(card.getByText('You are registered.')).toBeVisible();
    registeredEarlier(service);

    const started = page.waitForResponse(
      (r) => r.url().includes('/api/events/') && r.url().endsWith('/start'),
    );
    await page.getByRole('button', { name: `Play ${EVENT}` }).click();
    expect((await started).status()).toBe(200);
    await typeFirstLevelWin(page, firstLevelWin());
    await expect(page.locator('.global-status')).toHaveText(
      `Your entry in ${EVENT} counted: you are #1.`,
    );

    await page.getByRole('button', { name: 'Quit to title' }).click();
    await page.getByRole('button', { name: 'Events', exact: true }).click();
    const mine = page.locator('.event-standings tr[aria-current="true"]');
    await expect(mine).toContainText('Theseus');
    await expect(mine).toContainText('(you)');
    await expect(mine.locator('td').first()).toHaveText('1');
    await expect(mine.getByRole('button', { name: /^Watch Theseus's run/ })).toBeVisible();
    await expect(mine.getByRole('button', { name: /^Race Theseus's run/ })).toBeVisible();
    await fitsAndPasses(page, 'events-standings-en-1024x640');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await fitsAndPasses(page, 'events-standings-en-1920x1080');

    // A second start of the one shot is refused: the next run says it did not enter, and why.
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.getByRole('button', { name: `Play ${EVENT}` }).click();
    await typeFirstLevelWin(page, firstLevelWin());
    await expect(page.locator('.global-status')).toHaveText(
      `Not entered in ${EVENT}: this key's one attempt at the event is already taken.`,
    );

    await checkLanguage(browser, service.origin, 'de-DE', de);
    await checkLanguage(browser, service.origin, 'ru-RU', ru);
  });
});
