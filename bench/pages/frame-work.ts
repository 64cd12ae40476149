/** How long a bench page's frames keep their work, like the game loop's five-second history. */
const HISTORY_MS = 5_000;

/**
 * Per-frame main-thread work of a bench page, measured the way the game's loop measures its
 * own (performance.now around the frame's drawing, whole µs), kept for the last five seconds
 * and published as `__benchFrameWork.history()` for the runner.
 */
export class FrameWorkLog {
  readonly #work: number[] = [];
  readonly #at: number[] = [];

  constructor() {
    Object.defineProperty(globalThis, '__benchFrameWork', {
      value: Object.freeze({ history: () => this.history() }),
    });
  }

  /** Runs `draw` as one frame at `now` and records how long it took. */
  frame(now: number, draw: () => void): void {
    const started = performance.now();
    draw();
    this.#work.push(Math.max(0, Math.round((performance.now() - started) * 1000)));
    this.#at.push(now);
    while (this.#at.length > 0 && (this.#at[0] ?? now) < now - HISTORY_MS) {
      this.#at.shift();
      this.#work.shift();
    }
  }

  /** Work of each frame of the last five seconds, in µs, oldest first. */
  history(): number[] {
    return [...this.#work];
  }
}
