// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { Keyboard } from '../../../src/input';
import { DEFAULT_BINDINGS } from '../../../src/input/bindings';
import { boundKeys } from '../../../src/input/bound-keys';
import { Gamepads } from '../../../src/input/gamepads';
import { LocalStore } from '../../../src/storage/local-store';
import { loadSettings } from '../../../src/storage/settings';
import { padNavigation } from '../../../src/ui/access/pad-navigation';
import { FakePad } from '../../input/fake-pad';
import { winningReplay } from '../../replay/support/replays';
import { shellHarness } from './shell-harness';

type Harness = ReturnType<typeof shellHarness>;

/** The help screen's key list, as [keys, what they do] pairs. */
function helpControls(h: Harness): string[][] {
  const terms = [...h.root.querySelectorAll('.help-screen dt')].map((dt) => dt.textContent);
  const details = [...h.root.querySelectorAll('.help-screen dd')].map((dd) => dd.textContent);
  return terms.map((term, i) => [term, details[i] ?? '']);
}

/** On the Controls screen: picks a key slot, then presses `code` as the page would. */
function rebind(binding: string, code: string, key: string): void {
  const slot = document.querySelector<HTMLButtonElement>(`[data-binding="${binding}"]`);
  if (slot === null) throw new Error(`no key slot ${binding}`);
  slot.click();
  window.dispatchEvent(new KeyboardEvent('keydown', { code, key, bubbles: true }));
}

describe('GameController: the help screen follows the bound keys', () => {
  it('lists the keys bound on the Controls screen, and again after a reload', () => {
    const h = shellHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.click('Settings');
    h.click('Controls');
    rebind('right-0', 'KeyL', 'l');
    rebind('pause-0', 'KeyO', 'o');
    expect(h.root.querySelector('.controls-status')?.textContent).toBe('Pause: O.');
    h.click('Back');
    h.click('Back');
    expect(h.game.screen).toBe('title');
    h.click('How to play');
    const expected = [
      ['Up arrow or W', 'Move up'],
      ['L or D', 'Move right'],
      ['Down arrow or S', 'Move down'],
      ['Left arrow or A', 'Move left'],
      ['O or Escape', 'Pause and resume'],
      ['R', 'Restart the level'],
      ['Enter', 'Confirm'],
      ['F3 or `', 'Show or hide diagnostics'],
    ];
    expect(helpControls(h)).toEqual(expected);

    // A reload: the settings, bindings with them, come back from storage.
    const storage = h.storage;
    const settings = loadSettings(new LocalStore({ storage: () => storage }));
    const reloaded = shellHarness({ storage, settings });
    reloaded.game.launch({ kind: 'title', notice: null });
    reloaded.click('How to play');
    expect(helpControls(reloaded)).toEqual(expected);

    // Reset to defaults: the help screen says the arrows and W A S D again.
    reloaded.game.command('back');
    reloaded.click('Settings');
    reloaded.click('Controls');
    reloaded.click('Reset to defaults');
    reloaded.click('Back');
    reloaded.click('Back');
    reloaded.click('How to play');
    expect(helpControls(reloaded)[0]).toEqual([
      'Arrow keys or W A S D',
      'Move; hold a direction early to turn at the next opening',
    ]);
    expect(helpControls(reloaded)[1]).toEqual(['P or Escape', 'Pause and resume']);
  });
});

describe('GameController: the HUD announces the bound pause keys', () => {
  /** The HUD pause button's keyboard shortcuts, as assistive technology reads them. */
  function pauseShortcuts(h: Harness): string | null | undefined {
    return h.root.querySelector('.hud-pause')?.getAttribute('aria-keyshortcuts');
  }

  it('says P and Escape, then the key bound on the Controls screen, and again after a reload', () => {
    const h = shellHarness();
    h.game.launch({ kind: 'title', notice: null });
    h.click('Play');
    expect(h.game.screen).toBe('playing');
    expect(pauseShortcuts(h)).toBe('P Escape');

    h.game.quitToTitle();
    h.click('Settings');
    h.click('Controls');
    rebind('pause-0', 'KeyO', 'o');
    rebind('pause-1', 'Semicolon', ';');
    expect(h.game.settings.bindings.pause).toEqual(['KeyO', 'Semicolon']);
    h.click('Back');
    h.click('Back');
    h.click('Play');
    expect(h.game.screen).toBe('playing');
    expect(pauseShortcuts(h)).toBe('O ; Escape');

    const storage = h.storage;
    const settings = loadSettings(new LocalStore({ storage: () => storage }));
    const reloaded = shellHarness({ storage, settings });
    reloaded.game.launch({ kind: 'title', notice: null });
    reloaded.click('Play');
    expect(reloaded.game.screen).toBe('playing');
    expect(pauseShortcuts(reloaded)).toBe('O ; Escape');
  });
});

describe('GameController: the replay slider answers the keys as bound', () => {
  it('pauses with the bound key, not P, and restarts with the bound key, not R', async () => {
    const h = shellHarness({
      settings: {
        bindings: { ...DEFAULT_BINDINGS, pause: ['KeyO', null], restart: ['KeyT', null] },
      },
    });
    h.game.launch({ kind: 'title', notice: null });
    const replay = winningReplay('red-key', { player: 'Ariadne' });
    expect(await h.game.replays.open({ kind: 'value', value: replay })).toEqual({ ok: true });
    h.run(11);
    const slider = h.root.querySelector<HTMLInputElement>('.replay-position');
    if (slider === null) throw new Error('no replay slider');
    /** A key pressed on the slider; true when the viewer took it. */
    const press = (code: string, key: string) => {
      const event = new KeyboardEvent('keydown', { code, key, cancelable: true, bubbles: true });
      slider.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press('KeyP', 'p')).toBe(false);
    expect(h.game.state()).toMatchObject({ tick: 10, paused: false });
    expect(press('KeyO', 'o')).toBe(true);
    expect(h.game.state()).toMatchObject({ tick: 10, paused: true });
    expect(press('KeyR', 'r')).toBe(false);
    expect(h.game.state().tick).toBe(10);
    expect(press('KeyT', 't')).toBe(true);
    expect(h.game.state().tick).toBe(0);
    // Escape keeps its job: back to the title.
    expect(press('Escape', 'Escape')).toBe(true);
    expect(h.game.screen).toBe('title');
  });
});

/** Stops the keyboards a test wired to the window, passed or failed. */
const disposals: (() => void)[] = [];
afterEach(() => {
  for (const dispose of disposals.splice(0)) dispose();
});

/** The harness's game with a real keyboard and a real pad wired to it, as the page wires them. */
function withDevices(h: Harness) {
  const keyboard = new Keyboard({
    target: window,
    onCommand: (command) => {
      h.game.command(command);
    },
    keys: boundKeys(() => h.game.settings.bindings),
  });
  const menus = padNavigation({
    root: () => h.root.querySelector('.screens') ?? h.root,
    inPlay: () => h.game.screen === 'playing',
    command: (command) => {
      h.game.command(command);
    },
    activeElement: () => document.activeElement,
  });
  const pad = new FakePad(0);
  const pads = new Gamepads({
    read: () => [pad],
    onCommand: (command) => {
      menus.command(command);
    },
    onDirection: (directions) => {
      menus.direction(directions);
    },
    onStatus: () => undefined,
  });
  disposals.push(() => {
    keyboard.dispose();
  });
  // Seen once at rest: the next press acts (the press that wakes a pad does not).
  pads.poll();
  return {
    /** Escape pressed where the focus is, as a keyboard player does. */
    escape: () => {
      const at = document.activeElement ?? document.body;
      at.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }),
      );
      at.dispatchEvent(
        new KeyboardEvent('keyup', { key: 'Escape', code: 'Escape', bubbles: true }),
      );
    },
    /** B (button 1 of the standard mapping) pressed and let go, polled as animation frames do. */
    padBack: () => {
      pad.set(1, true);
      pads.poll();
      pad.set(1, false);
      pads.poll();
    },
  };
}

describe('GameController: Back on the Controls screen', () => {
  for (const [name, device] of [
    ['Escape', 'escape'],
    ["a pad's B", 'padBack'],
  ] as const) {
    it(`goes up one level with ${name}: Controls to Settings, Settings to the title`, () => {
      const h = shellHarness();
      const devices = withDevices(h);
      h.game.launch({ kind: 'title', notice: null });
      h.click('Settings');
      h.click('Controls');
      expect(h.game.screen).toBe('controls');
      devices[device]();
      expect(h.game.screen).toBe('settings');
      expect(h.root.querySelector('h2')?.textContent).toBe('Settings');
      devices[device]();
      expect(h.game.screen).toBe('title');
    });
  }

  for (const [name, device] of [
    ['the Back button', 'backButton'],
    ['Escape', 'escape'],
    ["a pad's B", 'padBack'],
  ] as const) {
    it(`returns focus to Settings' Controls button with ${name}, the control the player came from`, () => {
      const h = shellHarness();
      const devices = withDevices(h);
      h.game.launch({ kind: 'title', notice: null });
      h.click('Settings');
      h.click('Controls');
      expect(h.game.screen).toBe('controls');
      if (device === 'backButton') h.click('Back');
      else devices[device]();
      expect(h.game.screen).toBe('settings');
      const focused = document.activeElement;
      expect(focused?.tagName).toBe('BUTTON');
      expect(focused?.textContent).toBe('Controls');
      expect(focused?.closest('.settings-screen')).not.toBeNull();
    });
  }

  it('goes back to Settings with the keys rebound too (Escape keeps its job)', () => {
    const h = shellHarness();
    const devices = withDevices(h);
    h.game.launch({ kind: 'title', notice: null });
    h.click('Settings');
    h.click('Controls');
    rebind('up-0', 'KeyI', 'i');
    expect(h.root.querySelector('.controls-status')?.textContent).toBe('Move up: I.');
    devices.escape();
    expect(h.game.screen).toBe('settings');
    devices.padBack();
    expect(h.game.screen).toBe('title');
  });
});
