import type { Page } from '@playwright/test';
import { planWinningRun } from '../src/levels';
import { encodeShareFragment, ReplayRecorder, resolveReplayLevel } from '../src/replay';
import { Simulation } from '../src/sim';
import { CONTENT_SECURITY_POLICY } from '../vite.config';
import { expect, test } from './support/fixtures';
import { useStorageFault } from './support/storage-faults';

/** Markup that would run script if any of it were parsed as HTML. */
const IMG = '<img src=x onerror=alert(1)>';
const SVG = '<svg onload=alert(1)>';
const SHORT_IMG = '<img src=x onerror=1>';

/**
 * Page-side: records every element added to the document that could run or load something
 * from markup (img, svg, script, iframe, object, embed) or that carries an on* attribute.
 */
function watchForMarkup(): void {
  const found: string[] = [];
  Object.defineProperty(window, '__markupFound', { value: found });
  const check = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const element of [node, ...node.querySelectorAll('*')]) {
      const tag = element.tagName.toLowerCase();
      const handlers = [...element.attributes].filter((a) => a.name.startsWith('on'));
      if (['img', 'svg', 'iframe', 'object', 'embed'].includes(tag) || handlers.length > 0) {
        found.push(`${tag} ${handlers.map((a) => a.name).join(' ')}`.trim());
      }
      if (tag === 'script' && !element.hasAttribute('src')) found.push('inline script');
    }
  };
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(check);
  }).observe(document, { childList: true, subtree: true });
}

async function markupFound(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __markupFound: string[] }).__markupFound);
}

/** A share fragment of a real won run whose player name is markup. */
function hostileShareFragment(): string {
  const ref = { id: 'first-steps' };
  const level = resolveReplayLevel(ref);
  const simulation = new Simulation(level);
  const recorder = new ReplayRecorder({ level: ref, simulation });
  for (const input of planWinningRun(level).inputs) {
    simulation.advance(input);
    recorder.record(input);
  }
  const replay = recorder.finish({ player: SHORT_IMG, recordedAt: '2026-03-14T09:26:53.589Z' });
  return encodeShareFragment(replay);
}

test('the production page is served and marked with a policy that allows only its own scripts', async ({
  page,
}) => {
  const response = await page.goto('/');
  const header = response?.headers()['content-security-policy'] ?? '';
  const meta = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  for (const policy of [header, meta ?? '']) {
    expect(policy).toContain(CONTENT_SECURITY_POLICY);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  }
  expect(header).toContain("frame-ancestors 'none'");
});

test('the page refuses eval, Function, string timers and inline handlers, and reports each', async ({
  page,
  pageProblems,
}) => {
  await page.goto('/');
  // Run from a task of the page's own, not from the test's evaluate, which DevTools lets eval.
  const outcome = await page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve) => {
        setTimeout(() => {
          const w = window as unknown as Record<string, unknown>;
          const attempt = (run: () => unknown) => {
            try {
              run();
              return 'ran';
            } catch (error) {
              return error instanceof Error ? error.name : 'thrown';
            }
          };
          const results: Record<string, string> = {
            eval: attempt(() => window.eval('1 + 1')),
            // eslint-disable-next-line no-new-func, @typescript-eslint/no-implied-eval -- what the policy must refuse
            Function: attempt(() => new Function('return 1')),
          };
          // A string passed to setTimeout is code too; under the policy it never runs.
          (setTimeout as unknown as (code: string, ms: number) => void)(
            'window.__timerRan = true',
            0,
          );
          const button = document.createElement('button');
          button.setAttribute('onclick', 'window.__handlerRan = true');
          document.body.append(button);
          button.click();
          button.remove();
          setTimeout(() => {
            results.timer = '__timerRan' in w ? 'ran' : 'refused';
            results.handler = '__handlerRan' in w ? 'ran' : 'refused';
            resolve(results);
          }, 50);
        }, 0);
      }),
  );
  expect(outcome).toEqual({
    eval: 'EvalError',
    Function: 'EvalError',
    handler: 'refused',
    timer: 'refused',
  });
  // Each refusal is reported as a violation; this test caused them, so it clears them.
  await expect
    .poll(() => pageProblems.filter((p) => p.includes('CSP violation')).length)
    .toBeGreaterThanOrEqual(4);
  // The rest is the browser's own console report of the same violations.
  expect(
    pageProblems.every((p) => p.includes('CSP violation') || p.includes('Content Security Policy')),
  ).toBe(true);
  pageProblems.length = 0;
});

test('markup in the address, in a share link and in stored names reaches the page only as text', async ({
  page,
}) => {
  await page.addInitScript(watchForMarkup);
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  const board = {
    version: 1,
    data: { '0': { name: IMG, ticks: 1, gems: 0, date: IMG, replay: IMG } },
  };
  await useStorageFault(page, {
    mode: 'none',
    items: [
      ['mythic-maze:settings', JSON.stringify({ version: 1, data: { playerName: SHORT_IMG } })],
      ['mythic-maze:progress', JSON.stringify({ version: 1, data: { [IMG]: { bestTicks: 1 } } })],
      ['mythic-maze:leaderboard:level:first-steps', JSON.stringify(board)],
    ],
  });

  await page.goto(`/?level=${encodeURIComponent(IMG)}`);
  await expect(page.getByRole('alert')).toContainText(`There is no level called '${IMG}'.`);
  await page.goto(`/?seed=${encodeURIComponent(SVG)}`);
  await expect(page.getByRole('alert')).toContainText(`'${SVG}' is not one.`);
  // A share link whose replay names its player in markup: the viewer shows the name as text.
  await page.goto(`/#${hostileShareFragment()}`);
  const viewer = page.getByRole('region', { name: 'Replay viewer' });
  await expect(viewer).toContainText(`Replay: ${SHORT_IMG} on`);
  await viewer.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Leaderboards' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Choose a level' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.keyboard.press('Escape');

  expect(await markupFound(page)).toEqual([]);
  expect(await page.locator('img, svg, iframe, object, embed').count()).toBe(0);
});
