import { describe, expect, it } from 'vitest';
import { getBuiltInLevel, planWinningRun } from '../../src/levels';
import { Simulation, type Level } from '../../src/sim';
import { scoreRun } from '../../src/app/score-run';

const first = getBuiltInLevel('first-steps');
if (first === undefined) throw new Error('no first level');

function wonRun(level: Level): Simulation {
  const run = new Simulation(level);
  for (const input of planWinningRun(level).inputs) run.advance(input);
  return run;
}

describe('scoreRun', () => {
  it('records a first win of a built-in level as its best', () => {
    const run = wonRun(first);
    const { summary, progress } = scoreRun({ run, kind: 'level', progress: new Map() });
    expect(summary).toMatchObject({
      outcome: 'won',
      ticks: run.tick,
      finalTimeTicks: run.finalTimeTicks,
      previousBestTicks: null,
      newBest: true,
    });
    expect(progress.get(first.id)).toEqual({ bestTicks: run.finalTimeTicks });
  });

  it('keeps the old best and the same progress when a win is slower', () => {
    const run = wonRun(first);
    const before = new Map([[first.id, { bestTicks: 10 }]]);
    const { summary, progress } = scoreRun({ run, kind: 'daily', progress: before });
    expect(summary).toMatchObject({ previousBestTicks: 10, newBest: false });
    expect(progress).toBe(before);
  });

  it('keeps no best for a seeded level', () => {
    const { summary, progress } = scoreRun({
      run: wonRun(first),
      kind: 'seed',
      progress: new Map(),
    });
    expect(summary).toMatchObject({ outcome: 'won', previousBestTicks: null, newBest: false });
    expect(progress.size).toBe(0);
  });

  it('reports a lost run with what caught the player and the best so far', () => {
    const run = new Simulation(first);
    while (run.outcome === 'playing') run.advance(0);
    const before = new Map([[first.id, { bestTicks: 300 }]]);
    const { summary, progress } = scoreRun({ run, kind: 'level', progress: before });
    expect(summary).toMatchObject({
      outcome: 'timeout',
      caughtBy: null,
      finalTimeTicks: -1,
      previousBestTicks: 300,
      newBest: false,
    });
    expect(progress).toBe(before);
  });
});
