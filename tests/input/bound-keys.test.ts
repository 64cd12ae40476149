import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BINDINGS, rebind, type Bindings } from '../../src/input/bindings';
import { boundKeys } from '../../src/input/bound-keys';
import { commandOfKey, directionOfKey } from '../../src/input/key-bindings';
import { LEFT, UP } from '../../src/sim';

function rebound(...steps: [keyof Bindings, 0 | 1, string][]): Bindings {
  let bindings = DEFAULT_BINDINGS;
  for (const [action, slot, code] of steps) {
    const result = rebind(bindings, action, slot, code);
    if (!result.ok) throw new Error(`cannot bind ${code}`);
    bindings = result.bindings;
  }
  return bindings;
}

const CODES = ['ArrowUp', 'KeyW', 'KeyP', 'KeyR', 'KeyZ', 'KeyQ', 'Backquote', 'F3', 'Escape', ''];
const KEYS = ['ArrowUp', 'w', 'p', 'r', 'z', 'q', '`', 'F3', 'Escape', 'Enter', 'Dead', ''];

describe('bound keys', () => {
  it('reads every key exactly as the built-in keys while nothing is rebound', () => {
    const keys = boundKeys(() => DEFAULT_BINDINGS);
    fc.assert(
      fc.property(fc.constantFrom(...CODES), fc.constantFrom(...KEYS), (code, key) => {
        expect(keys.direction({ code, key })).toBe(directionOfKey({ code, key }));
        expect(keys.command({ code, key })).toBe(commandOfKey({ code, key }));
      }),
    );
  });

  it('steers with a rebound key and no longer with the key it replaced', () => {
    const keys = boundKeys(() => rebound(['up', 0, 'KeyI']));
    expect(keys.direction({ code: 'KeyI', key: 'i' })).toBe(UP);
    expect(keys.direction({ code: 'ArrowUp', key: 'ArrowUp' })).toBe(0);
    expect(keys.direction({ code: 'KeyW', key: 'w' })).toBe(UP);
    expect(keys.direction({ code: 'KeyA', key: 'a' })).toBe(LEFT);
  });

  it('after a rebinding, commands go by physical key; Escape and Enter keep their jobs', () => {
    const keys = boundKeys(() => rebound(['pause', 0, 'KeyO']));
    expect(keys.command({ code: 'KeyO', key: 'o' })).toBe('pause');
    expect(keys.command({ code: 'KeyP', key: 'p' })).toBeNull();
    expect(keys.command({ code: 'KeyR', key: 'r' })).toBe('restart');
    expect(keys.command({ code: 'Escape', key: 'Escape' })).toBe('back');
    expect(keys.command({ code: 'Enter', key: 'Enter' })).toBe('confirm');
    expect(keys.command({ code: 'F3', key: 'F3' })).toBe('diagnostics');
  });

  it('follows the bindings as they change, without being rebuilt', () => {
    let bindings = DEFAULT_BINDINGS;
    const keys = boundKeys(() => bindings);
    expect(keys.direction({ code: 'KeyJ', key: 'j' })).toBe(0);
    bindings = rebound(['left', 1, 'KeyJ']);
    expect(keys.direction({ code: 'KeyJ', key: 'j' })).toBe(LEFT);
    expect(keys.direction({ code: 'KeyA', key: 'a' })).toBe(0);
  });
});
