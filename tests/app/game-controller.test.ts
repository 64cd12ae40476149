import { describe, expect, it } from 'vitest';
import { de } from '../../src/app/text/catalogues/de';
import { en } from '../../src/app/text/en';
import { setTextLanguage } from '../../src/app/text/text';
import { BUILT_IN_LEVELS, planWinningRun } from '../../src/levels';
import { Simulation } from '../../src/sim';
import { LocalStore } from '../../src/storage/local-store';
import { loadProgress } from '../../src/storage/progress';
import { loadSettings } from '../../src/storage/settings';
import { gameHarness } from './game-harness';
import { say } from '../../src/app/text/message-descriptor';

const [first, second, third] = BUILT_IN_LEVELS;
if (first === undefined || second === undefined || third === undefined) {
  throw new Error('levels missing');
}

describe('GameController: title and menus, on a recording view', () => {
  it('opens on the title with the maze as a backdrop, no HUD, and the loop paused', () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.run(3);
    expect(h.view.screen).toBe('title');
    expect(h.view.model).toMatchObject({
      hud: false,
      notice: null,
      today: { year: 2026, month: 3, day: 14 },
    });
    // No run yet (the title's model no longer carries the run: the session is asked).
    expect(h.game.session.run).toBeNull();
    expect(h.draws.at(-1)).toMatchObject({ levelId: 'catacombs', mode: 'backdrop' });
    expect(h.view.frames).toEqual([]);
    expect(h.loop.paused).toBe(true);
  });

  it('hands a launch problem to the title', () => {
    const h = gameHarness();
    const notice = say('launch.noLevel', { level: 'x', levels: 'first-steps' });
    h.game.launch({ kind: 'title', notice });
    expect(h.view.model).toMatchObject({ screen: 'title', notice });
  });

  it('moves between menus with their buttons and Back, and Back from Controls lands on Settings', () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.view.act('help');
    expect(h.view.screen).toBe('help');
    h.game.command('back');
    expect(h.view.screen).toBe('title');
    h.view.act('levels');
    expect(h.view.screen).toBe('levels');
    h.game.command('back');
    expect(h.view.screen).toBe('title');
    h.view.act('settings');
    h.view.act('controls');
    expect(h.view.screen).toBe('controls');
    h.game.command('back');
    expect(h.view.screen).toBe('settings');
    // Focus goes back to the control the player came from.
    expect(h.view.focused).toEqual(['controls']);
    h.game.command('back');
    expect(h.view.screen).toBe('title');
  });

  it('leaves Enter to the view: the game asks it to confirm, and changes nothing itself', () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.game.command('confirm');
    expect(h.view.confirms).toBe(1);
    expect(h.view.screen).toBe('title');
  });

  it('plays the first level not yet won, and the last once all are', () => {
    const fresh = gameHarness();
    fresh.view.act('play');
    expect(fresh.game.state()).toMatchObject({ screen: 'playing', levelId: first.id });
    const progress = new Map([
      [first.id, { bestTicks: 245 }],
      [second.id, { bestTicks: 300 }],
    ]);
    const later = gameHarness({ progress });
    later.view.act('play');
    expect(later.game.state().levelId).toBe(third.id);
    const all = new Map(BUILT_IN_LEVELS.map((level) => [level.id, { bestTicks: 100 }]));
    const done = gameHarness({ progress: all });
    done.view.act('play');
    expect(done.game.state().levelId).toBe(BUILT_IN_LEVELS.at(-1)?.id);
  });
});

describe('GameController: a run, on a recording view', () => {
  it('ticks one per 50 ms frame, draws the run and tells the HUD, from the first frame on', () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.view.act({ pick: first });
    expect(h.view.model).toMatchObject({ screen: 'playing', hud: true });
    expect(h.game.session.kind).toBe('level');
    expect(h.keyboard.clearLatched).toHaveBeenCalledTimes(1);
    // The HUD shows the new run at once, before its first frame.
    expect(h.view.frames).toEqual([{ levelId: first.id, tick: 0 }]);
    h.run(11);
    // The first frame after the start is only a baseline.
    expect(h.game.state()).toMatchObject({ levelId: first.id, tick: 10, paused: false });
    expect(h.draws.at(-1)).toMatchObject({ levelId: first.id, mode: 'play', tick: 10 });
    expect(h.view.frames.at(-1)).toEqual({ levelId: first.id, tick: 10 });
  });

  it('pauses on the pause screen, runs no ticks, and resumes without the keys held meanwhile', () => {
    const h = gameHarness();
    h.game.startLevel(first);
    h.run(6);
    h.game.command('pause');
    expect(h.view.model).toMatchObject({ screen: 'paused', pauseReason: 'user' });
    expect(h.game.state()).toMatchObject({ paused: true, tick: 5 });
    h.run(40);
    expect(h.game.state().tick).toBe(5);
    h.game.command('back');
    expect(h.game.state()).toMatchObject({ screen: 'playing', paused: false });
    expect(h.keyboard.clearLatched).toHaveBeenCalledTimes(2);
    h.run(3);
    expect(h.game.state().tick).toBe(7);
  });

  it('puts the pause screen up, saying why, when the tab is hidden', () => {
    const h = gameHarness();
    h.game.startLevel(first);
    h.run(4);
    h.lifecycle.emit('hidden');
    expect(h.view.model).toMatchObject({ screen: 'paused', pauseReason: 'hidden' });
  });

  it('pauses on blur only while the setting is on', () => {
    const off = gameHarness({ settings: { autoPauseOnBlur: false } });
    off.game.startLevel(first);
    off.lifecycle.emit('blur');
    expect(off.game.screen).toBe('playing');
    const on = gameHarness();
    on.game.startLevel(first);
    on.lifecycle.emit('blur');
    expect(on.game.screen).toBe('paused');
  });

  it('restarts with R: a new run from tick 0, with the clock restarted', () => {
    const h = gameHarness();
    h.game.startLevel(first);
    h.run(8);
    const resets = h.loop.ledger.resetEvents;
    h.game.command('restart');
    expect(h.game.state()).toMatchObject({ screen: 'playing', tick: 0 });
    expect(h.loop.ledger.resetEvents).toBe(resets + 1);
    h.run(2);
    expect(h.game.state().tick).toBe(2);
  });

  it('wins: the end screen has the time, the best is saved, and the next level can be picked', () => {
    const plan = planWinningRun(first);
    const h = gameHarness();
    h.game.startLevel(first);
    h.inputs.push(...plan.inputs);
    h.run(plan.inputs.length + 10);
    const reference = new Simulation(first);
    for (const input of plan.inputs) reference.advance(input);
    expect(h.game.state()).toMatchObject({
      screen: 'won',
      tick: reference.tick,
      hash: reference.hash(),
      paused: true,
    });
    expect(h.view.modelOf('won').summary).toEqual({
      outcome: 'won',
      caughtBy: null,
      levelName: first.name,
      ticks: reference.tick,
      gems: reference.gemsTaken,
      finalTimeTicks: reference.finalTimeTicks,
      previousBestTicks: null,
      newBest: true,
    });
    const saved = loadProgress(new LocalStore({ storage: () => h.storage }));
    expect(saved.get(first.id)).toEqual({ bestTicks: reference.finalTimeTicks });
    expect(h.game.progress.get(first.id)).toEqual({ bestTicks: reference.finalTimeTicks });
    h.run(5);
    expect(h.game.state().tick).toBe(reference.tick);
    // The level select after the win is handed the progress with the win in it.
    h.view.act('levels');
    expect(h.view.modelOf('levels').progress.has(first.id)).toBe(true);
    h.view.act({ pick: second });
    expect(h.game.state()).toMatchObject({ levelId: second.id, tick: 0, outcome: 'playing' });
  });

  it('loses to the countdown, saves nothing, and tries again from tick 0', () => {
    const h = gameHarness({ progress: new Map([[first.id, { bestTicks: 245 }]]) });
    h.game.startLevel(first);
    const writes = h.storage.writes;
    h.run(first.timeLimitTicks + 5);
    expect(h.game.state()).toMatchObject({ screen: 'lost', tick: first.timeLimitTicks });
    expect(h.view.modelOf('lost').summary).toMatchObject({
      outcome: 'timeout',
      ticks: first.timeLimitTicks,
      previousBestTicks: 245,
      newBest: false,
    });
    expect(h.storage.writes).toBe(writes);
    h.view.act('restart');
    expect(h.game.state()).toMatchObject({ screen: 'playing', tick: 0 });
  });

  it('draws the run while it is on screen (paused too), and the backdrop behind the menus', () => {
    const h = gameHarness();
    h.game.startLevel(first);
    h.run(3);
    expect(h.draws.at(-1)).toMatchObject({ levelId: first.id, mode: 'play', tick: 2 });
    h.game.command('pause');
    h.run(2);
    expect(h.draws.at(-1)).toMatchObject({ levelId: first.id, mode: 'play', tick: 2 });
    h.game.quitToTitle();
    h.run(2);
    expect(h.draws.at(-1)).toMatchObject({ levelId: 'catacombs', mode: 'backdrop' });
    h.view.act('settings');
    h.run(1);
    expect(h.draws.at(-1)).toMatchObject({ levelId: 'catacombs', mode: 'backdrop' });
    expect(h.view.frames.at(-1)).toEqual({ levelId: first.id, tick: 2 });
  });

  it('keeps a run left in play ticking under the loading screen, drawing the backdrop', async () => {
    let arrive: () => void = () => undefined;
    const late = new Promise<typeof import('../../src/app/replays/replay-kit')>((resolve) => {
      arrive = () => {
        void import('../../src/app/replays/replay-kit').then(resolve);
      };
    });
    const h = gameHarness({ loadReplayKit: () => late });
    h.game.startLevel(first);
    h.run(3);
    const opening = h.game.replays.openFile({
      name: 'run.json',
      size: 2,
      text: () => Promise.resolve('{}'),
    });
    await Promise.resolve();
    expect(h.view.screen).toBe('loading');
    h.run(4);
    expect(h.game.state().tick).toBe(6);
    expect(h.draws.at(-1)).toMatchObject({ levelId: 'catacombs', mode: 'backdrop' });
    arrive();
    await opening;
  });

  it('stalls inside the next frame when asked, once', () => {
    const h = gameHarness();
    h.game.startLevel(first);
    h.game.simulateStall(500);
    h.run(3);
    expect(h.stall.mock.calls).toEqual([[500]]);
  });
});

describe('GameController: generated levels, settings and errors, on a recording view', () => {
  it('starts a seeded level once it is generated, and hands a refused seed to the title', async () => {
    const h = gameHarness();
    await h.game.startSeed(7);
    expect(h.game.state()).toMatchObject({ screen: 'playing', levelId: third.id });
    expect(h.view.shown.map((m) => m.screen)).toEqual(['loading', 'playing']);
    expect(h.view.shown[0]).toMatchObject({ loading: 'Carving the labyrinth…' });
    const refused = gameHarness({
      makeSeeded: () => Promise.reject(new RangeError('seed too odd')),
    });
    await refused.game.startSeed(9);
    expect(refused.view.titleNotice()).toBe('Could not make seed 9: seed too odd');
    // The level's name inside the notice is a message too: a switch writes both again.
    setTextLanguage('de', de);
    try {
      expect(refused.view.titleNotice()).toBe('Seed 9 ließ sich nicht erzeugen: seed too odd');
    } finally {
      setTextLanguage('en', en);
    }
  });

  it('does not start a generated level after the player went elsewhere', async () => {
    const h = gameHarness();
    const pending = h.game.startDaily();
    expect(h.game.screen).toBe('loading');
    h.game.command('back');
    await pending;
    expect(h.game.screen).toBe('title');
  });

  it('saves and applies settings, and loads the overlay the first time it is wanted', async () => {
    const h = gameHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.view.act('settings');
    h.view.act({ toggle: 'sound' });
    expect(h.sounds.setMuted).toHaveBeenLastCalledWith(true);
    expect(h.view.model).toMatchObject({ screen: 'settings', settings: { sound: false } });
    expect(h.view.focused).toEqual(['sound']);
    h.game.command('diagnostics');
    await expect.poll(() => h.overlays[0]?.visible).toBe(true);
    h.run(2);
    expect(h.overlays[0]?.frames).toBe(2);
    h.game.command('diagnostics');
    expect(h.overlays[0]?.visible).toBe(false);
    h.game.command('diagnostics');
    expect(h.overlays).toHaveLength(1);
    const stored = loadSettings(new LocalStore({ storage: () => h.storage }));
    expect(stored).toMatchObject({ sound: false, diagnostics: true });
  });

  it('stops on an error: reports it once, offers a restart, and saves nothing', () => {
    let fail = false;
    const h = gameHarness({
      render: () => {
        if (fail) throw new Error('boom');
      },
    });
    h.game.startLevel(first);
    h.run(3);
    const writes = h.storage.writes;
    fail = true;
    h.run(1);
    expect(h.view.model).toMatchObject({ screen: 'error', error: 'boom', hud: false });
    expect(h.reportError).toHaveBeenCalledTimes(1);
    expect(h.loop.running).toBe(false);
    fail = false;
    h.view.act('restart');
    expect(h.loop.running).toBe(true);
    h.run(3);
    expect(h.game.state()).toMatchObject({ screen: 'playing', tick: 2 });
    expect(h.storage.writes).toBe(writes);
  });
});
