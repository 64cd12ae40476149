import type { FrameSource } from '../loop';

/**
 * A frame source that runs `poll` at the start of every frame, before the loop's ticks: the
 * Gamepad API has no events for buttons, so pads are read once per animation frame.
 */
export class PolledFrameSource implements FrameSource {
  readonly #inner: FrameSource;
  readonly #poll: () => void;

  constructor(inner: FrameSource, poll: () => void) {
    this.#inner = inner;
    this.#poll = poll;
  }

  request(callback: (timestampMs: number) => void): void {
    this.#inner.request((timestampMs) => {
      this.#poll();
      callback(timestampMs);
    });
  }

  cancel(): void {
    this.#inner.cancel();
  }

  now(): number {
    return this.#inner.now();
  }
}
