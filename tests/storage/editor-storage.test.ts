import { describe, expect, it } from 'vitest';
import { loadDraft, saveDraft, type StoredDraft } from '../../src/storage/editor-draft';
import { LocalStore, type StoreNotice } from '../../src/storage/local-store';
import {
  addMyLevel,
  loadMyLevels,
  MAX_MY_LEVELS,
  setMyLevelGlobal,
  type PublishedLevel,
} from '../../src/storage/my-levels';
import { FakeStorage } from '../support/fake-storage';

const DRAFT: StoredDraft = {
  text: '#####\n#S..#\n#..E#\n#####',
  fields: {
    name: 'Mine',
    timeLimitTicks: 600,
    trapPeriodTicks: 40,
    trapUpTicks: 14,
    minotaurWanderTicks: 140,
    minotaurChaseTicks: 200,
    minotaurScentSteps: 10,
  },
};

function published(n: number): PublishedLevel {
  return {
    name: `Level ${String(n)}`,
    hash: n.toString(16).padStart(64, '0'),
    fragment: `l=abc${String(n)}`,
    makerTicks: 100 + n,
    publishedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  };
}

function storeOn(storage: FakeStorage, notices: StoreNotice[] = []): LocalStore {
  return new LocalStore({ storage: () => storage, onNotice: (n) => notices.push(n) });
}

describe('editor draft storage', () => {
  it('has no draft on a fresh machine and round-trips a saved one', () => {
    const storage = new FakeStorage();
    expect(loadDraft(storeOn(storage))).toBeNull();
    expect(saveDraft(storeOn(storage), DRAFT)).toBe(true);
    expect(loadDraft(storeOn(storage))).toEqual(DRAFT);
  });

  it('backs up and drops a draft that is not a grid of level characters', () => {
    const storage = new FakeStorage();
    storage.setItem(
      'mythic-maze:editor-draft',
      JSON.stringify({ version: 1, data: { ...DRAFT, text: '#####\n#S.X#\n#####' } }),
    );
    const notices: StoreNotice[] = [];
    expect(loadDraft(storeOn(storage, notices))).toBeNull();
    expect(notices).toEqual([
      { kind: 'recovered', name: 'editor-draft', backupKey: 'mythic-maze:backup:editor-draft:0' },
    ]);
    expect(storage.getItem('mythic-maze:backup:editor-draft:0')).toContain('#S.X#');
  });

  it('refuses a ragged draft', () => {
    const storage = new FakeStorage();
    storage.setItem(
      'mythic-maze:editor-draft',
      JSON.stringify({ version: 1, data: { ...DRAFT, text: '#####\n#S.#\n#####' } }),
    );
    expect(loadDraft(storeOn(storage))).toBeNull();
  });
  it('holds a stored name to the level-name limit of 60, and settings to their ranges', () => {
    const storage = new FakeStorage();
    const stored = (fields: Record<string, unknown>) => {
      storage.setItem(
        'mythic-maze:editor-draft',
        JSON.stringify({ version: 1, data: { ...DRAFT, fields: { ...DRAFT.fields, ...fields } } }),
      );
      return loadDraft(storeOn(storage));
    };
    expect(stored({ name: 'n'.repeat(60) })?.fields.name).toBe('n'.repeat(60));
    expect(stored({ name: 'n'.repeat(61) })).toBeNull();
    // Twenty minutes is the longest countdown; ten minutes the longest cycle; 1000 scent steps.
    expect(stored({ timeLimitTicks: 24_000, trapPeriodTicks: 12_000 })).not.toBeNull();
    expect(stored({ minotaurScentSteps: 1000, minotaurWanderTicks: 0 })).not.toBeNull();
    expect(stored({ timeLimitTicks: 24_001 })).toBeNull();
    expect(stored({ trapUpTicks: 12_001 })).toBeNull();
    expect(stored({ minotaurScentSteps: 1001 })).toBeNull();
    expect(stored({ minotaurChaseTicks: -1 })).toBeNull();
    expect(stored({ trapPeriodTicks: 40.5 })).toBeNull();
    expect(stored({ colour: 'red' })).toBeNull();
    const withoutScent: Record<string, unknown> = { ...DRAFT.fields };
    delete withoutScent.minotaurScentSteps;
    storage.setItem(
      'mythic-maze:editor-draft',
      JSON.stringify({ version: 1, data: { ...DRAFT, fields: withoutScent } }),
    );
    expect(loadDraft(storeOn(storage))).toBeNull();
  });
});

describe('my levels storage', () => {
  it('keeps a level name of 60 characters and drops one of 61', () => {
    const storage = new FakeStorage();
    const sixty = { ...published(1), name: 'n'.repeat(60) };
    const over = { ...published(2), name: 'n'.repeat(61) };
    storage.setItem(
      'mythic-maze:my-levels',
      JSON.stringify({ version: 1, data: { [sixty.hash]: sixty, [over.hash]: over } }),
    );
    expect(loadMyLevels(storeOn(storage))).toEqual([sixty]);
  });

  it('lists published levels newest first; publishing one again moves it up', () => {
    const storage = new FakeStorage();
    addMyLevel(storeOn(storage), published(1));
    addMyLevel(storeOn(storage), published(2));
    addMyLevel(storeOn(storage), { ...published(1), publishedAt: '2026-02-01T00:00:00.000Z' });
    expect(loadMyLevels(storeOn(storage)).map((l) => l.name)).toEqual(['Level 1', 'Level 2']);
  });

  it(`keeps the newest ${String(MAX_MY_LEVELS)}`, () => {
    const storage = new FakeStorage();
    for (let n = 1; n <= MAX_MY_LEVELS + 3; n++) addMyLevel(storeOn(storage), published(n));
    const names = loadMyLevels(storeOn(storage)).map((l) => l.name);
    expect(names).toHaveLength(MAX_MY_LEVELS);
    expect(names[0]).toBe(`Level ${String(MAX_MY_LEVELS + 3)}`);
    expect(names).not.toContain('Level 3');
  });

  it('keeps what the global leaderboard made of a level, also when it is published again', () => {
    const storage = new FakeStorage();
    addMyLevel(storeOn(storage), published(1));
    const posted = { kind: 'posted', levelKey: `hash:${published(1).hash}` } as const;
    expect(setMyLevelGlobal(storeOn(storage), published(1).hash, posted)).toBe(true);
    // Not in the list: nothing to record it on.
    expect(setMyLevelGlobal(storeOn(storage), published(2).hash, posted)).toBe(false);
    addMyLevel(storeOn(storage), { ...published(1), publishedAt: '2026-02-01T00:00:00.000Z' });
    expect(loadMyLevels(storeOn(storage))).toEqual([
      { ...published(1), publishedAt: '2026-02-01T00:00:00.000Z', global: posted },
    ]);
    // An entry with a state of another kind is damage: dropped on its own.
    const raw = JSON.parse(storage.getItem('mythic-maze:my-levels') ?? '') as {
      data: Record<string, { global: unknown }>;
    };
    const entry = raw.data[published(1).hash];
    if (entry === undefined) throw new Error('the level was not stored');
    entry.global = { kind: 'lost' };
    storage.setItem('mythic-maze:my-levels', JSON.stringify(raw));
    expect(loadMyLevels(storeOn(storage))).toEqual([]);
  });

  it('drops only a damaged entry, and one stored under another hash', () => {
    const storage = new FakeStorage();
    const good = published(1);
    const moved = published(2);
    storage.setItem(
      'mythic-maze:my-levels',
      JSON.stringify({
        version: 1,
        data: {
          [good.hash]: good,
          [published(3).hash]: moved,
          [published(4).hash]: { ...published(4), fragment: 'r=not-a-level-link' },
        },
      }),
    );
    expect(loadMyLevels(storeOn(storage))).toEqual([good]);
  });

  it('changes nothing when the quota is full, and says so', () => {
    const storage = new FakeStorage();
    addMyLevel(storeOn(storage), published(1));
    storage.quota = 10;
    const notices: StoreNotice[] = [];
    expect(addMyLevel(storeOn(storage, notices), published(2))).toBeNull();
    expect(notices).toEqual([{ kind: 'write-failed', name: 'my-levels', reason: 'quota' }]);
    storage.quota = Number.POSITIVE_INFINITY;
    expect(loadMyLevels(storeOn(storage)).map((l) => l.name)).toEqual(['Level 1']);
  });
});
