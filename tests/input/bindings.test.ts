import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  actionOfCode,
  BINDINGS_SCHEMA,
  conflictsOf,
  DEFAULT_BINDINGS,
  rebind,
  unbind,
} from '../../src/input/bindings';

describe('key bindings', () => {
  it('binds a free key to an action slot', () => {
    const result = rebind(DEFAULT_BINDINGS, 'up', 0, 'KeyI');
    expect(result).toEqual({
      ok: true,
      bindings: { ...DEFAULT_BINDINGS, up: ['KeyI', 'KeyW'] },
    });
    expect(DEFAULT_BINDINGS.up).toEqual(['ArrowUp', 'KeyW']);
  });

  it('refuses a key another action uses, naming that action', () => {
    expect(rebind(DEFAULT_BINDINGS, 'pause', 0, 'KeyW')).toEqual({
      ok: false,
      reason: 'conflict',
      action: 'up',
    });
    expect(rebind(DEFAULT_BINDINGS, 'left', 1, 'KeyR')).toEqual({
      ok: false,
      reason: 'conflict',
      action: 'restart',
    });
  });

  it('refuses Escape, Enter, Tab and Space, which keep their fixed jobs', () => {
    for (const key of ['Escape', 'Enter', 'Tab', 'Space'])
      expect(rebind(DEFAULT_BINDINGS, 'up', 1, key)).toEqual({ ok: false, reason: 'reserved' });
  });

  it('moves a key between the two slots of one action rather than binding it twice', () => {
    const result = rebind(DEFAULT_BINDINGS, 'up', 0, 'KeyW');
    expect(result.ok && result.bindings.up).toEqual(['KeyW', null]);
  });

  it('finds the action of a key, and none for an unbound or emptied key', () => {
    expect(actionOfCode(DEFAULT_BINDINGS, 'Backquote')).toBe('overlay');
    expect(actionOfCode(DEFAULT_BINDINGS, 'KeyQ')).toBeNull();
    expect(actionOfCode(unbind(DEFAULT_BINDINGS, 'up', 1), 'KeyW')).toBeNull();
  });

  it('reports every action in a clash, and none for the defaults', () => {
    expect(conflictsOf(DEFAULT_BINDINGS)).toEqual([]);
    expect(conflictsOf({ ...DEFAULT_BINDINGS, pause: ['KeyA', null] })).toEqual(['left', 'pause']);
    expect(conflictsOf({ ...DEFAULT_BINDINGS, pause: ['Escape', null] })).toEqual(['pause']);
  });

  it('stores valid bindings and refuses clashing, unknown or malformed ones', () => {
    expect(v.is(BINDINGS_SCHEMA, DEFAULT_BINDINGS)).toBe(true);
    expect(v.is(BINDINGS_SCHEMA, { ...DEFAULT_BINDINGS, restart: ['KeyW', null] })).toBe(false);
    expect(v.is(BINDINGS_SCHEMA, { ...DEFAULT_BINDINGS, jump: ['KeyJ', null] })).toBe(false);
    expect(v.is(BINDINGS_SCHEMA, { ...DEFAULT_BINDINGS, up: ['<b>', null] })).toBe(false);
    expect(v.is(BINDINGS_SCHEMA, { ...DEFAULT_BINDINGS, up: ['KeyI'] })).toBe(false);
  });
});
