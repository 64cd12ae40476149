import { getBuiltInLevel, planWinningRun } from '../../../src/levels';
import {
  ReplayRecorder,
  resolveReplayLevel,
  type InputRun,
  type LevelRef,
  type Practice,
  type Replay,
} from '../../../src/replay';
import { Simulation, type Level } from '../../../src/sim';

/** A fixed recording time, so test replays are reproducible. */
export const RECORDED_AT = '2026-03-14T09:26:53.589Z';

/** Plays `inputs` (one per tick) into a fresh run with a recorder, stopping when the run ends. */
export function recordRun(options: {
  readonly ref: LevelRef;
  readonly inputs: Iterable<number>;
  readonly level?: Level;
  readonly player?: string;
  readonly recordedAt?: string;
  readonly practice?: Practice;
}): { replay: Replay; sim: Simulation } {
  const sim = new Simulation(options.level ?? resolveReplayLevel(options.ref));
  const recorder = new ReplayRecorder({
    level: options.ref,
    simulation: sim,
    ...(options.practice === undefined ? {} : { practice: options.practice }),
  });
  for (const input of options.inputs) {
    if (sim.outcome !== 'playing') break;
    sim.advance(input);
    recorder.record(input);
  }
  const replay = recorder.finish({
    player: options.player ?? 'Theseus',
    recordedAt: options.recordedAt ?? RECORDED_AT,
  });
  return { replay, sim };
}

/** A built-in level by id; throws when there is none. */
export function builtIn(id: string): Level {
  const level = getBuiltInLevel(id);
  if (level === undefined) throw new Error(`no built-in level ${id}`);
  return level;
}

const winning = new Map<string, readonly number[]>();

/** The autopilot's winning inputs for a built-in level (computed once per test file). */
export function winningInputs(id: string): readonly number[] {
  let inputs = winning.get(id);
  if (inputs === undefined) {
    const plan = planWinningRun(builtIn(id));
    if (!plan.won) throw new Error(`autopilot cannot win ${id}`);
    inputs = plan.inputs;
    winning.set(id, inputs);
  }
  return inputs;
}

/** A won replay of a built-in level, optionally standing still for `wait` ticks first. */
export function winningReplay(
  id: string,
  options: { wait?: number; player?: string; recordedAt?: string } = {},
): Replay {
  const inputs = [...new Array<number>(options.wait ?? 0).fill(0), ...winningInputs(id)];
  return recordRun({ ref: { id }, inputs, ...options }).replay;
}

/** One input per tick, from run-length pairs. */
export function expand(inputs: readonly InputRun[]): number[] {
  return inputs.flatMap(([length, input]) => new Array<number>(length).fill(input));
}

/** Run-length pairs of per-tick inputs, merging equal neighbours. */
export function compress(perTick: readonly number[]): InputRun[] {
  const runs: [number, number][] = [];
  for (const input of perTick) {
    const last = runs.at(-1);
    if (last?.[1] === input) last[0] += 1;
    else runs.push([1, input]);
  }
  return runs;
}

/** The replay with the input of tick index `index` (0-based) replaced; everything else kept. */
export function withInputAt(replay: Replay, index: number, input: number): Replay {
  const perTick = expand(replay.inputs);
  perTick[index] = input;
  return { ...replay, inputs: compress(perTick) };
}

/** A deep, mutable copy of a replay as plain JSON, for making broken documents. */
export function mutableCopy(replay: Replay): Record<string, unknown> {
  return JSON.parse(JSON.stringify(replay)) as Record<string, unknown>;
}
