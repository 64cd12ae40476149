import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeReplay } from '../../src/replay';
import { Leaderboard } from '../../src/app/replays/leaderboard';
import { LocalStore, MAX_BACKUPS, type StoreNotice } from '../../src/storage/local-store';
import { loadProgress } from '../../src/storage/progress';
import { DEFAULT_SETTINGS, loadSettings } from '../../src/storage/settings';
import { FakeStorage } from '../support/fake-storage';
import { fuzzParams, fuzzTimeout } from '../support/fuzz';
import { expectNoPollution, prototypeSnapshot } from '../support/pollution';
import { boardRun, progressEntry, settingsEntry, type StoredEntry } from './support/stored-entries';
import { BUILT_IN_LEVELS } from '../../src/levels';

const PREFIX = 'mythic-maze:';
const BOARD = 'leaderboard:level:first-steps';

/** Entries with distinct keys, stored as one enveloped document; `damaged` when any must go. */
function documentOf<T>(entries: readonly StoredEntry<T>[]) {
  const data: Record<string, unknown> = {};
  // defineProperty stores `__proto__` as a plain key, as JSON.parse would read it back.
  for (const e of entries) Object.defineProperty(data, e.key, { value: e.value, enumerable: true });
  return {
    raw: JSON.stringify({ version: 1, data }),
    kept: new Map(entries.flatMap((e) => (e.kept === undefined ? [] : [[e.key, e.kept]]))),
    damaged: entries.some((e) => e.kept === undefined),
  };
}

const distinct = <T>(entry: fc.Arbitrary<StoredEntry<T>>) =>
  fc.uniqueArray(entry, { selector: (e) => e.key, maxLength: 8 });

/** Stored text that is no document at all, or a document of another shape or version. */
const notADocument = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3 }).map((data) => JSON.stringify({ version: 2, data })),
  fc.jsonValue({ maxDepth: 3 }).map((data) => JSON.stringify({ version: 1, data, extra: 1 })),
  fc.constantFrom('[[[[[[[[[[', `{"version":1,"data":${'['.repeat(10_000)}`, '\u0000'),
);

/** Whether stored text is a current envelope with no entries: the one valid shape `notADocument` can make. */
function isEmptyDocument(raw: string): boolean {
  try {
    return JSON.stringify(JSON.parse(raw)) === '{"version":1,"data":{}}';
  } catch {
    return false;
  }
}

/** Loads one document from storage holding `raw`; returns what was loaded and what changed. */
function load<T>(name: string, raw: string, read: (store: LocalStore) => T) {
  const storage = new FakeStorage();
  storage.items.set(PREFIX + name, raw);
  const notices: StoreNotice[] = [];
  const loaded = read(new LocalStore({ storage: () => storage, onNotice: (n) => notices.push(n) }));
  // Loading never rewrites a document: at most it sets the damaged text aside.
  expect(storage.items.get(PREFIX + name)).toBe(raw);
  const backup = storage.items.get(`${PREFIX}backup:${name}:0`);
  return { loaded, backup, notices: notices.map((n) => n.kind) };
}

describe('fuzzing stored data', () => {
  const before = prototypeSnapshot();

  it(
    'settings: keeps every valid field, defaults the rest and backs up the damaged text',
    () => {
      fc.assert(
        fc.property(distinct(settingsEntry), (entries) => {
          const doc = documentOf(entries);
          const { loaded, backup, notices } = load('settings', doc.raw, loadSettings);
          expect(loaded).toEqual({ ...DEFAULT_SETTINGS, ...Object.fromEntries(doc.kept) });
          expect(backup).toBe(doc.damaged ? doc.raw : undefined);
          expect(notices).toEqual(doc.damaged ? ['recovered'] : []);
          expectNoPollution(before);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(5),
  );

  it(
    'progress: keeps every valid record and backs up the damaged text',
    () => {
      fc.assert(
        fc.property(distinct(progressEntry), (entries) => {
          const doc = documentOf(entries);
          const { loaded, backup, notices } = load('progress', doc.raw, loadProgress);
          expect(loaded).toEqual(doc.kept);
          expect(backup).toBe(doc.damaged ? doc.raw : undefined);
          expect(notices).toEqual(doc.damaged ? ['recovered'] : []);
          expectNoPollution(before);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(5),
  );

  it(
    'leaderboard: keeps every run that re-verifies, fastest ten first, and backs up the rest',
    () => {
      const rankKey = fc.oneof(
        fc.nat({ max: 12 }).map(String),
        fc.constantFrom('00', '07', '100', '-1', '1.0', '__proto__', 'x'),
      );
      const entries = fc.uniqueArray(fc.tuple(rankKey, boardRun), {
        selector: ([key]) => key,
        maxLength: 14,
      });
      fc.assert(
        fc.property(entries, (runs) => {
          const stored = runs.map(([key, run]) => ({
            key,
            value: run.value,
            kept: /^(0|[1-9][0-9]?)$/.test(key) && run.valid ? run.replayText : undefined,
          }));
          const doc = documentOf(stored);
          const { loaded, backup, notices } = load(BOARD, doc.raw, (store) =>
            new Leaderboard({ store }).entries({ id: 'first-steps' }),
          );
          const expected = new Set(doc.kept.values());
          const texts = loaded.map((e) => encodeReplay(e.replay));
          expect(new Set(texts).size).toBe(texts.length);
          expect(texts.length).toBe(Math.min(10, expected.size));
          for (const text of texts) expect(expected).toContain(text);
          for (let i = 1; i < loaded.length; i++) {
            const [a, b] = [loaded[i - 1], loaded[i]];
            expect((a?.ticks ?? 0) <= (b?.ticks ?? 0)).toBe(true);
          }
          expect(backup).toBe(doc.damaged ? doc.raw : undefined);
          expect(notices).toEqual(doc.damaged ? ['recovered'] : []);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(40),
  );

  it(
    'any stored text for every document: loading never throws, never rewrites, and keeps the damage aside',
    () => {
      const names = ['settings', 'progress', BOARD, 'leaderboard:generated:0'];
      const contents = fc.record({
        documents: fc.array(fc.option(notADocument, { nil: undefined }), {
          minLength: names.length,
          maxLength: names.length,
        }),
        // Backups left by earlier visits: the store must still find a slot for the new damage.
        oldBackups: fc.nat({ max: MAX_BACKUPS }),
        probe: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
      });
      fc.assert(
        fc.property(contents, ({ documents, oldBackups, probe }) => {
          const storage = new FakeStorage();
          names.forEach((name, i) => {
            const raw = documents[i];
            if (raw !== undefined) storage.items.set(PREFIX + name, raw);
            for (let slot = 0; slot < oldBackups; slot++) {
              storage.items.set(`${PREFIX}backup:${name}:${String(slot)}`, `old ${String(slot)}`);
            }
          });
          if (probe !== undefined) storage.items.set(`${PREFIX}probe`, probe);
          const original = new Map(storage.items);
          const store = new LocalStore({ storage: () => storage });
          const settings = loadSettings(store);
          loadProgress(store);
          const board = new Leaderboard({ store });
          board.bestTimes(BUILT_IN_LEVELS);
          board.entries({ seed: 1, width: 11, height: 9 });
          expect(typeof settings.sound).toBe('boolean');
          for (const [key, value] of storage.items) {
            if (!key.startsWith(`${PREFIX}backup:`)) expect(value).toBe(original.get(key));
          }
          names.forEach((name, i) => {
            const raw = documents[i];
            const slots = Array.from({ length: MAX_BACKUPS }, (_, slot) =>
              storage.items.get(`${PREFIX}backup:${name}:${String(slot)}`),
            );
            if (raw !== undefined && !isEmptyDocument(raw)) expect(slots).toContain(raw);
          });
          expectNoPollution(before);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(20),
  );
});
