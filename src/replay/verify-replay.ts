import { Simulation, type Level, type Outcome } from '../sim';
import { CHECKPOINT_INTERVAL, formatHash, isHashRef, type Practice, type Replay } from './format';
import { resolveReplayLevel } from './level-ref';
import type { Split } from './split-events';
import { SplitRecorder } from './splits';
import { TrajectoryRecorder } from './trajectory';

/** What re-simulating a replay found. */
export interface ReplayVerdict {
  /** True when every checkpoint and the final tick, outcome and hash match. */
  readonly ok: boolean;
  /** Outcome of the re-simulated run. */
  readonly outcome: Outcome;
  /** Ticks the re-simulated run lasted. */
  readonly ticks: number;
  /** State hash at the end of the re-simulated run, 8 hex digits. */
  readonly hash: string;
  /**
   * Null when ok; otherwise the tick of the first checkpoint (or of the final state) that
   * differs: the run diverged in the checkpoint interval that ends there.
   */
  readonly firstMismatchTick: number | null;
  /** Final time in ticks of the re-simulated run once won (ticks less one second per gem), else -1. */
  readonly finalTimeTicks: number;
  /** Gems the re-simulated run took. */
  readonly gems: number;
  /** Where the player took over, only when the replay is a practice run's. */
  readonly practice?: Practice;
  /** The re-simulated run's splits, when asked for (`splits: true`). */
  readonly splits?: readonly Split[];
  /**
   * The re-simulated run's course, when asked for (`trajectory: true`): what can be seen of its
   * state after every tick, one hash a tick (see trajectory.ts). Equal for the same run played
   * with inputs that change nothing.
   */
  readonly trajectory?: Uint32Array;
}

/** Optional shortcut for `verifyReplay`; required for a replay of an editor level. */
export interface VerifyOptions {
  /**
   * The replay's level, already resolved. A replay of an editor level (`{"hash": …}`) needs it,
   * and it must be that level (`levelFromDocument` of the document with that hash).
   */
  readonly level?: Level;
  /** Also derive the run's splits in the same pass (see splits.ts). */
  readonly splits?: boolean;
  /** Also note the run's course in the same pass (see trajectory.ts). */
  readonly trajectory?: boolean;
}

/**
 * Re-simulates a decoded replay from a fresh run of its level and compares every checkpoint and
 * the final state. Throws a ReplayError only when the level cannot be resolved.
 */
export function verifyReplay(replay: Replay, options: VerifyOptions = {}): ReplayVerdict {
  const level = isHashRef(replay.level)
    ? resolveReplayLevel(replay.level, { editorLevel: options.level })
    : (options.level ?? resolveReplayLevel(replay.level));
  const sim = new Simulation(level);
  const checkpoints = replay.checkpoints;
  const recorder = options.splits === true ? new SplitRecorder() : null;
  const course = options.trajectory === true ? new TrajectoryRecorder() : null;
  let mismatch: number | null = null;
  let t = 0;
  for (const [length, input] of replay.inputs) {
    for (let i = 0; i < length; i++) {
      sim.advance(input);
      recorder?.note(sim);
      course?.note(sim);
      t++;
      if (t % CHECKPOINT_INTERVAL === 0 && mismatch === null) {
        const recorded = checkpoints[t / CHECKPOINT_INTERVAL - 1]?.[1];
        if (recorded !== formatHash(sim.hash())) mismatch = t;
      }
    }
  }
  const hash = formatHash(sim.hash());
  const final = replay.final;
  const finalMatches =
    final.tick === t && sim.tick === t && final.outcome === sim.outcome && final.hash === hash;
  if (mismatch === null && !finalMatches) mismatch = final.tick;
  return {
    ok: mismatch === null,
    outcome: sim.outcome,
    ticks: sim.tick,
    hash,
    firstMismatchTick: mismatch,
    finalTimeTicks: sim.finalTimeTicks,
    gems: sim.gemsTaken,
    ...(replay.practice === undefined ? {} : { practice: { fromTick: replay.practice.fromTick } }),
    ...(recorder === null ? {} : { splits: recorder.splits }),
    ...(course === null ? {} : { trajectory: course.hashes }),
  };
}
