import { describe, expect, it } from 'vitest';
import {
  compareRuns,
  levelFromDocument,
  rankBoard,
  rankRun,
  verifiedRun,
  type RankedRun,
} from '../../src/replay';
import { provenReplay, SMALL_DOC } from './support/editor-levels';
import { compress, expand, recordRun, winningReplay } from './support/replays';

// Recorded inside each test, not at import: code run at import counts as "static" under
// mutation testing, which then runs every test against each mutant it covers.
const firstSteps = () => winningReplay('first-steps');

function run(name: string, ticks: number, date: string, player = firstSteps()): RankedRun {
  return { name, ticks, gems: 0, date, replay: player };
}

describe('ranking rules shared by local boards and the service', () => {
  it('orders by time, then the earlier run, then the name', () => {
    const runs = [
      run('zed', 100, '2026-01-02T00:00:00.000Z'),
      run('amy', 100, '2026-01-02T00:00:00.000Z'),
      run('bob', 100, '2026-01-01T00:00:00.000Z'),
      run('cat', 90, '2026-01-05T00:00:00.000Z'),
    ];
    expect([...runs].sort(compareRuns).map((r) => r.name)).toEqual(['cat', 'bob', 'amy', 'zed']);
  });

  it('breaks a full tie by replay text, so the order is total', () => {
    const replay = firstSteps();
    const other = winningReplay('first-steps', { wait: 1 });
    const a = run('amy', 100, '2026-01-01T00:00:00.000Z', replay);
    const b = run('amy', 100, '2026-01-01T00:00:00.000Z', other);
    expect(Math.sign(compareRuns(a, b))).toBe(-Math.sign(compareRuns(b, a)));
    expect(compareRuns(a, b)).not.toBe(0);
    expect(compareRuns(a, a)).toBe(0);
  });

  it('ranks a new run into a cut board and reports its place', () => {
    const board = [1, 2, 3].map((t) => run(`p${String(t)}`, t * 10, '2026-01-01T00:00:00.000Z'));
    const second = run('new', 15, '2026-01-01T00:00:00.000Z');
    expect(rankRun(board, second, 3)).toEqual({ board: [board[0], second, board[1]], rank: 2 });
    const last = run('slow', 99, '2026-01-01T00:00:00.000Z');
    expect(rankRun(board, last, 3).rank).toBe(0);
  });

  it('keeps one run per replay and cuts the board to its size', () => {
    const a = run('a', 30, '2026-01-01T00:00:00.000Z');
    const b = run('b', 20, '2026-01-01T00:00:00.000Z', winningReplay('first-steps', { wait: 2 }));
    expect(rankBoard([a, b, a], 5).map((r) => r.name)).toEqual(['b', 'a']);
    expect(rankBoard([a, b], 1).map((r) => r.name)).toEqual(['b']);
  });

  it('takes the time from the simulation and refuses runs that did not win', () => {
    const replay = firstSteps();
    const ranked = verifiedRun(replay);
    expect(typeof ranked).toBe('object');
    if (typeof ranked === 'string') return;
    expect(ranked.ticks).toBe(replay.final.tick);
    const standing = recordRun({ ref: { id: 'first-steps' }, inputs: [0, 0, 0] }).replay;
    expect(verifiedRun(standing)).toBe('only won runs enter, and this run was playing');
    expect(verifiedRun({ format: 'nope' })).toMatch(/^the replay is invalid: /);
  });

  it('puts the later name after the earlier one, whatever their replays say', () => {
    // The replays' text would order these two the other way round.
    const amy = run(
      'amy',
      100,
      '2026-01-01T00:00:00.000Z',
      winningReplay('first-steps', { player: 'zz' }),
    );
    const bob = run(
      'bob',
      100,
      '2026-01-01T00:00:00.000Z',
      winningReplay('first-steps', { player: 'aa' }),
    );
    expect(compareRuns(bob, amy)).toBe(1);
    expect(compareRuns(amy, bob)).toBe(-1);
  });

  it('says at which tick a replay that does not verify diverges', () => {
    const replay = firstSteps();
    // Standing still for the first 20 ticks puts every checkpoint's hash off.
    const perTick = expand(replay.inputs).map((input, tick) => (tick < 20 ? 0 : input));
    const tampered = { ...replay, inputs: compress(perTick) };
    expect(verifiedRun(tampered)).toMatch(/^the replay does not verify: it diverges by tick \d+$/);
  });

  it('verifies a run of an editor level with the level the caller holds, and only then', () => {
    const replay = provenReplay(SMALL_DOC);
    const level = levelFromDocument(SMALL_DOC);
    const ranked = verifiedRun(replay, { editorLevel: () => level });
    expect(ranked).toMatchObject({ name: 'Daedalus', replay });
    expect(verifiedRun(replay)).toMatch(/^the replay is invalid: /);
    // A fault of the caller's is not a reason about the replay: it is thrown.
    const fault = new TypeError('the drafts could not be read');
    expect(() =>
      verifiedRun(replay, {
        editorLevel: () => {
          throw fault;
        },
      }),
    ).toThrow(fault);
  });
});
