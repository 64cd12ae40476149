import type { Simulation } from '../sim';
import type { LocalStore } from '../storage/local-store';
import { saveProgress, type Progress } from '../storage/progress';
import type { RunKind } from './core/run-session';
import { scoreRun, type RunSummary } from './score-run';

/**
 * Won levels and best times as they are now: each finished run is scored against them, and a
 * new win or a better time is saved at once.
 */
export class ProgressBook {
  readonly #store: LocalStore;
  #progress: Progress;

  /** `progress` as loaded from `store`. */
  constructor(store: LocalStore, progress: Progress) {
    this.#store = store;
    this.#progress = progress;
  }

  get progress(): Progress {
    return this.#progress;
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
