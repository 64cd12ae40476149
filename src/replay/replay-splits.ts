import { Simulation, type Level } from '../sim';
import { isHashRef, type Replay } from './format';
import { resolveReplayLevel } from './level-ref';
import type { Split } from './split-events';
import { SplitRecorder } from './splits';

/** Optional shortcut for `replaySplits`; required for a replay of an editor level. */
export interface ReplaySplitsOptions {
  /** The replay's level, already resolved. */
  readonly level?: Level;
}

/**
 * The splits of a decoded replay, by re-simulating it (it does not compare checkpoints: verify
 * it first). Throws a ReplayError only when the level cannot be resolved.
 */
export function replaySplits(replay: Replay, options: ReplaySplitsOptions = {}): Split[] {
  const level = isHashRef(replay.level)
    ? resolveReplayLevel(replay.level, { editorLevel: options.level })
    : (options.level ?? resolveReplayLevel(replay.level));
  const run = new Simulation(level);
  const recorder = new SplitRecorder();
  for (const [length, input] of replay.inputs) {
    for (let i = 0; i < length; i++) {
      run.advance(input);
      recorder.note(run);
    }
  }
  return recorder.splits;
}
