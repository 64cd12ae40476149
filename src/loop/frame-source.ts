/** Where the loop's time comes from: one callback per display frame. */
export interface FrameSource {
  /** Schedules one callback for the next display frame; timestamp in fractional ms (rAF's DOMHighResTimeStamp). */
  request(callback: (timestampMs: number) => void): void;
  /** Cancels the pending request, if any. */
  cancel(): void;
  /** High-resolution time now, in ms: for measuring the work a frame does, never for game time. */
  now(): number;
}

/** A source of high-resolution time, such as `performance`. */
export interface HighResolutionClock {
  now(): number;
}

/** The browser functions RafFrameSource needs; injectable so it can be checked outside a browser. */
export interface AnimationFrameApi {
  requestAnimationFrame(callback: (timestampMs: number) => void): number;
  cancelAnimationFrame(handle: number): void;
}

/** The real frame source: the browser's requestAnimationFrame, at the display's refresh rate. */
export class RafFrameSource implements FrameSource {
  readonly #api: AnimationFrameApi;
  readonly #clock: HighResolutionClock;
  #handle: number | null = null;

  constructor(api: AnimationFrameApi = globalThis, clock: HighResolutionClock = performance) {
    this.#api = api;
    this.#clock = clock;
  }

  now(): number {
    return this.#clock.now();
  }

  request(callback: (timestampMs: number) => void): void {
    // One request at a time: a second one replaces the first, so cancel() always reaches it.
    this.cancel();
    this.#handle = this.#api.requestAnimationFrame((timestampMs) => {
      this.#handle = null;
      callback(timestampMs);
    });
  }

  cancel(): void {
    if (this.#handle !== null) {
      this.#api.cancelAnimationFrame(this.#handle);
      this.#handle = null;
    }
  }
}

/** A frame source driven by hand: tests call frame(timestampMs) to deliver each display frame. */
export class ManualFrameSource implements FrameSource {
  #pending: ((timestampMs: number) => void) | null = null;
  #requests = 0;
  /** What now() returns; frame() sets it to the frame's timestamp, and tests may move it on to model work. */
  nowMs = 0;

  now(): number {
    return this.nowMs;
  }

  /** Whether a callback is waiting for the next frame. */
  get pending(): boolean {
    return this.#pending !== null;
  }

  /** How many requests were made in total (a loop asks exactly once per frame). */
  get requests(): number {
    return this.#requests;
  }

  request(callback: (timestampMs: number) => void): void {
    this.#pending = callback;
    this.#requests += 1;
  }

  cancel(): void {
    this.#pending = null;
  }

  /** Delivers one frame; throws if nothing asked for it, so a test notices a loop that stopped. */
  frame(timestampMs: number): void {
    const callback = this.#pending;
    if (callback === null) {
      throw new Error(`ManualFrameSource.frame(${String(timestampMs)}): no frame was requested`);
    }
    this.#pending = null;
    this.nowMs = timestampMs;
    callback(timestampMs);
  }

  /** Delivers one frame per timestamp, in order. */
  frames(timestampsMs: Iterable<number>): void {
    for (const timestampMs of timestampsMs) this.frame(timestampMs);
  }
}
