import { readFileSync, writeFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { DEFAULT_TIMINGS } from '../src/app/editor/draft-fields';
import { planWinningRun } from '../src/levels';
import {
  decodeLevelLink,
  decodeReplay,
  encodeLevelLinkDocument,
  isHashRef,
  levelDocumentHash,
  levelFromDocument,
  verifyReplay,
  type LevelDocument,
  type Replay,
} from '../src/replay';
import type { Level } from '../src/sim';
import { gameState, typeInputs, useVirtualVsync } from './play-helpers';
import { verifyInNode } from './replay-helpers';
import { expect, test } from './support/fixtures';
import { virtualVsyncInit } from './support/virtual-vsync-init';

/** The level the keyboard test builds, written out by hand. */
const BUILT_TEXT = ['#####', '#S..#', '#.*.#', '#..E#', '#####'].join('\n');
const BUILT_NAME = 'Little Yard';

/** The built level as a document and a level, made in Node without the page. */
function builtLevel(): { doc: LevelDocument; level: Level; inputs: readonly number[] } {
  const doc = { text: BUILT_TEXT, meta: { ...DEFAULT_TIMINGS, name: BUILT_NAME } };
  const level = levelFromDocument(doc);
  const plan = planWinningRun(level);
  if (!plan.won) throw new Error('the autopilot cannot win the built level');
  return { doc, level, inputs: plan.inputs };
}

/**
 * Presses `key` until the focused element matches `target`: a CSS selector, or `{ text }` for
 * its whole text (at most `limit` presses).
 */
async function tabTo(
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
async function typeWin(page: Page, inputs: readonly number[]): Promise<void> {
  await expect.poll(async () => (await gameState(page)).screen).toBe('playing');
  await typeInputs(page, inputs);
  await expect(page.getByRole('heading', { name: 'Out of the labyrinth!' })).toBeVisible();
}

/** Clicks Download replay on the end screen and returns the saved replay. */
async function downloadReplay(page: Page, file: string): Promise<Replay> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download replay' }).click();
  await (await downloading).saveAs(file);
  return decodeReplay(readFileSync(file, 'utf8'));
}

/** A level link made with node's zlib, so it can carry what encodeLevelLink refuses to make. */
function rawLevelLink(doc: LevelDocument, proof: Replay): string {
  const json = encodeLevelLinkDocument(doc, proof);
  return `l=${deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url')}`;
}

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test('a level built by keyboard alone is playtested, won, published, opened from its link in a fresh browser and won there; both replays verify in Node', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const { doc, level, inputs } = builtLevel();
  const hash = levelDocumentHash(doc);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');

  // 1. Build: from the title by keyboard, resize to 5x5, wall the new edges, place the exit and a gem.
  await tabTo(page, { text: 'Make a level' }, 'ArrowDown');
  await page.keyboard.press('Enter');
  const grid = page.getByRole('application', { name: /Level grid/ });
  await expect(grid).toBeFocused();
  await tabTo(page, '#editor-name');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(BUILT_NAME);
  await tabTo(page, '#editor-width');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('5');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await tabTo(page, 'canvas.editor-grid', 'Shift+Tab');
  // Shrunk, the old interior meets the edge: the first problem is shown at its row and column.
  await expect(page.locator('.editor-verdict')).toHaveText(
    "Not playable: row 2, column 5: the border must be wall ('#'), found '.'.",
  );
  await expect(page.getByRole('button', { name: 'Playtest' })).toBeDisabled();
  await page.keyboard.press('1');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowDown');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('4');
  for (const key of ['ArrowUp', 'ArrowRight', 'ArrowRight', 'Space'])
    await page.keyboard.press(key);
  await page.keyboard.press('e');
  for (const key of ['ArrowLeft', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  await expect(page.locator('#editor-cursor')).toHaveText('Row 3, column 3: Gem. Brush: Gem.');
  await expect(page.locator('.editor-verdict')).toHaveText(
    'Playable: the exit is reachable with the keys, 4 steps at best.',
  );
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();

  // 2. Playtest and win it; the run is recorded under the level's hash.
  await tabTo(page, 'button[data-editor="playtest"]');
  await page.keyboard.press('Enter');
  await typeWin(page, inputs);
  expect((await gameState(page)).levelId).toBe(level.id);
  const makerReplay = await downloadReplay(page, testInfo.outputPath('maker.json'));
  expect(makerReplay.level).toEqual({ hash });

  // Back to the editor exactly as it was: grid, cursor, brush, history and fields.
  await tabTo(page, { text: 'Back to the editor' }, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(grid).toBeFocused();
  await expect(page.locator('#editor-cursor')).toHaveText('Row 3, column 3: Gem. Brush: Gem.');
  await expect(page.locator('#editor-name')).toHaveValue(BUILT_NAME);
  await expect(page.getByRole('button', { name: 'Undo (Ctrl+Z)' })).toBeEnabled();

  // 3. Publish: the link, its copy button, and My levels.
  await tabTo(page, 'button[data-editor="publish"]');
  await page.keyboard.press('Enter');
  const linkBox = page.getByRole('region', { name: 'Published link' }).getByRole('textbox');
  const link = await linkBox.inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL ?? ''}/#l=[A-Za-z0-9_-]+$`));
  await page.getByRole('region', { name: 'Published link' }).getByRole('button').click();
  await expect(page.locator('.editor-message')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole('region', { name: 'My levels' }).getByRole('textbox')).toHaveValue(
    link,
  );
  const fragment = link.slice(link.indexOf('#') + 1);
  expect(decodeLevelLink(fragment).proof).toEqual(makerReplay);

  // 4. A fresh browser opens the link: the proof is checked, the level plays and is won.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.addInitScript(virtualVsyncInit);
  await other.goto(link);
  // This page is not the fixture's: wait here for the game to start, as the fixture's goto does.
  await expect.poll(() => other.evaluate(() => 'mythicMaze' in window)).toBe(true);
  await typeWin(other, inputs);
  await expect(other.getByText(/The maker, Theseus, won it in \d+\.\d\d s\./)).toBeVisible();
  const playerReplay = await downloadReplay(other, testInfo.outputPath('player.json'));
  await other.getByRole('button', { name: 'Leaderboard' }).click();
  await expect(other.locator('.scores-board')).toHaveText(BUILT_NAME);
  await expect(other.locator('td.score-name')).toHaveCount(2);
  await fresh.close();

  // 5. Both replays verify in Node: the link with its proof by `npm run verify`, each file here.
  const linkFile = testInfo.outputPath('level.txt');
  writeFileSync(linkFile, `#${fragment}\n`);
  expect(verifyInNode(linkFile).status).toBe(0);
  for (const replay of [makerReplay, playerReplay]) {
    expect(isHashRef(replay.level) && replay.level.hash).toBe(hash);
    expect(verifyReplay(replay, { level })).toMatchObject({ ok: true, outcome: 'won' });
  }
});

test('an edited, over-long or broken level link is refused in the page with a message, and nothing is stored', async ({
  page,
}) => {
  const fixture = readFileSync('e2e/fixtures/level-gem-and-key.txt', 'utf8').trim();
  const { doc, proof } = decodeLevelLink(fixture);
  // The level changed (one floor tile became a wall), the proof did not.
  const at = doc.text.indexOf('.');
  const edited = { ...doc, text: `${doc.text.slice(0, at)}#${doc.text.slice(at + 1)}` };
  const cases: [string, RegExp][] = [
    [rawLevelLink(edited, proof), /^This level link was refused: .*proof/],
    [`l=${'A'.repeat(70_000)}`, /^This level link was refused: .*65536/],
    ['l=not*base64url', /^This level link was refused: /],
  ];
  for (const [fragment, message] of cases) {
    await page.goto(`/#${fragment}`);
    await expect(page.getByRole('alert')).toHaveText(message);
    expect(await gameState(page)).toMatchObject({ screen: 'title', levelId: null });
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored.filter((key) => key.includes('leaderboard'))).toEqual([]);
  }
  // The untouched link opens and plays.
  await page.goto(`/#${fixture.slice(1)}`);
  await expect.poll(async () => (await gameState(page)).screen).toBe('playing');
});

test('the mouse paints: a click, and a drag that is one undo step', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Make a level' }).click();
  const grid = page.getByRole('application', { name: /Level grid/ });
  const cursor = page.locator('#editor-cursor');
  const box = await grid.boundingBox();
  if (box === null) throw new Error('the grid has no box');
  // A new level is 9x9: tile (x, y) has its centre at ((x + 0.5) / 9, (y + 0.5) / 9) of the box.
  const at = (x: number, y: number) => ({
    x: box.x + ((x + 0.5) * box.width) / 9,
    y: box.y + ((y + 0.5) * box.height) / 9,
  });
  await page.getByRole('button', { name: 'Gem (e)' }).click();
  await page.mouse.click(at(4, 4).x, at(4, 4).y);
  await expect(cursor).toHaveText('Row 5, column 5: Gem. Brush: Gem.');
  await page.getByRole('button', { name: 'Wall (1)' }).click();
  await page.mouse.move(at(1, 2).x, at(1, 2).y);
  await page.mouse.down();
  for (let x = 2; x <= 5; x++) await page.mouse.move(at(x, 2).x, at(x, 2).y, { steps: 3 });
  await page.mouse.up();
  await expect(cursor).toHaveText('Row 3, column 6: Wall. Brush: Wall.');
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(cursor).toHaveText('Row 3, column 6: Floor. Brush: Wall.');
  // One undo took the whole drag, back to where it began.
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await expect(cursor).toHaveText('Row 3, column 2: Floor. Brush: Wall.');
  // The click was a stroke of its own: undone next, the gem goes.
  await page.keyboard.press('ControlOrMeta+Z');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) {
    await page.keyboard.press(key);
  }
  await expect(cursor).toHaveText('Row 5, column 5: Floor. Brush: Wall.');
});
