import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHash, simulateTo } from '../../../src/replay';
import { Playback } from '../../../src/app/replays/playback';
import { builtIn, recordRun, winningInputs, winningReplay } from '../../replay/support/replays';

const level = builtIn('ariadnes-thread');
const replay = winningReplay('ariadnes-thread');

function playToEnd(playback: Playback): number {
  let ticks = 0;
  while (playback.tick()) ticks += 1;
  return ticks;
}

describe('Playback', () => {
  it('plays tick by tick to the end, passing every recorded checkpoint with the same hash', () => {
    const playback = new Playback({ replay, level });
    expect(playback.endTick).toBe(replay.final.tick);
    expect(playback.end()).toBeNull();
    expect(playToEnd(playback)).toBe(replay.final.tick);
    expect(playback.ended).toBe(true);
    expect(playback.checkpoints()).toEqual(replay.checkpoints);
    expect(playback.end()).toEqual({ ...replay.final, matched: true });
    // Nothing runs after the end.
    expect(playback.tick()).toBe(false);
    expect(playback.run.tick).toBe(replay.final.tick);
  });

  it('seeks to any tick with the state a straight run has there, and plays on from it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: replay.final.tick }),
        fc.integer({ min: 0, max: 60 }),
        (target, more) => {
          const playback = new Playback({ replay, level });
          playback.seek(target);
          expect(playback.run.tick).toBe(target);
          expect(playback.startTick).toBe(target);
          expect(playback.run.hash()).toBe(simulateTo(replay, target).hash());
          for (let i = 0; i < more; i++) playback.tick();
          const at = Math.min(replay.final.tick, target + more);
          expect(playback.run.hash()).toBe(simulateTo(replay, at).hash());
          // Checkpoints count from the seek: only those passed by ticking since.
          const passed = replay.checkpoints.filter(([tick]) => tick > target && tick <= at);
          expect(playback.checkpoints()).toEqual(passed);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('clamps seeks to the replay and restarts from tick 0', () => {
    const playback = new Playback({ replay, level });
    playback.seek(replay.final.tick + 500);
    expect(playback.ended).toBe(true);
    expect(playback.end()?.matched).toBe(true);
    playback.seek(-3);
    expect(playback.run.tick).toBe(0);
    expect(playback.ended).toBe(false);
  });

  it('ends at the last recorded tick of a run recorded before it was over', () => {
    const inputs = winningInputs('ariadnes-thread').slice(0, 45);
    const { replay: partial, sim } = recordRun({ ref: { id: 'ariadnes-thread' }, inputs });
    expect(partial.final.outcome).toBe('playing');
    const playback = new Playback({ replay: partial, level });
    expect(playToEnd(playback)).toBe(45);
    expect(playback.end()).toEqual({
      outcome: 'playing',
      tick: 45,
      hash: formatHash(sim.hash()),
      matched: true,
    });
  });
});
