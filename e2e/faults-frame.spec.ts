import type { Page } from '@playwright/test';
import { gameState, gameStats, runDisplay, useVirtualVsync } from './play-helpers';
import { expect, test } from './support/fixtures';
import { storedItems, useStorageFault } from './support/storage-faults';

const STORED: readonly [string, string][] = [
  [
    'mythic-maze:settings',
    JSON.stringify({ version: 1, data: { sound: true, playerName: 'Ariadne' } }),
  ],
  [
    'mythic-maze:progress',
    JSON.stringify({ version: 1, data: { 'first-steps': { bestTicks: 800 } } }),
  ],
];

/**
 * Makes the next call of a browser method throw once, then puts the method back. Test code
 * only: the game has no way in, the fault comes through the API it already calls.
 */
async function failOnce(page: Page, target: 'drawImage' | 'createBufferSource'): Promise<void> {
  await page.evaluate((name) => {
    const prototype: Record<string, unknown> =
      name === 'drawImage'
        ? (CanvasRenderingContext2D.prototype as unknown as Record<string, unknown>)
        : (BaseAudioContext.prototype as unknown as Record<string, unknown>);
    const original = prototype[name];
    prototype[name] = function injected(): never {
      prototype[name] = original;
      throw new Error(`injected fault in ${name}`);
    };
  }, target);
}

/** After a fault: the error screen, a stopped loop, one logged error, storage untouched. */
async function expectStoppedSafely(page: Page, problems: string[], fault: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'The game stopped' })).toBeVisible();
  await expect(page.getByText(`injected fault in ${fault}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restart level' })).toBeFocused();
  const state = await gameState(page);
  expect(state.screen).toBe('error');
  expect((await gameStats(page)).running).toBe(false);
  // Frames keep coming; a stopped loop takes none of them.
  await runDisplay(page, 1_000_000);
  expect(await gameState(page)).toEqual(state);
  // The error was logged exactly once; this test caused it on purpose, so it clears it.
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain('Mythic Maze stopped after an error:');
  expect(problems[0]).toContain(`injected fault in ${fault}`);
  problems.length = 0;
  expect(await storedItems(page)).toEqual(new Map(STORED));
}

/** Restart level from the error screen gives a fresh run that plays. */
async function expectRestartWorks(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Restart level' }).click();
  expect(await gameState(page)).toMatchObject({ screen: 'playing', tick: 0 });
  await runDisplay(page, 1_000_000);
  expect(await gameState(page)).toMatchObject({ screen: 'playing', tick: 19 });
  expect((await gameStats(page)).running).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
  await useStorageFault(page, { items: STORED, mode: 'none' });
});

test('an exception thrown while a frame is drawn stops the loop safely and offers a restart that works', async ({
  page,
  pageProblems,
}) => {
  await page.goto('/?level=first-steps');
  await runDisplay(page, 1_000_000);
  expect(await gameState(page)).toMatchObject({ screen: 'playing', tick: 19 });
  await failOnce(page, 'drawImage');
  await runDisplay(page, 100_000);
  await expectStoppedSafely(page, pageProblems, 'drawImage');
  await expectRestartWorks(page);
});

test('an exception thrown inside a tick stops the loop safely and offers a restart that works', async ({
  page,
  pageProblems,
}) => {
  await page.goto('/');
  // A real key press is the gesture that starts the game's audio; footsteps then play per tick.
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await gameState(page)).screen).toBe('playing');
  // Precondition: footsteps do reach Web Audio in this browser, so the fault below is met.
  await page.evaluate(() => {
    const prototype = BaseAudioContext.prototype as unknown as Record<string, unknown>;
    const original = prototype.createBufferSource as (this: unknown) => unknown;
    const w = window as unknown as { __sources: number };
    w.__sources = 0;
    prototype.createBufferSource = function counted(this: unknown): unknown {
      w.__sources += 1;
      return original.call(this);
    };
  });
  await runDisplay(page, 500_000, [
    { atUs: 1, kind: 'keydown', key: 'ArrowDown', code: 'ArrowDown' },
    { atUs: 400_000, kind: 'keyup', key: 'ArrowDown', code: 'ArrowDown' },
  ]);
  const sources = await page.evaluate(() => (window as unknown as { __sources: number }).__sources);
  expect(sources, 'footstep sounds played through Web Audio').toBeGreaterThan(0);
  await failOnce(page, 'createBufferSource');
  // Walking makes a footstep sound inside the tick that moves Theseus.
  await runDisplay(page, 1_000_000, [
    { atUs: 1, kind: 'keydown', key: 'ArrowRight', code: 'ArrowRight' },
  ]);
  await expectStoppedSafely(page, pageProblems, 'createBufferSource');
  await expectRestartWorks(page);
});
