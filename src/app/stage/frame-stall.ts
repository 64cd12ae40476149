/** The longest stall the diagnostics may ask for, in ms. */
const MAX_STALL_MS = 5000;

/**
 * The diagnostics' simulated stall: asked for now, it happens inside the next drawn frame,
 * where a real one would, so the loop's catch-up and the overlay's figures can be watched.
 */
export class FrameStall {
  readonly #busyWait: (ms: number) => void;
  #ms = 0;

  /** `busyWait` blocks the main thread for ms. */
  constructor(busyWait: (ms: number) => void) {
    this.#busyWait = busyWait;
  }

  /** Busy-waits `ms` (at most 5 s) inside the next drawn frame. */
  request(ms: number): void {
    this.#ms = Math.max(0, Math.min(ms, MAX_STALL_MS));
  }

  /** Called as a frame is drawn: stalls once, if asked to. */
  run(): void {
    if (this.#ms <= 0) return;
    const ms = this.#ms;
    this.#ms = 0;
    this.#busyWait(ms);
  }
}
