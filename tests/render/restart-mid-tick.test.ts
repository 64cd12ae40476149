import { describe, expect, it } from 'vitest';
import { getBuiltInLevel } from '../../src/levels';
import { ManualFrameSource } from '../../src/loop/frame-source';
import { GameLoop } from '../../src/loop/game-loop';
import { Renderer } from '../../src/render/renderer';
import { theseusSlot } from '../../src/render/paint/sprites';
import { RIGHT, Simulation } from '../../src/sim';
import { fakeContext, FakeSurface, recordingFactory, slotDraws } from './fake-canvas';

const found = getBuiltInLevel('first-steps');
if (found === undefined) throw new Error('no level first-steps');
const first = found;

/**
 * The live path of a restart that lands inside a frame's ticks: a real GameLoop on manual frames
 * drives the run and a real Renderer draws it. When the tick numbered `restartAt` runs, it starts
 * a new run and restarts the loop's clock, as the session does for a restart or a replay seek.
 */
function restartingGame(restartAt: number) {
  const frames = new ManualFrameSource();
  const main = fakeContext();
  const renderer = new Renderer({
    context: main.context,
    surface: new FakeSurface(1280, 720),
    createCanvas: recordingFactory().factory,
    topInset: 48,
  });
  let run = new Simulation(first);
  let ticks = 0;
  const alphas: number[] = [];
  const loop: GameLoop = new GameLoop({
    frames,
    tick: () => {
      ticks += 1;
      if (ticks === restartAt) {
        run = new Simulation(first);
        loop.restartClock();
        return;
      }
      run.advance(RIGHT);
    },
    render: (alpha) => {
      alphas.push(alpha);
      main.calls.length = 0;
      renderer.draw(run, alpha);
    },
  });
  loop.start();
  /** Where Theseus was drawn in the latest frame: [slot, x, y]. */
  const theseus = () => {
    const set = renderer.sprites;
    if (set === null) throw new Error('nothing drawn yet');
    return slotDraws(main.calls, set.sheet, set.tile).filter(([slot]) => slot < 8);
  };
  return { frames, renderer, alphas, theseus, run: () => run };
}

describe('restarting in the middle of a tick', () => {
  // First Steps is 9x9: at 51 px a tile it is centred, left edge x 411, top y 155 (+ 48 inset).
  it('draws the frame of the restart at alpha 0 and the new run from its start, with nothing carried over', () => {
    const game = restartingGame(3);
    game.frames.frame(0);
    game.frames.frame(80); // 1.6 ticks owed: tick 1 runs, alpha 0.6.
    expect(game.alphas.at(-1)).toBe(0.6);
    // 130 ms more: 0.6 + 2.6 ticks owed, 3 run (the cap is 4), alpha would be 0.2. Tick 3
    // restarts; tick 4 is the new run's first tick (Theseus 60 -> 72 units); then it is drawn.
    game.frames.frame(210);
    expect(game.run().tick).toBe(1);
    expect([game.run().player.prevX, game.run().player.x]).toEqual([60, 72]);
    expect(game.alphas.at(-1)).toBe(0);
    expect(game.renderer.probe).toMatchObject({ alpha: 0, tick: 1, playerX: 1, playerY: 1 });
    // At alpha 0 the new run is drawn where its tick began: the start tile, x 411 + 51.
    expect(game.theseus().map(([, x, y]) => [x, y])).toEqual([[462, 155 + 51]]);
    // The next frame counts from the restart, not from the old run's 0.6 of a tick.
    game.frames.frame(235); // 25 ms after: half a tick, nothing runs.
    expect(game.alphas.at(-1)).toBe(0.5);
    expect(game.run().tick).toBe(1);
  });

  it("keeps drawing a restart that is the frame's last tick at alpha 0, on the start tile", () => {
    const game = restartingGame(2);
    game.frames.frame(0);
    game.frames.frame(80);
    game.frames.frame(130); // 1.6 ticks owed: tick 2 runs and restarts.
    expect(game.run().tick).toBe(0);
    expect(game.alphas.at(-1)).toBe(0);
    // Standing (stride 0), facing the way the new run starts.
    const facing = [1, 2, 4, 8].indexOf(game.run().player.facing) as 0 | 1 | 2 | 3;
    expect(game.theseus()).toEqual([[theseusSlot(facing, 0), 462, 206]]);
  });
});
