import { encodeReplay, ReplayRecorder } from '../src/replay';
import { Simulation } from '../src/sim';
import { firstLevelWin, gameState, typeFirstLevelWin, useVirtualVsync } from './play-helpers';
import { GameService } from './support/global-service';
import { postFromPage } from './support/post-from-page';
import { expect, test } from './support/fixtures';

// Racing the world record against the real leaderboard service, on a service slot of its own.

const win = firstLevelWin();
/** Ticks the record stood still before playing the same winning route. */
const WAIT = 20;

/** The world record: the winning route of the first level, begun WAIT ticks late. */
function slowRecord(): string {
  const sim = new Simulation(win.level);
  const recorder = new ReplayRecorder({ level: { id: 'first-steps' }, simulation: sim });
  for (const input of [...new Array<number>(WAIT).fill(0), ...win.inputs]) {
    sim.advance(input);
    recorder.record(input);
  }
  // Stamped now: the service takes a recording time only between its token's issue and the post.
  return encodeReplay(recorder.finish({ player: 'Minos', recordedAt: new Date().toISOString() }));
}

let service: GameService;

test.afterEach(async () => {
  await service.dispose();
});

test("races the world record from the board: ahead at the exit by the record's wait, in the HUD and the split table", async ({
  page,
}) => {
  // Slot 5: the global leaderboard specs use E2E_SERVICE_PORT and the next four ports.
  service = new GameService(5);
  await service.start();
  await useVirtualVsync(page);
  await page.goto(`${service.origin}/`);
  await expect.poll(() => page.evaluate(() => 'mythicMaze' in window)).toBe(true);
  expect((await postFromPage(page, slowRecord(), 'Minos')).status).toBe(201);

  await page.getByRole('button', { name: 'Leaderboards' }).click();
  await page.getByRole('tab', { name: 'Global' }).click();
  await expect(page.locator('.scores .score-name')).toHaveText(['Minos']);
  await page.getByRole('button', { name: /^Race the world record/ }).click();
  await expect.poll(async () => (await gameState(page)).screen).toBe('playing');
  await typeFirstLevelWin(page, win);

  // The exit came WAIT ticks (1.00 s) before the record's: a minus and a point down.
  const ahead = `−${(WAIT / 20).toFixed(2)} ▼`;
  const line = page.locator('.hud-split');
  await expect(line.locator('.split-delta')).toHaveText(ahead);
  await expect(line).toHaveAttribute('data-side', 'ahead');
  await expect(line).toHaveAttribute('data-tick', String(win.reference.tick));
  const table = page.locator('.screen .split-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody th')).toHaveText('Exit');
  await expect(table.locator('.split-delta')).toHaveText(ahead);
  await expect(table.locator('.split-delta')).toHaveAttribute('data-side', 'ahead');
});
