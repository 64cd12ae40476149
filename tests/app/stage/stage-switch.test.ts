import { describe, expect, it, vi } from 'vitest';
import type { Screen } from '../../../src/app/core/screen';
import { LiveFollower } from '../../../src/app/live/live-follower';
import { LiveWatch } from '../../../src/app/live/live-watch';
import { Playback } from '../../../src/app/replays/playback';
import { ReplayPlayer } from '../../../src/app/replays/replay-player';
import { FrameStall } from '../../../src/app/stage/frame-stall';
import { StageSwitch, type Stage } from '../../../src/app/stage/stage-switch';
import { builtIn, winningReplay } from '../../replay/support/replays';

/** A stage that notes each tick, frame and command it is given, under its name. */
function noting(name: string, log: string[]): Stage {
  return {
    tick: (input) => log.push(`${name} tick ${String(input)}`),
    render: (alpha) => log.push(`${name} render ${String(alpha)}`),
    command: (command) => log.push(`${name} ${command}`) > 0 && command === 'step-back',
    pause: () => log.push(`${name} pause`),
    resume: () => log.push(`${name} resume`),
    restart: () => log.push(`${name} restart`),
  };
}

/** A switch with its cast in, and what its stages were given. */
function cast() {
  const log: string[] = [];
  const stages = new StageSwitch();
  const players: ReplayPlayer[] = [];
  const watches: LiveWatch[] = [];
  stages.cast({
    menu: noting('menu', log),
    live: noting('live', log),
    playback: (player) => {
      players.push(player);
      return noting(`playback ${String(players.length)}`, log);
    },
    follow: (watch) => {
      watches.push(watch);
      return noting(`follow ${String(watches.length)}`, log);
    },
  });
  return { stages, log, players, watches };
}

const player = new ReplayPlayer({
  playback: new Playback({ replay: winningReplay('first-steps'), level: builtIn('first-steps') }),
  loop: {
    running: true,
    paused: false,
    rate: 1,
    start: () => undefined,
    pause: () => undefined,
    resume: () => undefined,
    restartClock: () => undefined,
    setRate: () => undefined,
  },
  title: 'Theseus on The Threshold',
  onBack: () => undefined,
  onDownload: () => undefined,
  onEnd: () => undefined,
});

describe('StageSwitch', () => {
  it('ticks and draws nothing before its cast is in', () => {
    const stages = new StageSwitch();
    stages.screenShown('playing');
    stages.tick(3);
    stages.render(0.5);
    stages.watch(player);
    expect(() => {
      stages.render(0.25);
    }).not.toThrow();
  });

  it('starts on the menu stage: the title is up before any screen is shown', () => {
    const { stages, log } = cast();
    stages.tick(1);
    stages.render(0.5);
    expect(log).toEqual(['menu tick 1', 'menu render 0.5']);
  });

  it('puts up the stage of each screen: the menus, the live run, the playback', () => {
    const { stages, log } = cast();
    const onStage = (screen: Screen) => {
      stages.screenShown(screen);
      log.length = 0;
      stages.render(0);
      return log[0]?.split(' render')[0];
    };
    for (const menu of [
      'title',
      'levels',
      'help',
      'settings',
      'controls',
      'loading',
      'scores',
      'editor',
    ] as const) {
      expect(onStage(menu)).toBe('menu');
    }
    for (const live of ['playing', 'paused', 'won', 'lost', 'error'] as const) {
      expect(onStage(live)).toBe('live');
    }
    // The replay screen with no playback open shows the live run, as before.
    expect(onStage('replay')).toBe('live');
    stages.watch(player);
    expect(onStage('replay')).toBe('playback 1');
    stages.watch(null);
    expect(onStage('replay')).toBe('live');
  });

  it('puts up the watched run on the watch view, the backdrop while none is watched', () => {
    const { stages, log, watches } = cast();
    const watch = new LiveWatch({
      liveId: 'AbCdEfGhIjKlMnOp',
      follower: new LiveFollower(),
      connect: () => ({ send: () => undefined, close: () => undefined }),
      timer: () => () => undefined,
      changed: () => undefined,
    });
    const onStage = (screen: Screen) => {
      stages.screenShown(screen);
      log.length = 0;
      stages.render(0);
      return log[0]?.split(' render')[0];
    };
    expect(onStage('live')).toBe('menu');
    expect(onStage('live-watch')).toBe('menu');
    stages.follow(watch);
    expect(onStage('live-watch')).toBe('follow 1');
    expect(watches).toEqual([watch]);
    expect(onStage('live')).toBe('menu');
    stages.follow(null);
    expect(onStage('live-watch')).toBe('menu');
  });

  it('keeps the stage up until the screen changes: no tick or frame decides it again', () => {
    const { stages, log, players } = cast();
    stages.watch(player);
    stages.screenShown('replay');
    stages.watch(null);
    stages.tick(4);
    expect(log).toEqual(['playback 1 tick 4']);
    expect(players).toEqual([player]);
  });
});

describe('StageSwitch commands', () => {
  it("gives pause, resume, restart and keys to the stage up, and answers with the stage's answer", () => {
    const { stages, log } = cast();
    const all = () => {
      const answers = [stages.command('step-back'), stages.command('pause')];
      stages.pause();
      stages.resume();
      stages.restart();
      return answers;
    };
    stages.screenShown('paused');
    expect(all()).toEqual([true, false]);
    stages.watch(player);
    stages.screenShown('replay');
    all();
    stages.screenShown('title');
    all();
    expect(log).toEqual([
      'live step-back',
      'live pause',
      'live pause',
      'live resume',
      'live restart',
      'playback 1 step-back',
      'playback 1 pause',
      'playback 1 pause',
      'playback 1 resume',
      'playback 1 restart',
      'menu step-back',
      'menu pause',
      'menu pause',
      'menu resume',
      'menu restart',
    ]);
  });

  it('routes no command anywhere before its cast is in', () => {
    const stages = new StageSwitch();
    stages.screenShown('replay');
    expect(stages.command('pause')).toBe(false);
    expect(() => {
      stages.pause();
      stages.resume();
      stages.restart();
    }).not.toThrow();
  });
});

describe('FrameStall', () => {
  it('stalls once, inside the next frame, for at most 5 s', () => {
    const busyWait = vi.fn();
    const stall = new FrameStall(busyWait);
    stall.run();
    expect(busyWait).not.toHaveBeenCalled();
    stall.request(9000);
    stall.run();
    stall.run();
    expect(busyWait.mock.calls).toEqual([[5000]]);
    stall.request(4999);
    stall.run();
    stall.request(-3);
    stall.run();
    expect(busyWait.mock.calls).toEqual([[5000], [4999]]);
  });
});
