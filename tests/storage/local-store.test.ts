import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LocalStore, MAX_BACKUPS, type StoreNotice } from '../../src/storage/local-store';
import { FakeStorage } from '../support/fake-storage';

function setup(storage = new FakeStorage()) {
  const notices: StoreNotice[] = [];
  const store = new LocalStore({ storage: () => storage, onNotice: (n) => notices.push(n) });
  return { storage, store, notices };
}

const wrap = (data: unknown) => JSON.stringify({ version: 1, data });
const best = v.pipe(v.number(), v.integer(), v.minValue(0));

describe('LocalStore', () => {
  it('round-trips a document through its versioned envelope', () => {
    const { store, storage } = setup();
    expect(store.writeEntries('best', new Map([['l1', 120]]))).toBe(true);
    expect(storage.items.get('mythic-maze:best')).toBe(wrap({ l1: 120 }));
    expect(store.readEntries('best', best)).toEqual(new Map([['l1', 120]]));
  });

  it('keeps every valid entry, backs up the raw text and tells the player once', () => {
    const { store, storage, notices } = setup();
    const raw = wrap({ l1: 120, l2: -5, l3: 'x', l4: 300 });
    storage.items.set('mythic-maze:best', raw);
    expect(store.readEntries('best', best)).toEqual(
      new Map([
        ['l1', 120],
        ['l4', 300],
      ]),
    );
    expect(storage.items.get('mythic-maze:backup:best:0')).toBe(raw);
    store.readEntries('best', best);
    expect(notices).toEqual([
      { kind: 'recovered', name: 'best', backupKey: 'mythic-maze:backup:best:0' },
    ]);
  });

  it.each([
    ['not JSON', '{"version":1,"data":'],
    ['a future version', JSON.stringify({ version: 2, data: {} })],
    ['no envelope', JSON.stringify({ l1: 5 })],
    ['data that is not a map', wrap([1, 2])],
  ])('treats %s as corrupted: starts clean and keeps a backup', (_, raw) => {
    const { store, storage, notices } = setup();
    storage.items.set('mythic-maze:best', raw);
    expect(store.readEntries('best', best).size).toBe(0);
    expect(storage.items.get('mythic-maze:backup:best:0')).toBe(raw);
    expect(notices).toHaveLength(1);
  });

  it('never lets a __proto__ entry through or pollute objects', () => {
    const { store, storage } = setup();
    storage.items.set(
      'mythic-maze:best',
      '{"version":1,"data":{"__proto__":{"polluted":1},"l1":3}}',
    );
    const entries = store.readEntries('best', v.unknown());
    expect([...entries.keys()]).toEqual(['l1']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the old value and reports quota when a write does not fit', () => {
    const { store, storage, notices } = setup();
    store.write('best', { l1: 1 });
    const before = storage.items.get('mythic-maze:best');
    storage.quota = 60;
    expect(store.write('best', { l1: 'x'.repeat(100) })).toBe(false);
    expect(storage.items.get('mythic-maze:best')).toBe(before);
    expect(notices).toEqual([{ kind: 'write-failed', name: 'best', reason: 'quota' }]);
  });

  it('runs without storage when it cannot be reached at all', () => {
    const notices: StoreNotice[] = [];
    const store = new LocalStore({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      onNotice: (n) => notices.push(n),
    });
    expect(store.unavailable).toBe(true);
    expect(store.read('settings', v.number(), 7)).toBe(7);
    expect(store.write('settings', 1)).toBe(false);
    expect(notices).toEqual([{ kind: 'unavailable' }]);
  });

  it('reports storage that throws on every call as unavailable', () => {
    const storage = new FakeStorage();
    storage.failEverything = true;
    const { store, notices } = setup(storage);
    expect(store.readEntries('best', best).size).toBe(0);
    expect(notices).toEqual([{ kind: 'unavailable' }]);
  });

  it('will not overwrite corrupted data it could not back up', () => {
    const { store, storage, notices } = setup();
    const raw = 'garbage that matters';
    storage.items.set('mythic-maze:best', raw);
    storage.quota = 0;
    expect(store.readEntries('best', best).size).toBe(0);
    storage.quota = Number.POSITIVE_INFINITY;
    expect(store.write('best', { l1: 1 })).toBe(false);
    expect(storage.items.get('mythic-maze:best')).toBe(raw);
    expect(notices.map((n) => n.kind)).toEqual(['recovered', 'write-failed']);
  });

  it('will not overwrite a document it could not read, since the write was made without it', () => {
    const { store, storage, notices } = setup();
    const raw = JSON.stringify({ version: 1, data: { l1: 1, l2: 2 } });
    storage.items.set('mythic-maze:best', raw);
    storage.failEverything = true;
    expect(store.readEntries('best', best).size).toBe(0);
    storage.failEverything = false;
    expect(store.write('best', { l3: 3 })).toBe(false);
    expect(storage.items.get('mythic-maze:best')).toBe(raw);
    expect(notices).toEqual([{ kind: 'write-failed', name: 'best', reason: 'error' }]);
    // Other documents are written as usual.
    expect(store.write('other', { l1: 1 })).toBe(true);
  });

  it(`keeps at most ${String(MAX_BACKUPS)} backups per document`, () => {
    const { storage } = setup();
    for (let i = 0; i < MAX_BACKUPS + 2; i += 1) {
      storage.items.set('mythic-maze:best', `bad ${String(i)}`);
      setup(storage).store.readEntries('best', best);
    }
    const backups = [...storage.items.keys()].filter((k) => k.startsWith('mythic-maze:backup:'));
    expect(backups).toHaveLength(MAX_BACKUPS);
    expect(storage.items.get('mythic-maze:backup:best:0')).toBe('bad 0');
    expect(storage.items.get(`mythic-maze:backup:best:${String(MAX_BACKUPS - 1)}`)).toBe(
      `bad ${String(MAX_BACKUPS + 1)}`,
    );
  });
});
