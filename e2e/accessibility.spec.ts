import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  firstLevelWin,
  press,
  runDisplay,
  typeFirstLevelWin,
  useVirtualVsync,
} from './play-helpers';
import { nodeReplay } from './replay-helpers';
import { expect, test } from './support/fixtures';

// Every screen, checked by axe-core against WCAG 2.0 and 2.1, levels A and AA.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = results.violations.map(
    (v) =>
      `${screen}: ${v.id} (${v.impact ?? '?'}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test('the menus have no WCAG 2 A or AA violation', async ({ page }) => {
  await page.goto('/');
  await runDisplay(page, 50_000);
  await expectNoViolations(page, 'title');
  for (const [open, heading] of [
    ['Choose a level', 'Choose a level'],
    ['How to play', 'How to play'],
    ['Leaderboards', 'Leaderboard'],
    ['Settings', 'Settings'],
    ['Make a level', 'Level editor'],
  ] as const) {
    await page.getByRole('button', { name: open }).click();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expectNoViolations(page, heading);
    if (heading === 'Settings') {
      await page.getByRole('button', { name: 'Controls' }).click();
      await expect(page.getByRole('heading', { name: 'Controls' })).toBeVisible();
      await expectNoViolations(page, 'Controls');
    }
    await page.goto('/');
    await runDisplay(page, 50_000);
  }
});

test('play, pause, the end screens and the replay viewer have no WCAG 2 A or AA violation', async ({
  page,
}) => {
  await page.goto('/?level=three-doors');
  await runDisplay(page, 1_000_000);
  await expectNoViolations(page, 'playing');
  await runDisplay(page, 100_000, press(1, 'p', 'KeyP'));
  await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
  await expectNoViolations(page, 'paused');

  await page.goto('/?level=first-steps');
  await typeFirstLevelWin(page, firstLevelWin());
  await expect(page.getByText('Saved to the leaderboard at #1.')).toBeVisible();
  await expectNoViolations(page, 'won');

  await page.goto('/');
  const opened = await page.evaluate(
    (replay) =>
      (
        window as unknown as { mythicMaze: { loadReplay(r: unknown): Promise<{ ok: boolean }> } }
      ).mythicMaze.loadReplay(replay),
    nodeReplay('first-steps'),
  );
  expect(opened.ok).toBe(true);
  await runDisplay(page, 200_000);
  await expectNoViolations(page, 'replay viewer');
});
