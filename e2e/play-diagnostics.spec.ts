import { gameState, gameStats, press, runDisplay, useVirtualVsync } from './play-helpers';
import { expect, test } from './support/fixtures';

interface VirtualDisplay {
  run(schedule: { intervalsUs: readonly number[] }): unknown;
}

test('the overlay counts one dropped-time event after "Simulate stall", the game recovers, and a pause drops nothing', async ({
  page,
}) => {
  await useVirtualVsync(page);
  await page.goto('/?level=first-steps');
  await runDisplay(page, 1_000_000, press(1, 'F3', 'F3'));
  const overlay = page.getByRole('complementary', { name: 'Diagnostics' });
  await expect(overlay).toBeVisible();
  expect(await gameState(page)).toMatchObject({ screen: 'playing', tick: 19 });
  expect((await gameStats(page)).droppedEvents).toBe(0);

  await overlay.getByRole('button', { name: /Simulate stall/ }).click();
  // The next frame busy-waits 500 ms; a display then shows the following frame half a second
  // late, which the virtual display is told to do here, since its time stands still within a
  // frame. The page's own wall-clock wait is measured around it.
  const waitedMs = await page.evaluate(() => {
    const display = (window as unknown as { __virtualVsync: VirtualDisplay }).__virtualVsync;
    const start = Date.now();
    display.run({ intervalsUs: [16_667] });
    const waited = Date.now() - start;
    display.run({ intervalsUs: [516_667, ...Array<number>(60).fill(16_667)] });
    return waited;
  });
  expect(waitedMs).toBeGreaterThanOrEqual(500);
  const stalled = await gameStats(page);
  expect(stalled.droppedEvents).toBe(1);
  // Ten ticks were owed after the stall; the frame ran the cap of 4 and dropped 6.
  expect(stalled.ledger.ticksDropped).toBe(6);
  expect(stalled.ledger.droppedUs).toBe(300_000);
  // The game recovers: ticks keep coming at 20 a second.
  const recovered = await gameState(page);
  expect(recovered).toMatchObject({ screen: 'playing' });
  await runDisplay(page, 1_000_000);
  expect((await gameState(page)).tick - recovered.tick).toBe(20);
  await expect(overlay).toContainText('dropped 1 events, 300.0 ms (6 ticks)');

  await runDisplay(page, 5_000_000, press(1, 'p', 'KeyP'));
  expect(await gameState(page)).toMatchObject({ screen: 'paused', paused: true });
  await runDisplay(page, 1_000_000, press(1, 'p', 'KeyP'));
  const after = await gameStats(page);
  expect(after.droppedEvents).toBe(1);
  expect(after.pauses.user).toBe(1);
  await expect(overlay).toContainText('dropped 1 events');
  await expect(overlay).toContainText('user 1');
  // The time ledger balances, to the microsecond, and the overlay says so.
  const { ledger } = after;
  expect(ledger.fedUs).toBe(
    ledger.simulatedUs + ledger.droppedUs + ledger.discardedUs + ledger.pendingUs,
  );
  await expect(overlay).toContainText('✓');
});
