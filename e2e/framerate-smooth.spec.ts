import { UNITS_PER_TILE, Simulation } from '../src/sim';
import { useVirtualVsync } from './play-helpers';
import { expect, test } from './support/fixtures';
import { TICK_US } from './support/frame-times';
import { golden, goldenLevel, readGolden } from './support/goldens';
import { longestStraightRun, stepsOf, type Point } from './support/motion';
import type { VirtualDisplay } from './support/playback-page';
import { buildSchedule, RATES } from './support/schedule';

/** What one frame drew, and where the simulation had Theseus at that frame (in tiles). */
interface FrameSample {
  readonly tick: number;
  readonly alpha: number;
  readonly drawnX: number;
  readonly drawnY: number;
  readonly simX: number;
  readonly simY: number;
}

const REPLAY = golden('won-three-doors');
/** Ticks played before the straight run, so it starts well clear of the seek. */
const LEAD_TICKS = 5;

test.use({ viewport: { width: 160, height: 120 } });
test.beforeEach(async ({ page }) => {
  await useVirtualVsync(page);
});

for (const label of ['144 Hz', '240 Hz']) {
  test(`${label} without jitter: Theseus is drawn advancing by equal steps along a straight corridor, never backwards, where the ticks alone would jump once per tick`, async ({
    page,
  }) => {
    const rate = RATES.find((r) => r.label === label);
    if (rate === undefined) throw new Error(`no ${label}`);
    const replay = readGolden(REPLAY);
    // Where the simulation has Theseus after every tick of the replay, from Node.
    const sim = new Simulation(goldenLevel(REPLAY));
    const positions: Point[] = [{ x: sim.player.x, y: sim.player.y }];
    for (const [length, input] of replay.inputs) {
      for (let i = 0; i < length; i += 1) {
        sim.advance(input);
        positions.push({ x: sim.player.x, y: sim.player.y });
      }
    }
    const straight = longestStraightRun(positions);
    if (straight === null || straight.lastTick - straight.firstTick < 30) {
      throw new Error(
        `${REPLAY.name} has no straight run of 30 ticks: ${JSON.stringify(straight)}`,
      );
    }
    const from = straight.firstTick - LEAD_TICKS;
    const ticks = straight.lastTick - from + 2;
    const { intervalsUs } = buildSchedule({ name: label, rate }, ticks * TICK_US);

    await page.goto('/');
    const samples = await page.evaluate(
      async ({ shown, seekTo, intervals }) => {
        const hooks = window.mythicMaze;
        if (hooks === undefined) throw new Error('window.mythicMaze is missing');
        const display = (window as unknown as { __virtualVsync: VirtualDisplay }).__virtualVsync;
        const opened = await hooks.loadReplay(shown);
        if (!opened.ok) throw new Error(opened.error);
        hooks.seekReplay(seekTo);
        // One frame at a time, reading what the renderer drew after each.
        return intervals.map((intervalUs): FrameSample => {
          display.run({ intervalsUs: [intervalUs], events: [] });
          const probe = hooks.probe();
          const player = hooks.state().player;
          if (player === null) throw new Error('no run on screen');
          return {
            tick: probe.tick,
            alpha: probe.alpha,
            drawnX: probe.playerX,
            drawnY: probe.playerY,
            simX: player.x / 60,
            simY: player.y / 60,
          };
        });
      },
      { shown: replay, seekTo: from, intervals: intervalsUs },
    );

    // Frames drawn during the straight run: each lies between two positions of it.
    const inRun = samples.filter(
      (s) => s.tick >= straight.firstTick && s.tick <= straight.lastTick,
    );
    const horizontal = straight.dx !== 0;
    const sign = Math.sign(horizontal ? straight.dx : straight.dy);
    const along = (s: FrameSample, drawn: boolean) =>
      sign * (horizontal ? (drawn ? s.drawnX : s.simX) : drawn ? s.drawnY : s.simY);
    const across = (s: FrameSample) => (horizontal ? s.drawnY : s.drawnX);
    const runTicks = straight.lastTick - straight.firstTick + 1;
    const framesPerTick = (rate.numerator * TICK_US) / (rate.denominator * 1_000_000);
    expect(inRun.length).toBeGreaterThanOrEqual(Math.floor(runTicks * framesPerTick) - 1);

    // Interpolated: an even step every frame, forwards, at Theseus' speed (4 tiles a second).
    const drawnSteps = stepsOf(inRun.map((s) => along(s, true)));
    const tileStep = Math.abs(straight.dx + straight.dy) / UNITS_PER_TILE;
    const expectedStep = tileStep / framesPerTick;
    for (const [i, step] of drawnSteps.entries()) {
      expect(step, `step ${String(i)} at tick ${String(inRun[i + 1]?.tick)}`).toBeGreaterThan(0);
      expect(
        Math.abs(step - expectedStep),
        `step ${String(i)}: ${String(step)}`,
      ).toBeLessThanOrEqual(expectedStep * 0.01);
    }
    expect(new Set(inRun.map(across)).size, 'he stays on the corridor line').toBe(1);

    // The same frames at the simulation's own positions (no interpolation): a whole tick's
    // movement on the frame a tick runs, and nothing on the frames between.
    const simSteps = stepsOf(inRun.map((s) => along(s, false)));
    const moved = simSteps.filter((step) => step !== 0);
    for (const step of moved) expect(step).toBeCloseTo(tileStep, 9);
    const tickChanges = stepsOf(inRun.map((s) => s.tick)).filter((d) => d !== 0).length;
    expect(moved).toHaveLength(tickChanges);
    expect(simSteps.length - moved.length).toBeGreaterThan(moved.length);
  });
}
