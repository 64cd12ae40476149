import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { DEFAULT_FIELDS } from '../src/app/editor/draft-fields';
import { planWinningRun } from '../src/levels';
import {
  decodeReplay,
  encodeLevelLinkDocument,
  type LevelDocument,
  type Replay,
} from '../src/replay';
import { levelFromDocument } from '../src/replay';
import type { Level } from '../src/sim';
import { FIRST_FRAME_US, gameState, keyEventsFor, runDisplay, TICK_US } from './play-helpers';

/** The level the keyboard test builds, written out by hand. */
export const BUILT_TEXT = ['#####', '#S..#', '#.*.#', '#..E#', '#####'].join('\n');
export const BUILT_NAME = 'Little Yard';

/** The built level as a document and a level, made in Node without the page. */
export function builtLevel(): { doc: LevelDocument; level: Level; inputs: readonly number[] } {
  const doc = { text: BUILT_TEXT, meta: { ...DEFAULT_FIELDS, name: BUILT_NAME } };
  const level = levelFromDocument(doc);
  const plan = planWinningRun(level);
  if (!plan.won) throw new Error('the autopilot cannot win the built level');
  return { doc, level, inputs: plan.inputs };
}

/**
 * Presses `key` until the focused element matches `target`: a CSS selector, or `{ text }` for
 * its whole text (at most `limit` presses).
 */
export async function tabTo(
  page: Page,
  target: string | { readonly text: string },
  key = 'Tab',
  limit = 60,
): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const there = await page.evaluate((t) => {
      const at = document.activeElement;
      if (at === null) return false;
      return typeof t === 'string' ? at.matches(t) : at.textContent === t.text;
    }, target);
    if (there) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${JSON.stringify(target)}`);
}

/** Types the winning inputs into a run at tick 0 and waits for the win screen. */
export async function typeWin(page: Page, inputs: readonly number[]): Promise<void> {
  await expect.poll(async () => (await gameState(page)).screen).toBe('playing');
  await runDisplay(page, FIRST_FRAME_US + TICK_US * (inputs.length + 4), keyEventsFor(inputs));
  await expect(page.getByRole('heading', { name: 'Out of the labyrinth!' })).toBeVisible();
}

/** Clicks Download replay on the end screen and returns the saved replay. */
export async function downloadReplay(page: Page, file: string): Promise<Replay> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download replay' }).click();
  await (await downloading).saveAs(file);
  return decodeReplay(readFileSync(file, 'utf8'));
}

/** A level link made with node's zlib, so it can carry what encodeLevelLink refuses to make. */
export function rawLevelLink(doc: LevelDocument, proof: Replay): string {
  const json = encodeLevelLinkDocument(doc, proof);
  return `l=${deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url')}`;
}
