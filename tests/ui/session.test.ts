import { describe, expect, it } from 'vitest';
import { getBuiltInLevel, planWinningRun } from '../../src/levels';
import { Simulation } from '../../src/sim';
import { Session } from '../../src/ui/session';

const first = getBuiltInLevel('first-steps');
if (first === undefined) throw new Error('no first level');

describe('Session', () => {
  it('keeps every input it fed, one per tick, and ends a run exactly once', () => {
    const plan = planWinningRun(first);
    expect(plan.won).toBe(true);
    const ends: number[] = [];
    const advanced: number[] = [];
    const session = new Session({
      onAdvance: (input) => advanced.push(input),
      onEnd: (run) => ends.push(run.tick),
    });
    expect(session.run).toBeNull();
    session.start(first, 'level');
    for (const input of plan.inputs) session.tick(input);
    session.tick(1);
    session.tick(2);
    expect(session.inputs()).toEqual(plan.inputs);
    expect(advanced).toEqual(plan.inputs);
    expect(ends).toEqual([plan.inputs.length]);
    expect(session.run?.outcome).toBe('won');

    const reference = new Simulation(first);
    for (const input of plan.inputs) reference.advance(input);
    expect(session.run?.hash()).toBe(reference.hash());
  });

  it('starts a fresh run on restart, with the same level and kind and no inputs', () => {
    const session = new Session();
    session.start(first, 'daily');
    session.tick(2);
    const old = session.run;
    const again = session.restart();
    expect(again).not.toBe(old);
    expect(again.tick).toBe(0);
    expect(session.kind).toBe('daily');
    expect(session.inputs()).toEqual([]);
    expect(session.playing).toBe(true);
  });

  it('cannot restart before any run, and hands out copies of its inputs', () => {
    const session = new Session();
    expect(() => session.restart()).toThrow(/no run/);
    session.start(first, 'level');
    session.tick(4);
    session.inputs().push(99);
    expect(session.inputs()).toEqual([4]);
  });

  it('leaves inputs unchanged when the simulation refuses an input', () => {
    const session = new Session();
    session.start(first, 'level');
    expect(() => {
      session.tick(16);
    }).toThrow(RangeError);
    expect(session.inputs()).toEqual([]);
  });
});
