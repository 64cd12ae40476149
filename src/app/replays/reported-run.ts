import type { Simulation } from '../../sim';
import type { RunSession } from '../core/run-session';
import type { Playback } from './playback';

/**
 * The run reported as on screen (to the testing hook and the diagnostics): a playback's, from
 * the moment it opens until a live run starts or a live run's end screen is back; otherwise the
 * live run (or the last one), or null before any.
 */
export class ReportedRun {
  readonly #live: { readonly run: Simulation | null };
  /** The last playback opened. */
  #playback: Playback | null = null;
  #viewing = false;

  /** `live` holds the live run, and says when one starts (the run session). */
  constructor(live: Pick<RunSession, 'run' | 'on'>) {
    this.#live = live;
    live.on('run-started', () => {
      this.live();
    });
  }

  /** The run reported now. */
  run(): Simulation | null {
    const playback = this.#viewing ? this.#playback : null;
    return playback?.run ?? this.#live.run;
  }

  /** A playback opened in the viewer: it is the run reported from now on. */
  watching(playback: Playback): void {
    this.#playback = playback;
    this.#viewing = true;
  }

  /** A live run started, or its end screen is back: the live run is reported again. */
  live(): void {
    this.#viewing = false;
  }
}
