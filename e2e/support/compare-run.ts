import type { Checkpoint, ReplayFinal } from '../../src/replay';

/** A run as checkpoint hashes and where it ended (null: it has not ended). */
export interface RunRecord {
  readonly checkpoints: readonly Checkpoint[];
  readonly final: ReplayFinal | null;
}

/** What the comparison is about, for the message. */
export interface RunLabel {
  /** The display profile, e.g. "144 Hz jitter". */
  readonly profile: string;
  /** The replay, e.g. its file name. */
  readonly replay: string;
}

function describeFinal(final: ReplayFinal): string {
  return `tick ${String(final.tick)} ${final.outcome} ${final.hash}`;
}

/**
 * The first difference between a playback in the browser and the Node verifier's run, in words
 * that name the profile, the replay, the first mismatching checkpoint and both hashes; null when
 * every checkpoint and the final state match.
 */
export function describeMismatch(
  label: RunLabel,
  node: RunRecord,
  browser: RunRecord,
): string | null {
  const where = `${label.profile}, ${label.replay}`;
  const count = Math.max(node.checkpoints.length, browser.checkpoints.length);
  for (let i = 0; i < count; i += 1) {
    const expected = node.checkpoints[i];
    const actual = browser.checkpoints[i];
    if (expected === undefined && actual !== undefined) {
      return `${where}: the browser passed checkpoint tick ${String(actual[0])} (${actual[1]}), after Node's last`;
    }
    if (expected === undefined) continue;
    if (actual === undefined) {
      return `${where}: the browser never reached checkpoint tick ${String(expected[0])} (Node ${expected[1]}); its last was ${browser.checkpoints.at(-1)?.[0] ?? 'none'}`;
    }
    if (actual[0] !== expected[0] || actual[1] !== expected[1]) {
      return `${where}: first mismatching checkpoint at tick ${String(expected[0])}: browser tick ${String(actual[0])} ${actual[1]}, Node ${expected[1]}`;
    }
  }
  if (node.final === null) throw new RangeError(`${where}: Node's run has no final state`);
  if (browser.final === null) {
    return `${where}: the browser playback never reached its end (Node: ${describeFinal(node.final)})`;
  }
  const a = browser.final;
  const e = node.final;
  if (a.tick !== e.tick || a.outcome !== e.outcome || a.hash !== e.hash) {
    return `${where}: final state differs: browser ${describeFinal(a)}, Node ${describeFinal(e)}`;
  }
  return null;
}
