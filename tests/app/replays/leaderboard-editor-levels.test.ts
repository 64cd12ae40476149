import { describe, expect, it } from 'vitest';
import { LEVEL_FIXTURES, proveLevel } from '../../../scripts/level-fixtures';
import {
  hashLevelRef,
  levelDocumentHash,
  levelFromDocument,
  type LevelDocument,
} from '../../../src/replay';
import { Leaderboard } from '../../../src/app/replays/leaderboard';
import { LocalStore } from '../../../src/storage/local-store';
import type { Level } from '../../../src/sim';
import { FakeStorage } from '../../support/fake-storage';
import { generatedWin, smallRef } from './leaderboard-harness';

const [first, second] = LEVEL_FIXTURES.map((f) => f.doc);
if (first === undefined || second === undefined) throw new Error('two level fixtures are needed');
/** The first fixture renamed: another level, with another hash. */
const renamed: LevelDocument = { ...first, meta: { ...first.meta, name: 'Renamed' } };
/** Small editor levels: the fixtures, and the first one renamed. */
const docs: readonly LevelDocument[] = [first, second, renamed];
const levels = new Map<string, Level>(
  docs.map((d) => [levelDocumentHash(d), levelFromDocument(d)]),
);

function board(
  storage: FakeStorage,
  known: ReadonlyMap<string, Level> = levels,
  maxEditorBoards?: number,
) {
  const store = new LocalStore({ storage: () => storage, onNotice: () => undefined });
  return new Leaderboard({
    store,
    editorLevel: (hash) => known.get(hash),
    ...(maxEditorBoards === undefined ? {} : { maxEditorBoards }),
  });
}

describe('local boards of levels made in the editor', () => {
  const doc = first;
  const proof = proveLevel(doc);

  it('rank a verified win under the level hash, with the time the simulation gives', () => {
    const storage = new FakeStorage();
    expect(board(storage).submitRun(proof)).toEqual({ status: 'entered', rank: 1 });
    const entries = board(storage).entries(hashLevelRef(doc));
    // A fresh leaderboard reads it back, re-verified on the level the game holds.
    expect(entries.map((e) => [e.name, e.ticks, e.gems])).toEqual([
      ['Daedalus', proof.final.tick - 20, 1],
    ]);
    expect([...storage.items.keys()]).toEqual(['mythic-maze:leaderboard:editor:0']);
    // Another level, even one differing only in its name, has a board of its own.
    expect(board(storage).entries(hashLevelRef(renamed))).toEqual([]);
  });

  it('refuse a run whose level the game does not hold, leaving storage untouched', () => {
    const storage = new FakeStorage();
    const result = board(storage, new Map()).submitRun(proof);
    expect(result).toMatchObject({ status: 'refused' });
    expect(result.status === 'refused' && result.reason).toMatch(/open the level link instead/);
    expect(storage.items.size).toBe(0);
  });

  it('drop a stored run on reading when the level handed in is another one', () => {
    const storage = new FakeStorage();
    board(storage).submitRun(proof);
    const wrong = new Map([[levelDocumentHash(doc), levelFromDocument(renamed)]]);
    expect(board(storage, wrong).entries(hashLevelRef(doc))).toEqual([]);
  });

  it('keep editor boards in slots of their own, never taking a generated level slot', () => {
    const storage = new FakeStorage();
    const generated = generatedWin(smallRef(5), '2026-01-01T00:00:00.000Z');
    const leaderboard = board(storage, levels, 2);
    expect(leaderboard.submitRun(generated).status).toBe('entered');
    for (const d of docs) expect(leaderboard.submitRun(proveLevel(d)).status).toBe('entered');
    const fresh = board(storage, levels, 2);
    // Two editor slots for three levels: the board whose latest run is oldest made way.
    const kept = docs.filter((d) => fresh.entries(hashLevelRef(d)).length === 1);
    expect(kept).toHaveLength(2);
    expect(fresh.entries(smallRef(5))).toHaveLength(1);
    expect([...storage.items.keys()].sort()).toEqual([
      'mythic-maze:leaderboard:editor:0',
      'mythic-maze:leaderboard:editor:1',
      'mythic-maze:leaderboard:generated:0',
    ]);
  });
});
