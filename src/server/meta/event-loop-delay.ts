import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** How often the window of the event-loop delay figures moves on, in ms. */
export const DELAY_WINDOW_MS = 10_000;
/** How finely the event loop is sampled, in ms. */
const RESOLUTION_MS = 10;

/** The event loop's delay over the last window or two, in ms (see EventLoopDelay). */
export interface DelayFigures {
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

const toMs = (ns: number): number => Math.round(ns / 1e4) / 100;

/**
 * How long the HTTP thread's event loop was held beyond its sampling interval, measured with
 * perf_hooks.monitorEventLoopDelay: the figures cover the current window and the one before
 * (10 to 20 s), so that a stall is still reported in the health answer that follows it.
 */
export class EventLoopDelay {
  readonly #histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  #previous: DelayFigures = { p50Ms: 0, p99Ms: 0, maxMs: 0 };
  readonly #timer: NodeJS.Timeout;

  constructor() {
    this.#histogram.enable();
    this.#timer = setInterval(() => {
      this.#previous = this.#current();
      this.#histogram.reset();
    }, DELAY_WINDOW_MS);
    this.#timer.unref();
  }

  /** The figures of the last window or two: each the larger of the two windows'. */
  read(): DelayFigures {
    const now = this.#current();
    return {
      p50Ms: Math.max(now.p50Ms, this.#previous.p50Ms),
      p99Ms: Math.max(now.p99Ms, this.#previous.p99Ms),
      maxMs: Math.max(now.maxMs, this.#previous.maxMs),
    };
  }

  /** Stops measuring. */
  stop(): void {
    clearInterval(this.#timer);
    this.#histogram.disable();
  }

  #current(): DelayFigures {
    const h = this.#histogram;
    if (h.count === 0) return { p50Ms: 0, p99Ms: 0, maxMs: 0 };
    return { p50Ms: toMs(h.percentile(50)), p99Ms: toMs(h.percentile(99)), maxMs: toMs(h.max) };
  }
}
