import { describe, expect, it } from 'vitest';
import { BUILT_IN_LEVELS, planWinningRun } from '../../src/levels';
import { RunSession } from '../../src/app/core/run-session';
import { showRunEnds } from '../../src/app/run-end-screen';
import type { RunSummary } from '../../src/app/score-run';
import { gameHarness } from './game-harness';

const [first] = BUILT_IN_LEVELS;
if (first === undefined) throw new Error('levels missing');

describe("a run's life in the game", () => {
  it('tells a part of the game a run started, then that it ended with its outcome, in order', () => {
    const plan = planWinningRun(first).inputs;
    const h = gameHarness({ settings: { splitComparison: 'pb' } });
    const heard: string[] = [];
    h.session.on('run-started', ({ run, kind }) => {
      heard.push(`started ${kind} ${run.level.id} at ${String(run.tick)}`);
    });
    h.session.on('run-ended', ({ run, outcome }) => {
      heard.push(`ended ${outcome} at ${String(run.tick)} on ${h.view.screen ?? 'nothing'}`);
    });
    h.game.startLevel(first);
    h.inputs.push(...plan);
    h.run(plan.length + 3);
    h.game.restart();
    expect(heard).toEqual([
      'started level first-steps at 0',
      `ended won at ${String(plan.length)} on won`,
      'started level first-steps at 0',
    ]);
  });

  it("puts the end screen up with what every part noted on the run's last tick", () => {
    const h = gameHarness({ settings: { splitComparison: 'pb' } });
    h.game.startLevel(first);
    const shown = h.view.shown.length;
    h.run(first.timeLimitTicks + 5);
    const ends = h.view.shown.slice(shown).filter((model) => model.screen === 'lost');
    expect(ends).toHaveLength(1);
    const [end] = ends;
    expect(end?.summary).toMatchObject({ outcome: 'timeout', ticks: 900 });
    expect(end?.replay?.watch).toBeTypeOf('function');
    expect(end?.splits).toEqual({
      label: 'PB',
      note: 'The PB is on its way.',
      rows: [],
    });
    expect(h.loop.pauseReason).toBe('menu');
  });
});

describe('showRunEnds', () => {
  const summary = (ticks: number): RunSummary => ({
    outcome: 'timeout',
    caughtBy: null,
    levelName: 'The Threshold',
    ticks,
    gems: 0,
    finalTimeTicks: -1,
    previousBestTicks: null,
    newBest: false,
  });

  it('stops the loop for the menus, shows the end, then reads moderation again, once a run', () => {
    const session = new RunSession();
    const done: string[] = [];
    const progress = { summary: null as RunSummary | null };
    session.on('run-ended', ({ run }) => {
      progress.summary = summary(run.tick);
      done.push('scored');
    });
    showRunEnds({
      session,
      loop: { pause: (reason) => done.push(`pause ${reason}`) },
      progress,
      screens: { showEnd: (shown) => done.push(`end ${shown.outcome} ${String(shown.ticks)}`) },
      moderation: {
        refresh: () => {
          done.push('moderation');
          return Promise.resolve();
        },
      },
    });
    session.start(first, 'level');
    for (let i = 0; i < 899; i += 1) session.tick(0);
    expect(done).toEqual([]);
    for (let i = 0; i < 5; i += 1) session.tick(0);
    expect(done).toEqual(['scored', 'pause menu', 'end timeout 900', 'moderation']);
  });
});
