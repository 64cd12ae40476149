import {
  FIRST_FRAME_US,
  firstLevelWin,
  gameState,
  gameStats,
  press,
  runDisplay,
  TICK_US,
  typeFirstLevelWin,
  useVirtualVsync,
} from './play-helpers';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

test('from the title, level 1 is won with the keyboard, as the simulation says in Node', async ({
  page,
}) => {
  const win = firstLevelWin();
  const { reference } = win;

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Mythic Maze' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await gameState(page)).screen).toBe('playing');

  await typeFirstLevelWin(page, win, 10);
  const state = await gameState(page);
  expect(state).toMatchObject({
    screen: 'won',
    levelId: 'first-steps',
    outcome: 'won',
    tick: reference.tick,
    hash: reference.hash(),
    paused: true,
  });
  await expect(
    page.getByText(`Time ${(reference.finalTimeTicks / 20).toFixed(2)} s`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next level' })).toBeFocused();
  // The run's result stays reported while the end screen is up.
  await runDisplay(page, 500_000);
  expect(await gameState(page)).toEqual(state);
});

test('pausing runs no ticks, and resuming continues without a burst', async ({ page }) => {
  await page.goto('/?level=first-steps');
  await runDisplay(page, 1_000_000);
  // The first frame is the baseline; ticks then come every 50 ms: 19 in the first second.
  expect(await gameState(page)).toMatchObject({ screen: 'playing', tick: 19, paused: false });

  await runDisplay(page, 3_000_000, press(1, 'p', 'KeyP'));
  expect(await gameState(page)).toMatchObject({ screen: 'paused', tick: 19, paused: true });
  await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused();

  await runDisplay(page, 1_000_000, press(1, 'p', 'KeyP'));
  // Resume keeps the part of a tick already drawn (33 334 µs of the first second), so this
  // second brings 20 ticks where the first, which began at alpha 0, brought 19.
  expect(await gameState(page)).toMatchObject({ screen: 'playing', tick: 39, paused: false });
  const stats = await gameStats(page);
  expect(stats.droppedEvents).toBe(0);
  expect(stats.pauses.user).toBe(1);
  expect(stats.ledger.fedUs).toBe(
    stats.ledger.simulatedUs +
      stats.ledger.droppedUs +
      stats.ledger.discardedUs +
      stats.ledger.pendingUs,
  );
});

test('hiding the tab pauses the game, and it stays paused when the tab returns', async ({
  page,
}) => {
  await page.goto('/?level=first-steps');
  await runDisplay(page, 3_000_000, [
    { atUs: 500_000, kind: 'hidden' },
    { atUs: 2_500_000, kind: 'visible' },
  ]);
  const state = await gameState(page);
  // Ticks ran at 66 666, 116 666, … µs until the tab was hidden at 500 000 µs.
  expect(state).toMatchObject({ screen: 'paused', paused: true, tick: 9 });
  await expect(page.getByText('The game paused while its tab was hidden.')).toBeVisible();
  const stats = await gameStats(page);
  expect(stats.pauses.hidden).toBe(1);
  expect(stats.droppedEvents).toBe(0);
});

test('a key tapped between two ticks still moves Theseus on the next tick', async ({ page }) => {
  await page.goto('/?level=first-steps');
  // The baseline frame, then tick 1 with no key held.
  await runDisplay(page, FIRST_FRAME_US + TICK_US);
  expect(await gameState(page)).toMatchObject({ tick: 1, player: { x: 60, y: 60 } });
  // Down and up 5 ms apart, both before the frame that runs tick 2, 50 ms on.
  await runDisplay(page, TICK_US, [
    { atUs: 5_000, kind: 'keydown', key: 'ArrowRight', code: 'ArrowRight' },
    { atUs: 10_000, kind: 'keyup', key: 'ArrowRight', code: 'ArrowRight' },
  ]);
  // One step of 12 units to the right: the latch kept the press for tick 2.
  expect(await gameState(page)).toMatchObject({ tick: 2, player: { x: 72, y: 60 } });
});
