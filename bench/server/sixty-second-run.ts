import { getBuiltInLevel, planWinningRun } from '../../src/levels';
import { ReplayRecorder, type Replay } from '../../src/replay';
import { DOWN, LEFT, RIGHT, Simulation, UP, type Level } from '../../src/sim';

/** The level of the bench's runs: red-key has no Minotaur, so standing still first is safe. */
const LEVEL_ID = 'red-key';
/** Ticks of every bench run: 60 s of game time at 20 ticks/s. */
export const RUN_TICKS = 1200;
/** Runs of input that tell one bench run from another: 7 digits of base 8, so 8^7 distinct runs. */
const DIGITS = 7;
const BASE = 8;
/** The largest number of distinct runs `distinctRuns` can make. */
export const MAX_DISTINCT_RUNS = BASE ** DIGITS;

/**
 * A step from the start to a neighbouring tile and back, ending on the start's centre: the
 * first way (up, right, down, left) the level leaves open there.
 */
export function excursion(level: Level): number[] {
  for (const [way, back] of [
    [UP, DOWN],
    [RIGHT, LEFT],
    [DOWN, UP],
    [LEFT, RIGHT],
  ] as const) {
    const inputs = [...new Array<number>(5).fill(way), ...new Array<number>(5).fill(back)];
    const sim = new Simulation(level);
    const start = { x: sim.player.x, y: sim.player.y };
    for (const input of inputs) sim.advance(input);
    if (sim.outcome === 'playing' && sim.player.x === start.x && sim.player.y === start.y) {
      if (sim.player.dir !== 0) return inputs;
    }
  }
  throw new Error(`no way out of ${level.id}'s start and back`);
}

/**
 * The part of run `index` before the route, `ticks` long (at least 126): standing still and
 * stepping out and back in turn, the standing times (1..8 ticks) the base-8 digits of `index`,
 * then standing still for the rest. No two indices share a course, not only inputs: the service
 * refuses a run whose every tick looks like a stored run's, whatever its player and inputs.
 */
export function standingInputs(index: number, ticks: number, out: readonly number[]): number[] {
  const inputs: number[] = [];
  let rest = index;
  for (let digit = 0; digit < DIGITS; digit++) {
    const length = (rest % BASE) + 1;
    rest = Math.floor(rest / BASE);
    for (let t = 0; t < length; t++) inputs.push(0);
    inputs.push(...out);
  }
  if (inputs.length > ticks) throw new Error(`${ticks} ticks cannot hold run ${index}'s pattern`);
  while (inputs.length < ticks) inputs.push(0);
  return inputs;
}

/**
 * `count` won 60-second runs of red-key, numbered from `first`, each with its own course: stand
 * still and step out and back (in a pattern of its own), then the autopilot's route, timed to win on tick 1200. The
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
  const out = excursion(level);
  return Array.from({ length: count }, (_, i) => {
    const inputs = [...standingInputs(first + i, RUN_TICKS - route.length, out), ...route];
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
