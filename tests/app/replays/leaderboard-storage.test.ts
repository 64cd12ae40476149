import { describe, expect, it } from 'vitest';
import { encodeReplay } from '../../../src/replay';
import { winningReplay } from '../../replay/support/replays';
import { setup, snapshot, storedDocument, storeDocument } from './leaderboard-harness';

const DOC = 'leaderboard:level:first-steps';
const KEY = `mythic-maze:${DOC}`;

/** A stored board of first-steps, by default of three runs (78, 79 and 80 ticks). */
function storedBoard(waits = [0, 1, 2]) {
  const { storage, board } = setup();
  for (const wait of waits) board.submitRun(winningReplay('first-steps', { wait }));
  return storage;
}

describe('Leaderboard: damaged storage', () => {
  it('drops a run whose stored time was edited, keeps the others and backs up the raw text', () => {
    const storage = storedBoard();
    const data = storedDocument(storage, DOC);
    (data['2'] as Record<string, unknown>).ticks = 10;
    storeDocument(storage, DOC, data);
    const raw = storage.items.get(KEY);
    const { board, notices } = setup(storage);
    expect(board.entries({ id: 'first-steps' }).map((e) => e.ticks)).toEqual([78, 79]);
    expect(storage.items.get(`mythic-maze:backup:${DOC}:0`)).toBe(raw);
    expect(notices).toEqual([
      { kind: 'recovered', name: DOC, backupKey: `mythic-maze:backup:${DOC}:0` },
    ]);
  });

  it('drops a run whose replay was edited to match a forged time', () => {
    const storage = storedBoard();
    const data = storedDocument(storage, DOC);
    const entry = data['1'] as { ticks: number; replay: { final: { tick: number } } };
    entry.ticks = 50;
    entry.replay.final.tick = 50;
    storeDocument(storage, DOC, data);
    expect(
      setup(storage)
        .board.entries({ id: 'first-steps' })
        .map((e) => e.ticks),
    ).toEqual([78, 80]);
  });

  it('drops runs filed under the wrong level, unknown keys and non-runs, keeping valid ones', () => {
    const storage = storedBoard();
    const data = storedDocument(storage, DOC);
    data['3'] = {
      name: 'Theseus',
      ticks: 158,
      gems: 0,
      date: '2026-03-14T09:26:53.589Z',
      replay: winningReplay('red-key'),
    };
    data['4'] = 'garbage';
    data.__proto__ = { polluted: true };
    data.best = data['0'];
    storage.items.set(
      KEY,
      JSON.stringify({ version: 1, data }).replace('"best"', '"__proto__":{"isAdmin":true},"best"'),
    );
    const { board, notices } = setup(storage);
    expect(board.entries({ id: 'first-steps' }).map((e) => e.ticks)).toEqual([78, 79, 80]);
    expect(board.entries({ id: 'red-key' })).toEqual([]);
    expect(notices.map((n) => n.kind)).toEqual(['recovered']);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('starts clean from text that is not a document, backs it up and says so once', () => {
    const { storage } = setup();
    storage.items.set(KEY, '{"version":1,"data":{"0":');
    const { board, notices } = setup(storage);
    expect(board.entries({ id: 'first-steps' })).toEqual([]);
    expect(board.entries({ id: 'first-steps' })).toEqual([]);
    expect(storage.items.get(`mythic-maze:backup:${DOC}:0`)).toBe('{"version":1,"data":{"0":');
    expect(notices).toHaveLength(1);
    // Playing on: the next run is stored over the damaged document, the backup stays.
    expect(board.submitRun(winningReplay('first-steps'))).toEqual({ status: 'entered', rank: 1 });
    expect(setup(storage).board.entries({ id: 'first-steps' })).toHaveLength(1);
    expect(storage.items.get(`mythic-maze:backup:${DOC}:0`)).toBe('{"version":1,"data":{"0":');
  });

  it('keeps the valid runs when the damage is found, then writes the cleaned board on the next run', () => {
    const storage = storedBoard();
    const data = storedDocument(storage, DOC);
    (data['0'] as Record<string, unknown>).gems = 3;
    storeDocument(storage, DOC, data);
    const { board } = setup(storage);
    expect(board.submitRun(winningReplay('first-steps', { wait: 5 }))).toEqual({
      status: 'entered',
      rank: 3,
    });
    expect(
      setup(storage)
        .board.entries({ id: 'first-steps' })
        .map((e) => e.ticks),
    ).toEqual([79, 80, 83]);
  });
});

describe('Leaderboard: storage full or missing', () => {
  it('when the quota is exceeded, reports it, keeps the stored board and plays on', () => {
    const storage = storedBoard([1, 2, 3]);
    const used = [...storage.items].reduce((sum, [k, v]) => sum + k.length + v.length, 0);
    storage.quota = used + 100;
    const before = snapshot(storage);
    const { board, notices } = setup(storage);
    const faster = winningReplay('first-steps');
    expect(board.submitRun(faster)).toEqual({ status: 'not-saved', rank: 1 });
    expect(notices).toEqual([{ kind: 'write-failed', name: DOC, reason: 'quota' }]);
    expect(storage.items).toEqual(before);
    const ticks = (b: typeof board) => b.entries({ id: 'first-steps' }).map((e) => e.ticks);
    expect(ticks(board)).toEqual([79, 80, 81]);
    expect(ticks(setup(storage).board)).toEqual([79, 80, 81]);
    // Once there is room again the run can be offered again and enters.
    storage.quota = Number.POSITIVE_INFINITY;
    expect(board.submitRun(faster)).toEqual({ status: 'entered', rank: 1 });
    expect(ticks(setup(storage).board)).toEqual([78, 79, 80, 81]);
  });

  it('without storage at all, verifies runs but keeps nothing', () => {
    const { storage } = setup();
    storage.failEverything = true;
    const { board, notices } = setup(storage);
    expect(board.submitRun(winningReplay('first-steps'))).toEqual({ status: 'not-saved', rank: 1 });
    expect(board.entries({ id: 'first-steps' })).toEqual([]);
    expect(notices).toEqual([{ kind: 'unavailable' }]);
  });

  it('keeps a replay in storage byte for byte as the codec writes it', () => {
    const storage = storedBoard();
    const data = storedDocument(storage, DOC);
    const stored = (data['0'] as { replay: unknown }).replay;
    expect(JSON.stringify(stored)).toBe(encodeReplay(winningReplay('first-steps')));
  });
});
