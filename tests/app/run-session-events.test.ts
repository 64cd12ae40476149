import { describe, expect, it } from 'vitest';
import { getBuiltInLevel, planWinningRun } from '../../src/levels';
import { RunSession } from '../../src/app/core/run-session';

const first = getBuiltInLevel('first-steps');
if (first === undefined) throw new Error('no first level');

/** A session whose events are written down as they come, one line each. */
function noted() {
  const session = new RunSession();
  const heard: string[] = [];
  session.on('run-started', ({ run, kind, ref }) => {
    heard.push(`started ${kind} ${JSON.stringify(ref)} at ${String(run.tick)}`);
  });
  session.on('run-ended', ({ run, kind, outcome }) => {
    heard.push(`ended ${kind} ${outcome} at ${String(run.tick)}`);
  });
  return { session, heard };
}

describe('RunSession run-abandoned', () => {
  function abandons() {
    const session = new RunSession();
    const heard: string[] = [];
    session.on('run-abandoned', ({ log }) => {
      heard.push(`abandoned ${log.outcome} at ${String(log.ticks)}`);
    });
    session.on('run-started', () => heard.push('started'));
    return { session, heard };
  }

  it('tells of a run left while playing, by a restart or back to the title, once each', () => {
    const { session, heard } = abandons();
    session.abandon();
    session.start(first, 'level');
    for (let i = 0; i < 30; i += 1) session.tick(0);
    session.restart();
    for (let i = 0; i < 12; i += 1) session.tick(0);
    session.abandon();
    session.abandon();
    session.start(first, 'level');
    expect(heard).toEqual([
      'started',
      'abandoned playing at 30',
      'started',
      'abandoned playing at 12',
      'started',
    ]);
  });

  it('says nothing of a run that ended', () => {
    const { session, heard } = abandons();
    session.start(first, 'level');
    for (let i = 0; i < 1000; i += 1) session.tick(0);
    session.abandon();
    session.restart();
    expect(heard).toEqual(['started', 'started']);
  });
});

describe('RunSession events', () => {
  it('tells a subscriber a run started, then that it ended with its outcome, in order', () => {
    const { session, heard } = noted();
    const plan = planWinningRun(first).inputs;
    session.start(first, 'level');
    for (const input of plan) session.tick(input);
    session.tick(2);
    expect(heard).toEqual([
      'started level {"id":"first-steps"} at 0',
      `ended level won at ${String(plan.length)}`,
    ]);
  });

  it('ends a run left standing at its time limit as a timeout, once, at tick 900', () => {
    const { session, heard } = noted();
    session.start(first, 'daily', { seed: 5 });
    for (let i = 0; i < 1000; i += 1) session.tick(0);
    expect(heard).toEqual(['started daily {"seed":5} at 0', 'ended daily timeout at 900']);
  });

  it('tells of each tick that ran, with its input, before the end of the last one', () => {
    const session = new RunSession();
    const heard: string[] = [];
    session.on('run-ticked', (run, input) =>
      heard.push(`tick ${String(run.tick)} ${String(input)}`),
    );
    session.on('run-ended', ({ run }) => heard.push(`end ${String(run.tick)}`));
    session.tick(2);
    expect(heard).toEqual([]);
    session.start(first, 'level');
    for (let i = 0; i < 899; i += 1) session.tick(0);
    heard.length = 0;
    session.tick(4);
    session.tick(4);
    expect(heard).toEqual(['tick 900 4', 'end 900']);
  });

  it('starts a restart again, and a practice run only once past its prefix', () => {
    const { session, heard } = noted();
    const plan = planWinningRun(first).inputs;
    session.startPractice(first, { id: 'first-steps' }, plan.slice(0, 12));
    session.tick(0);
    session.restart();
    session.start(first, 'seed', { seed: 9 });
    session.restart();
    expect(heard).toEqual([
      'started practice {"id":"first-steps"} at 12',
      'started practice {"id":"first-steps"} at 12',
      'started seed {"seed":9} at 0',
      'started seed {"seed":9} at 0',
    ]);
  });

  it('tells listeners in the order they subscribed, and no more once one unsubscribes', () => {
    const session = new RunSession();
    const heard: string[] = [];
    session.on('run-started', () => heard.push('first'));
    const leave = session.on('run-started', () => heard.push('second'));
    session.on('run-started', () => heard.push('third'));
    session.start(first, 'level');
    leave();
    leave();
    session.restart();
    expect(heard).toEqual(['first', 'second', 'third', 'first', 'third']);
  });
});
