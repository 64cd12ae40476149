import type { Simulation } from '../sim';
import type { LocalStore } from '../storage/local-store';
import { saveProgress, type Progress } from '../storage/progress';
import type { RunKind, RunSession } from './core/run-session';
import { scoreRun, type RunSummary } from './score-run';

/**
 * Won levels and best times as they are now: each live run that ends is scored against them,
 * and a new win or a better time is saved at once.
 */
export class ProgressBook {
  readonly #store: LocalStore;
  #progress: Progress;
  #summary: RunSummary | null = null;

  /** `progress` as loaded from `store`; the runs of `runs` are scored as they end. */
  constructor(store: LocalStore, progress: Progress, runs: Pick<RunSession, 'on'>) {
    this.#store = store;
    this.#progress = progress;
    runs.on('run-ended', ({ run, kind }) => {
      this.#summary = this.record(run, kind);
    });
  }

  get progress(): Progress {
    return this.#progress;
  }

  /** How the last live run to end ended, or null before any. */
  get summary(): RunSummary | null {
    return this.#summary;
  }

  /** Scores a finished run, saves the progress if the run changed it, and says how it ended. */
  record(run: Simulation, kind: RunKind): RunSummary {
    const scored = scoreRun({ run, kind, progress: this.#progress });
    if (scored.progress !== this.#progress) {
      this.#progress = scored.progress;
      saveProgress(this.#store, this.#progress);
    }
    return scored.summary;
  }
}
