import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../../src/sim';
import { Ghost, GHOST_FADE_TICKS } from '../../../src/app/replays/ghost';
import { RunSession } from '../../../src/app/core/run-session';
import { builtIn, winningInputs, winningReplay } from '../../replay/support/replays';

const level = builtIn('the-beast-stirs');
const best = winningReplay('the-beast-stirs');
const bestInputs = winningInputs('the-beast-stirs');

/** The live run's hash after every tick, for `inputs`, with or without a ghost following. */
function liveHashes(inputs: readonly number[], withGhost: boolean): number[] {
  const session = new RunSession();
  session.start(level, 'level');
  if (withGhost) session.follow(new Ghost({ replay: best, level }));
  const hashes: number[] = [];
  for (const input of inputs) {
    session.tick(input);
    hashes.push(session.run?.hash() ?? -1);
  }
  return hashes;
}

describe('Ghost', () => {
  it('never changes the live run: its hash sequence is the same with and without a ghost', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 400 }), (inputs) => {
        expect(liveHashes(inputs, true)).toEqual(liveHashes(inputs, false));
      }),
      { numRuns: 25 },
    );
  });

  it('runs the recorded run in lockstep: at live tick k it stands where the recording was at k', () => {
    const session = new RunSession();
    session.start(level, 'level');
    const ghost = new Ghost({ replay: best, level });
    session.follow(ghost);
    const recorded = new Simulation(level);
    for (const input of bestInputs.slice(0, 300)) {
      session.tick(0);
      recorded.advance(input);
      expect(ghost.run.tick).toBe(session.run?.tick);
      expect(ghost.run.hash()).toBe(recorded.hash());
      const view = ghost.view(0.5);
      expect(view.player).toMatchObject({
        prevX: recorded.player.prevX,
        x: recorded.player.x,
        y: recorded.player.y,
      });
      expect(view.opacity).toBe(1);
    }
  });

  it('stops at the end of its run, stands still and fades out over a second', () => {
    const ghost = new Ghost({ replay: best, level });
    for (let i = 0; i < best.final.tick; i++) ghost.step();
    expect(ghost.ended).toBe(true);
    expect(ghost.run.outcome).toBe('won');
    const end = { x: ghost.run.player.x, y: ghost.run.player.y };
    // On its last tick it still moves to the end position.
    expect(ghost.view(0.5).opacity).toBe(1);
    ghost.step();
    expect(ghost.run.tick).toBe(best.final.tick);
    const still = ghost.view(0.5);
    expect(still.player).toMatchObject({ prevX: end.x, prevY: end.y, x: end.x, y: end.y });
    expect(still.opacity).toBeCloseTo(1 - 0.5 / GHOST_FADE_TICKS, 12);
    for (let i = 1; i < GHOST_FADE_TICKS; i++) ghost.step();
    expect(ghost.view(0.5).opacity).toBeCloseTo(0.5 / GHOST_FADE_TICKS, 12);
    ghost.step();
    expect(ghost.view(0).opacity).toBe(0);
    expect(ghost.run.tick).toBe(best.final.tick);
  });

  it('catches up to the live tick when it joins late', () => {
    const late = new Ghost({ replay: best, level });
    late.catchUp(123);
    const early = new Ghost({ replay: best, level });
    for (let i = 0; i < 123; i++) early.step();
    expect(late.run.tick).toBe(123);
    expect(late.run.hash()).toBe(early.run.hash());
    const past = new Ghost({ replay: best, level });
    past.catchUp(best.final.tick + 5);
    expect(past.run.tick).toBe(best.final.tick);
    expect(past.view(0).opacity).toBeCloseTo(1 - 4 / GHOST_FADE_TICKS, 12);
  });
});
