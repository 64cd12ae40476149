import type { CaughtBy, Outcome, Simulation } from '../sim';
import type { Progress } from '../storage/progress';
import { recordWin } from './core/level-progress';
import { keepsProgress, type RunKind } from './core/run-session';

/** How a run ended, as the end screen tells it. */
export interface RunSummary {
  readonly outcome: Exclude<Outcome, 'playing'>;
  readonly caughtBy: CaughtBy | null;
  readonly levelName: string;
  /** Ticks the run lasted. */
  readonly ticks: number;
  readonly gems: number;
  /** Final time in ticks (won runs only; -1 otherwise). */
  readonly finalTimeTicks: number;
  /** The best before this run, or null when there was none (or the run kind keeps none). */
  readonly previousBestTicks: number | null;
  readonly newBest: boolean;
}

/** What scoring a finished run needs. */
export interface ScoreInput {
  readonly run: Simulation;
  readonly kind: RunKind;
  readonly progress: Progress;
}

/**
 * The end screen's summary of a finished run, and the progress with a win recorded. Built-in
 * and daily levels keep best times; a seeded level, one of four billion, keeps none, and nor
 * does a playtest or a shared level (a shared level's times are on its board, keyed by its hash). Pure: the
 * caller saves the progress if it changed.
 */
export function scoreRun(input: ScoreInput): { summary: RunSummary; progress: Progress } {
  const { run, kind } = input;
  const keeps = keepsProgress(kind);
  let progress = input.progress;
  let previousBestTicks = keeps ? (progress.get(run.level.id)?.bestTicks ?? null) : null;
  let newBest = false;
  if (keeps && run.outcome === 'won') {
    const win = recordWin(progress, run.level.id, run.finalTimeTicks);
    ({ progress, previousBestTicks, newBest } = win);
  }
  return {
    progress,
    summary: {
      outcome: run.outcome === 'playing' ? 'timeout' : run.outcome,
      caughtBy: run.caughtBy,
      levelName: run.level.name,
      ticks: run.tick,
      gems: run.gemsTaken,
      finalTimeTicks: run.finalTimeTicks,
      previousBestTicks,
      newBest,
    },
  };
}
