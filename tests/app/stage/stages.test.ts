import { describe, expect, it } from 'vitest';
import { RunSession } from '../../../src/app/core/run-session';
import type { Screen } from '../../../src/app/core/screen';
import { Playback } from '../../../src/app/replays/playback';
import { ReplayPlayer } from '../../../src/app/replays/replay-player';
import type { Stage } from '../../../src/app/stage/stage-switch';
import { LiveStage, MenuStage, PlaybackStage } from '../../../src/app/stage/stages';
import { builtIn, winningReplay } from '../../replay/support/replays';

const painter = { paint: () => undefined };

/** A live stage on a screen set by hand, noting what it asks of the loop, input and screens. */
function live(screen: Screen) {
  const done: string[] = [];
  const host = { screen: () => screen, show: (shown: Screen) => done.push(`show ${shown}`) };
  const stage = new LiveStage({
    session: new RunSession(),
    painter,
    ghosts: () => [],
    loop: {
      pause: (reason) => done.push(`loop pause ${reason}`),
      resume: () => done.push('loop resume'),
    },
    input: { clearLatched: () => done.push('clear latched') },
    host,
    launcher: { restart: () => done.push('restart run') },
  });
  return { stage, done };
}

/** A playback of a won replay on a loop that notes its pauses and resumes. */
function playback() {
  const done: string[] = [];
  const loop = {
    running: true,
    paused: true,
    rate: 1,
    start: () => undefined,
    pause: () => {
      loop.paused = true;
      done.push('loop pause');
    },
    resume: () => {
      loop.paused = false;
      done.push('loop resume');
    },
    restartClock: () => undefined,
    setRate: () => undefined,
  };
  const player = new ReplayPlayer({
    playback: new Playback({ replay: winningReplay('first-steps'), level: builtIn('first-steps') }),
    loop,
    title: 'Theseus on The Threshold',
    onBack: () => done.push('back'),
    onDownload: () => undefined,
    onEnd: () => undefined,
  });
  return { stage: new PlaybackStage(player, painter), player, done };
}

describe('LiveStage commands', () => {
  it('pauses a run in play only, for the player', () => {
    for (const screen of ['paused', 'won', 'lost', 'error'] as const) {
      const { stage, done } = live(screen);
      stage.pause();
      expect(done).toEqual([]);
    }
    const { stage, done } = live('playing');
    stage.pause();
    expect(done).toEqual(['loop pause user']);
  });

  it('resumes from the pause screen only: keys held are dropped, play is shown, then the loop runs', () => {
    for (const screen of ['playing', 'won', 'lost', 'error'] as const) {
      const { stage, done } = live(screen);
      stage.resume();
      expect(done).toEqual([]);
    }
    const { stage, done } = live('paused');
    stage.resume();
    expect(done).toEqual(['clear latched', 'show playing', 'loop resume']);
  });

  it('restarts the level as a new run, and leaves every key to the game', () => {
    const { stage, done } = live('won');
    stage.restart();
    expect(done).toEqual(['restart run']);
    const asStage: Stage = stage;
    for (const command of ['pause', 'back', 'restart', 'step-back', 'step-forward'] as const) {
      expect(asStage.command(command)).toBe(false);
    }
    expect(done).toEqual(['restart run']);
  });

  it('behind the menus, gives its commands to the live stage', () => {
    const { stage: under, done } = live('paused');
    const menu = new MenuStage(under, painter);
    menu.pause();
    menu.resume();
    menu.restart();
    expect(menu.command('pause')).toBe(false);
    expect(done).toEqual(['clear latched', 'show playing', 'loop resume', 'restart run']);
  });
});

describe('PlaybackStage commands', () => {
  it("takes the viewer's keys: play or pause, step a tick either way, restart, back", () => {
    const { stage, player, done } = playback();
    expect(stage.command('pause')).toBe(true);
    expect(player.playing).toBe(true);
    expect(stage.command('pause')).toBe(true);
    expect(player.playing).toBe(false);
    expect(stage.command('step-forward')).toBe(true);
    expect(stage.command('step-forward')).toBe(true);
    expect(stage.command('step-back')).toBe(true);
    expect(player.playback.run.tick).toBe(1);
    expect(stage.command('restart')).toBe(true);
    expect(player.playback.run.tick).toBe(0);
    expect(stage.command('back')).toBe(true);
    expect(stage.command('comparison')).toBe(false);
    expect(stage.command('diagnostics')).toBe(false);
    expect(done).toEqual([
      'loop resume',
      'loop pause',
      'loop pause',
      'loop pause',
      'loop pause',
      'back',
    ]);
  });

  it('pauses, plays and restarts the playback for the buttons and the testing hook', () => {
    const { stage, player, done } = playback();
    stage.resume();
    expect(player.playing).toBe(true);
    stage.pause();
    expect(player.playing).toBe(false);
    player.seek(40);
    stage.restart();
    expect(player.playback.run.tick).toBe(0);
    expect(done).toEqual(['loop resume', 'loop pause']);
  });
});
