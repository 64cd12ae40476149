import type { Browser, Page } from '@playwright/test';
import type { LiveWatchReport } from '../src/app/test-hooks';
import { decodeReplay, formatHash, verifyReplay } from '../src/replay';
import {
  FIRST_FRAME_US,
  firstLevelWin,
  gameState,
  keyEventsFor,
  runDisplay,
  TICK_US,
  useVirtualVsync,
} from './play-helpers';
import { FIRST_BOARD, optIn, startWithToken } from './support/global-page';
import { expect, test } from './support/fixtures';
import { GameService } from './support/global-service';
import { fitsAndPassesAxe } from './support/screen-fit';
import { serviceRequest } from './support/service-request';

// Issue 43's watch check: one browser context plays the first level with posting on (its run
// streams live), a second opens the Live screen mid-run, catches up from tick 0, follows the
// rest, and ends on the same final state hash as the Node verifier gives for the replay the
// runner posted. The service holds frames back 300 ms instead of 2 s, so the spectator can join
// soon; every wait is for a signal of the pages (their screens and testing hooks).

const win = firstLevelWin();
/** Where the runner stops for the spectator to join: halfway through the winning inputs. */
const CUT_US = FIRST_FRAME_US + TICK_US * Math.floor(win.inputs.length / 2);
/** Waits for what passes through the service (the list's 2 s poll, the delay) on a busy machine. */
const LIVE_WAIT = { timeout: 20_000 };

function liveWatch(page: Page): Promise<LiveWatchReport | null> {
  return page.evaluate(() =>
    (
      window as unknown as { mythicMaze: { liveWatch(): LiveWatchReport | null } }
    ).mythicMaze.liveWatch(),
  );
}

/** A spectator: a browser context of its own, no key, on real frames; its problems recorded. */
async function spectatorPage(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 640 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${origin}/`);
  await expect.poll(() => page.evaluate(() => 'mythicMaze' in window)).toBe(true);
  return { page, problems };
}

test.describe('live runs', () => {
  let service: GameService;

  test.afterEach(async () => {
    await service.dispose();
  });

  test('a second browser watches a run mid-run and ends on the verified hash of its post', async ({
    page,
    browser,
  }) => {
    service = new GameService(12, undefined, { LEADERBOARD_LIVE_DELAY_MS: '300' });
    await service.start();
    await optIn(page, 'Ariadne');
    await useVirtualVsync(page);
    await page.goto(`${service.origin}/`);
    await startWithToken(page);
    const events = keyEventsFor(win.inputs);
    await runDisplay(
      page,
      CUT_US,
      events.filter((event) => event.atUs < CUT_US),
    );
    const cut = (await gameState(page)).tick;
    expect(cut).toBeGreaterThan(10);

    const { page: spectator, problems } = await spectatorPage(browser, service.origin);
    await spectator.getByRole('button', { name: /^Live/ }).click();
    await expect(spectator.getByRole('heading', { name: 'Live runs' })).toBeVisible();
    const watch = spectator.getByRole('button', { name: "Watch Ariadne's run of The Threshold" });
    await expect(watch).toBeVisible(LIVE_WAIT);
    await expect(watch).toContainText('s so far');
    await expect(watch).toContainText('no world record yet');
    await fitsAndPassesAxe(spectator, 'the Live screen');

    await watch.click();
    // Caught up from tick 0 to where the runner stopped, followed by the service's delay.
    await expect.poll(async () => (await liveWatch(spectator))?.tick, LIVE_WAIT).toBe(cut);
    expect(await liveWatch(spectator)).toMatchObject({ player: 'Ariadne', state: 'live' });
    await expect(
      spectator.getByRole('heading', { name: 'Ariadne on The Threshold' }),
    ).toBeVisible();
    await expect(spectator.locator('.live-state')).toHaveText('Live');
    await fitsAndPassesAxe(spectator, 'the watch view');

    await runDisplay(
      page,
      FIRST_FRAME_US + TICK_US * (win.inputs.length + 4) - CUT_US,
      events
        .filter((event) => event.atUs >= CUT_US)
        .map((event) => ({ ...event, atUs: event.atUs - CUT_US })),
    );
    await expect(page.getByRole('heading', { name: 'Out of the labyrinth!' })).toBeVisible();
    await expect(page.locator('.global-status')).toHaveText('#1 in the world on this level.');

    await expect.poll(async () => (await liveWatch(spectator))?.state, LIVE_WAIT).toBe('ended');
    await expect(spectator.locator('.live-state')).toHaveText('The run is over.');
    const [row] = await service.board(FIRST_BOARD);
    const posted = await serviceRequest(`${service.origin}/api/replays/${row?.replayHash ?? ''}`);
    expect(posted.status).toBe(200);
    const verdict = verifyReplay(decodeReplay(posted.json()), { splits: true });
    expect(verdict.ok).toBe(true);
    const followed = await liveWatch(spectator);
    expect({
      tick: followed?.tick,
      hash: formatHash(followed?.hash ?? 0),
      outcome: followed?.outcome,
    }).toEqual({ tick: verdict.ticks, hash: verdict.hash, outcome: 'won' });
    expect(verdict.outcome).toBe('won');
    // The runner's splits, live, as many as the verifier's re-simulation finds (the exit at least).
    const splits = verdict.splits?.length ?? 0;
    expect(splits).toBeGreaterThan(0);
    expect(followed?.splits).toBe(splits);
    await expect(spectator.locator('.live-splits li')).toHaveCount(splits);

    await spectator.getByRole('button', { name: 'Back to live runs' }).click();
    await expect(spectator.getByRole('heading', { name: 'Live runs' })).toBeVisible();
    expect(await liveWatch(spectator)).toBeNull();
    expect(problems).toEqual([]);
    await spectator.context().close();
  });
});
