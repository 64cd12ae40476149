import { gameState, runDisplay, useVirtualVsync } from './play-helpers';
import { fixedDateInit } from './support/fixed-date-init';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test('every menu works from the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Play/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Choose a level' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose a level' })).toBeVisible();
  await expect(page.locator('button[data-level="first-steps"]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Mythic Maze' })).toBeVisible();

  await page.getByRole('button', { name: 'How to play' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Each gem takes one second off your final time.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  const sound = page.locator('button[data-setting="sound"]');
  await expect(sound).toBeFocused();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await expect(sound).toBeFocused();

  // The setting outlives the page.
  await page.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.locator('button[data-setting="sound"]')).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a level opens once the one before it is won, and shows the best time', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'mythic-maze:progress',
      JSON.stringify({ version: 1, data: { 'first-steps': { bestTicks: 233 } } }),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Play/ })).toContainText('The Red Key');
  await page.getByRole('button', { name: 'Choose a level' }).click();
  await expect(page.locator('button[data-level="first-steps"]')).toContainText('Best 11.65 s');
  await expect(page.locator('button[data-level="red-key"]')).toBeEnabled();
  await expect(page.locator('button[data-level="teeth-of-the-floor"]')).toBeDisabled();
  await page.locator('button[data-level="red-key"]').click();
  expect(await gameState(page)).toMatchObject({ screen: 'playing', levelId: 'red-key', tick: 0 });
});

test('?level= and ?seed= start a game directly; bad ones explain themselves on the title', async ({
  page,
}) => {
  await page.goto('/?level=hall-of-spikes');
  expect(await gameState(page)).toMatchObject({ screen: 'playing', levelId: 'hall-of-spikes' });

  await page.goto('/?level=atlantis');
  await expect(page.getByRole('alert')).toContainText("There is no level called 'atlantis'");
  expect((await gameState(page)).screen).toBe('title');

  await page.goto('/?seed=banana');
  await expect(page.getByRole('alert')).toContainText('A seed must be a whole number');

  await page.goto('/?seed=42');
  await expect.poll(async () => (await gameState(page)).levelId).toBe('seed-42');
  await runDisplay(page, 500_000);
  expect(await gameState(page)).toMatchObject({ screen: 'playing', tick: 9 });
});

test.describe('on a fixed date, where the local day is already the next one', () => {
  // Kiritimati is UTC+14: at 23:30 UTC on 14 March it is 15 March there.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test("the daily labyrinth is today's, in UTC, for everyone", async ({ page }) => {
    await page.addInitScript(fixedDateInit, Date.parse('2026-03-14T23:30:00.000Z'));
    await page.goto('/');
    expect(await page.evaluate(() => new Date().getDate())).toBe(15);
    await page.getByRole('button', { name: /Daily labyrinth/ }).click();
    await expect
      .poll(async () => (await gameState(page)).levelId, { timeout: 15_000 })
      .toMatch(/^daily-/);
    expect((await gameState(page)).levelId).toBe('daily-2026-03-14');
    await runDisplay(page, 100_000);
    await expect(page.locator('.hud-level')).toContainText('Daily Labyrinth');
  });
});

test('the testing hook is read-only', async ({ page }) => {
  await page.goto('/?level=first-steps');
  await runDisplay(page, 300_000);
  const result = await page.evaluate(() => {
    const hooks = (
      window as unknown as {
        mythicMaze: Record<string, unknown> & { state(): { tick: number; player: { x: number } } };
      }
    ).mythicMaze;
    const frozen = Object.isFrozen(hooks);
    const state = hooks.state();
    state.tick = 999;
    state.player.x = -1;
    let replaced = true;
    try {
      (window as unknown as { mythicMaze: unknown }).mythicMaze = null;
    } catch {
      replaced = false;
    }
    return {
      frozen,
      replaced: replaced && (window as unknown as { mythicMaze: unknown }).mythicMaze === null,
      after: hooks.state(),
    };
  });
  expect(result.frozen).toBe(true);
  expect(result.replaced).toBe(false);
  expect(result.after.tick).toBe(5);
  expect(result.after.player.x).toBe(60);
});
