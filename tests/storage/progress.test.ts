import { describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/storage/local-store';
import { loadProgress, saveProgress } from '../../src/storage/progress';
import { FakeStorage } from '../support/fake-storage';

const KEY = 'mythic-maze:progress';

describe('progress', () => {
  it('is empty on a fresh machine and round-trips what was saved', () => {
    const storage = new FakeStorage();
    expect(loadProgress(new LocalStore({ storage: () => storage })).size).toBe(0);
    const won = new Map([['first-steps', { bestTicks: 240 }]]);
    expect(saveProgress(new LocalStore({ storage: () => storage }), won)).toBe(true);
    const loaded = loadProgress(new LocalStore({ storage: () => storage }));
    expect([...loaded]).toEqual([['first-steps', { bestTicks: 240 }]]);
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
