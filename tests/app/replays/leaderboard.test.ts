import { describe, expect, it } from 'vitest';
import { BUILT_IN_LEVELS, DAILY_OPTIONS, dailySeed } from '../../../src/levels';
import { encodeReplay, resolveReplayLevel, type Replay } from '../../../src/replay';
import { Simulation } from '../../../src/sim';
import { Leaderboard, LEADERBOARD_SIZE } from '../../../src/app/replays/leaderboard';
import { expand, recordRun, winningInputs, winningReplay } from '../../replay/support/replays';
import { generatedWin, setup, smallRef, snapshot, storedDocument } from './leaderboard-harness';

/** Final time and gems of a replay by a plain run, independently of the leaderboard. */
function simulated(replay: Replay) {
  const sim = new Simulation(resolveReplayLevel(replay.level));
  for (const input of expand(replay.inputs)) sim.advance(input);
  return { ticks: sim.finalTimeTicks, gems: sim.gemsTaken, outcome: sim.outcome };
}

const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}T12:00:00.000Z`;

describe('Leaderboard: entering runs', () => {
  it('enters a verified won run with the final time and gems the simulation gives', () => {
    const { board, storage } = setup();
    const replay = winningReplay('ariadnes-thread', { player: 'Ariadne' });
    const truth = simulated(replay);
    expect(truth).toMatchObject({ outcome: 'won', gems: 1 });
    expect(board.submitRun(replay)).toEqual({ status: 'entered', rank: 1 });
    expect(board.entries({ id: 'ariadnes-thread' })).toEqual([
      { name: 'Ariadne', ticks: truth.ticks, gems: 1, date: replay.recordedAt, replay },
    ]);
    expect(truth.ticks).toBe(replay.final.tick - 20);
    // Stored, and read back (and re-verified) by the next visit.
    expect(Object.keys(storedDocument(storage, 'leaderboard:level:ariadnes-thread'))).toEqual([
      '0',
    ]);
    expect(setup(storage).board.entries({ id: 'ariadnes-thread' })).toEqual(
      board.entries({ id: 'ariadnes-thread' }),
    );
  });

  it('accepts the replay as text or parsed JSON too', () => {
    const { board } = setup();
    const text = encodeReplay(winningReplay('first-steps'));
    expect(board.submitRun(text)).toEqual({ status: 'entered', rank: 1 });
    const other = winningReplay('first-steps', { wait: 3 });
    expect(board.submitRun(JSON.parse(encodeReplay(other)))).toEqual({
      status: 'entered',
      rank: 2,
    });
  });

  it('keeps the ten fastest, by final time and then the earlier run', () => {
    const { board, storage } = setup();
    // Standing still for w ticks first makes a run w ticks slower: times 78..89.
    const waits = [5, 11, 0, 7, 3, 9, 1, 10, 4, 2, 8];
    for (const wait of waits) {
      expect(board.submitRun(winningReplay('first-steps', { wait })).status).toBe('entered');
    }
    expect(board.submitRun(winningReplay('first-steps', { wait: 6 }))).toEqual({
      status: 'entered',
      rank: 7,
    });
    const slow = winningReplay('first-steps', { wait: 20 });
    expect(board.submitRun(slow)).toEqual({ status: 'not-ranked' });
    const tie = winningReplay('first-steps', { wait: 4, recordedAt: '2026-03-13T00:00:00.000Z' });
    expect(board.submitRun(tie)).toEqual({ status: 'entered', rank: 5 });
    const entries = board.entries({ id: 'first-steps' });
    expect(entries).toHaveLength(LEADERBOARD_SIZE);
    expect(entries.map((e) => e.ticks)).toEqual([78, 79, 80, 81, 82, 82, 83, 84, 85, 86]);
    // Of the two runs of 82 ticks the one recorded a day earlier ranks first.
    expect(entries[4]?.date).toBe('2026-03-13T00:00:00.000Z');
    expect(Object.keys(storedDocument(storage, 'leaderboard:level:first-steps'))).toHaveLength(10);
  });

  it('keeps a smaller board when asked, and refuses sizes it cannot store', () => {
    const { store } = setup();
    const small = new Leaderboard({ store, size: 3 });
    for (const wait of [4, 0, 3, 1]) small.submitRun(winningReplay('first-steps', { wait }));
    expect(small.entries({ id: 'first-steps' }).map((e) => e.ticks)).toEqual([78, 79, 81]);
    expect(() => new Leaderboard({ store, size: 0 })).toThrow(RangeError);
    expect(() => new Leaderboard({ store, size: 101 })).toThrow(RangeError);
    expect(() => new Leaderboard({ store, maxGeneratedBoards: 0 })).toThrow(RangeError);
  });

  it('does not enter the same replay twice', () => {
    const { board } = setup();
    const replay = winningReplay('red-key');
    board.submitRun(replay);
    expect(board.submitRun(encodeReplay(replay))).toEqual({ status: 'duplicate', rank: 1 });
    expect(board.entries({ id: 'red-key' })).toHaveLength(1);
  });

  it('gives the best time of each built-in level for the level select, and the best run', () => {
    const { board } = setup();
    board.submitRun(winningReplay('first-steps', { wait: 4 }));
    board.submitRun(winningReplay('first-steps'));
    board.submitRun(winningReplay('ariadnes-thread'));
    expect(board.bestTimes(BUILT_IN_LEVELS)).toEqual(
      new Map([
        ['first-steps', 78],
        ['ariadnes-thread', winningInputs('ariadnes-thread').length - 20],
      ]),
    );
    expect(board.best({ id: 'first-steps' })?.replay).toEqual(winningReplay('first-steps'));
    expect(board.best({ id: 'red-key' })).toBeNull();
  });
});

describe('Leaderboard: refusing runs', () => {
  const refusals: [string, () => unknown, RegExp][] = [
    ['text that is not JSON', () => 'not json', /invalid: \(document\): is not valid JSON/],
    [
      'a replay of another version',
      () => ({ ...winningReplay('first-steps'), version: 4 }),
      /invalid: version: unsupported version 4/,
    ],
    [
      'a replay with a __proto__ key',
      () => encodeReplay(winningReplay('first-steps')).replace('{', '{"__proto__":{"x":1},'),
      /invalid: __proto__: unknown key/,
    ],
    [
      'a practice run, though it won',
      () =>
        recordRun({
          ref: { id: 'first-steps' },
          inputs: winningInputs('first-steps'),
          practice: { fromTick: 20 },
        }).replay,
      /a practice run never ranks: it began at tick 20 of another run/,
    ],
    [
      'a lost run',
      () =>
        recordRun({ ref: { id: 'first-steps' }, inputs: new Array<number>(900).fill(0) }).replay,
      /only won runs enter, and this run was timeout/,
    ],
    [
      'a forged time: a run that claims to win sooner than it does',
      () => {
        // Cut the last 18 ticks and claim the win at tick 60 with the checkpoints still right.
        const real = winningReplay('first-steps');
        const inputs = expand(real.inputs).slice(0, 60);
        const cut = recordRun({ ref: { id: 'first-steps' }, inputs }).replay;
        return { ...cut, final: { ...cut.final, outcome: 'won' } };
      },
      /does not verify: it diverges by tick 60/,
    ],
    [
      'a run whose inputs were edited to take a shortcut',
      () => {
        const real = winningReplay('first-steps');
        const perTick = expand(real.inputs);
        perTick[30] = 1;
        perTick[31] = 1;
        return { ...real, inputs: recordRun({ ref: real.level, inputs: perTick }).replay.inputs };
      },
      /does not verify/,
    ],
  ];

  it.each(refusals)('refuses %s, with a reason, and touches no storage', (_, make, reason) => {
    const { board, storage } = setup();
    board.submitRun(winningReplay('first-steps', { wait: 2 }));
    const before = snapshot(storage);
    const writes = storage.writes;
    const result = board.submitRun(make());
    expect(result.status).toBe('refused');
    expect(result.status === 'refused' ? result.reason : '').toMatch(reason);
    expect(storage.items).toEqual(before);
    expect(storage.writes).toBe(writes);
    expect(board.entries({ id: 'first-steps' }).map((e) => e.ticks)).toEqual([80]);
  });
});

describe('Leaderboard: generated levels', () => {
  it('keeps a board for the daily labyrinth, under its seed and options', () => {
    const { board } = setup();
    const ref = { seed: dailySeed(2026, 3, 14), ...DAILY_OPTIONS };
    const replay = generatedWin(ref, day(14));
    expect(board.submitRun(replay)).toEqual({ status: 'entered', rank: 1 });
    expect(board.entries(ref).map((e) => e.replay)).toEqual([replay]);
    expect(board.entries({ seed: ref.seed })).toEqual([]);
  }, 60_000);

  it('keeps at most the configured number of generated boards, dropping the stalest', () => {
    const { board, storage } = setup(undefined, 2);
    const [a, b, c] = [smallRef(1), smallRef(2), smallRef(3)];
    board.submitRun(generatedWin(a, day(1)));
    board.submitRun(generatedWin(b, day(2)));
    // Board a gets a newer run, so b is now the one whose latest run is oldest.
    board.submitRun(generatedWin(a, day(5)));
    expect(board.submitRun(generatedWin(c, day(6)))).toEqual({ status: 'entered', rank: 1 });
    expect(board.entries(b)).toEqual([]);
    expect(board.entries(a)).toHaveLength(2);
    expect(board.entries(c)).toHaveLength(1);
    const slots = [...storage.items.keys()].filter((k) => k.includes('leaderboard:generated'));
    expect(slots.sort()).toEqual([
      'mythic-maze:leaderboard:generated:0',
      'mythic-maze:leaderboard:generated:1',
    ]);
    // A later visit finds the same boards from storage alone.
    const later = setup(storage, 2).board;
    expect(later.entries(a)).toEqual(board.entries(a));
    expect(later.entries(b)).toEqual([]);
    expect(later.entries(c)).toEqual(board.entries(c));
  }, 60_000);
});
