/**
 * Child process: seeking in a 20-minute replay (24 000 ticks) as the replay viewer does, with a
 * ReplaySeeker prepared when the replay opens: the time of each of 2 000 seeks to random ticks
 * (seeded), their p99 and maximum, and the time `prepare` took. The run wanders a generated
 * 64x64 level without minotaurs or traps under a countdown of the longest a level may have, so
 * it lasts the whole 20 minutes.
 * Usage: node --import tsx bench/node/replay-seek.ts
 */
import { generateLevel } from '../../src/levels';
import { ReplaySeeker, type InputRun, type Replay } from '../../src/replay';
import { Sfc32, Simulation, SIM_VERSION } from '../../src/sim';
import { MAX_TIME_LIMIT_TICKS } from '../../src/sim/level/level';
import { percentile } from '../stats';
import { reportOutcome } from './child-protocol';
import { heldInputTape } from './input-tape';

const TICKS = 24_000;
const SEEKS = 2_000;
const WARM_UP_SEEKS = 200;
const SEED = 11;
const options = { width: 64, height: 64, minotaurs: 0, traps: 0 } as const;
const level = { ...generateLevel(SEED, options), timeLimitTicks: MAX_TIME_LIMIT_TICKS };

/** The tape's inputs as run-length pairs, as long as the run lasts (the whole 24 000 ticks). */
function wander(): { inputs: InputRun[]; ticks: number } {
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

const { inputs, ticks } = wander();
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
const prepareStarted = performance.now();
const seeker = new ReplaySeeker({ replay, level });
seeker.prepare();
const prepareMs = performance.now() - prepareStarted;
for (let i = 0; i < WARM_UP_SEEKS; i++) seeker.seek(random.nextBelow(ticks + 1));
const times: number[] = [];
for (let i = 0; i < SEEKS; i++) {
  const target = random.nextBelow(ticks + 1);
  const started = performance.now();
  const sim = seeker.seek(target);
  times.push(performance.now() - started);
  if (sim.tick !== target)
    throw new Error(`a seek to ${String(target)} landed on ${String(sim.tick)}`);
}

reportOutcome({
  kind: 'measured',
  value: percentile(times, 0.99),
  details: {
    ticks,
    seeks: SEEKS,
    maxMs: Math.max(...times),
    medianMs: percentile(times, 0.5),
    prepareMs,
    snapshots: seeker.snapshots,
  },
});
