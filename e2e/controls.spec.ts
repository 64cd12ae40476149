import { RIGHT } from '../src/sim';
import {
  firstLevelWin,
  gameState,
  keyEventsFor,
  runDisplay,
  FIRST_FRAME_US,
  TICK_US,
  useVirtualVsync,
} from './play-helpers';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

async function openControls(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Controls' }).click();
  await expect(page.getByRole('heading', { name: 'Controls' })).toBeVisible();
}

test('a rebound key steers, a clash is refused, and the binding survives a reload', async ({
  page,
}) => {
  const win = firstLevelWin();
  // The win starts by going right, the move being rebound.
  expect(win.inputs[0]).toBe(RIGHT);

  await page.goto('/');
  await openControls(page);
  const right = page.locator('[data-binding="right-0"]');
  await expect(right).toHaveAccessibleName('Move right, first key: Right arrow. Change');
  await right.click();
  await expect(right).toHaveText('Press a key…');
  await page.keyboard.press('KeyL');
  await expect(page.locator('.controls-status')).toHaveText('Move right: L.');
  await expect(page.locator('[data-binding="right-0"]')).toHaveText('L');
  await expect(page.locator('[data-binding="right-0"]')).toBeFocused();
  // A second pause key in the empty slot: P keeps pausing, O too.
  await page.locator('[data-binding="pause-1"]').click();
  await page.keyboard.press('KeyO');
  await expect(page.locator('.controls-status')).toHaveText('Pause: O.');

  // R restarts: binding it to a move is refused, and says why.
  await page.locator('[data-binding="left-1"]').click();
  await page.keyboard.press('KeyR');
  await expect(page.locator('.controls-status')).toHaveText(
    'R is already bound to Restart level. Change that first.',
  );
  await expect(page.locator('[data-binding="left-1"]')).toHaveText('A');
  // Escape cancels a rebinding and keeps its job of going back.
  await page.locator('[data-binding="down-1"]').click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.controls-status')).toHaveText('Cancelled.');
  await expect(page.getByRole('heading', { name: 'Controls' })).toBeVisible();

  await page.reload();
  await openControls(page);
  await expect(page.locator('[data-binding="right-0"]')).toHaveText('L');
  // Escape goes up one level: to Settings, where Controls was opened from, then to the title.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  // Focus is back on Controls, where the player left Settings.
  await expect(page.getByRole('button', { name: 'Controls' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Mythic Maze' })).toBeVisible();
  // The help screen lists the keys as bound, the reload notwithstanding.
  await page.getByRole('button', { name: 'How to play' }).click();
  await expect(page.locator('.help-screen dt')).toHaveText([
    'Up arrow or W',
    'L or D',
    'Down arrow or S',
    'Left arrow or A',
    'P or O or Escape',
    'R',
    'Enter',
    'F3 or `',
  ]);
  await expect(page.locator('.help-screen dd').nth(1)).toHaveText('Move right');

  // Level 1 won with L for right (D stays the second key, unused here).
  await page.goto('/?level=first-steps');
  // The HUD's pause button announces the pause keys as bound.
  await expect(page.locator('.hud-pause')).toHaveAttribute('aria-keyshortcuts', 'P O Escape');
  const events = keyEventsFor(win.inputs).map((event) =>
    event.code === 'ArrowRight' ? { ...event, key: 'l', code: 'KeyL' } : event,
  );
  await runDisplay(page, FIRST_FRAME_US + TICK_US * (win.inputs.length + 4), events);
  await expect(page.getByRole('heading', { name: 'Out of the labyrinth!' })).toBeVisible();
  expect(await gameState(page)).toMatchObject({
    outcome: 'won',
    tick: win.reference.tick,
    hash: win.reference.hash(),
  });

  // The right arrow no longer steers: Theseus stays at the start, where right is open.
  await page.getByRole('button', { name: 'Play again' }).click();
  const start = await gameState(page);
  await runDisplay(page, 500_000, [
    { atUs: 1, kind: 'keydown', key: 'ArrowRight', code: 'ArrowRight' },
    { atUs: 400_000, kind: 'keyup', key: 'ArrowRight', code: 'ArrowRight' },
  ]);
  const after = await gameState(page);
  expect(after.tick).toBe(9);
  expect(after.player).toEqual(start.player);

  // Reset brings the arrows back.
  await page.goto('/');
  await openControls(page);
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.locator('[data-binding="right-0"]')).toHaveText('Right arrow');
});
