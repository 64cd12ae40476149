import type { Page } from '@playwright/test';
import { formatTicks } from '../src/sim';
import { firstLevelWin, gameState, typeFirstLevelWin, useVirtualVsync } from './play-helpers';
import { expect, test } from './support/fixtures';
import { storedItems, useStorageFault } from './support/storage-faults';

const win = firstLevelWin();
const { reference } = win;
/** The final time of the scripted win, as the level list shows it. */
const winTime = `Best ${formatTicks(reference.finalTimeTicks)} s`;

/** What a returning player has stored: settings and a slower win of the first level. */
const RETURNING: readonly [string, string][] = [
  [
    'mythic-maze:settings',
    JSON.stringify({
      version: 1,
      data: {
        sound: false,
        autoPauseOnBlur: true,
        diagnostics: false,
        ghost: true,
        playerName: 'Ariadne',
      },
    }),
  ],
  [
    'mythic-maze:progress',
    JSON.stringify({ version: 1, data: { 'first-steps': { bestTicks: 800 } } }),
  ],
];

/** Plays the first level (already on screen at tick 0) to a win with the autopilot's keys. */
async function winFirstLevel(page: Page): Promise<void> {
  expect(await gameState(page)).toMatchObject({
    screen: 'playing',
    levelId: 'first-steps',
    tick: 0,
  });
  await typeFirstLevelWin(page, win, 10);
  expect(await gameState(page)).toMatchObject({
    outcome: 'won',
    tick: reference.tick,
    hash: reference.hash(),
  });
}

/** Opens the level list from an end screen and returns the first level's button. */
async function levelList(page: Page) {
  await page.getByRole('button', { name: 'Choose a level' }).click();
  return page.locator('button[data-level="first-steps"]');
}

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test('storage that refuses every write (quota): the game plays on, says what it could not save, and keeps what was stored', async ({
  page,
}) => {
  expect(reference.finalTimeTicks).toBeLessThan(800);
  await useStorageFault(page, { items: RETURNING, mode: 'quota' });
  await page.goto('/?level=first-steps');
  await winFirstLevel(page);
  await expect(
    page.getByText("Could not save progress and best times: the browser's storage is full."),
  ).toBeVisible();

  // The win counts for this visit: the list shows the new best and opens the next level.
  const firstButton = await levelList(page);
  await expect(firstButton).toContainText(winTime);
  await expect(page.locator('button[data-level="red-key"]')).toBeEnabled();

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Settings' }).click();
  const sound = page.locator('button[data-setting="sound"]');
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByText("Could not save settings: the browser's storage is full."),
  ).toBeVisible();

  expect(await storedItems(page)).toEqual(new Map(RETURNING));
});

test('storage holding junk under every key: the game starts, keeps every valid entry, sets the junk aside and saves the win', async ({
  page,
}) => {
  const progressJunk = JSON.stringify({
    version: 1,
    data: {
      'first-steps': { bestTicks: 800 },
      'red-key': { bestTicks: -5 },
      ['__proto__']: { bestTicks: 1 },
      'teeth-of-the-floor': '<img src=x onerror=alert(1)>',
    },
  });
  const junk: readonly [string, string][] = [
    ['mythic-maze:settings', '{"version":1,"data":{"sound":false,"ghost":"yes'],
    ['mythic-maze:progress', progressJunk],
    ['mythic-maze:probe', '\u0000\uffff'],
    ['mythic-maze:backup:settings:0', 'kept from an earlier visit'],
    ['mythic-maze:leaderboard:level:first-steps', '{"version":1,"data":{"0":"forged"}}'],
    ['mythic-maze:leaderboard:generated:0', '[[[[[[[[[['],
  ];
  await useStorageFault(page, { items: junk, mode: 'none' });
  await page.goto('/');
  await expect(
    page.getByText(
      'Some saved settings were damaged; the valid parts were kept and the damaged data was set aside.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Some saved progress and best times were damaged; the valid parts were kept and the damaged data was set aside.',
    ),
  ).toBeVisible();

  // The valid record survived: its best time shows and the next level is open.
  await page.getByRole('button', { name: 'Choose a level' }).click();
  await expect(page.locator('button[data-level="first-steps"]')).toContainText('Best 40.00 s');
  await expect(page.locator('button[data-level="red-key"]')).toBeEnabled();
  await expect(page.locator('button[data-level="teeth-of-the-floor"]')).toBeDisabled();
  await page.locator('button[data-level="first-steps"]').click();
  await winFirstLevel(page);
  await expect(await levelList(page)).toContainText(winTime);

  const after = await storedItems(page);
  // The damaged texts were set aside byte for byte, in the first free backup slot.
  expect(after.get('mythic-maze:backup:settings:0')).toBe('kept from an earlier visit');
  expect(after.get('mythic-maze:backup:settings:1')).toBe(junk[0]?.[1]);
  expect(after.get('mythic-maze:backup:progress:0')).toBe(progressJunk);
  // Progress holds the valid record improved by the win.
  expect(JSON.parse(after.get('mythic-maze:progress') ?? '')).toEqual({
    version: 1,
    data: { 'first-steps': { bestTicks: reference.finalTimeTicks } },
  });
  // The level's board held only a forged entry: set aside, and the board now holds the win.
  const board = 'mythic-maze:leaderboard:level:first-steps';
  expect(after.get('mythic-maze:backup:leaderboard:level:first-steps:0')).toBe(
    junk.find(([key]) => key === board)?.[1],
  );
  const entries = (JSON.parse(after.get(board) ?? '') as { data: Record<string, unknown> }).data;
  expect(Object.keys(entries)).toEqual(['0']);
  expect(entries['0']).toMatchObject({ name: 'Theseus', ticks: reference.finalTimeTicks });
  for (const [key, value] of junk) {
    if (key !== 'mythic-maze:progress' && key !== board) expect(after.get(key)).toBe(value);
  }
  // The win's split segments are the level's first best segments: one new document.
  const segments = JSON.parse(after.get('mythic-maze:best-segments') ?? '') as {
    data: Record<string, unknown>;
  };
  expect(Object.keys(segments.data)).toEqual(['level:first-steps']);
  expect(after.size).toBe(junk.length + 4);
});

test('storage that cannot be reached at all: the game plays from defaults, says nothing is kept, and touches nothing', async ({
  page,
}) => {
  await useStorageFault(page, { items: RETURNING, mode: 'inaccessible' });
  await page.goto('/?level=first-steps');
  await expect(
    page.getByText(
      'This browser is not keeping saved data: progress and settings last only until the page closes.',
    ),
  ).toBeVisible();
  await winFirstLevel(page);

  const firstButton = await levelList(page);
  await expect(firstButton).toContainText(winTime);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Settings' }).click();
  // Nothing could be read, so the defaults apply; a change still works for this visit.
  const sound = page.locator('button[data-setting="sound"]');
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');

  expect(await storedItems(page)).toEqual(new Map(RETURNING));
});
