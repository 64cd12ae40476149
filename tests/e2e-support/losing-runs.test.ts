import { describe, expect, it } from 'vitest';
import { getBuiltInLevel, planWinningRun } from '../../src/levels';
import { Simulation, type Level } from '../../src/sim';
import { runIntoMinotaur, standOnSpikes, waitOut } from '../../e2e/support/losing-runs';

function level(id: string): Level {
  const found = getBuiltInLevel(id);
  if (found === undefined) throw new Error(id);
  return found;
}

function replay(l: Level, inputs: readonly number[]): Simulation {
  const run = new Simulation(l);
  for (const input of inputs) run.advance(input);
  return run;
}

describe('scripted losing runs', () => {
  it('walks into the Minotaur of The Beast Stirs and is caught by it', () => {
    const l = level('the-beast-stirs');
    const { inputs, run } = runIntoMinotaur(l);
    expect(run.caughtBy).toBe('minotaur');
    // The inputs alone play the same run: it ends on the last of them.
    const again = replay(l, inputs);
    expect(again.outcome).toBe('caught');
    expect(again.tick).toBe(inputs.length);
    expect(again.hash()).toBe(run.hash());
    expect(replay(l, inputs.slice(0, -1)).outcome).toBe('playing');
  });

  it('stands on a spike trap until the spikes come up', () => {
    const l = level('teeth-of-the-floor');
    const { inputs, run } = standOnSpikes(l);
    expect(run).toMatchObject({ outcome: 'caught', caughtBy: 'trap', tick: inputs.length });
    expect(inputs.at(-1)).toBe(0);
  });

  it('walks the start of a winning run, then stands still until the countdown ends', () => {
    const l = level('first-steps');
    const lead = planWinningRun(l).inputs.slice(0, 40);
    const { inputs, run } = waitOut(l, lead);
    expect(run.outcome).toBe('timeout');
    expect(inputs).toHaveLength(l.timeLimitTicks);
    expect(inputs.slice(0, 40)).toEqual(lead);
    expect(new Set(inputs.slice(40))).toEqual(new Set([0]));
  });

  it('says so when a script cannot end as meant', () => {
    // First Steps has no Minotaur to walk into: the countdown ends the run instead.
    expect(() => runIntoMinotaur(level('first-steps'))).toThrow(
      /meant to end caught \(minotaur\) but ended timeout/,
    );
  });
});
