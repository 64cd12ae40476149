import {
  firstLevelWin,
  press,
  runDisplay,
  typeFirstLevelWin,
  useVirtualVsync,
} from './play-helpers';
import { expect, test } from './support/fixtures';

// Reviewed references of what a player sees, on still frames of a virtual display (nothing
// moves unless the test delivers frames), at 1280 x 720 and DPR 1, without the diagnostics.
const options = { maxDiffPixelRatio: 0.01 } as const;

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test('title screen', async ({ page }) => {
  await page.goto('/');
  await runDisplay(page, 100_000);
  await expect(page.getByRole('heading', { name: 'Mythic Maze' })).toBeVisible();
  // Today's date changes daily; everything else is fixed.
  await expect(page).toHaveScreenshot('title.png', {
    ...options,
    mask: [page.locator('.daily-date')],
  });
});

test('a level in play, then paused', async ({ page }) => {
  await page.goto('/?level=three-doors');
  // Right along the first corridor, then down, past the story banner's three seconds.
  await runDisplay(page, 4_000_000, [
    { atUs: 100_000, kind: 'keydown', key: 'ArrowRight', code: 'ArrowRight' },
    { atUs: 1_300_000, kind: 'keyup', key: 'ArrowRight', code: 'ArrowRight' },
  ]);
  await expect(page.locator('.hud-level')).toHaveText('The Three Doors');
  await expect(page).toHaveScreenshot('play.png', options);
  await runDisplay(page, 100_000, press(1, 'p', 'KeyP'));
  await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
  await expect(page).toHaveScreenshot('pause.png', options);
});

test('win screen', async ({ page }) => {
  await page.goto('/?level=first-steps');
  await typeFirstLevelWin(page, firstLevelWin());
  // The replay is kept a moment after the screen is up: wait for its line to settle.
  await expect(page.getByText('Saved to the leaderboard at #1.')).toBeVisible();
  await expect(page).toHaveScreenshot('win.png', options);
});
