/**
 * Records the golden replays of e2e/fixtures from play in the browser: `npm run goldens` (after a
 * SIM_VERSION bump, or when a golden is added). Each run is typed as timed arrow keys on an even
 * 60 Hz virtual display, and the replay the page kept is written as canonical JSON, once it
 * replays in Node to the hash the page showed. Not part of `npm test`: see playwright.config.ts.
 */
import { writeFileSync } from 'node:fs';
import { encodeReplay, formatHash, verifyReplay, type Replay } from '../src/replay';
import { gameState, typeInputs, useVirtualVsync } from './play-helpers';
import { lastReplay } from './replay-helpers';
import { expect, test } from './support/fixtures';
import { fixedDateInit } from './support/fixed-date-init';
import { GOLDENS, goldenInputs, goldenPath, goldenRecordedAt } from './support/goldens';

function ticksOf(replay: Replay): number[] {
  return replay.inputs.flatMap(([length, input]) => new Array<number>(length).fill(input));
}

for (const g of GOLDENS) {
  test(`record ${g.name}`, async ({ page }) => {
    const inputs = goldenInputs(g);
    await useVirtualVsync(page);
    await page.addInitScript(fixedDateInit, Date.parse(goldenRecordedAt(g)));
    if (g.start.kind === 'level') {
      await page.goto(`/?level=${g.start.id}`);
    } else {
      await page.goto('/');
      await page.evaluate(() => window.mythicMaze?.startDaily());
    }
    await expect.poll(async () => (await gameState(page)).screen).toBe('playing');
    await typeInputs(page, inputs);

    const state = await gameState(page);
    expect(state).toMatchObject({ outcome: g.outcome, tick: inputs.length });
    await expect.poll(() => lastReplay(page)).not.toBeNull();
    const replay = await lastReplay(page);
    if (replay === null) throw new Error('the page kept no replay');
    // The keys typed are the run the page recorded, tick for tick.
    expect(ticksOf(replay)).toEqual(inputs);
    expect(replay.recordedAt).toBe(goldenRecordedAt(g));
    expect(verifyReplay(replay)).toMatchObject({
      ok: true,
      outcome: g.outcome,
      ticks: inputs.length,
      hash: formatHash(state.hash ?? -1),
    });
    writeFileSync(goldenPath(g.name), encodeReplay(replay));
  });
}
