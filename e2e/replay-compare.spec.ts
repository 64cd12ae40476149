import { getBuiltInLevel, planWinningRun } from '../src/levels';
import { encodeShareFragment, ReplayRecorder, replaySplits, type Replay } from '../src/replay';
import { Simulation } from '../src/sim';
import { gameState, typeInputs, useVirtualVsync } from './play-helpers';
import { lastReplay } from './replay-helpers';
import { expect, test } from './support/fixtures';

// The replay theatre's compare: a replay and the level's best run drawn together at the same
// tick, with both split tables side by side and the deltas between them.

const LEVEL = 'red-key';
/** Ticks the opened replay stood still before taking the best run's route. */
const WAIT = 10;

const level = getBuiltInLevel(LEVEL);
if (level === undefined) throw new Error(`no level ${LEVEL}`);
const route = planWinningRun(level).inputs;

/** The best run's route begun WAIT ticks late, recorded in Node under another name. */
function lateRun(): Replay {
  if (level === undefined) throw new Error(`no level ${LEVEL}`);
  const sim = new Simulation(level);
  const recorder = new ReplayRecorder({ level: { id: LEVEL }, simulation: sim });
  for (const input of [...new Array<number>(WAIT).fill(0), ...route]) {
    sim.advance(input);
    recorder.record(input);
  }
  return recorder.finish({ player: 'Minos', recordedAt: '2026-03-14T09:26:53.589Z' });
}

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test("compares a replay with the level's best run: both split tables, the deltas, one tick", async ({
  page,
}) => {
  // The best run: the route played here at once, kept on this browser's board.
  await page.goto(`/?level=${LEVEL}`);
  await expect.poll(async () => (await gameState(page)).screen).toBe('playing');
  await typeInputs(page, route);
  await expect.poll(async () => (await gameState(page)).screen).toBe('won');
  await expect.poll(() => lastReplay(page)).not.toBeNull();
  const best = await lastReplay(page);
  if (best === null) throw new Error('the page kept no replay');
  const bestSplits = replaySplits(best);
  expect(bestSplits.map((s) => s.event)).toEqual(['key:red', 'door:red', 'exit']);

  const late = lateRun();
  await page.goto(`/#${encodeShareFragment(late)}`);
  await expect.poll(async () => (await gameState(page)).screen).toBe('replay');
  await page.getByRole('button', { name: 'Compare with best' }).click();

  const tables = page.locator('.theatre-splits .split-table');
  await expect(tables).toHaveCount(2);
  const [ours, theirs] = [tables.nth(0), tables.nth(1)];
  await expect(ours.locator('caption')).toHaveText('Splits');
  await expect(theirs.locator('caption')).toHaveText(`Compared: ${best.player}`);
  await expect(ours.locator('thead th')).toContainText([`Δ ${best.player}`]);
  // The opened replay is WAIT ticks behind the best at every event: a plus and a point up.
  const behind = `+${(WAIT / 20).toFixed(2)} ▲`;
  await expect(ours.locator('tbody th')).toHaveText(['Red key', 'Red door', 'Exit']);
  await expect(ours.locator('.split-delta')).toHaveText([behind, behind, behind]);
  await expect(theirs.locator('tbody th')).toHaveText(['Red key', 'Red door', 'Exit']);
  const times = bestSplits.map((s) => `${(s.tick / 20).toFixed(2)} s`);
  await expect(theirs.locator('tbody td:first-of-type')).toHaveText(times);

  // Both runs stand at the tick on screen: at the best run's key, it has its key and the
  // opened replay, WAIT ticks behind, not yet.
  const key = bestSplits[0]?.tick ?? 0;
  await page.getByLabel('Position in the replay').fill(String(key));
  await expect(theirs.locator('tbody tr').nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(ours.locator('tr[aria-current]')).toHaveCount(0);
  await page.getByLabel('Position in the replay').fill(String(key + WAIT));
  await expect(ours.locator('tbody tr').nth(0)).toHaveAttribute('aria-current', 'step');
});
