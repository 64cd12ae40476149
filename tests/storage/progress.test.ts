import { describe, expect, it } from 'vitest';
import { BUILT_IN_LEVELS } from '../../src/levels';
import { LocalStore } from '../../src/storage/local-store';
import {
  isUnlocked,
  loadProgress,
  recordWin,
  saveProgress,
  type Progress,
} from '../../src/storage/progress';
import { FakeStorage } from '../support/fake-storage';

const KEY = 'mythic-maze:progress';

describe('progress', () => {
  it('is empty on a fresh machine and round-trips what was saved', () => {
    const storage = new FakeStorage();
    expect(loadProgress(new LocalStore({ storage: () => storage })).size).toBe(0);
    const won = recordWin(new Map(), 'first-steps', 240).progress;
    expect(saveProgress(new LocalStore({ storage: () => storage }), won)).toBe(true);
    const loaded = loadProgress(new LocalStore({ storage: () => storage }));
    expect([...loaded]).toEqual([['first-steps', { bestTicks: 240 }]]);
  });

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

  it('keeps every valid record when others are damaged, and backs the damage up', () => {
    const storage = new FakeStorage();
    const raw = JSON.stringify({
      version: 1,
      data: {
        'first-steps': { bestTicks: 200 },
        'red-key': { bestTicks: -5 },
        'daily-2026-03-01': { bestTicks: 640 },
        'Bad Id': { bestTicks: 1 },
        'three-doors': { bestTicks: 10, extra: true },
      },
    });
    storage.items.set(KEY, raw);
    const notices: string[] = [];
    const store = new LocalStore({ storage: () => storage, onNotice: (n) => notices.push(n.kind) });
    expect(Object.fromEntries(loadProgress(store))).toEqual({
      'first-steps': { bestTicks: 200 },
      'daily-2026-03-01': { bestTicks: 640 },
    });
    expect(notices).toEqual(['recovered']);
    expect(storage.items.get('mythic-maze:backup:progress:0')).toBe(raw);
  });
});
