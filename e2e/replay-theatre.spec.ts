import { encodeShareFragment, formatHash, simulateTo, verifyReplay } from '../src/replay';
import { gameState, runDisplay, TICK_US, useVirtualVsync } from './play-helpers';
import { nodeReplay } from './replay-helpers';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test('the replay theatre steps tick by tick, shows the inputs and splits, and plays from here', async ({
  page,
}) => {
  const replay = nodeReplay('red-key');
  const splits = verifyReplay(replay, { splits: true }).splits ?? [];
  expect(splits.length).toBeGreaterThan(1);
  await page.goto(`/#${encodeShareFragment(replay)}`);
  await expect.poll(async () => (await gameState(page)).screen).toBe('replay');
  const hashAt = (tick: number) => formatHash(simulateTo(replay, tick).hash());
  const at = async () => {
    const state = await gameState(page);
    return { tick: state.tick, hash: formatHash(state.hash ?? -1), paused: state.paused };
  };

  // The step keys (comma and period) pause and move one tick; the buttons do the same.
  await runDisplay(page, TICK_US * 12);
  await page.keyboard.press('Period');
  const from = (await at()).tick;
  expect(from).toBeGreaterThan(2);
  expect(await at()).toEqual({ tick: from, hash: hashAt(from), paused: true });
  await page.keyboard.press('Comma');
  await page.keyboard.press('Comma');
  expect(await at()).toEqual({ tick: from - 2, hash: hashAt(from - 2), paused: true });
  await page.getByRole('button', { name: 'Next tick' }).click();
  expect(await at()).toEqual({ tick: from - 1, hash: hashAt(from - 1), paused: true });

  // Speeds reach 8×; the slider seeks, and the split table marks the event just passed.
  await page.getByRole('button', { name: '8×' }).click();
  await expect(page.getByRole('button', { name: '8×' })).toHaveAttribute('aria-pressed', 'true');
  const rows = page.locator('.theatre-splits tbody tr');
  await expect(rows).toHaveCount(splits.length);
  const first = splits[0]?.tick ?? 0;
  const slider = page.getByLabel('Position in the replay');
  await slider.fill(String(first));
  await expect(rows.nth(0)).toHaveAttribute('aria-current', 'step');
  await slider.fill(String(first - 1));
  await expect(page.locator('.theatre-splits tr[aria-current]')).toHaveCount(0);
  await expect(page.locator('.input-words')).toHaveText(/^Held: (up|right|down|left)$/);

  // Play from here: a live practice run from the state on screen.
  await slider.fill('40');
  await page.getByRole('button', { name: 'Play from here' }).click();
  await expect.poll(async () => (await gameState(page)).screen).toBe('playing');
  const practice = await gameState(page);
  expect([practice.levelId, practice.tick, formatHash(practice.hash ?? -1)]).toEqual([
    'red-key',
    40,
    hashAt(40),
  ]);
});
