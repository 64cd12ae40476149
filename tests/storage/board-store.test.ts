import { describe, expect, it } from 'vitest';
import { levelKey } from '../../src/replay';
import { BoardStore, type StoredRun } from '../../src/storage/board-store';
import { LocalStore, type StoreNotice } from '../../src/storage/local-store';
import { generatedWin, smallRef } from '../app/replays/leaderboard-harness';
import { winningReplay } from '../replay/support/replays';
import { FakeStorage } from '../support/fake-storage';

function storeOn(storage: FakeStorage, notices: StoreNotice[] = []) {
  return new LocalStore({ storage: () => storage, onNotice: (n) => notices.push(n) });
}

/** A stored run as a board document holds it (no verification: the store does not judge runs). */
function run(name: string, ticks: number, replay: unknown, date = '2026-03-14T09:26:53.589Z') {
  return { name, ticks, gems: 0, date, replay };
}

const keep = (stored: StoredRun) => stored;

describe('BoardStore: board documents, without judging the runs', () => {
  it('keeps a built-in board in a document of its own, runs under their rank', () => {
    const storage = new FakeStorage();
    const replay = winningReplay('first-steps');
    const runs = [run('Ariadne', 78, replay), run('Theseus', 80, replay)];
    expect(new BoardStore({ store: storeOn(storage) }).write('level:first-steps', runs)).toEqual({
      saved: true,
      evicted: null,
    });
    expect([...storage.items.keys()]).toEqual(['mythic-maze:leaderboard:level:first-steps']);
    const read = new BoardStore({ store: storeOn(storage) }).read('level:first-steps', keep);
    expect(read).toEqual(JSON.parse(JSON.stringify(runs)));
    expect(new BoardStore({ store: storeOn(storage) }).read('level:red-key', keep)).toEqual([]);
  });

  it('drops a run the caller refuses and one that is not a run, and backs the document up', () => {
    const storage = new FakeStorage();
    const replay = winningReplay('first-steps');
    new BoardStore({ store: storeOn(storage) }).write('level:first-steps', [
      run('Ariadne', 78, replay),
      run('Forger', 5, replay),
    ]);
    const key = 'mythic-maze:leaderboard:level:first-steps';
    const data = (JSON.parse(storage.items.get(key) ?? '') as { data: Record<string, unknown> })
      .data;
    data['2'] = { name: 'Theseus', ticks: 'fast' };
    storage.items.set(key, JSON.stringify({ version: 1, data }));
    const raw = storage.items.get(key);
    const notices: StoreNotice[] = [];
    const read = new BoardStore({ store: storeOn(storage, notices) }).read(
      'level:first-steps',
      (stored) => (stored.ticks < 10 ? 'too fast to be true' : { name: stored.name }),
    );
    expect(read).toEqual([{ name: 'Ariadne' }]);
    expect(notices).toEqual([
      {
        kind: 'recovered',
        name: 'leaderboard:level:first-steps',
        backupKey: 'mythic-maze:backup:leaderboard:level:first-steps:0',
      },
    ]);
    expect(storage.items.get('mythic-maze:backup:leaderboard:level:first-steps:0')).toBe(raw);
  });

  it('gives a new generated board a free slot, then the slot whose latest run is oldest', () => {
    const storage = new FakeStorage();
    const boards = new BoardStore({ store: storeOn(storage), maxGeneratedBoards: 2 });
    const dated = (seed: number, day: number) => {
      const date = `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`;
      const replay = generatedWin(smallRef(seed), date);
      return { key: levelKey(replay.level), runs: [run('Theseus', 100, replay, date)] };
    };
    const a = dated(1, 10);
    const b = dated(2, 5);
    const c = dated(3, 12);
    expect(boards.write(a.key, a.runs)).toEqual({ saved: true, evicted: null });
    expect(boards.write(b.key, b.runs)).toEqual({ saved: true, evicted: null });
    // Both slots are taken: b's latest run (the 5th) is the oldest, so b makes way.
    expect(boards.write(c.key, c.runs)).toEqual({ saved: true, evicted: b.key });
    expect([...storage.items.keys()].sort()).toEqual([
      'mythic-maze:leaderboard:generated:0',
      'mythic-maze:leaderboard:generated:1',
    ]);
    // A fresh store finds each board in its slot from the runs' level, and b in none.
    const again = new BoardStore({ store: storeOn(storage), maxGeneratedBoards: 2 });
    expect(again.read(a.key, keep).map((s) => s.date)).toEqual(['2026-03-10T12:00:00.000Z']);
    expect(again.read(c.key, keep).map((s) => s.date)).toEqual(['2026-03-12T12:00:00.000Z']);
    expect(again.read(b.key, keep)).toEqual([]);
    // Written again, a board keeps its own slot and evicts nothing.
    expect(again.write(a.key, a.runs)).toEqual({ saved: true, evicted: null });
  });

  it('counts a second slot holding the same board as free', () => {
    const storage = new FakeStorage();
    const date = '2026-03-10T12:00:00.000Z';
    const replay = generatedWin(smallRef(1), date);
    const key = levelKey(replay.level);
    new BoardStore({ store: storeOn(storage), maxGeneratedBoards: 2 }).write(key, [
      run('Theseus', 100, replay, date),
    ]);
    // Edited storage: the same board copied into the other slot.
    const copy = storage.items.get('mythic-maze:leaderboard:generated:0') ?? '';
    storage.items.set('mythic-maze:leaderboard:generated:1', copy);
    const boards = new BoardStore({ store: storeOn(storage), maxGeneratedBoards: 2 });
    const other = generatedWin(smallRef(2), date);
    expect(boards.write(levelKey(other.level), [run('Ariadne', 90, other, date)])).toEqual({
      saved: true,
      evicted: null,
    });
    expect(boards.read(key, keep)).toHaveLength(1);
  });

  it('refuses slot counts it cannot keep, naming the option', () => {
    const store = storeOn(new FakeStorage());
    expect(() => new BoardStore({ store, maxGeneratedBoards: 0 })).toThrow(
      'maxGeneratedBoards must be a positive integer, got 0',
    );
    expect(() => new BoardStore({ store, maxEditorBoards: 1.5 })).toThrow(
      'maxEditorBoards must be a positive integer, got 1.5',
    );
  });
});
