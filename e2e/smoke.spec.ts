import { expect, test } from './support/fixtures';

test('the page loads without errors and draws a non-blank canvas', async ({ page }) => {
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
});

test('the production page forbids inline script', async ({ page, pageProblems }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
  });
  expect(await page.evaluate(() => 'inlineRan' in window || '__inlineRan' in window)).toBe(false);
  // The blocked script is reported; this test expects exactly that, then clears it.
  await expect.poll(() => pageProblems.some((p) => p.includes('CSP violation'))).toBe(true);
  pageProblems.length = 0;
});
