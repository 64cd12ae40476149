import { describe, expect, it } from 'vitest';
import { MAX_REPLAY_TICKS, ReplayRecorder } from '../../src/replay';
import type { Simulation } from '../../src/sim';

// The recorder's cap and its refusals, word for word. A run of the full hour is stood in for by
// a run that only counts its ticks (the recorder reads its tick, outcome and hash): the real
// simulation would take seconds per test.

/** A run that is still playing at every tick it is moved to. */
function countingRun(): { run: Simulation; step: () => void } {
  const state = { tick: 0, outcome: 'playing', hash: () => 0x1234abcd };
  return {
    run: state as unknown as Simulation,
    step: () => {
      state.tick += 1;
    },
  };
}

describe('ReplayRecorder refusals', () => {
  it('records exactly MAX_REPLAY_TICKS ticks and refuses the next one by name', () => {
    const { run, step } = countingRun();
    const recorder = new ReplayRecorder({ level: { id: 'first-steps' }, simulation: run });
    for (let i = 0; i < 72_000; i++) {
      step();
      recorder.record(i % 16);
    }
    expect(recorder.tick).toBe(72_000);
    expect(MAX_REPLAY_TICKS).toBe(72_000);
    step();
    expect(() => {
      recorder.record(0);
    }).toThrow(new RangeError('a replay holds at most 72000 ticks'));
    expect(recorder.tick).toBe(72_000);
  });

  it('refuses an input outside 0..15, saying what it got', () => {
    const { run, step } = countingRun();
    const recorder = new ReplayRecorder({ level: { id: 'first-steps' }, simulation: run });
    step();
    expect(() => {
      recorder.record(16);
    }).toThrow(new RangeError('input must be 0..15, got 16'));
    expect(() => {
      recorder.record(-1);
    }).toThrow(new RangeError('input must be 0..15, got -1'));
    recorder.record(15);
    expect(recorder.tick).toBe(1);
  });

  it('says where the run and the recorder are when they are out of step', () => {
    const { run, step } = countingRun();
    step();
    expect(() => new ReplayRecorder({ level: { id: 'first-steps' }, simulation: run })).toThrow(
      new RangeError('a recorder starts with the run, at tick 0; the simulation is at tick 1'),
    );
  });
});
