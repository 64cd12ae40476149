import { describe, expect, it } from 'vitest';
import { commandOfKey, directionOfKey, keyId } from '../../src/input/key-bindings';
import { DOWN, LEFT, RIGHT, UP } from '../../src/sim';

describe('key bindings', () => {
  it('steers with arrows and WASD by physical key', () => {
    expect(directionOfKey({ code: 'ArrowUp', key: 'ArrowUp' })).toBe(UP);
    expect(directionOfKey({ code: 'ArrowRight', key: 'ArrowRight' })).toBe(RIGHT);
    expect(directionOfKey({ code: 'ArrowDown', key: 'ArrowDown' })).toBe(DOWN);
    expect(directionOfKey({ code: 'ArrowLeft', key: 'ArrowLeft' })).toBe(LEFT);
    expect(directionOfKey({ code: 'KeyW', key: 'w' })).toBe(UP);
    expect(directionOfKey({ code: 'KeyA', key: 'a' })).toBe(LEFT);
    expect(directionOfKey({ code: 'KeyS', key: 'S' })).toBe(DOWN);
    expect(directionOfKey({ code: 'KeyD', key: 'd' })).toBe(RIGHT);
  });

  it('keeps WASD under the left hand on AZERTY (Z Q S D)', () => {
    expect(directionOfKey({ code: 'KeyW', key: 'z' })).toBe(UP);
    expect(directionOfKey({ code: 'KeyA', key: 'q' })).toBe(LEFT);
    // The letter W sits elsewhere on AZERTY and steers nothing there.
    expect(directionOfKey({ code: 'KeyZ', key: 'w' })).toBe(0);
  });

  it('falls back to the key when an event has no code', () => {
    expect(directionOfKey({ code: '', key: 'W' })).toBe(UP);
    expect(directionOfKey({ code: '', key: 'ArrowLeft' })).toBe(LEFT);
    expect(directionOfKey({ code: '', key: 'x' })).toBe(0);
  });

  it('maps commands by the letter on the key', () => {
    expect(commandOfKey({ code: 'KeyP', key: 'p' })).toBe('pause');
    expect(commandOfKey({ code: 'KeyP', key: 'P' })).toBe('pause');
    expect(commandOfKey({ code: 'Escape', key: 'Escape' })).toBe('back');
    expect(commandOfKey({ code: 'KeyR', key: 'r' })).toBe('restart');
    expect(commandOfKey({ code: 'Enter', key: 'Enter' })).toBe('confirm');
    expect(commandOfKey({ code: 'NumpadEnter', key: 'Enter' })).toBe('confirm');
    expect(commandOfKey({ code: 'F3', key: 'F3' })).toBe('diagnostics');
    expect(commandOfKey({ code: 'Backquote', key: '`' })).toBe('diagnostics');
    // Dvorak: the key printed P sits where QWERTY has R.
    expect(commandOfKey({ code: 'KeyR', key: 'p' })).toBe('pause');
    expect(commandOfKey({ code: 'KeyP', key: 'l' })).toBeNull();
  });

  it('uses the physical key when the layout gives no letter (a dead backquote)', () => {
    expect(commandOfKey({ code: 'Backquote', key: 'Dead' })).toBe('diagnostics');
    expect(commandOfKey({ code: 'KeyX', key: 'Dead' })).toBeNull();
    expect(commandOfKey({ code: 'KeyP', key: '' })).toBe('pause');
    expect(commandOfKey({ code: 'KeyR', key: 'Unidentified' })).toBe('restart');
    // F3 always reports its own name as its key: it is read by that name alone.
    expect(commandOfKey({ code: 'F3', key: 'Unidentified' })).toBeNull();
    expect(commandOfKey({ code: 'Escape', key: 'Dead' })).toBeNull();
  });

  it('does not steer or command with keys it does not know, whatever their name', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(directionOfKey({ code: name, key: name })).toBe(0);
      expect(directionOfKey({ code: '', key: name })).toBe(0);
      expect(commandOfKey({ code: name, key: name })).toBeNull();
      expect(commandOfKey({ code: name, key: '' })).toBeNull();
    }
  });

  it('names a key by its physical position when it has one', () => {
    expect(keyId({ code: 'KeyW', key: 'w' })).toBe('KeyW');
    expect(keyId({ code: '', key: 'W' })).toBe('w');
  });
});
