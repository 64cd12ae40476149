import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_LEVELS } from '../../src/levels';
import {
  CHECKPOINT_INTERVAL,
  formatHash,
  ReplayRecorder,
  verifyReplay,
  type Replay,
} from '../../src/replay';
import { Simulation, type Level } from '../../src/sim';
import { builtIn, expand, recordRun, RECORDED_AT, winningInputs } from './support/replays';

/** Hashes a plain run takes every CHECKPOINT_INTERVAL ticks, without the recorder or verifier. */
function referenceRun(level: Level, inputs: readonly number[]) {
  const sim = new Simulation(level);
  const checkpoints: [number, string][] = [];
  let ticks = 0;
  for (const input of inputs) {
    if (sim.outcome !== 'playing') break;
    sim.advance(input);
    ticks++;
    if (ticks % CHECKPOINT_INTERVAL === 0) checkpoints.push([ticks, formatHash(sim.hash())]);
  }
  return { sim, checkpoints, ticks };
}

/** Runs of 1 to 40 ticks with any input: a wandering player who changes direction often. */
const randomInputs = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 15 })), {
    minLength: 1,
    maxLength: 60,
  })
  .map((runs) => runs.flatMap(([length, input]) => new Array<number>(length).fill(input)));

function expectRecordedLike(replay: Replay, level: Level, inputs: readonly number[]) {
  const reference = referenceRun(level, inputs);
  expect(replay.checkpoints).toEqual(reference.checkpoints);
  expect(expand(replay.inputs)).toEqual(inputs.slice(0, reference.ticks));
  expect(replay.final).toEqual({
    tick: reference.ticks,
    outcome: reference.sim.outcome,
    hash: formatHash(reference.sim.hash()),
  });
  const verdict = verifyReplay(replay);
  expect(verdict).toEqual({
    ok: true,
    outcome: reference.sim.outcome,
    ticks: reference.ticks,
    hash: formatHash(reference.sim.hash()),
    firstMismatchTick: null,
    finalTimeTicks: reference.sim.finalTimeTicks,
    gems: reference.sim.gemsTaken,
  });
}

describe('record then verify', () => {
  it.each(BUILT_IN_LEVELS.map((level) => [level.id, level] as const))(
    '%s: random inputs record every checkpoint and verify',
    (id, level) => {
      fc.assert(
        fc.property(randomInputs, (inputs) => {
          const { replay } = recordRun({ ref: { id }, level, inputs });
          expectRecordedLike(replay, level, inputs);
        }),
        { numRuns: 15 },
      );
    },
    30_000,
  );

  it.each(BUILT_IN_LEVELS.map((level) => [level.id, level] as const))(
    "%s: the autopilot's winning run verifies as won with its final time",
    (id, level) => {
      const inputs = winningInputs(id);
      const { replay, sim } = recordRun({ ref: { id }, level, inputs });
      expect(sim.outcome).toBe('won');
      expectRecordedLike(replay, level, inputs);
      expect(verifyReplay(replay).finalTimeTicks).toBe(sim.finalTimeTicks);
      expect(replay.final.tick).toBe(inputs.length);
    },
    30_000,
  );

  it('a replay recorded on a generated level verifies against the regenerated level', () => {
    const ref = { seed: 7, width: 15, height: 11, minotaurs: 1, keys: 1, gems: 2, traps: 2 };
    const inputs = new Array<number>(300).fill(0).map((_, t) => [2, 4, 8, 1][(t >> 4) % 4] ?? 0);
    const { replay } = recordRun({ ref, inputs });
    expect(replay.level).toEqual(ref);
    expect(verifyReplay(replay)).toMatchObject({ ok: true, firstMismatchTick: null });
  });
});

describe('ReplayRecorder', () => {
  const level = builtIn('first-steps');
  const ref = { id: level.id };

  it('keeps one run-length pair per change of input and one checkpoint per interval', () => {
    const sim = new Simulation(level);
    const recorder = new ReplayRecorder({ level: ref, simulation: sim });
    const inputs = [...new Array<number>(25).fill(2), ...new Array<number>(3).fill(0), 4, 4];
    for (const input of inputs) {
      sim.advance(input);
      recorder.record(input);
    }
    const replay = recorder.finish({ player: 'Ariadne', recordedAt: RECORDED_AT });
    expect(replay.inputs).toEqual([
      [25, 2],
      [3, 0],
      [2, 4],
    ]);
    expect(replay.checkpoints.map(([tick]) => tick)).toEqual([20]);
    expect(replay.final.tick).toBe(30);
    expect(replay.player).toBe('Ariadne');
    expect(recorder.tick).toBe(30);
  });

  it('ignores calls after the run has ended, so the replay ends with the run', () => {
    const inputs = winningInputs(level.id);
    const sim = new Simulation(level);
    const recorder = new ReplayRecorder({ level: ref, simulation: sim });
    for (const input of [...inputs, 2, 2, 4]) {
      sim.advance(input);
      recorder.record(input);
    }
    const replay = recorder.finish({ player: 'Theseus', recordedAt: RECORDED_AT });
    expect(replay.final).toMatchObject({ tick: inputs.length, outcome: 'won' });
    expect(expand(replay.inputs)).toEqual(inputs);
  });

  it('refuses to be used out of step with the simulation', () => {
    const sim = new Simulation(level);
    sim.advance(0);
    expect(() => new ReplayRecorder({ level: ref, simulation: sim })).toThrow(/tick 0/);
    const fresh = new Simulation(level);
    const recorder = new ReplayRecorder({ level: ref, simulation: fresh });
    expect(() => {
      recorder.record(0);
    }).toThrow(/must follow each advance/);
    fresh.advance(0);
    fresh.advance(0);
    expect(() => {
      recorder.record(0);
    }).toThrow(/recorder is at tick 0, the simulation at 2/);
  });

  it('refuses an unknown level and a bad player name with a ReplayError', () => {
    expect(
      () => new ReplayRecorder({ level: { id: 'nowhere' }, simulation: new Simulation(level) }),
    ).toThrow(/level\.id: unknown level "nowhere"/);
    const recorder = new ReplayRecorder({ level: ref, simulation: new Simulation(level) });
    expect(() => recorder.finish({ player: ' ', recordedAt: RECORDED_AT })).toThrow(/^player:/);
    expect(() => recorder.finish({ player: 'x', recordedAt: 'yesterday' })).toThrow(/^recordedAt:/);
  });

  it('gives a replay of zero ticks before the first tick', () => {
    const sim = new Simulation(level);
    const replay = new ReplayRecorder({ level: ref, simulation: sim }).finish({
      player: 'Theseus',
      recordedAt: RECORDED_AT,
    });
    expect(replay).toMatchObject({ inputs: [], checkpoints: [], final: { tick: 0 } });
    expect(verifyReplay(replay)).toMatchObject({ ok: true, ticks: 0, outcome: 'playing' });
  });
});
