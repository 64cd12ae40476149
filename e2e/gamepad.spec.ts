import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { encodeReplay, formatHash } from '../src/replay';
import {
  firstLevelWin,
  gameState,
  runDisplay,
  TICK_US,
  useVirtualVsync,
  virtualNow,
} from './play-helpers';
import { lastReplay, verifyInNode } from './replay-helpers';
import { expect, test } from './support/fixtures';
import { BUTTON, pad, padHolding, pushPads, type PadState } from './support/pad-script';
import { scriptedPadInit } from './support/scripted-pad-init';

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
  await page.addInitScript(scriptedPadInit);
});

/** Holds `pads` from now for three frames, then lets go (pads stay connected) for three more. */
async function tap(page: Page, pressed: PadState, rest: readonly PadState[] = [pad(0)]) {
  const now = await virtualNow(page);
  const others = rest.filter((p) => p.index !== pressed.index);
  await pushPads(page, [
    { atUs: now + 1, pads: [pressed, ...others] },
    { atUs: now + 50_000, pads: rest },
  ]);
  await runDisplay(page, 100_000);
}

test('level 1 is won with two pads alone, from the title, and its replay verifies in Node', async ({
  page,
}, testInfo) => {
  const win = firstLevelWin();
  await page.goto('/');
  await runDisplay(page, 50_000);
  // The browser shows no pad until a button is pressed: the title asks for one.
  await expect(page.locator('.pad-status')).toHaveText('Using a gamepad? Press any button on it.');

  // Two pads wake with A held: that press only shows them to the page, it starts nothing.
  const rest = [pad(0), pad(1)];
  await pushPads(page, [
    { atUs: (await virtualNow(page)) + 1, pads: [pad(0, [BUTTON.a]), pad(1)] },
  ]);
  await runDisplay(page, 50_000);
  await expect(page.locator('.pad-status')).toHaveText(
    'Gamepad ready: Scripted pad 0 and Scripted pad 1.',
  );
  expect((await gameState(page)).screen).toBe('title');
  await pushPads(page, [{ atUs: (await virtualNow(page)) + 1, pads: rest }]);
  await runDisplay(page, 50_000);

  // A on the focused Play button: the frame that sees it starts the run and is its baseline.
  await expect(page.getByRole('button', { name: /^Play/ })).toBeFocused();
  await pushPads(page, [
    { atUs: (await virtualNow(page)) + 1, pads: [pad(0, [BUTTON.a]), pad(1)] },
  ]);
  await runDisplay(page, 16_666);
  expect(await gameState(page)).toMatchObject({ screen: 'playing', tick: 0 });
  const baseline = await virtualNow(page);

  // Each input is held from half a tick before the tick that reads it, by turns on pad 0's
  // d-pad, pad 1's d-pad and pad 1's stick.
  const frames = win.inputs.map((input, i) => {
    const player = i % 3 === 0 ? 0 : 1;
    const holding = padHolding(player, input, i % 3 === 2);
    return {
      atUs: baseline + TICK_US * i + TICK_US / 2,
      pads: rest.map((p) => (p.index === player ? holding : p)),
    };
  });
  await pushPads(page, [
    { atUs: baseline + 1, pads: rest },
    ...frames,
    { atUs: baseline + TICK_US * win.inputs.length + TICK_US / 2, pads: rest },
  ]);
  await runDisplay(page, TICK_US * (win.inputs.length + 10));
  await expect(page.getByRole('heading', { name: 'Out of the labyrinth!' })).toBeVisible();
  const state = await gameState(page);
  expect(state).toMatchObject({
    screen: 'won',
    outcome: 'won',
    tick: win.reference.tick,
    hash: win.reference.hash(),
  });

  const replay = await lastReplay(page);
  if (replay === null) throw new Error('the page kept no replay of the win');
  const file = testInfo.outputPath('pad-win.json');
  writeFileSync(file, encodeReplay(replay));
  const { status, line } = verifyInNode(file);
  expect(status).toBe(0);
  expect(line).toMatchObject({
    ok: true,
    outcome: 'won',
    ticks: win.reference.tick,
    hash: formatHash(win.reference.hash()),
  });
});

test('the menus, pause and resume work with a pad alone; unplugging it brings the hint back', async ({
  page,
}) => {
  await page.goto('/');
  await pushPads(page, [{ atUs: 1, pads: [pad(0)] }]);
  await runDisplay(page, 50_000);
  await expect(page.locator('.pad-status')).toHaveText('Gamepad ready: Scripted pad 0.');
  await expect(page.getByRole('button', { name: /^Play/ })).toBeFocused();

  await tap(page, pad(0, [BUTTON.down]));
  await expect(page.getByRole('button', { name: 'Choose a level' })).toBeFocused();
  await tap(page, pad(0, [BUTTON.a]));
  await expect(page.getByRole('heading', { name: 'Choose a level' })).toBeVisible();
  await tap(page, pad(0, [BUTTON.b]));
  await expect(page.getByRole('heading', { name: 'Mythic Maze' })).toBeVisible();
  // The stick moves through menus too; up from the top wraps to the last control.
  await tap(page, pad(0, [], [0, -1]));
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
  await tap(page, pad(0, [BUTTON.a]));
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  // Controls opens from Settings below the eight settings (the split comparison is the eighth);
  // B goes back up there, then to the title.
  for (let i = 0; i < 8; i++) await tap(page, pad(0, [BUTTON.down]));
  await expect(page.getByRole('button', { name: 'Controls' })).toBeFocused();
  await tap(page, pad(0, [BUTTON.a]));
  await expect(page.getByRole('heading', { name: 'Controls' })).toBeVisible();
  await tap(page, pad(0, [BUTTON.b]));
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  // Focus is back on Controls, where the player left Settings.
  await expect(page.getByRole('button', { name: 'Controls' })).toBeFocused();
  await tap(page, pad(0, [BUTTON.b]));
  await expect(page.getByRole('button', { name: /^Play/ })).toBeFocused();

  await tap(page, pad(0, [BUTTON.a]));
  expect((await gameState(page)).screen).toBe('playing');
  await tap(page, pad(0, [BUTTON.start]));
  await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
  const paused = await gameState(page);
  await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused();
  await tap(page, pad(0, [BUTTON.down]));
  await expect(page.getByRole('button', { name: 'Restart level' })).toBeFocused();
  // Paused, the d-pad only moves focus: no tick runs and Theseus stays put.
  expect(await gameState(page)).toEqual(paused);
  await tap(page, pad(0, [BUTTON.up]));
  await tap(page, pad(0, [BUTTON.a]));
  expect((await gameState(page)).screen).toBe('playing');
  await tap(page, pad(0, [BUTTON.start]));
  await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
  await tap(page, pad(0, [BUTTON.start]));
  expect((await gameState(page)).screen).toBe('playing');
  await runDisplay(page, 500_000);
  expect((await gameState(page)).tick).toBeGreaterThan(5);
  await tap(page, pad(0, [BUTTON.select]));
  expect((await gameState(page)).tick).toBeLessThanOrEqual(2);

  // Pulled out: the page asks for a press again, and the press that brings the pad back (Start
  // held) only wakes it: the run goes on.
  await pushPads(page, [{ atUs: (await virtualNow(page)) + 1, pads: [] }]);
  await runDisplay(page, 50_000);
  await expect(page.locator('.pad-status')).toHaveText('Using a gamepad? Press any button on it.');
  await tap(page, pad(0, [BUTTON.start]), []);
  expect((await gameState(page)).screen).toBe('playing');
});
