import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/input/key-bindings';
import { Keyboard } from '../../src/input/keyboard';
import { DOWN, LEFT, RIGHT, UP } from '../../src/sim';
import { KeyTarget } from './key-events';

function setup() {
  const target = new KeyTarget();
  const state: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
  const page = Object.assign(new EventTarget(), state);
  const commands: Command[] = [];
  const keyboard = new Keyboard({ target, page, onCommand: (c) => commands.push(c) });
  return { target, page, commands, keyboard };
}

describe('Keyboard: latched per-tick input', () => {
  it('counts a tap that goes down and up between two ticks, for the next tick only', () => {
    const { target, keyboard } = setup();
    target.tap('ArrowUp');
    expect(keyboard.held).toBe(0);
    expect(keyboard.sample()).toBe(UP);
    expect(keyboard.sample()).toBe(0);
  });

  it('counts a held key at every tick until it is released', () => {
    const { target, keyboard } = setup();
    target.down('KeyD');
    expect([keyboard.sample(), keyboard.sample(), keyboard.sample()]).toEqual([
      RIGHT,
      RIGHT,
      RIGHT,
    ]);
    target.up('KeyD');
    expect(keyboard.sample()).toBe(0);
  });

  it('gives the next tick every direction touched since the last one', () => {
    const { target, keyboard } = setup();
    target.down('ArrowLeft');
    target.tap('KeyS');
    expect(keyboard.sample()).toBe(LEFT | DOWN);
    expect(keyboard.sample()).toBe(LEFT);
  });

  it('keeps a direction while another key for it is still held', () => {
    const { target, keyboard } = setup();
    target.down('KeyW');
    target.down('ArrowUp');
    target.up('KeyW');
    expect(keyboard.sample()).toBe(UP);
    target.up('ArrowUp');
    expect(keyboard.sample()).toBe(0);
  });

  it('ignores auto-repeat', () => {
    const { target, keyboard, commands } = setup();
    target.down('ArrowDown', 'ArrowDown', { repeat: true });
    target.down('KeyP', 'p', { repeat: true });
    expect(keyboard.sample()).toBe(0);
    expect(commands).toEqual([]);
  });

  it('releases every key when the window loses focus or the tab is hidden', () => {
    const { target, page, keyboard } = setup();
    target.down('ArrowRight');
    target.dispatchEvent(new Event('blur'));
    expect(keyboard.sample()).toBe(0);

    target.down('ArrowUp');
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(keyboard.sample()).toBe(0);
    // The keyup that finally arrives is harmless.
    target.up('ArrowUp');
    expect(keyboard.sample()).toBe(0);
  });

  it('keeps keys when the tab becomes visible again', () => {
    const { target, page, keyboard } = setup();
    target.down('ArrowRight');
    page.dispatchEvent(new Event('visibilitychange'));
    expect(keyboard.sample()).toBe(RIGHT);
  });

  it('forgets unsampled presses on clearLatched() but keeps held keys', () => {
    const { target, keyboard } = setup();
    target.down('ArrowLeft');
    target.tap('ArrowUp');
    keyboard.clearLatched();
    expect(keyboard.sample()).toBe(LEFT);
  });

  it('leaves browser shortcuts and text fields alone', () => {
    const { target, keyboard, commands } = setup();
    target.down('KeyR', 'r', { ctrlKey: true });
    target.down('ArrowUp', 'ArrowUp', { metaKey: true });
    target.down('KeyA', 'a', { altKey: true });
    const field = { tagName: 'INPUT', isContentEditable: false };
    target.down('KeyW', 'w', { from: field });
    target.down('KeyP', 'p', { from: field });
    expect(keyboard.sample()).toBe(0);
    expect(commands).toEqual([]);
  });

  it('sends commands to the game, not into the per-tick input', () => {
    const { target, keyboard, commands } = setup();
    const keys: [string, string][] = [
      ['KeyP', 'p'],
      ['Escape', 'Escape'],
      ['KeyR', 'r'],
      ['Enter', 'Enter'],
      ['F3', 'F3'],
      ['Backquote', '`'],
    ];
    const events = keys.map(([code, key]) => target.down(code, key));
    expect(commands).toEqual(['pause', 'back', 'restart', 'confirm', 'diagnostics', 'diagnostics']);
    expect(keyboard.sample()).toBe(0);
    // F3 must not open the find bar; Enter and Escape keep working on buttons and dialogs.
    expect(events.map((e) => e.defaultPrevented)).toEqual([true, false, true, false, true, true]);
  });

  it('stops the arrows from scrolling the page', () => {
    const { target } = setup();
    expect(target.down('ArrowDown', 'ArrowDown').defaultPrevented).toBe(true);
    expect(target.down('KeyX', 'x').defaultPrevented).toBe(false);
  });

  it('stops listening once disposed', () => {
    const { target, keyboard, commands } = setup();
    keyboard.dispose();
    target.down('ArrowUp');
    target.down('KeyP', 'p');
    expect(keyboard.sample()).toBe(0);
    expect(commands).toEqual([]);
  });

  it('for any key sequence, a sample holds every held direction and every one pressed since the last sample, and nothing else', () => {
    const codes = [
      'ArrowUp',
      'ArrowRight',
      'ArrowDown',
      'ArrowLeft',
      'KeyW',
      'KeyA',
      'KeyS',
      'KeyD',
    ];
    const bit: Record<string, number> = {
      ArrowUp: UP,
      ArrowRight: RIGHT,
      ArrowDown: DOWN,
      ArrowLeft: LEFT,
      KeyW: UP,
      KeyA: LEFT,
      KeyS: DOWN,
      KeyD: RIGHT,
    };
    const step = fc.oneof(
      fc.record({ kind: fc.constantFrom('down', 'up'), code: fc.constantFrom(...codes) }),
      fc.record({ kind: fc.constant('sample'), code: fc.constant('') }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const { target, keyboard } = setup();
        const held = new Set<string>();
        let pressed = 0;
        for (const { kind, code } of steps) {
          if (kind === 'down') {
            if (held.has(code)) continue; // a real key goes down once before it goes up
            held.add(code);
            pressed |= bit[code] ?? 0;
            target.down(code);
          } else if (kind === 'up') {
            held.delete(code);
            target.up(code);
          } else {
            let heldBits = 0;
            for (const c of held) heldBits |= bit[c] ?? 0;
            expect(keyboard.sample()).toBe(heldBits | pressed);
            pressed = 0;
          }
        }
      }),
    );
  });
});
