import type { LoopStats, TimeLedgerSnapshot } from '../loop';

/** Where the diagnostics overlay reads its figures. */
export interface DiagnosticsSource {
  readonly stats: () => LoopStats;
  readonly ledger: () => TimeLedgerSnapshot;
  readonly intervalHistory: () => Float64Array;
  /** The run on screen: tick and state hash, or null before any run. */
  readonly run: () => { readonly tick: number; hash(): number } | null;
  /** Asks for a busy-wait of this many ms inside the next frame. */
  readonly onStall: (ms: number) => void;
}

/** The overlay's figures: the loop's, the run reported as on screen's, and the stall. */
export function diagnosticsSource(
  loop: Pick<DiagnosticsSource, 'stats' | 'intervalHistory'> & {
    readonly ledger: TimeLedgerSnapshot;
  },
  reported: { run(): ReturnType<DiagnosticsSource['run']> },
  stall: { request(ms: number): void },
): DiagnosticsSource {
  return {
    stats: () => loop.stats(),
    ledger: () => loop.ledger,
    intervalHistory: () => loop.intervalHistory(),
    run: () => reported.run(),
    onStall: (ms) => {
      stall.request(ms);
    },
  };
}

/** The diagnostics overlay, once placed on the page. */
export interface DiagnosticsDisplay {
  setVisible(show: boolean): void;
  /** Redraws its figures (once a frame). */
  frame(): void;
}

/**
 * The diagnostics overlay, loaded on first use: most players never open it, so its code stays
 * out of the first download. The settings show and hide it; the frame painter redraws it.
 */
export class DiagnosticsLoader {
  /** Loads the overlay's code and places it on the page. */
  readonly #place: () => Promise<DiagnosticsDisplay>;
  #overlay: DiagnosticsDisplay | null = null;
  #loading: Promise<void> | null = null;
  /** Whether it was last asked to show (it may change while the code loads). */
  #wanted = false;

  constructor(place: () => Promise<DiagnosticsDisplay>) {
    this.#place = place;
  }

  /** Shows or hides the overlay, loading it the first time it is shown. */
  setVisible(show: boolean): void {
    this.#wanted = show;
    if (this.#overlay !== null) this.#overlay.setVisible(show);
    else if (show) void this.load();
  }

  /** Loads and places the overlay (once), shown only if still wanted; resolves when placed. */
  load(): Promise<void> {
    this.#loading ??= this.#place().then((overlay) => {
      this.#overlay = overlay;
      overlay.setVisible(this.#wanted);
    });
    return this.#loading;
  }

  /** Redraws the overlay's figures (once a drawn frame). */
  frame(): void {
    this.#overlay?.frame();
  }
}
