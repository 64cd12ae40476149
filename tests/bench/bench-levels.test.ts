import { describe, expect, it } from 'vitest';
import { describeLevel, largestBuiltInLevel } from '../../bench/bench-levels';
import { BUILT_IN_LEVELS } from '../../src/levels';
import type { Level } from '../../src/sim';

describe('largestBuiltInLevel', () => {
  it('picks the built-in level with the largest area', () => {
    const largest = largestBuiltInLevel();
    for (const level of BUILT_IN_LEVELS) {
      expect(largest.width * largest.height).toBeGreaterThanOrEqual(level.width * level.height);
    }
  });

  it('breaks a tie in area by the number of Minotaurs, whatever the order', () => {
    const base = BUILT_IN_LEVELS[0];
    if (base === undefined) throw new Error('no levels');
    const calm: Level = { ...base, id: 'calm', width: 20, height: 10, minotaurSpawns: [] };
    const wild: Level = {
      ...base,
      id: 'wild',
      width: 10,
      height: 20,
      minotaurSpawns: [{ x: 1, y: 1 }],
    };
    expect(largestBuiltInLevel([calm, wild]).id).toBe('wild');
    expect(largestBuiltInLevel([wild, calm]).id).toBe('wild');
  });

  it('refuses an empty list', () => {
    expect(() => largestBuiltInLevel([])).toThrow(RangeError);
  });
});

describe('describeLevel', () => {
  it('names the level, its size and its Minotaurs', () => {
    const level = largestBuiltInLevel();
    expect(describeLevel(level)).toBe(
      `${level.id} (${String(level.width)}x${String(level.height)}, ${String(level.minotaurSpawns.length)} Minotaurs)`,
    );
  });
});
