import { Simulation, type Level } from '../sim';
import type { Replay } from './format';
import { InputTimeline } from './input-timeline';
import { resolveReplayLevel } from './level-ref';

/** Optional shortcuts for `simulateTo`. */
export interface SimulateToOptions {
  /** The replay's level, already resolved. */
  readonly level?: Level;
  /** A run of the same replay at or before the target tick to continue from (it is not changed). */
  readonly from?: Simulation;
  /** The replay's inputs, already laid out. */
  readonly timeline?: InputTimeline;
}

/**
 * A new run of the replay's level advanced with its inputs to `tick` (0..final.tick), for seeking
 * in a playback. If the run ends sooner it stays at its end, as in the game.
 */
export function simulateTo(
  replay: Replay,
  tick: number,
  options: SimulateToOptions = {},
): Simulation {
  const end = replay.final.tick;
  if (!Number.isInteger(tick) || tick < 0 || tick > end) {
    throw new RangeError(`tick must be an integer from 0 to ${end}, got ${tick}`);
  }
  const level = options.level ?? resolveReplayLevel(replay.level);
  const from = options.from;
  const sim = from?.level === level && from.tick <= tick ? from.clone() : new Simulation(level);
  const timeline = options.timeline ?? new InputTimeline(replay.inputs);
  const start = sim.tick;
  let t = start;
  for (const input of timeline.from(start)) {
    if (t >= tick || sim.outcome !== 'playing') break;
    sim.advance(input);
    t++;
  }
  return sim;
}
