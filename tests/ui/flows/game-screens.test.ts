// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { BUILT_IN_LEVELS, planWinningRun } from '../../../src/levels';
import { Simulation } from '../../../src/sim';
import { loadProgress } from '../../../src/storage/progress';
import { LocalStore } from '../../../src/storage/local-store';
import { shellHarness } from './shell-harness';
import { say } from '../../../src/app/text/message-descriptor';

/**
 * How long a wait for a screen that loads its code with import() may take: the first import
 * transforms the module, which takes seconds on a loaded machine (vi.waitFor's default is 1 s).
 */
const LOADED = { timeout: 30_000 };

const [first, second] = BUILT_IN_LEVELS;
if (first === undefined || second === undefined) throw new Error('levels missing');

describe('GameController: title and menus', () => {
  it('opens on the title with the maze as a backdrop, no HUD, and Play focused', () => {
    const h = shellHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.run(3);
    expect(h.game.screen).toBe('title');
    expect(h.draws.at(-1)).toMatchObject({ levelId: 'catacombs', mode: 'backdrop' });
    expect(h.root.querySelector<HTMLElement>('.hud')?.hidden).toBe(true);
    expect(document.activeElement?.textContent).toMatch(/^Play/);
    expect(h.root.querySelector('.daily-date')?.textContent).toBe('14 March 2026');
    expect(h.loop.paused).toBe(true);
  });

  it('shows a launch problem on the title', () => {
    const h = shellHarness();
    h.game.launch({
      kind: 'title',
      notice: say('launch.noLevel', { level: 'x', levels: 'first-steps' }),
    });
    expect(h.root.querySelector('[role="alert"]')?.textContent).toBe(
      "There is no level called 'x'. Choose one from the list, or use one of: first-steps.",
    );
  });

  it('moves between menus with buttons and Escape', () => {
    const h = shellHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.click('How to play');
    expect(h.game.screen).toBe('help');
    expect(h.root.textContent).toContain('Arrow keys or W A S D');
    h.game.command('back');
    expect(h.game.screen).toBe('title');
    h.click('Choose a level');
    expect(h.game.screen).toBe('levels');
    h.game.command('back');
    expect(h.game.screen).toBe('title');
  });

  it('lists every level, locked until the one before is won, with best times', () => {
    const storage = shellHarness().storage;
    const store = new LocalStore({ storage: () => storage });
    store.write('progress', { [first.id]: { bestTicks: 245 } });
    const h = shellHarness({ storage, progress: loadProgress(store) });
    h.game.launch({ kind: 'title', notice: null });
    h.click('Choose a level');
    const levelButtons = [...h.root.querySelectorAll<HTMLButtonElement>('button.level')];
    expect(levelButtons).toHaveLength(BUILT_IN_LEVELS.length);
    expect(levelButtons.map((b) => b.disabled)).toEqual(BUILT_IN_LEVELS.map((_, i) => i > 1));
    expect(levelButtons[0]?.textContent).toContain('Best 12.25 s');
    expect(levelButtons[1]?.textContent).toContain('Not yet won');
    levelButtons[1]?.click();
    expect(h.game.state()).toMatchObject({ screen: 'playing', levelId: second.id });
  });

  it('makes Enter pick the first button when no button has focus', () => {
    const h = shellHarness();
    h.game.launch({ kind: 'title', notice: null });
    (document.activeElement as HTMLElement).blur();
    h.game.command('confirm');
    expect(h.game.state()).toMatchObject({ screen: 'playing', levelId: first.id });
  });

  it('leaves Enter on a focused button to the button', () => {
    const h = shellHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.root.querySelector<HTMLButtonElement>('button:nth-child(2)')?.focus();
    h.game.command('confirm');
    expect(h.game.screen).toBe('title');
  });
});

describe('GameController: a run', () => {
  it('plays from the title: ticks run one per 50 ms frame and the HUD shows the run', () => {
    const h = shellHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.click('Play');
    expect(h.game.screen).toBe('playing');
    expect(h.keyboard.clearLatched).toHaveBeenCalled();
    h.run(11);
    // The first frame after the start is only a baseline.
    expect(h.game.state()).toMatchObject({
      levelId: first.id,
      tick: 10,
      paused: false,
      outcome: 'playing',
    });
    expect(h.draws.at(-1)).toMatchObject({ mode: 'play', tick: 10 });
    expect(h.root.querySelector('.hud-level')?.textContent).toBe(first.name);
    expect(h.root.querySelector('.hud-elapsed')?.textContent).toBe('0.50');
    expect(h.root.querySelector('.hud-countdown')?.textContent).toBe('44.50');
    expect(h.root.querySelector<HTMLElement>('.hud')?.hidden).toBe(false);
  });

  it('runs no ticks while paused, and resumes where it was', () => {
    const h = shellHarness();
    h.game.startLevel(first);
    h.run(6);
    h.game.command('pause');
    expect(h.game.state()).toMatchObject({ screen: 'paused', paused: true, tick: 5 });
    expect(document.activeElement?.textContent).toBe('Resume');
    h.run(40);
    expect(h.game.state().tick).toBe(5);
    h.game.command('back');
    expect(h.game.state()).toMatchObject({ screen: 'playing', paused: false });
    h.run(3);
    // The resume frame is a new baseline: no burst of catch-up ticks.
    expect(h.game.state().tick).toBe(7);
    expect(h.loop.ledger.droppedEvents).toBe(0);
    expect(h.loop.ledger.pausesByReason.user).toBe(1);
  });

  it('pauses with the pause screen when the tab is hidden, and stays paused when it returns', () => {
    const h = shellHarness();
    h.game.startLevel(first);
    h.run(4);
    h.lifecycle.emit('hidden');
    expect(h.game.screen).toBe('paused');
    expect(h.root.querySelector('.pause-reason')?.textContent).toMatch(/tab was hidden/);
    h.lifecycle.emit('visible');
    h.run(10);
    expect(h.game.state()).toMatchObject({ screen: 'paused', tick: 3 });
    expect(h.loop.ledger.pausesByReason.hidden).toBe(1);
  });

  it('wins: shows the time, saves the best, unlocks the next level, and keeps reporting the run', () => {
    const plan = planWinningRun(first);
    const h = shellHarness();
    h.game.startLevel(first);
    h.inputs.push(...plan.inputs);
    h.run(plan.inputs.length + 10);
    const reference = new Simulation(first);
    for (const input of plan.inputs) reference.advance(input);
    expect(h.game.state()).toMatchObject({
      screen: 'won',
      outcome: 'won',
      tick: reference.tick,
      hash: reference.hash(),
      paused: true,
    });
    expect(h.root.querySelector('h2')?.textContent).toBe('Out of the labyrinth!');
    expect(h.root.textContent).toContain(`Time ${(reference.finalTimeTicks / 20).toFixed(2)} s`);
    expect(h.root.textContent).toContain('Your first win here.');
    expect(h.buttons()[0]).toBe('Next level');
    const saved = loadProgress(new LocalStore({ storage: () => h.storage }));
    expect(saved.get(first.id)).toEqual({ bestTicks: reference.finalTimeTicks });
    expect(h.game.progress.has(first.id)).toBe(true);
    h.run(5);
    expect(h.game.state().tick).toBe(reference.tick);
    h.click('Next level');
    expect(h.game.state()).toMatchObject({ levelId: second.id, tick: 0, outcome: 'playing' });
  });

  it('loses to the countdown without saving anything', () => {
    const h = shellHarness();
    h.game.startLevel(first);
    const writes = h.storage.writes;
    h.run(first.timeLimitTicks + 5);
    expect(h.game.state()).toMatchObject({
      screen: 'lost',
      outcome: 'timeout',
      tick: first.timeLimitTicks,
    });
    expect(h.root.querySelector('h2')?.textContent).toBe('The torch burned out');
    expect(h.storage.writes).toBe(writes);
    h.click('Try again');
    expect(h.game.state()).toMatchObject({ screen: 'playing', tick: 0 });
  });

  it('shows the best time on the lose screen too, once there is one', () => {
    const h = shellHarness({ progress: new Map([[first.id, { bestTicks: 245 }]]) });
    h.game.startLevel(first);
    h.run(first.timeLimitTicks + 2);
    expect(h.game.screen).toBe('lost');
    expect([...h.root.querySelectorAll('.result')].map((p) => p.textContent)).toEqual([
      'You lasted 45.00 s.',
      'Best 12.25 s',
    ]);
  });
});

describe('GameController: generated levels, settings and errors', () => {
  it('starts a seeded level once it is generated, and explains a refused seed', async () => {
    const h = shellHarness();
    await h.game.startSeed(7);
    expect(h.game.state()).toMatchObject({ screen: 'playing', levelId: BUILT_IN_LEVELS[2]?.id });
    const refused = shellHarness({
      makeSeeded: () => Promise.reject(new RangeError('seed too odd')),
    });
    await refused.game.startSeed(9);
    expect(refused.game.screen).toBe('title');
    expect(refused.root.querySelector('[role="alert"]')?.textContent).toContain('seed too odd');
  });

  it('saves and applies settings', async () => {
    const h = shellHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.click('Settings');
    h.click('Sound');
    expect(h.sounds.setMuted).toHaveBeenLastCalledWith(true);
    expect(document.activeElement?.getAttribute('data-setting')).toBe('sound');
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('false');
    h.game.command('diagnostics');
    // The overlay's code loads on first use.
    await vi.waitFor(() => {
      expect(h.root.querySelector<HTMLElement>('.diagnostics')?.hidden).toBe(false);
    }, LOADED);
    h.game.command('diagnostics');
    expect(h.root.querySelector<HTMLElement>('.diagnostics')?.hidden).toBe(true);
    h.game.command('diagnostics');
    const stored = JSON.parse(h.storage.items.get('mythic-maze:settings') ?? '{}') as {
      data: { sound: boolean; diagnostics: boolean };
    };
    expect(stored.data).toMatchObject({ sound: false, diagnostics: true });
  });

  it('stops on an error: reports it once, offers a restart, and saves nothing', () => {
    let fail = false;
    const h = shellHarness({
      render: () => {
        if (fail) throw new Error('boom');
      },
    });
    h.game.startLevel(first);
    h.run(3);
    const writes = h.storage.writes;
    fail = true;
    h.run(1);
    expect(h.game.screen).toBe('error');
    expect(h.reportError).toHaveBeenCalledTimes(1);
    expect(h.root.querySelector('.error-message')?.textContent).toBe('boom');
    expect(h.loop.running).toBe(false);
    fail = false;
    h.click('Restart level');
    expect(h.loop.running).toBe(true);
    h.run(3);
    expect(h.game.state()).toMatchObject({ screen: 'playing', tick: 2 });
    expect(h.storage.writes).toBe(writes);
  });
});
