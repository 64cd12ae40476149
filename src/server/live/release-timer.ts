/**
 * One timer for every watched run's held frames: armed for the earliest due time, it releases
 * what is due then and re-arms for the next. A frame reaches spectators when the delay has
 * passed, not at the next poll (LIVE_PUMP_MS, whose wait added up to 50 ms to each frame's lag).
 */
export class ReleaseTimer {
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** When the timer is armed for; undefined while it is not. */
  #at: number | undefined;
  /** Set by `stop`: a frame that still comes in (the service closing) arms no timer. */
  #stopped = false;

  /** `release` lets go what is due at the time it is given and answers the next due time. */
  constructor(
    private readonly release: (now: number) => number | undefined,
    private readonly now: () => number,
  ) {}

  /** Wakes at `at` (a clock's ms may run behind the timer's: at least 1 ms on), unless sooner. */
  wakeAt(at: number): void {
    if (this.#stopped || (this.#at !== undefined && this.#at <= at)) return;
    clearTimeout(this.#timer);
    this.#at = at;
    this.#timer = setTimeout(
      () => {
        this.#fire();
      },
      Math.max(1, at - this.now()),
    );
  }

  #fire(): void {
    this.#at = undefined;
    this.#timer = undefined;
    const next = this.release(this.now());
    if (next !== undefined) this.wakeAt(next);
  }

  /** Disarms the timer for good: the service stops, and nothing keeps its process alive. */
  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#at = undefined;
  }
}
