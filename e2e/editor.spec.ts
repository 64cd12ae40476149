import { readFileSync, writeFileSync } from 'node:fs';
import { decodeLevelLink, isHashRef, levelDocumentHash, verifyReplay } from '../src/replay';
import { gameState, useVirtualVsync } from './play-helpers';
import {
  BUILT_NAME,
  builtLevel,
  downloadReplay,
  rawLevelLink,
  tabTo,
  typeWin,
} from './editor-helpers';
import { verifyInNode } from './replay-helpers';
import { expect, test } from './support/fixtures';
import { virtualVsyncInit } from './support/virtual-vsync-init';

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
    expect(stored.filter((key) => key.includes('hash:'))).toEqual([]);
  }
  // The untouched link opens and plays.
  await page.goto(`/#${fixture.slice(1)}`);
  await expect.poll(async () => (await gameState(page)).screen).toBe('playing');
});
