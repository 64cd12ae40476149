import { expect, test } from '@playwright/test';

test('the page loads without errors and draws a non-blank canvas', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));

  await page.goto('/');
  const canvas = page.locator('canvas#game');
  await expect(canvas).toBeVisible();

  const distinctColours = await canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (context === null) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 97) {
      colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
    }
    return colours.size;
  });
  expect(distinctColours).toBeGreaterThan(1);
  expect(problems).toEqual([]);
});
