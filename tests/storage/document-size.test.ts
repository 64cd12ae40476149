import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LocalStore, type StoreNotice } from '../../src/storage/local-store';
import { FakeStorage } from '../support/fake-storage';

/** The documented limit on a stored document, in characters (written out, not imported). */
const LIMIT = 2_000_000;

const schema = v.strictObject({ best: v.number(), note: v.string() });
const FALLBACK = { best: 0, note: '' };

/** A valid, current envelope of exactly `length` characters. */
function documentOfLength(length: number): string {
  const bare = JSON.stringify({ version: 1, data: { best: 7, note: '' } });
  const text = JSON.stringify({
    version: 1,
    data: { best: 7, note: 'x'.repeat(length - bare.length) },
  });
  expect(text).toHaveLength(length);
  return text;
}

function setup(raw: string) {
  const storage = new FakeStorage();
  storage.items.set('mythic-maze:settings', raw);
  const notices: StoreNotice[] = [];
  const store = new LocalStore({ storage: () => storage, onNotice: (n) => notices.push(n) });
  return { storage, store, notices };
}

describe('LocalStore: the stored-document size limit', () => {
  it('backs up a document one character over the limit and starts clean', () => {
    const raw = documentOfLength(LIMIT + 1);
    const { store, storage, notices } = setup(raw);
    expect(store.read('settings', schema, FALLBACK)).toEqual(FALLBACK);
    expect(storage.items.get('mythic-maze:backup:settings:0')).toBe(raw);
    expect(notices).toEqual([
      { kind: 'recovered', name: 'settings', backupKey: 'mythic-maze:backup:settings:0' },
    ]);
    // Starting clean: the next write replaces the over-long text, and reads back.
    expect(store.write('settings', { best: 3, note: 'fresh' })).toBe(true);
    expect(store.read('settings', schema, FALLBACK)).toEqual({ best: 3, note: 'fresh' });
  });

  it('reads a document of exactly the limit as it is, with no backup', () => {
    const raw = documentOfLength(LIMIT);
    const { store, storage, notices } = setup(raw);
    expect(store.read('settings', schema, FALLBACK)).toMatchObject({ best: 7 });
    expect(storage.items.has('mythic-maze:backup:settings:0')).toBe(false);
    expect(notices).toEqual([]);
  });
});
