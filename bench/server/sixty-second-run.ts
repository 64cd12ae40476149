import { getBuiltInLevel, planWinningRun } from '../../src/levels';
import { ReplayRecorder, type Replay } from '../../src/replay';
import { DOWN, Simulation, UP } from '../../src/sim';

/** The level of the bench's runs: red-key has no Minotaur, so standing still first is safe. */
const LEVEL_ID = 'red-key';
/** Ticks of every bench run: 60 s of game time at 20 ticks/s. */
export const RUN_TICKS = 1200;
/** Two inputs that leave a player standing at the start: none held, and UP+DOWN (they cancel). */
const STILL = 0;
const CANCELLED = UP | DOWN;
/** Runs of input that tell one bench run from another: 7 digits of base 8, so 8^7 distinct runs. */
const DIGITS = 7;
const BASE = 8;
/** The largest number of distinct runs `distinctRuns` can make. */
export const MAX_DISTINCT_RUNS = BASE ** DIGITS;

/**
 * The standing part of run `index`, `ticks` long (at least 56): runs of CANCELLED and STILL in turn, starting and ending with
 * CANCELLED, their lengths (1..8) the base-8 digits of `index`, so no two indices share inputs
 * (the service refuses a copy of a stored run, whatever its player); STILL for the rest.
 */
export function standingInputs(index: number, ticks: number): number[] {
  const inputs: number[] = [];
  let rest = index;
  for (let digit = 0; digit < DIGITS; digit++) {
    const length = (rest % BASE) + 1;
    rest = Math.floor(rest / BASE);
    for (let t = 0; t < length; t++) inputs.push(digit % 2 === 0 ? CANCELLED : STILL);
  }
  if (inputs.length > ticks) throw new Error(`${ticks} ticks cannot hold run ${index}'s pattern`);
  while (inputs.length < ticks) inputs.push(STILL);
  return inputs;
}

/**
 * `count` won 60-second runs of red-key, numbered from `first`, each with its own inputs: stand
 * still (in a pattern of its own), then the autopilot's route, timed to win on tick 1200. The
 * player and date are placeholders, stamped when a run is posted. Throws if the level or the
 * autopilot ever stops allowing one.
 */
export function distinctRuns(first: number, count: number): Replay[] {
  const level = getBuiltInLevel(LEVEL_ID);
  if (level === undefined) throw new Error(`no level ${LEVEL_ID}`);
  if (first < 0 || first + count > MAX_DISTINCT_RUNS) {
    throw new Error(`runs ${first}..${first + count} are past the ${MAX_DISTINCT_RUNS} distinct`);
  }
  const route = planWinningRun(level).inputs;
  return Array.from({ length: count }, (_, i) => {
    const inputs = [...standingInputs(first + i, RUN_TICKS - route.length), ...route];
    const sim = new Simulation(level);
    const recorder = new ReplayRecorder({ level: { id: LEVEL_ID }, simulation: sim });
    for (const input of inputs) {
      sim.advance(input);
      recorder.record(input);
    }
    if (sim.outcome !== 'won' || sim.tick !== RUN_TICKS) {
      throw new Error(
        `bench run ${first + i} ends ${sim.outcome} at tick ${sim.tick}, not won at ${RUN_TICKS}`,
      );
    }
    return recorder.finish({ player: 'Bench', recordedAt: '2026-06-01T12:00:00.000Z' });
  });
}
