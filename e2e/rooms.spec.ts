import type { Browser, Page } from '@playwright/test';
import type { LiveWatchReport } from '../src/app/test-hooks';
import type { RivalReport } from '../src/app/rooms/room-rivals';
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
import { optIn } from './support/global-page';
import { expect, test } from './support/fixtures';
import { GameService } from './support/global-service';
import { fitsAndPassesAxe } from './support/screen-fit';
import { serviceRequest } from './support/service-request';

// Issue 43's race check, three browser contexts on one service: Theseus makes a race room from
// the Live screen, Ariadne opens its link and joins, Theseus starts it; both count down to the
// service's start time and race, each seeing the other as a live ghost (the rivals() hook); a
// third context watches Ariadne mid-run from the Live screen, catches up, and ends on the hash
// the Node verifier gives for her posted run; the room's result shows both runs verified. Every
// wait is for a signal of the pages or the service, never for a time.

const win = firstLevelWin();
/**
 * Theseus plays the autopilot's win; Ariadne the same four ticks later (the service refuses a
 * run whose inputs copy a stored one), so she finishes second, at tick 82.
 */
const RACES = {
  Theseus: win.inputs,
  Ariadne: [0, 0, 0, 0, ...win.inputs],
} as const;
/** Where both racers stop for the ghosts and the spectator: halfway through the winning inputs. */
const CUT_US = FIRST_FRAME_US + TICK_US * Math.floor(win.inputs.length / 2);
/** Waits for what passes through the service (polls, the countdown, the delay) on a busy machine. */
const SERVICE_WAIT = { timeout: 30_000 };

function hook<T>(page: Page, name: 'liveWatch' | 'rivals'): Promise<T> {
  return page.evaluate(
    (hookName) =>
      (window as unknown as { mythicMaze: Record<string, () => unknown> }).mythicMaze[hookName]?.(),
    name,
  ) as Promise<T>;
}

/** A browser context of its own at 1024x640 on `url`; its console errors recorded. */
async function contextPage(browser: Browser, url: string, player: string | null) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 640 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  if (player !== null) {
    await optIn(page, player);
    await useVirtualVsync(page);
  }
  await page.goto(url);
  await expect.poll(() => page.evaluate(() => 'mythicMaze' in window)).toBe(true);
  return { page, problems };
}

/** Plays `player`'s winning inputs from `fromUs` to `toUs` of the run's display. */
async function play(page: Page, player: keyof typeof RACES, fromUs: number, toUs: number) {
  const events = keyEventsFor(RACES[player]);
  await runDisplay(
    page,
    toUs - fromUs,
    events
      .filter((event) => event.atUs >= fromUs && event.atUs < toUs)
      .map((event) => ({ ...event, atUs: event.atUs - fromUs })),
  );
}

test.describe('race rooms', () => {
  let service: GameService;

  test.afterEach(async () => {
    await service.dispose();
  });

  test('two racers race in one room, see each other as ghosts, and a third watches one', async ({
    browser,
  }) => {
    service = new GameService(7, undefined, {
      LEADERBOARD_LIVE_DELAY_MS: '300',
      LEADERBOARD_ROOM_COUNTDOWN_MS: '3000',
    });
    await service.start();
    const maker = await contextPage(browser, `${service.origin}/`, 'Theseus');
    const theseus = maker.page;
    await theseus.getByRole('button', { name: /^Live/ }).click();
    await theseus.getByRole('button', { name: 'Race a friend' }).click();
    await theseus.getByRole('button', { name: 'Make a race room on The Threshold' }).click();
    const link = theseus.getByLabel('Link to the room');
    await expect(link).toHaveValue(/#room=rm_[A-Za-z0-9_-]{16}$/, SERVICE_WAIT);
    await expect(theseus.locator('tr[data-racer="Theseus"]')).toBeVisible();
    await fitsAndPassesAxe(theseus, 'the room screen');

    const roomLink = await link.inputValue();
    const joiner = await contextPage(browser, roomLink, 'Ariadne');
    const ariadne = joiner.page;
    await expect(ariadne.getByRole('heading', { name: 'Race room' })).toBeVisible();
    await expect(ariadne.getByRole('button', { name: 'Start the race' })).toHaveCount(0);
    await ariadne.getByRole('button', { name: 'Join the race' }).click();
    await expect(ariadne.locator('tr[data-racer="Ariadne"]')).toBeVisible(SERVICE_WAIT);
    await expect(theseus.locator('tr[data-racer="Ariadne"]')).toBeVisible(SERVICE_WAIT);
    await theseus.getByRole('button', { name: 'Start the race' }).click();
    await expect(theseus.getByRole('timer')).toBeVisible(SERVICE_WAIT);

    // Both start at the service's start time, then play half the run.
    for (const racer of [theseus, ariadne]) {
      await expect.poll(async () => (await gameState(racer)).screen, SERVICE_WAIT).toBe('playing');
    }
    await play(theseus, 'Theseus', 0, CUT_US);
    await play(ariadne, 'Ariadne', 0, CUT_US);
    const cut = (await gameState(ariadne)).tick;
    expect(cut).toBeGreaterThan(10);
    // Each sees the other's run as a ghost standing at its own tick.
    for (const [racer, rival] of [
      [theseus, 'Ariadne'],
      [ariadne, 'Theseus'],
    ] as const) {
      await expect
        .poll(() => hook<RivalReport[]>(racer, 'rivals'), SERVICE_WAIT)
        .toEqual([{ player: rival, received: cut, drawn: cut }]);
    }

    const watcher = await contextPage(browser, `${service.origin}/`, null);
    const spectator = watcher.page;
    await spectator.getByRole('button', { name: /^Live/ }).click();
    const watch = spectator.getByRole('button', { name: "Watch Ariadne's run of The Threshold" });
    await expect(watch).toBeVisible(SERVICE_WAIT);
    await watch.click();
    await expect
      .poll(
        async () => (await hook<LiveWatchReport | null>(spectator, 'liveWatch'))?.tick,
        SERVICE_WAIT,
      )
      .toBe(cut);

    const end = FIRST_FRAME_US + TICK_US * (RACES.Ariadne.length + 4);
    await play(theseus, 'Theseus', CUT_US, end);
    await play(ariadne, 'Ariadne', CUT_US, end);
    for (const racer of [theseus, ariadne]) {
      expect((await gameState(racer)).outcome).toBe('won');
      await expect(racer.getByRole('heading', { name: 'Race room' })).toBeVisible();
    }
    // The room's result: both runs finished and verified by their posts.
    for (const [place, player] of ['Theseus', 'Ariadne'].entries()) {
      const row = theseus.locator(`tr[data-racer="${player}"]`);
      await expect(row).toHaveAttribute('data-state', 'finished', SERVICE_WAIT);
      await expect(row.locator('td').first()).toHaveText(String(place + 1));
      await expect(row.locator('.verified')).toHaveText('(verified)');
      await expect(row.getByRole('button', { name: 'Watch' })).toBeVisible();
    }
    await expect(theseus.locator('.room-state')).toHaveAttribute(
      'data-state',
      'over',
      SERVICE_WAIT,
    );
    await fitsAndPassesAxe(theseus, 'the room result');

    await expect
      .poll(
        async () => (await hook<LiveWatchReport | null>(spectator, 'liveWatch'))?.state,
        SERVICE_WAIT,
      )
      .toBe('ended');
    // Ariadne's run as the room's result names it, and its replay as the service stores it.
    const roomId = /#room=(.+)$/.exec(roomLink)?.[1] ?? '';
    const room = await serviceRequest(`${service.origin}/api/rooms/${roomId}`);
    const racers = (room.json() as { racers: { player: string; run?: { runId: string } }[] })
      .racers;
    const runId = racers.find((racer) => racer.player === 'Ariadne')?.run?.runId ?? '';
    const run = await serviceRequest(`${service.origin}/api/runs/${runId}`);
    const { replayHash } = run.json() as { replayHash: string };
    const replay = await serviceRequest(`${service.origin}/api/replays/${replayHash}`);
    expect(replay.status).toBe(200);
    const verdict = verifyReplay(decodeReplay(replay.json()));
    expect(verdict.ok).toBe(true);
    const followed = await hook<LiveWatchReport | null>(spectator, 'liveWatch');
    expect({
      tick: followed?.tick,
      hash: formatHash(followed?.hash ?? 0),
      outcome: followed?.outcome,
    }).toEqual({ tick: verdict.ticks, hash: verdict.hash, outcome: 'won' });
    expect([...maker.problems, ...joiner.problems, ...watcher.problems]).toEqual([]);
  });
});
