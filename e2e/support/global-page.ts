import type { Browser, Page } from '@playwright/test';
import { DEFAULT_TIMINGS } from '../../src/app/editor/draft-fields';
import { planWinningRun } from '../../src/levels';
import { levelDocumentHash, levelFromDocument } from '../../src/replay';
import type { LevelDocument } from '../../src/replay/level-link/level-document';
import {
  FIRST_FRAME_US,
  gameState,
  keyEventsFor,
  runDisplay,
  TICK_US,
  useVirtualVsync,
} from '../play-helpers';
import { expect } from './fixtures';

// The page setup the specs that play against the real leaderboard service share
// (global-leaderboard, player-keys): a fresh browser, opting in,
// a start with its token, a level made in the editor and won in playtest. The console lines a
// test expects are the base fixture's `expectedFailures` (fixtures.ts).

/** The first level's board on the service. */
export const FIRST_BOARD = 'level:first-steps';

/** Settings with global posting on (and a name), stored before the game reads them. */
export async function optIn(page: Page, name: string): Promise<void> {
  await page.addInitScript((player) => {
    const settings = { globalPost: true, playerName: player };
    localStorage.setItem('mythic-maze:settings', JSON.stringify({ version: 1, data: settings }));
  }, name);
}

/** Calls one of the game's testing hooks that take a level id or nothing. */
export async function hooks(page: Page, action: string, ...args: string[]): Promise<void> {
  await page.evaluate(
    ([name, list]) => {
      const found = (window as unknown as { mythicMaze: Record<string, (...a: string[]) => void> })
        .mythicMaze;
      found[name]?.(...list);
    },
    [action, args] as const,
  );
}

/** Starts the first level through the hooks and waits for the service's start token. */
export async function startWithToken(page: Page): Promise<void> {
  const token = page.waitForResponse((r) => r.url().endsWith('/api/runs/start'));
  await hooks(page, 'startLevel', 'first-steps');
  expect((await token).status()).toBe(200);
}

/**
 * A page of a fresh browser context (its own storage) on the service, with the virtual display,
 * once the game started; `clipboard` lets it read and write the clipboard.
 */
export async function freshPage(
  browser: Browser,
  origin: string,
  clipboard = false,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    ...(clipboard ? { permissions: ['clipboard-read', 'clipboard-write'] } : {}),
  });
  const page = await context.newPage();
  await useVirtualVsync(page);
  await page.goto(`${origin}/`);
  await expect.poll(() => page.evaluate(() => 'mythicMaze' in window)).toBe(true);
  return page;
}

/** A small level made in the editor: its document, hash and a winning input stream. */
export interface EditorLevel {
  readonly doc: LevelDocument;
  readonly hash: string;
  readonly inputs: readonly number[];
}

/** A five-by-five yard with a gem, named `name`, as a level made in the editor. */
export function editorLevel(name: string): EditorLevel {
  const text = ['#####', '#S..#', '#.*.#', '#..E#', '#####'].join('\n');
  const doc = { text, meta: { ...DEFAULT_TIMINGS, name } };
  const { inputs } = planWinningRun(levelFromDocument(doc));
  return { doc, hash: levelDocumentHash(doc), inputs };
}

/** The editor's draft (what it opens on), as the editor autosaves it, stored before the game reads it. */
export async function draftOf(page: Page, level: EditorLevel): Promise<void> {
  await page.addInitScript(
    (draft) => {
      localStorage.setItem('mythic-maze:editor-draft', JSON.stringify({ version: 1, data: draft }));
    },
    { text: level.doc.text, fields: level.doc.meta },
  );
}

/** From the editor: playtests the level and plays its winning inputs to the win screen. */
export async function playtestToWin(page: Page, level: EditorLevel): Promise<void> {
  await page.getByRole('button', { name: 'Playtest' }).click();
  await expect.poll(async () => (await gameState(page)).screen).toBe('playing');
  const { inputs } = level;
  await runDisplay(page, FIRST_FRAME_US + TICK_US * (inputs.length + 4), keyEventsFor(inputs));
  await expect(page.getByRole('heading', { name: 'Out of the labyrinth!' })).toBeVisible();
}
