import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { BUILT_IN_LEVELS } from '../../src/levels';
import { CHECKPOINT_INTERVAL, verifyReplay, type Replay } from '../../src/replay';
import { Simulation, type Level } from '../../src/sim';
import { builtIn, expand, recordRun, winningReplay, withInputAt } from './support/replays';

/**
 * Where two input streams first leave the simulation in different states as the verifier looks
 * at them, computed with two plain runs side by side, independently of the verifier: the first
 * checkpoint tick (a multiple of the interval) whose states differ, else the final tick if the
 * final states differ, else null. State t is the state after t inputs, so changing the input at
 * index i can first show at tick i + 1. It may show only later (a turn remembered for a few
 * ticks that is taken at the next junction), or vanish again before the checkpoint (a remembered
 * turn that expires unused), or never (holding a direction into a wall): a checkpoint compares
 * whole states, so the verifier reports the first interval whose closing state differs.
 */
function firstDifferingCheckpoint(
  level: Level,
  end: number,
  a: readonly number[],
  b: readonly number[],
): number | null {
  const simA = new Simulation(level);
  const simB = new Simulation(level);
  for (let t = 1; t <= end; t++) {
    simA.advance(a[t - 1] ?? 0);
    simB.advance(b[t - 1] ?? 0);
    const looked = t % CHECKPOINT_INTERVAL === 0 || t === end;
    if (looked && simA.hash() !== simB.hash()) return t;
  }
  return null;
}

describe('verifyReplay pins a changed input to its checkpoint interval', () => {
  it('a different direction at tick 45 of the heart of the labyrinth is reported at tick 60', () => {
    const replay = winningReplay('heart-of-the-labyrinth');
    const index = 44; // the input that runs tick 45
    const original = expand(replay.inputs)[index] ?? 0;
    const changed = withInputAt(replay, index, original === 8 ? 2 : 8);
    // Reversing at once changes the player's position on tick 45 itself...
    const level = builtIn('heart-of-the-labyrinth');
    const before = new Simulation(level);
    const after = new Simulation(level);
    expand(replay.inputs)
      .slice(0, 45)
      .forEach((input) => {
        before.advance(input);
      });
    expand(changed.inputs)
      .slice(0, 45)
      .forEach((input) => {
        after.advance(input);
      });
    expect([after.player.x, after.player.y]).not.toEqual([before.player.x, before.player.y]);
    // ...and ticks 41 to 60 make up the interval closed by the checkpoint at tick 60.
    const verdict = verifyReplay(changed);
    expect(verdict.ok).toBe(false);
    expect(verdict.firstMismatchTick).toBe(60);
  });

  it('a change on the last ticks, after the last checkpoint, is reported at the final tick', () => {
    const replay = winningReplay('first-steps'); // 78 ticks: checkpoints at 20, 40 and 60
    const index = replay.final.tick - 3;
    const original = expand(replay.inputs)[index] ?? 0;
    const changed = withInputAt(replay, index, original === 0 ? 1 : 0);
    expect(verifyReplay(changed)).toMatchObject({ ok: false, firstMismatchTick: 78 });
  });

  it.each(BUILT_IN_LEVELS.map((level) => [level.id, level] as const))(
    '%s: any single changed input is reported where the runs first differ',
    (id, level) => {
      const replay = winningReplay(id);
      const perTick = expand(replay.inputs);
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: replay.final.tick - 1 }),
          fc.integer({ min: 1, max: 15 }),
          (index, delta) => {
            const input = ((perTick[index] ?? 0) + delta) % 16;
            const changed = withInputAt(replay, index, input);
            const end = replay.final.tick;
            const t = firstDifferingCheckpoint(level, end, perTick, expand(changed.inputs));
            const verdict = verifyReplay(changed);
            expect(verdict.ok).toBe(t === null);
            expect(verdict.firstMismatchTick).toBe(t);
            // Never before the changed tick.
            if (t !== null) expect(t).toBeGreaterThanOrEqual(index + 1);
          },
        ),
        { numRuns: 25 },
      );
    },
    60_000,
  );
});

describe('verifyReplay on other damage', () => {
  // Per test, not while collecting (see playback.test.ts).
  let replay: Replay;
  beforeEach(() => {
    replay = winningReplay('red-key');
  });

  it('reports a wrong checkpoint hash at that checkpoint, with the true end of the run', () => {
    const checkpoints = replay.checkpoints.map(([tick, hash], i) =>
      i === 4
        ? ([tick, hash === '00000000' ? '00000001' : '00000000'] as const)
        : ([tick, hash] as const),
    );
    expect(verifyReplay({ ...replay, checkpoints })).toEqual({
      ...verifyReplay(replay),
      ok: false,
      firstMismatchTick: 100,
    });
  });

  it('reports a wrong final hash or outcome at the final tick', () => {
    const final = replay.final;
    const badHash = { ...final, hash: final.hash === 'ffffffff' ? '00000000' : 'ffffffff' };
    expect(verifyReplay({ ...replay, final: badHash }).firstMismatchTick).toBe(final.tick);
    const caught = { ...final, outcome: 'caught' as const };
    expect(verifyReplay({ ...replay, final: caught }).firstMismatchTick).toBe(final.tick);
  });

  it('a replay that claims to go on after the run ended does not verify', () => {
    // Two more ticks after the win: the simulation stops at the exit, the replay says it did not.
    const inputs = [...replay.inputs, [2, 0] as const];
    const final = { ...replay.final, tick: replay.final.tick + 2 };
    const verdict = verifyReplay({ ...replay, inputs, final });
    expect(verdict).toMatchObject({ ok: false, ticks: replay.final.tick, outcome: 'won' });
    expect(verdict.firstMismatchTick).toBe(final.tick);
  });

  it('verifies runs that were lost: caught by a Minotaur, and out of time', () => {
    const level = builtIn('the-beast-stirs');
    const caught = recordRun({ ref: { id: level.id }, inputs: new Array<number>(5000).fill(0) });
    expect(caught.sim.outcome).toBe('caught');
    expect(verifyReplay(caught.replay)).toMatchObject({ ok: true, outcome: 'caught' });
    const timeout = recordRun({
      ref: { id: 'first-steps' },
      inputs: new Array<number>(2000).fill(0),
    });
    expect(timeout.replay.final).toMatchObject({ tick: 900, outcome: 'timeout' });
    expect(verifyReplay(timeout.replay)).toMatchObject({
      ok: true,
      outcome: 'timeout',
      ticks: 900,
    });
  });
});
