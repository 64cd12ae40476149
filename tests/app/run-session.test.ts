import { describe, expect, it } from 'vitest';
import { getBuiltInLevel, planWinningRun } from '../../src/levels';
import { Simulation } from '../../src/sim';
import {
  keepsBoard,
  keepsProgress,
  postsGlobally,
  RunSession,
} from '../../src/app/core/run-session';

const first = getBuiltInLevel('first-steps');
if (first === undefined) throw new Error('no first level');

describe('RunSession', () => {
  it('keeps every input it fed, one per tick, and ends a run exactly once', () => {
    const plan = planWinningRun(first);
    expect(plan.won).toBe(true);
    const ends: number[] = [];
    const advanced: number[] = [];
    const session = new RunSession();
    session.on('run-ticked', (_run, input) => advanced.push(input));
    /** A tick, noting the run's tick each time the session says this tick ended it. */
    const tick = (input: number) => {
      if (session.tick(input)) ends.push(session.run?.tick ?? -1);
    };
    expect(session.run).toBeNull();
    session.start(first, 'level');
    for (const input of plan.inputs) tick(input);
    tick(1);
    tick(2);
    expect(session.inputs()).toEqual(plan.inputs);
    expect(advanced).toEqual(plan.inputs);
    expect(ends).toEqual([plan.inputs.length]);
    expect(session.run?.outcome).toBe('won');

    const reference = new Simulation(first);
    for (const input of plan.inputs) reference.advance(input);
    expect(session.run?.hash()).toBe(reference.hash());
  });

  it('starts a fresh run on restart, with the same level and kind and no inputs', () => {
    const session = new RunSession();
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
    const session = new RunSession();
    expect(() => session.restart()).toThrow(/no run/);
    session.start(first, 'level');
    session.tick(4);
    session.inputs().push(99);
    expect(session.inputs()).toEqual([4]);
  });

  it('leaves inputs unchanged when the simulation refuses an input', () => {
    const session = new RunSession();
    session.start(first, 'level');
    expect(() => {
      session.tick(16);
    }).toThrow(RangeError);
    expect(session.inputs()).toEqual([]);
  });
});

describe('RunSession: what a replay is made from', () => {
  it('logs inputs as run-length pairs and the hash at every checkpoint', () => {
    const session = new RunSession();
    session.start(first, 'level');
    const perTick = [2, 2, 2, 0, 4, 4, ...new Array<number>(40).fill(2)];
    for (const input of perTick) session.tick(input);
    const reference = new Simulation(first);
    const hashes: number[] = [];
    for (const input of perTick) {
      reference.advance(input);
      if (reference.tick % 20 === 0) hashes.push(reference.hash());
    }
    const log = session.log();
    expect(log).toMatchObject({
      level: first,
      ref: { id: first.id },
      kind: 'level',
      ticks: reference.tick,
      outcome: reference.outcome,
      hash: reference.hash(),
      checkpoints: hashes,
    });
    expect(log?.inputs).toEqual([
      [3, 2],
      [1, 0],
      [2, 4],
      [reference.tick - 6, 2],
    ]);
    expect(session.inputs()).toEqual(perTick.slice(0, reference.tick));
  });

  it('keeps the level reference it was given, across restarts, and has no log before a run', () => {
    const session = new RunSession();
    expect(session.log()).toBeNull();
    const ref = { seed: 7, width: 11 };
    session.start(first, 'seed', ref);
    session.restart();
    expect(session.ref).toEqual(ref);
    expect(session.log()?.ref).toBe(ref);
  });

  it('steps its follower once after each tick that ran, and forgets it on a new run', () => {
    const session = new RunSession();
    session.start(first, 'level');
    const seen: number[] = [];
    session.follow({ step: () => seen.push(session.run?.tick ?? -1) });
    session.tick(2);
    session.tick(2);
    expect(seen).toEqual([1, 2]);
    session.restart();
    session.tick(2);
    expect(seen).toEqual([1, 2]);
  });
});

describe('a practice run', () => {
  it('plays its prefix silently, logs it, says where the player took over, and restarts there', () => {
    const plan = planWinningRun(first).inputs;
    const advanced: number[] = [];
    const session = new RunSession();
    session.on('run-ticked', (_run, input) => advanced.push(input));
    const run = session.startPractice(first, { id: 'first-steps' }, plan.slice(0, 30));
    const straight = new Simulation(first);
    for (const input of plan.slice(0, 30)) straight.advance(input);
    expect([run.tick, run.hash()]).toEqual([30, straight.hash()]);
    expect(advanced).toEqual([]);
    session.tick(plan[30] ?? 0);
    expect(advanced).toHaveLength(1);
    expect(session.log()).toMatchObject({
      kind: 'practice',
      ticks: 31,
      practice: { fromTick: 30 },
    });
    session.restart();
    expect(session.run?.tick).toBe(30);
    session.start(first, 'level');
    expect(session.log()?.practice).toBeUndefined();
  });

  it('keeps no progress, no board and posts nothing', () => {
    expect([keepsProgress('practice'), keepsBoard('practice'), postsGlobally('practice')]).toEqual([
      false,
      false,
      false,
    ]);
    expect([keepsBoard('level'), postsGlobally('level')]).toEqual([true, true]);
  });
});
