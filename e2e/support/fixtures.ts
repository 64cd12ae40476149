import { test as base, expect, type Page } from '@playwright/test';

/** How long a navigation waits for the game to finish starting before the test goes on. */
const READY_MS = 10_000;

/**
 * Waits until the page's game has wired its testing hooks. The entry script draws the first
 * frame and fetches the rest of the game, which the load event does not wait for; the hooks are
 * the last thing the rest sets up. A page that never gets them (another page, a start that
 * failed) is left to the test after READY_MS.
 */
async function gameReady(page: Page): Promise<void> {
  const deadline = Date.now() + READY_MS;
  while (Date.now() < deadline) {
    // Evaluated over the DevTools protocol: the page's Content-Security-Policy does not apply.
    if (await page.evaluate(() => 'mythicMaze' in window)) return;
    await page.waitForTimeout(10);
  }
}

/**
 * The base test for every spec: it records console errors, uncaught page errors and
 * Content-Security-Policy violations, and fails the test if any happened; its page's goto and
 * reload return once the game has started (gameReady).
 */
export const test = base.extend<{
  pageProblems: string[];
  expectedFailures: RegExp[];
  forgiveExpected: undefined;
}>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await gameReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await gameReady(page);
      return response;
    };
    await use(page);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
      expect(problems, 'the page reported problems').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Console lines a test expects (Chromium logs every failed or refused request, "Failed to load
   * resource", as an error), set with `test.use`; give one pattern (`[/a|b/]`: Playwright reads
   * a `test.use` array of two objects as a value and its options). Torn down before pageProblems
   * checks its list, it drops only the expected lines from it.
   */
  expectedFailures: [[], { option: true }],
  forgiveExpected: [
    async ({ pageProblems, expectedFailures }, use) => {
      await use(undefined);
      const kept = pageProblems.filter((line) => !expectedFailures.some((p) => p.test(line)));
      pageProblems.splice(0, pageProblems.length, ...kept);
    },
    { auto: true },
  ],
});

export { expect };
