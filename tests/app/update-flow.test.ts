import { describe, expect, it } from 'vitest';
import { BUILT_IN_LEVELS, planWinningRun } from '../../src/levels';
import { UpdateFlow, type UpdateNotice } from '../../src/app/update-flow';
import { gameHarness } from './game-harness';

const [first] = BUILT_IN_LEVELS;
if (first === undefined) throw new Error('no levels');

/** The installed build as a test sees it: how often it was asked to check and to reload. */
function recordingBuild() {
  const calls = { checks: 0, reloads: 0 };
  return {
    calls,
    port: {
      check: () => {
        calls.checks += 1;
      },
      reload: () => {
        calls.reloads += 1;
      },
    },
  };
}

describe('UpdateFlow in the game, on a recording view', () => {
  it('announces a build that waits during a run, plays the run on, and reloads at the title', () => {
    const build = recordingBuild();
    const h = gameHarness({ build: build.port });
    h.game.launch({ kind: 'title', notice: null });
    h.game.act({ pick: first });
    h.run(5);
    h.game.updates.buildWaiting();
    expect(h.view.updates.at(-1)).toMatchObject({ state: 'ready', serviceVersion: null });
    expect(build.calls.reloads).toBe(0);
    // The run is not cut short: it ticks on, through a pause and back.
    const tick = h.session.run?.tick ?? 0;
    h.run(10);
    expect(h.session.run?.tick).toBe(tick + 10);
    h.game.act('pause');
    h.game.act('resume');
    h.run(3);
    expect(h.view.screen).toBe('playing');
    expect(build.calls.reloads).toBe(0);
    // Played to its end: the end screen stays up, the page with it.
    h.game.act('restart');
    const plan = planWinningRun(first);
    h.inputs.push(...plan.inputs);
    h.run(plan.inputs.length + 2);
    expect(h.view.screen).toBe('won');
    expect(build.calls.reloads).toBe(0);
    // Between runs, on the title, the new build takes over: once.
    h.game.act('title');
    expect(build.calls.reloads).toBe(1);
    expect(h.view.updates.at(-1)?.state).toBe('reloading');
    h.game.act('levels');
    h.game.act('title');
    expect(build.calls.reloads).toBe(1);
  });

  it('never reloads by itself on the end screens, a menu or the editor, only on the title', () => {
    const build = recordingBuild();
    const h = gameHarness({ build: build.port });
    h.game.launch({ kind: 'title', notice: null });
    h.game.act('levels');
    h.game.updates.buildWaiting();
    for (const action of ['settings', 'controls', 'help', 'scores'] as const) h.game.act(action);
    expect(build.calls.reloads).toBe(0);
    expect(h.game.updates.state).toBe('ready');
    h.game.act('title');
    expect(build.calls.reloads).toBe(1);
  });

  it('takes a build found while the title is up at once', () => {
    const build = recordingBuild();
    const h = gameHarness({ build: build.port });
    h.game.launch({ kind: 'title', notice: null });
    h.game.updates.buildWaiting();
    expect(build.calls.reloads).toBe(1);
    expect(h.view.updates.map((notice) => notice.state)).toEqual(['reloading']);
  });

  it('reloads in the middle of a run only when the player presses Reload now, and only once', () => {
    const build = recordingBuild();
    const h = gameHarness({ build: build.port });
    h.game.launch({ kind: 'title', notice: null });
    h.game.act({ pick: first });
    h.game.updates.buildWaiting();
    const notice = h.view.updates.at(-1);
    notice?.reload();
    notice?.reload();
    expect(build.calls.reloads).toBe(1);
    expect(h.view.updates.at(-1)?.state).toBe('reloading');
  });

  it('reloads nothing without a service worker', () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.game.act({ pick: first });
    h.game.updates.serviceRuns(2);
    h.game.act('title');
    expect(h.game.updates.state).toBe('current');
  });
});

describe('UpdateFlow: a leaderboard service of other rules', () => {
  function flow() {
    const build = recordingBuild();
    const notices: UpdateNotice[] = [];
    const updates = new UpdateFlow({ build: () => build.port, show: (n) => notices.push(n) });
    updates.screenShown('playing');
    return { build, notices, updates };
  }

  it('says an update is needed to post when the service runs newer rules, and checks for one once', () => {
    const { build, notices, updates } = flow();
    updates.serviceRuns(2);
    updates.serviceRuns(2);
    expect(notices).toEqual([expect.objectContaining({ state: 'current', serviceVersion: 2 })]);
    expect(build.calls.checks).toBe(1);
    // Newer still: said, but the check already asked stands.
    updates.serviceRuns(3);
    expect(notices.at(-1)).toMatchObject({ state: 'current', serviceVersion: 3 });
    expect(build.calls.checks).toBe(1);
    // The update arrives: the notice keeps saying why, with the button to take it.
    updates.buildWaiting();
    expect(notices.at(-1)).toMatchObject({ state: 'ready', serviceVersion: 3 });
    expect(build.calls.checks).toBe(1);
  });

  it("says nothing for a service of the same or older rules (1 is this game's version)", () => {
    const { build, notices, updates } = flow();
    updates.serviceRuns(1);
    updates.serviceRuns(0);
    expect(notices).toEqual([]);
    expect(build.calls.checks).toBe(0);
  });
});
