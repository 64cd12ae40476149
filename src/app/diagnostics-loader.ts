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

/** How the overlay's code loads, and whether it is wanted. */
export interface DiagnosticsLoaderOptions {
  /** Loads the overlay's code and places it on the page. */
  readonly load: () => Promise<DiagnosticsDisplay>;
  /** Whether the player wants it shown now (it may change while the code loads). */
  readonly wanted: () => boolean;
}

/**
 * The diagnostics overlay, loaded on first use: most players never open it, so its code stays
 * out of the first download.
 */
export class DiagnosticsLoader {
  readonly #options: DiagnosticsLoaderOptions;
  #overlay: DiagnosticsDisplay | null = null;
  #loading: Promise<void> | null = null;

  constructor(options: DiagnosticsLoaderOptions) {
    this.#options = options;
  }

  /** Shows or hides the overlay, loading it the first time it is shown. */
  setVisible(show: boolean): void {
    if (this.#overlay !== null) this.#overlay.setVisible(show);
    else if (show) void this.load();
  }

  /** Loads and places the overlay (once), shown only if still wanted; resolves when placed. */
  load(): Promise<void> {
    this.#loading ??= this.#options.load().then((overlay) => {
      this.#overlay = overlay;
      overlay.setVisible(this.#options.wanted());
    });
    return this.#loading;
  }

  /** Redraws the overlay's figures (the loop's render callback, once a frame). */
  frame(): void {
    this.#overlay?.frame();
  }
}
