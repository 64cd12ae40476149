/**
 * The seeking workload, shared by the Node figure (`bench/node/replay-seek.ts`) and the browser
 * figure (`bench/pages/seek.html`), so both time the same seeks in the same replay: a 20-minute
 * wander (24 000 ticks) of a generated 64x64 level without minotaurs or traps, under a countdown
 * of the longest a level may have so it lasts the whole 20 minutes, and a ReplaySeeker prepared
 * as the replay viewer prepares it when a replay opens.
 */
import { generateLevel } from '../src/levels';
import { ReplaySeeker, type InputRun, type Replay } from '../src/replay';
import { Sfc32, Simulation, SIM_VERSION } from '../src/sim';
import { MAX_TIME_LIMIT_TICKS } from '../src/sim/level/level';
import { heldInputTape } from './node/input-tape';
import { percentile } from './stats';

const TICKS = 24_000;
/** Seeks timed, after WARM_UP_SEEKS untimed ones. */
export const SEEKS = 2_000;
const WARM_UP_SEEKS = 200;
const SEED = 11;
const options = { width: 64, height: 64, minotaurs: 0, traps: 0 } as const;

/** The figures of one run of the workload. */
export interface SeekFigures {
  readonly p99Ms: number;
  readonly medianMs: number;
  readonly maxMs: number;
  readonly prepareMs: number;
  readonly ticks: number;
  readonly seeks: number;
  readonly snapshots: number;
}

/** The tape's inputs as run-length pairs, as long as the run lasts (the whole 24 000 ticks). */
function wander(level: ReturnType<typeof generateLevel>): { inputs: InputRun[]; ticks: number } {
  const tape = heldInputTape(20_261_201, TICKS);
  const sim = new Simulation(level);
  const inputs: [number, number][] = [];
  for (const input of tape) {
    if (sim.outcome !== 'playing') break;
    sim.advance(input);
    const last = inputs.at(-1);
    if (last?.[1] === input) last[0] += 1;
    else inputs.push([1, input]);
  }
  return { inputs, ticks: sim.tick };
}

/**
 * Builds the replay (untimed), prepares a seeker (timed: `prepareMs`), then times each of SEEKS
 * seeks to seeded random ticks with `now` (ms); throws when a seek lands on another tick.
 */
export function runSeekWorkload(now: () => number): SeekFigures {
  const level = { ...generateLevel(SEED, options), timeLimitTicks: MAX_TIME_LIMIT_TICKS };
  const { inputs, ticks } = wander(level);
  // Only the inputs and the level matter to seeking; the rest makes it a replay document.
  const replay: Replay = {
    format: 'mythic-maze-replay',
    version: 1,
    simVersion: SIM_VERSION,
    level: { seed: SEED, ...options },
    ticksPerSecond: 20,
    inputs,
    checkpoints: [],
    final: { tick: ticks, outcome: 'playing', hash: '00000000' },
    player: 'Bench',
    recordedAt: '2026-01-01T00:00:00.000Z',
  };
  const random = new Sfc32(42);
  const prepareStarted = now();
  const seeker = new ReplaySeeker({ replay, level });
  seeker.prepare();
  const prepareMs = now() - prepareStarted;
  for (let i = 0; i < WARM_UP_SEEKS; i++) seeker.seek(random.nextBelow(ticks + 1));
  const times: number[] = [];
  for (let i = 0; i < SEEKS; i++) {
    const target = random.nextBelow(ticks + 1);
    const started = now();
    const sim = seeker.seek(target);
    times.push(now() - started);
    if (sim.tick !== target)
      throw new Error(`a seek to ${String(target)} landed on ${String(sim.tick)}`);
  }
  return {
    p99Ms: percentile(times, 0.99),
    medianMs: percentile(times, 0.5),
    maxMs: Math.max(...times),
    prepareMs,
    ticks,
    seeks: SEEKS,
    snapshots: seeker.snapshots,
  };
}
