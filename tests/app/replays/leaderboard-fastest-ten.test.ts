import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeReplay, type Replay } from '../../../src/replay';
import { Simulation } from '../../../src/sim';
import { Leaderboard } from '../../../src/app/replays/leaderboard';
import { LocalStore } from '../../../src/storage/local-store';
import { builtIn, recordRun, winningInputs } from '../../replay/support/replays';
import { FakeStorage } from '../../support/fake-storage';
import { fuzzParams, fuzzRuns, fuzzTimeout } from '../../support/fuzz';

const LEVELS = ['first-steps', 'red-key', 'the-beast-stirs'] as const;
/** Ticks a run may stand still before playing the winning route: 25 distinct times per level. */
const MAX_WAIT = 24;
const PLAYERS = ['Theseus', 'Ariadne', 'Minos', 'Daedalus', 'Icarus', 'Phaedra', 'Pasiphae'];

interface PoolRun {
  readonly levelIndex: number;
  readonly replay: Replay;
  readonly text: string;
  /** Final time from a plain simulation loop, not from the leaderboard or the verifier. */
  readonly ticks: number;
}

/**
 * The final time of a run, by hand: play the inputs into a fresh simulation until it ends, then
 * take the ticks played less 20 (one second) per gem, never below 0.
 */
function plainFinalTime(levelId: string, inputs: readonly number[]): number {
  const sim = new Simulation(builtIn(levelId));
  for (const input of inputs) {
    if (sim.outcome !== 'playing') break;
    sim.advance(input);
  }
  expect(sim.outcome).toBe('won');
  return Math.max(0, sim.tick - 20 * sim.gemsTaken);
}

/** Won runs of three levels with 25 different times each, by different players on different days. */
const POOL: readonly (readonly PoolRun[])[] = LEVELS.map((id, levelIndex) =>
  Array.from({ length: MAX_WAIT + 1 }, (_, wait) => {
    const inputs = [...new Array<number>(wait).fill(0), ...winningInputs(id)];
    const replay = recordRun({
      ref: { id },
      inputs,
      player: PLAYERS[(wait * 3 + levelIndex) % PLAYERS.length] ?? 'Theseus',
      recordedAt: new Date(Date.UTC(2026, 0, 1 + ((wait * 7) % 28), 8 + levelIndex)).toISOString(),
    }).replay;
    return { levelIndex, replay, text: encodeReplay(replay), ticks: plainFinalTime(id, inputs) };
  }),
);

function poolRun(levelIndex: number, wait: number): PoolRun {
  const run = POOL[levelIndex]?.[wait];
  if (run === undefined) throw new RangeError(`no pool run ${String(levelIndex)}:${String(wait)}`);
  return run;
}

/** Replay texts of the ten fastest runs among `runs`, fastest first (all times differ). */
function fastestTen(runs: readonly PoolRun[]): string[] {
  return [...runs]
    .sort((a, b) => a.ticks - b.ticks)
    .slice(0, 10)
    .map((run) => run.text);
}

const boardTexts = (board: Leaderboard, levelIndex: number) =>
  board.entries({ id: LEVELS[levelIndex] ?? '' }).map((entry) => encodeReplay(entry.replay));

/** Submissions: distinct runs of any of the levels, in any order. */
const submissions = fc.uniqueArray(
  fc.tuple(fc.nat({ max: LEVELS.length - 1 }), fc.nat({ max: MAX_WAIT })),
  // 'max' size: lengths spread up to the limit, so boards often overflow their ten places.
  { selector: ([level, wait]) => `${String(level)}:${String(wait)}`, maxLength: 40, size: 'max' },
);

// Each case verifies up to 40 replays twice, so this target runs a fortieth of the cases.
const params = { ...fuzzParams(), numRuns: Math.max(1, Math.round(fuzzRuns() / 40)) };

describe('leaderboard: the kept runs are exactly the fastest ten', () => {
  it('the pool really has 25 different times per level', () => {
    for (const runs of POOL) expect(new Set(runs.map((run) => run.ticks)).size).toBe(MAX_WAIT + 1);
  });

  it(
    'submitting runs of several levels in any order keeps the fastest ten of each, also after a reload',
    () => {
      fc.assert(
        fc.property(submissions, (picked) => {
          const storage = new FakeStorage();
          const store = new LocalStore({ storage: () => storage });
          const board = new Leaderboard({ store });
          const runs = picked.map(([level, wait]) => poolRun(level, wait));
          for (const run of runs) {
            expect(board.submitRun(run.replay).status).not.toBe('refused');
          }
          const reloaded = new Leaderboard({ store: new LocalStore({ storage: () => storage }) });
          LEVELS.forEach((_, levelIndex) => {
            const expected = fastestTen(runs.filter((run) => run.levelIndex === levelIndex));
            expect(boardTexts(board, levelIndex)).toEqual(expected);
            expect(boardTexts(reloaded, levelIndex)).toEqual(expected);
          });
        }),
        params,
      );
    },
    fuzzTimeout(40),
  );

  it(
    'reading a stored board of more than ten valid runs keeps the fastest ten',
    () => {
      const stored = fc.tuple(
        fc.nat({ max: LEVELS.length - 1 }),
        fc.uniqueArray(fc.nat({ max: MAX_WAIT }), { minLength: 1, maxLength: 16, size: 'max' }),
      );
      fc.assert(
        fc.property(stored, ([levelIndex, waits]) => {
          const runs = waits.map((wait) => poolRun(levelIndex, wait));
          const data = Object.fromEntries(
            runs.map((run, rank) => [
              String(rank),
              {
                name: run.replay.player,
                ticks: run.ticks,
                gems: run.replay.final.outcome === 'won' ? gemsOf(run) : 0,
                date: run.replay.recordedAt,
                replay: run.replay,
              },
            ]),
          );
          const storage = new FakeStorage();
          storage.items.set(
            `mythic-maze:leaderboard:level:${LEVELS[levelIndex] ?? ''}`,
            JSON.stringify({ version: 1, data }),
          );
          const board = new Leaderboard({ store: new LocalStore({ storage: () => storage }) });
          expect(boardTexts(board, levelIndex)).toEqual(fastestTen(runs));
        }),
        params,
      );
    },
    fuzzTimeout(20),
  );
});

/** Gems a run took, counted by a plain loop over its inputs. */
function gemsOf(run: PoolRun): number {
  const sim = new Simulation(builtIn(LEVELS[run.levelIndex] ?? ''));
  for (const [length, input] of run.replay.inputs) {
    for (let i = 0; i < length; i++) sim.advance(input);
  }
  return sim.gemsTaken;
}
