import { describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/storage/local-store';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../src/storage/settings';
import { FakeStorage } from '../support/fake-storage';

describe('settings', () => {
  it('defaults on a fresh machine and round-trips what was saved', () => {
    const storage = new FakeStorage();
    const store = new LocalStore({ storage: () => storage });
    expect(loadSettings(store)).toEqual(DEFAULT_SETTINGS);
    const changed = { ...DEFAULT_SETTINGS, sound: false, playerName: 'Ariadne' };
    expect(saveSettings(store, changed)).toBe(true);
    expect(loadSettings(new LocalStore({ storage: () => storage }))).toEqual(changed);
  });

  it('keeps valid fields when others are damaged', () => {
    const storage = new FakeStorage();
    storage.items.set(
      'mythic-maze:settings',
      JSON.stringify({ version: 1, data: { sound: false, ghost: 'yes', extra: 1 } }),
    );
    expect(loadSettings(new LocalStore({ storage: () => storage }))).toEqual({
      ...DEFAULT_SETTINGS,
      sound: false,
    });
  });

  it('loads a document saved before bindings, motion and contrast existed', () => {
    const storage = new FakeStorage();
    // Exactly what the first release wrote.
    storage.items.set(
      'mythic-maze:settings',
      '{"version":1,"data":{"sound":false,"autoPauseOnBlur":true,"diagnostics":true,"ghost":false,"playerName":"Ariadne"}}',
    );
    const store = new LocalStore({ storage: () => storage, onNotice: () => expect.fail() });
    expect(loadSettings(store)).toEqual({
      sound: false,
      autoPauseOnBlur: true,
      diagnostics: true,
      ghost: false,
      playerName: 'Ariadne',
      bindings: {
        up: ['ArrowUp', 'KeyW'],
        right: ['ArrowRight', 'KeyD'],
        down: ['ArrowDown', 'KeyS'],
        left: ['ArrowLeft', 'KeyA'],
        pause: ['KeyP', null],
        restart: ['KeyR', null],
        overlay: ['F3', 'Backquote'],
        comparison: ['KeyC', null],
        stepBack: ['Comma', null],
        stepForward: ['Period', null],
      },
      reducedMotion: 'system',
      highContrast: false,
      // Global posting is opt-in: a document from before it existed loads with it off.
      globalPost: false,
      splitComparison: 'pb',
      // The language came later still: an older document follows the browser's.
      language: null,
    });
  });

  it('keeps bindings saved before the comparison and replay-step keys, adding those keys unless taken', () => {
    const storage = new FakeStorage();
    // Bindings as saved before the three later actions existed: C moves up, full stop pauses.
    const old = {
      up: ['KeyC', null],
      right: ['ArrowRight', 'KeyD'],
      down: ['ArrowDown', 'KeyS'],
      left: ['ArrowLeft', 'KeyA'],
      pause: ['Period', 'KeyP'],
      restart: ['KeyR', null],
      overlay: ['F3', 'Backquote'],
    };
    storage.items.set(
      'mythic-maze:settings',
      JSON.stringify({ version: 1, data: { bindings: old, splitComparison: 'wr' } }),
    );
    const store = new LocalStore({ storage: () => storage, onNotice: () => expect.fail() });
    expect(loadSettings(store)).toEqual({
      ...DEFAULT_SETTINGS,
      splitComparison: 'wr',
      bindings: {
        ...old,
        comparison: [null, null],
        stepBack: ['Comma', null],
        stepForward: [null, null],
      },
    });
  });

  it('refuses a comparison it does not know, keeping the rest', () => {
    const storage = new FakeStorage();
    storage.items.set(
      'mythic-maze:settings',
      JSON.stringify({ version: 1, data: { splitComparison: 'ghost', sound: false } }),
    );
    expect(loadSettings(new LocalStore({ storage: () => storage }))).toEqual({
      ...DEFAULT_SETTINGS,
      sound: false,
    });
  });

  it('round-trips bindings, motion and contrast, and drops clashing bindings alone', () => {
    const storage = new FakeStorage();
    const store = new LocalStore({ storage: () => storage });
    const bindings = { ...DEFAULT_SETTINGS.bindings, up: ['KeyI', null] as const };
    const changed = { ...DEFAULT_SETTINGS, bindings, reducedMotion: 'on', highContrast: true };
    saveSettings(store, changed as typeof DEFAULT_SETTINGS);
    expect(loadSettings(new LocalStore({ storage: () => storage }))).toEqual(changed);
    storage.items.set(
      'mythic-maze:settings',
      JSON.stringify({
        version: 1,
        data: {
          highContrast: true,
          reducedMotion: 'sometimes',
          bindings: { ...DEFAULT_SETTINGS.bindings, pause: ['KeyW', null] },
        },
      }),
    );
    expect(loadSettings(new LocalStore({ storage: () => storage }))).toEqual({
      ...DEFAULT_SETTINGS,
      highContrast: true,
    });
  });
});
