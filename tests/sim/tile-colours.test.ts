import { describe, expect, it } from 'vitest';
import {
  changedCode,
  doorColourIndex,
  isChangeable,
  keyColourIndex,
} from '../../src/sim/core/tiles';

// Every tile code, 0 to 14, with its key colour, door colour, whether a run changes it and what
// it becomes, written out from the tile table's documentation (-1: not a key / not a door).
const CODES: readonly [
  code: number,
  key: number,
  door: number,
  changeable: boolean,
  after: number,
][] = [
  [0, -1, -1, false, 0], // floor
  [1, -1, -1, false, 0], // wall
  [2, -1, -1, false, 0], // exit
  [3, -1, -1, true, 0], // gem: taken, floor
  [4, -1, -1, false, 0], // trap A
  [5, -1, -1, false, 0], // trap B
  [6, 0, -1, true, 0], // red key
  [7, 1, -1, true, 0], // green key
  [8, 2, -1, true, 0], // blue key
  [9, -1, 0, true, 12], // red door: opens
  [10, -1, 1, true, 13], // green door
  [11, -1, 2, true, 14], // blue door
  [12, -1, -1, false, 0], // open doors
  [13, -1, -1, false, 0],
  [14, -1, -1, false, 0],
];

describe('tile colours', () => {
  it.each(CODES)(
    'code %i: key colour %i, door colour %i, changeable %s',
    (code, key, door, changeable, after) => {
      expect(keyColourIndex(code)).toBe(key);
      expect(doorColourIndex(code)).toBe(door);
      expect(isChangeable(code)).toBe(changeable);
      if (changeable) expect(changedCode(code)).toBe(after);
    },
  );

  it('is -1 for codes outside the table on either side', () => {
    for (const code of [-1, -7, 15, 99]) {
      expect(keyColourIndex(code)).toBe(-1);
      expect(doorColourIndex(code)).toBe(-1);
      expect(isChangeable(code)).toBe(false);
    }
  });
});
