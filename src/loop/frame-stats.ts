/** Frames remembered: five seconds at up to about 800 Hz. */
const CAPACITY = 4096;
const SECOND_US = 1_000_000;
const HISTORY_US = 5_000_000;
/** Intervals in the refresh-rate median: enough that one stall or one early frame cannot move it. */
const REFRESH_SAMPLES = 31;
/** Cadence buckets: frames that ran 0, 1, 2, 3, and 4 or more ticks. */
const CADENCE_BUCKETS = 5;

/** What the diagnostics overlay shows about recent display frames. */
export interface FrameStatsSnapshot {
  /** Frames seen since the loop started. */
  readonly frames: number;
  /** Microseconds between the two latest frames; null when unknown (first frame, bad timestamp). */
  readonly lastIntervalUs: number | null;
  readonly lastTicks: number;
  readonly lastAlpha: number;
  /** Frames during the last second. */
  readonly framesPerSecond: number;
  /** Display refresh rate estimated from the median of recent intervals; null before two frames. */
  readonly refreshHz: number | null;
  /** Index k: frames in the last second that ran k ticks; the last index counts 4 or more. */
  readonly cadence: readonly number[];
  /** Frames whose timestamp was not a usable number (NaN, infinite, absurdly far). */
  readonly badTimestamps: number;
  /** Frames whose timestamp was earlier than the previous frame's. */
  readonly backwardTimestamps: number;
  /** Main-thread work of the latest frame (clock, ticks, render), in µs. */
  readonly lastWorkUs: number;
  /** Median and 99th percentile of per-frame work over the last five seconds, in µs; null before a frame. */
  readonly workP50Us: number | null;
  readonly workP99Us: number | null;
}

/**
 * Per-frame figures in preallocated ring buffers, so recording a frame allocates nothing;
 * only reading a snapshot (a few times a second) does.
 */
export class FrameStats {
  // Time on a private, never-decreasing axis: the sum of forward intervals. Windows such as
  // "the last second" are measured on it, so a backward or broken timestamp cannot skew them.
  readonly #times = new Float64Array(CAPACITY);
  readonly #intervals = new Float64Array(CAPACITY);
  readonly #ticks = new Uint16Array(CAPACITY);
  readonly #work = new Float64Array(CAPACITY);
  #next = 0;
  #size = 0;
  #nowUs = 0;
  #previousUs: number | null = null;
  #frames = 0;
  #lastTicks = 0;
  #lastAlpha = 0;
  #bad = 0;
  #backward = 0;

  /** Forgets everything: a new run of the loop starts fresh figures. */
  restart(): void {
    this.#next = 0;
    this.#size = 0;
    this.#nowUs = 0;
    this.#previousUs = null;
    this.#frames = 0;
    this.#lastTicks = 0;
    this.#lastAlpha = 0;
    this.#bad = 0;
    this.#backward = 0;
  }

  /**
   * Records one frame; timestampUs is null when the frame's timestamp was unusable, workUs is
   * the time the frame's own work took.
   */
  record(timestampUs: number | null, ticks: number, alpha: number, workUs = 0): void {
    let interval = Number.NaN;
    if (timestampUs === null) {
      this.#bad += 1;
    } else {
      if (this.#previousUs !== null) {
        const delta = timestampUs - this.#previousUs;
        if (delta < 0) this.#backward += 1;
        else if (delta > 0) interval = delta;
      }
      this.#previousUs = timestampUs;
    }
    if (!Number.isNaN(interval)) this.#nowUs += interval;
    const slot = this.#next;
    this.#times[slot] = this.#nowUs;
    this.#intervals[slot] = interval;
    this.#ticks[slot] = Math.min(ticks, 0xffff);
    this.#work[slot] = workUs;
    this.#next = (slot + 1) % CAPACITY;
    this.#size = Math.min(this.#size + 1, CAPACITY);
    this.#frames += 1;
    this.#lastTicks = ticks;
    this.#lastAlpha = alpha;
  }

  snapshot(): FrameStatsSnapshot {
    const cadence = new Array<number>(CADENCE_BUCKETS).fill(0);
    const recent: number[] = [];
    let framesPerSecond = 0;
    for (let age = 0; age < this.#size; age += 1) {
      const slot = this.#slot(age);
      const interval = this.#intervals[slot] ?? Number.NaN;
      if (recent.length < REFRESH_SAMPLES && !Number.isNaN(interval)) recent.push(interval);
      if (this.#nowUs - (this.#times[slot] ?? 0) < SECOND_US) {
        framesPerSecond += 1;
        const bucket = Math.min(this.#ticks[slot] ?? 0, CADENCE_BUCKETS - 1);
        cadence[bucket] = (cadence[bucket] ?? 0) + 1;
      }
    }
    const newest = this.#size > 0 ? (this.#intervals[this.#slot(0)] ?? Number.NaN) : Number.NaN;
    const work = this.workHistory().sort();
    return {
      frames: this.#frames,
      lastIntervalUs: Number.isNaN(newest) ? null : newest,
      lastTicks: this.#lastTicks,
      lastAlpha: this.#lastAlpha,
      framesPerSecond,
      refreshHz: recent.length === 0 ? null : SECOND_US / median(recent),
      cadence,
      badTimestamps: this.#bad,
      backwardTimestamps: this.#backward,
      lastWorkUs: this.#size > 0 ? (this.#work[this.#slot(0)] ?? 0) : 0,
      workP50Us: percentile(work, 0.5),
      workP99Us: percentile(work, 0.99),
    };
  }

  /** Frame intervals (µs) of the last five seconds, oldest first, for a frame-time graph. */
  intervalHistory(): Float64Array {
    const found: number[] = [];
    for (let age = 0; age < this.#size; age += 1) {
      const slot = this.#slot(age);
      if (this.#nowUs - (this.#times[slot] ?? 0) >= HISTORY_US) break;
      const interval = this.#intervals[slot] ?? Number.NaN;
      if (!Number.isNaN(interval)) found.push(interval);
    }
    return Float64Array.from(found.reverse());
  }

  /** Per-frame work (µs) of the frames in the last five seconds, oldest first. */
  workHistory(): Float64Array {
    let count = 0;
    while (count < this.#size && this.#nowUs - (this.#times[this.#slot(count)] ?? 0) < HISTORY_US) {
      count += 1;
    }
    const found = new Float64Array(count);
    for (let age = 0; age < count; age += 1)
      found[count - 1 - age] = this.#work[this.#slot(age)] ?? 0;
    return found;
  }

  /** The ring slot of the frame `age` frames before the newest. */
  #slot(age: number): number {
    return (this.#next - 1 - age + CAPACITY) % CAPACITY;
  }
}

function median(values: number[]): number {
  const sorted = values.sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : (upper + (sorted[middle - 1] ?? upper)) / 2;
}

/** Nearest-rank percentile of sorted values; null when there are none. */
function percentile(sorted: Float64Array, fraction: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? null;
}
