// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { HudAnnouncer, hudSentence } from '../../src/ui/hud/hud-announcer';
import type { HudView } from '../../src/ui/hud/hud';
import { keyName, keyShortcut } from '../../src/ui/screens/key-names';
import {
  MotionPreference,
  reducesMotion,
  type MotionQuery,
} from '../../src/ui/access/motion-preference';
import { padStatusText } from '../../src/ui/hud/pad-status-view';

function view(changes: Partial<HudView> = {}): HudView {
  return {
    level: { name: 'First Steps' } as HudView['level'],
    tick: 0,
    ticksLeft: 1200,
    keysHeld: 0,
    gemsTaken: 0,
    gemsTotal: 2,
    outcome: 'playing',
    ...changes,
  };
}

describe('HUD live region', () => {
  it('says the time left, the keys held and the gems', () => {
    expect(hudSentence(view())).toBe('Time left 60.00, no keys, gems 0 of 2.');
    expect(hudSentence(view({ ticksLeft: 1185, keysHeld: 0b101, gemsTaken: 1 }))).toBe(
      'Time left 59.25, keys red, blue, gems 1 of 2.',
    );
  });

  it('is polite and is written at most once a second, however often frames come', () => {
    let now = 0;
    const announcer = new HudAnnouncer({ now: () => now });
    expect(announcer.element.getAttribute('aria-live')).toBe('polite');
    const written: string[] = [];
    for (let tick = 0; tick <= 60; tick += 1) {
      now = tick * 50;
      // Three frames per tick, as at 60 Hz.
      for (let frame = 0; frame < 3; frame += 1) {
        announcer.update(view({ tick, ticksLeft: 1200 - tick }));
        const text = announcer.element.textContent;
        if (text !== written.at(-1)) written.push(text);
      }
    }
    expect(written).toEqual([
      'Time left 60.00, no keys, gems 0 of 2.',
      'Time left 59.00, no keys, gems 0 of 2.',
      'Time left 58.00, no keys, gems 0 of 2.',
      'Time left 57.00, no keys, gems 0 of 2.',
    ]);
  });

  it('does not rewrite an unchanged sentence (a paused run stays quiet)', () => {
    let now = 0;
    const announcer = new HudAnnouncer({ now: () => now });
    announcer.update(view());
    const node = announcer.element.firstChild;
    now = 5000;
    announcer.update(view());
    expect(announcer.element.firstChild).toBe(node);
  });
});

describe('reduced motion', () => {
  it('follows the system unless the player forces it on or off', () => {
    expect(reducesMotion('system', true)).toBe(true);
    expect(reducesMotion('system', false)).toBe(false);
    expect(reducesMotion('on', false)).toBe(true);
    expect(reducesMotion('off', true)).toBe(false);
  });

  it('tells of a change of the system preference while the game runs', () => {
    const listeners: (() => void)[] = [];
    const query: MotionQuery & { matches: boolean } = {
      matches: false,
      addEventListener: (_type, listener) => listeners.push(listener),
    };
    const told: boolean[] = [];
    const motion = new MotionPreference(query, (reduced) => told.push(reduced));
    motion.set('system');
    query.matches = true;
    for (const listener of listeners) listener();
    motion.set('off');
    expect(told).toEqual([false, true, false]);
  });
});

describe('names for players', () => {
  it('names key codes as printed', () => {
    expect(keyName('KeyW')).toBe('W');
    expect(keyName('Digit7')).toBe('7');
    expect(keyName('ArrowLeft')).toBe('Left arrow');
    expect(keyName('Backquote')).toBe('`');
    expect(keyName('F3')).toBe('F3');
  });

  it('names key codes for aria-keyshortcuts as key values on a US layout', () => {
    expect(keyShortcut('KeyP')).toBe('P');
    expect(keyShortcut('Digit7')).toBe('7');
    expect(keyShortcut('Numpad4')).toBe('4');
    expect(keyShortcut('ArrowLeft')).toBe('ArrowLeft');
    expect(keyShortcut('Backquote')).toBe('`');
    expect(keyShortcut('Semicolon')).toBe(';');
    expect(keyShortcut('NumpadAdd')).toBe('Plus');
    expect(keyShortcut('ShiftRight')).toBe('Shift');
    expect(keyShortcut('F3')).toBe('F3');
    expect(keyShortcut('Home')).toBe('Home');
  });

  it('asks for a button press while a pad may be unseen, then names the pads', () => {
    expect(padStatusText({ kind: 'waiting' })).toBe('Using a gamepad? Press any button on it.');
    expect(padStatusText({ kind: 'unsupported' })).toBe('');
    expect(
      padStatusText({
        kind: 'connected',
        names: ['Xbox Wireless Controller (STANDARD GAMEPAD Vendor: 045e)', 'Pad'],
      }),
    ).toBe('Gamepad ready: Xbox Wireless Controller and Pad.');
  });
});
