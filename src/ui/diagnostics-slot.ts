import type { DiagnosticsOverlay, DiagnosticsSource } from './diagnostics-overlay';

/** Where the overlay goes, how its code loads, and what it reads. */
export interface DiagnosticsSlotOptions extends DiagnosticsSource {
  readonly root: HTMLElement;
  readonly load: () => Promise<typeof DiagnosticsOverlay>;
  /** Whether the player wants it shown now (it may change while the code loads). */
  readonly wanted: () => boolean;
}

/**
 * The place of the diagnostics overlay. Its code loads on first use: most players never open
 * it, so it stays out of the first download.
 */
export class DiagnosticsSlot {
  readonly #o: DiagnosticsSlotOptions;
  #overlay: DiagnosticsOverlay | null = null;
  #loading: Promise<void> | null = null;

  constructor(options: DiagnosticsSlotOptions) {
    this.#o = options;
  }

  /** Shows or hides the overlay, loading it the first time it is shown. */
  setVisible(show: boolean): void {
    if (this.#overlay !== null) this.#overlay.setVisible(show);
    else if (show) void this.load();
  }

  /** Loads and places the overlay (once), shown only if still wanted; resolves when placed. */
  load(): Promise<void> {
    this.#loading ??= this.#o.load().then((Overlay) => {
      const overlay = new Overlay(this.#o);
      this.#o.root.append(overlay.element);
      this.#overlay = overlay;
      overlay.setVisible(this.#o.wanted());
    });
    return this.#loading;
  }

  /** Redraws the overlay's figures (the loop's render callback, once a frame). */
  frame(): void {
    this.#overlay?.frame();
  }
}
