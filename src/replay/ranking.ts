import { decodeReplay, encodeReplay } from './codec';
import { isHashRef, type Replay } from './format';
import type { Level } from '../sim';
import { ReplayError } from './replay-error';
import { verifyReplay } from './verify-replay';

/**
 * The ranking rules of a leaderboard, shared by the browser's local boards and the leaderboard
 * service so that both order, break ties and cut a board the same way.
 */

/** Runs kept per local board. */
export const LEADERBOARD_SIZE = 10;

/** One verified run as a board sees it. `ticks` is the final time (ticks less one second per gem). */
export interface RankedRun {
  readonly name: string;
  readonly ticks: number;
  readonly gems: number;
  /** When the run was recorded (the replay's `recordedAt`). */
  readonly date: string;
  readonly replay: Replay;
}

/**
 * Orders by final time, then the earlier run, then name, then replay text: one order everywhere,
 * total, so that two boards holding the same runs list them identically.
 */
export function compareRuns(a: RankedRun, b: RankedRun): number {
  return (
    a.ticks - b.ticks ||
    Date.parse(a.date) - Date.parse(b.date) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    compareText(encodeReplay(a.replay), encodeReplay(b.replay))
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The board after offering `run`: sorted, cut to `size`, and the 1-based rank it took (0: none). */
export function rankRun<T extends RankedRun>(
  board: readonly T[],
  run: T,
  size: number,
): { readonly board: readonly T[]; readonly rank: number } {
  const next = [...board, run].sort(compareRuns).slice(0, size);
  return { board: next, rank: next.indexOf(run) + 1 };
}

/** A board in ranking order, without repeated replays, cut to `size`. */
export function rankBoard<T extends RankedRun>(runs: Iterable<T>, size: number): readonly T[] {
  const unique = new Map([...runs].map((run) => [encodeReplay(run.replay), run]));
  return [...unique.values()].sort(compareRuns).slice(0, size);
}

/** What `verifiedRun` cannot find by itself. */
export interface VerifiedRunOptions {
  /**
   * The level made in the editor with this content hash, if the caller holds it (a draft, a
   * level opened from its link); without it a run of an editor level cannot be verified.
   */
  readonly editorLevel?: (hash: string) => Level | undefined;
}

/**
 * Decodes and re-verifies a run offered to a board: the ranked run, or the reason it cannot rank.
 * Only won runs rank, never a practice run, and the time is the one the simulation gives, never
 * the one claimed.
 */
export function verifiedRun(input: unknown, options: VerifiedRunOptions = {}): RankedRun | string {
  try {
    const replay = decodeReplay(input);
    if (replay.practice !== undefined) {
      return `a practice run never ranks: it began at tick ${String(replay.practice.fromTick)} of another run`;
    }
    const level = isHashRef(replay.level) ? options.editorLevel?.(replay.level.hash) : undefined;
    const verdict = verifyReplay(replay, { level });
    if (!verdict.ok) {
      return `the replay does not verify: it diverges by tick ${String(verdict.firstMismatchTick)}`;
    }
    if (verdict.outcome !== 'won')
      return `only won runs enter, and this run was ${verdict.outcome}`;
    return {
      name: replay.player,
      ticks: verdict.finalTimeTicks,
      gems: verdict.gems,
      date: replay.recordedAt,
      replay,
    };
  } catch (error) {
    if (error instanceof ReplayError) return `the replay is invalid: ${error.message}`;
    throw error;
  }
}
