import { runDisplay, useVirtualVsync } from './play-helpers';
import { expect, test } from './support/fixtures';

async function canvasSize(page: import('@playwright/test').Page): Promise<[number, number]> {
  return page.locator('canvas#game').evaluate((c: HTMLCanvasElement) => [c.width, c.height]);
}

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test('the canvas follows the window, and the view is redrawn at the new size', async ({ page }) => {
  await page.goto('/?level=three-doors');
  await runDisplay(page, 100_000);
  expect(await canvasSize(page)).toEqual([1280, 720]);
  await page.setViewportSize({ width: 900, height: 600 });
  await expect
    .poll(async () => {
      await runDisplay(page, 20_000);
      return canvasSize(page);
    })
    .toEqual([900, 600]);
  const probe = await page.evaluate(() =>
    (
      window as unknown as { mythicMaze: { probe(): { tile: number; cameraY: number } } }
    ).mythicMaze.probe(),
  );
  // 600 - 48 px of HUD over 13 rows: 42 px tiles, and the maze still framed below the HUD.
  expect(probe.tile).toBe(42);
});

test.describe('on a HiDPI screen', () => {
  test.use({ deviceScaleFactor: 2 });

  test('draws at device pixels, so it stays crisp', async ({ page }) => {
    await page.goto('/?level=first-steps');
    await runDisplay(page, 100_000);
    expect(await canvasSize(page)).toEqual([2560, 1440]);
    const probe = await page.evaluate(() =>
      (window as unknown as { mythicMaze: { probe(): { tile: number } } }).mythicMaze.probe(),
    );
    expect(probe.tile).toBe(102);
  });
});
