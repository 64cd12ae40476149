import type { Page } from '@playwright/test';
import { firstLevelWin, runDisplay, typeFirstLevelWin, useVirtualVsync } from './play-helpers';
import { expect, test } from './support/fixtures';
import { layoutFaults } from './support/layout-faults';

// Installed windows are often small: every screen fits a window from 1024 x 640 up. The page
// itself never scrolls, a screen's panel lies inside the window (what does not fit scrolls inside
// it), and no line of the page (the gamepad line, the update bar, notices) lies over a panel.
// One page per size walks every screen; each is a reviewed reference screenshot.

const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

const options = { maxDiffPixelRatio: 0.01 } as const;

/** Checks the layout, then takes the reviewed screenshot of the screen. */
async function look(page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page), name).toEqual([]);
  const size = page.viewportSize();
  const file = `${name}-${String(size?.width)}x${String(size?.height)}.png`;
  // Today's date changes daily; everything else is fixed.
  await expect(page).toHaveScreenshot(file, { ...options, mask: [page.locator('.daily-date')] });
}

/** Calls one of the game's testing hooks that takes a level id or nothing. */
async function hook(page: Page, action: string, ...args: string[]): Promise<void> {
  await page.evaluate(
    ([name, list]) =>
      (window as unknown as { mythicMaze: Record<string, (...a: string[]) => unknown> }).mythicMaze[
        name
      ]?.(...list),
    [action, args] as const,
  );
}

for (const size of SIZES) {
  test(`every screen fits ${String(size.width)} x ${String(size.height)}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await useVirtualVsync(page);
    await page.goto('/');
    await runDisplay(page, 100_000);
    await expect(page.getByRole('heading', { name: 'Mythic Maze' })).toBeVisible();
    await look(page, 'title');
    const open = async (button: string, heading: string, name: string) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await look(page, name);
    };
    const back = async () => {
      await hook(page, 'quitToTitle');
      await expect(page.getByRole('heading', { name: 'Mythic Maze' })).toBeVisible();
    };
    await open('Choose a level', 'Choose a level', 'levels');
    await back();
    await open('How to play', 'How to play', 'help');
    await back();
    await open('Settings', 'Settings', 'settings');
    await open('Controls', 'Controls', 'controls');
    await back();
    await open('Leaderboards', 'Leaderboard', 'scores');
    await back();
    await page.getByRole('button', { name: 'Make a level' }).click();
    await expect(page.locator('.editor-screen')).toBeVisible();
    await look(page, 'editor');
    await hook(page, 'quitToTitle');
    await hook(page, 'startLevel', 'three-doors');
    await runDisplay(page, 3_300_000);
    await expect(page.locator('.story')).toBeHidden();
    await look(page, 'play');
    await hook(page, 'pause');
    await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
    await look(page, 'pause');
    await hook(page, 'quitToTitle');
    await hook(page, 'startLevel', 'first-steps');
    await typeFirstLevelWin(page, firstLevelWin());
    await expect(page.getByText('Saved to the leaderboard at #1.')).toBeVisible();
    await look(page, 'win');
  });
}
