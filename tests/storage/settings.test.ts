import { describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/storage/local-store';
import {
  cleanPlayerName,
  DEFAULT_SETTINGS,
  loadSettings,
  saveSettings,
} from '../../src/storage/settings';
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

  it('cleans a typed player name and explains a bad one', () => {
    expect(cleanPlayerName('  Ariadne ')).toEqual({ ok: true, name: 'Ariadne' });
    expect(cleanPlayerName('   ')).toMatchObject({ ok: false });
    expect(cleanPlayerName('x'.repeat(25))).toEqual({
      ok: false,
      error: 'Name must be 1 to 24 characters.',
    });
  });
});
