import { describe, expect, it } from 'vitest';
import { loadOutbox, MAX_OUTBOX_RUNS, saveOutbox } from '../../src/storage/global-outbox';
import { LocalStore, type StoreNotice } from '../../src/storage/local-store';
import { FakeStorage } from '../support/fake-storage';

const KEY = 'mythic-maze:global-outbox';

function run(n: number) {
  return {
    token: `token-${String(n)}`,
    replay: `{"n":${String(n)}}`,
    levelKey: 'level:first-steps',
    queuedAt: '2026-06-01T12:00:00.000Z',
  };
}

describe('the global outbox in local storage', () => {
  it('is empty on a fresh machine and round-trips what was saved, in the versioned envelope', () => {
    const storage = new FakeStorage();
    const store = new LocalStore({ storage: () => storage });
    expect(loadOutbox(store)).toEqual([]);
    expect(saveOutbox(store, [run(1), run(2)])).toBe(true);
    expect(JSON.parse(storage.items.get(KEY) ?? '')).toEqual({
      version: 1,
      data: [run(1), run(2)],
    });
    expect(loadOutbox(new LocalStore({ storage: () => storage }))).toEqual([run(1), run(2)]);
  });

  it('keeps only the newest 20 runs', () => {
    const storage = new FakeStorage();
    const store = new LocalStore({ storage: () => storage });
    const many = Array.from({ length: 25 }, (_, i) => run(i));
    saveOutbox(store, many);
    const kept = loadOutbox(new LocalStore({ storage: () => storage }));
    expect(MAX_OUTBOX_RUNS).toBe(20);
    expect(kept.map((r) => r.token)).toEqual(many.slice(5).map((r) => r.token));
  });

  it('backs up a damaged document and reads it as empty, telling the player once', () => {
    for (const damaged of [
      '{"version":1,"data":[{"token":"","replay":"{}","levelKey":"k","queuedAt":"2026-06-01T12:00:00.000Z"}]}',
      '{"version":1,"data":[{"token":"t","replay":"{}","levelKey":"k","queuedAt":"yesterday"}]}',
      '{"version":2,"data":[]}',
      'not json',
    ]) {
      const storage = new FakeStorage();
      storage.items.set(KEY, damaged);
      const notices: StoreNotice[] = [];
      const store = new LocalStore({ storage: () => storage, onNotice: (n) => notices.push(n) });
      expect(loadOutbox(store), damaged).toEqual([]);
      expect(notices).toEqual([
        {
          kind: 'recovered',
          name: 'global-outbox',
          backupKey: 'mythic-maze:backup:global-outbox:0',
        },
      ]);
      expect(storage.items.get('mythic-maze:backup:global-outbox:0')).toBe(damaged);
    }
  });

  it('says false when the quota is full, leaving the stored outbox as it was', () => {
    const storage = new FakeStorage();
    const store = new LocalStore({ storage: () => storage });
    saveOutbox(store, [run(1)]);
    const before = storage.items.get(KEY);
    storage.quota = (before?.length ?? 0) + KEY.length + 10;
    expect(saveOutbox(store, [run(1), run(2)])).toBe(false);
    expect(storage.items.get(KEY)).toBe(before);
  });
});
