import { describe, expect, it } from 'vitest';
import {
  commandsPressed,
  padCommandBits,
  padDirections,
  stickDirections,
} from '../../src/input/gamepad-mapping';
import { DOWN, LEFT, RIGHT, UP } from '../../src/sim';
import { FakePad } from './fake-pad';

describe('pad mapping (standard layout)', () => {
  it('steers with the d-pad: buttons 12 up, 13 down, 14 left, 15 right', () => {
    expect(padDirections(new FakePad(0).set(12, true))).toBe(UP);
    expect(padDirections(new FakePad(0).set(13, true))).toBe(DOWN);
    expect(padDirections(new FakePad(0).set(14, true))).toBe(LEFT);
    expect(padDirections(new FakePad(0).set(15, true))).toBe(RIGHT);
    expect(padDirections(new FakePad(0).set(12, true).set(15, true))).toBe(UP | RIGHT);
  });

  it('steers with the left stick (y grows downwards), not the right stick', () => {
    expect(padDirections(new FakePad(0).stick(0, -1))).toBe(UP);
    expect(padDirections(new FakePad(0).stick(0, 1))).toBe(DOWN);
    expect(padDirections(new FakePad(0).stick(-1, 0))).toBe(LEFT);
    expect(padDirections(new FakePad(0).stick(0.9, 0))).toBe(RIGHT);
    const right = new FakePad(0);
    right.axes = [0, 0, 1, 1];
    expect(padDirections(right)).toBe(0);
  });

  it('ignores the stick inside the round dead zone, diagonals included', () => {
    expect(stickDirections(0.2, -0.2)).toBe(0);
    expect(stickDirections(0.49, 0)).toBe(0);
    // 0.34 on both axes is 0.48 from centre: still inside a 0.5 circle.
    expect(stickDirections(0.34, 0.34)).toBe(0);
    expect(stickDirections(0.5, 0)).toBe(RIGHT);
    expect(stickDirections(0.45, -0.45)).toBe(RIGHT | UP);
    // Leaning mostly right with a little drift upwards steers right only.
    expect(stickDirections(0.8, -0.2)).toBe(RIGHT);
    expect(stickDirections(Number.NaN, 0)).toBe(0);
  });

  it('a wider dead zone asks for a firmer push', () => {
    expect(stickDirections(0.6, 0, 0.7)).toBe(0);
    expect(stickDirections(0.8, 0, 0.7)).toBe(RIGHT);
  });

  it('A confirms, B goes back, Start pauses, Select restarts, on the press only', () => {
    const pad = new FakePad(0);
    const none = padCommandBits(pad);
    expect(commandsPressed(none, padCommandBits(pad.set(0, true)))).toEqual(['confirm']);
    expect(commandsPressed(none, padCommandBits(new FakePad(0).set(1, true)))).toEqual(['back']);
    expect(commandsPressed(none, padCommandBits(new FakePad(0).set(9, true)))).toEqual(['pause']);
    expect(commandsPressed(none, padCommandBits(new FakePad(0).set(8, true)))).toEqual(['restart']);
    const held = padCommandBits(new FakePad(0).set(0, true));
    expect(commandsPressed(held, held)).toEqual([]);
    expect(commandsPressed(held, none)).toEqual([]);
  });
});
