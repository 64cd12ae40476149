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
  // The blocked script is reported; this test expects exactly that, then clears it. Each entry
  // must be that violation: the page's listener line or the browser's own console line.
  const listenerLine = 'console error: CSP violation: script-src-elem inline';
  const browserLine =
    "console error: Executing inline script violates the following Content Security Policy directive 'script-src 'self''.";
  await expect.poll(() => pageProblems.includes(listenerLine)).toBe(true);
  for (const problem of pageProblems) {
    expect(
      [listenerLine, browserLine].some((line) => problem.startsWith(line)),
      problem,
    ).toBe(true);
  }
  pageProblems.length = 0;
});
