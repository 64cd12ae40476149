import { describe, expect, it } from 'vitest';
import { isUnlocked, recordWin } from '../../src/app/core/level-progress';
import { BUILT_IN_LEVELS } from '../../src/levels';
import type { Progress } from '../../src/storage/progress';

describe('level progress', () => {
  it('keeps the lowest final time of a won run', () => {
    let progress: Progress = new Map();
    const first = recordWin(progress, 'red-key', 300);
    expect(first).toMatchObject({ previousBestTicks: null, newBest: true });
    progress = first.progress;
    const slower = recordWin(progress, 'red-key', 320);
    expect(slower).toMatchObject({ previousBestTicks: 300, newBest: false });
    expect(slower.progress).toBe(progress);
    const equal = recordWin(progress, 'red-key', 300);
    expect(equal.newBest).toBe(false);
    const faster = recordWin(progress, 'red-key', 280);
    expect(faster).toMatchObject({ previousBestTicks: 300, newBest: true });
    expect(faster.progress.get('red-key')).toEqual({ bestTicks: 280 });
    // Pure: the old map is untouched.
    expect(progress.get('red-key')).toEqual({ bestTicks: 300 });
  });

  it('refuses ids and times that could not be stored back', () => {
    expect(() => recordWin(new Map(), 'Not An Id', 10)).toThrow(/not a level id/);
    expect(() => recordWin(new Map(), 'a', -1)).toThrow(/whole number of ticks/);
    expect(() => recordWin(new Map(), 'a', 1.5)).toThrow(/whole number of ticks/);
  });

  it('unlocks the first level always and each other once the one before is won', () => {
    const levels = BUILT_IN_LEVELS;
    const none: Progress = new Map();
    expect(levels.map((_, i) => isUnlocked(levels, none, i))).toEqual(
      levels.map((_, i) => i === 0),
    );
    const secondWon = recordWin(none, levels[1]?.id ?? '', 500).progress;
    expect(levels.map((_, i) => isUnlocked(levels, secondWon, i))).toEqual(
      levels.map((_, i) => i === 0 || i === 2),
    );
    expect(isUnlocked(levels, secondWon, levels.length)).toBe(false);
    expect(isUnlocked([], none, 0)).toBe(false);
  });

  it('unlocks no index past the last level, even with every level won', () => {
    const levels = BUILT_IN_LEVELS.slice(0, 3);
    const allWon: Progress = new Map(levels.map((level) => [level.id, { bestTicks: 100 }]));
    expect([0, 1, 2, 3, 4].map((i) => isUnlocked(levels, allWon, i))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
