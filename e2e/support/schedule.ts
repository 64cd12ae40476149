import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A display refresh rate as an exact fraction, so 59.94 Hz is 5994/100 and never drifts. */
export interface RefreshRate {
  readonly label: string;
  readonly numerator: number;
  readonly denominator: number;
}

/** One gap in frame delivery: a stall (busy main thread) or a hidden tab. */
export interface Gap {
  readonly atUs: number;
  readonly durationUs: number;
  readonly hidden: boolean;
}

/** How a simulated display delivers frames. */
export interface DisplayProfile {
  readonly name: string;
  readonly rate: RefreshRate;
  /** Seed for jitter of up to ±25% of a frame interval; none means perfectly even frames. */
  readonly jitterSeed?: number;
  readonly gap?: Gap;
}

export type PageEventKind = 'keydown' | 'keyup' | 'hidden' | 'visible' | 'blur' | 'focus';

/** An event the virtual display delivers to the page at a virtual time. */
export interface PageEvent {
  readonly atUs: number;
  readonly kind: PageEventKind;
  readonly key?: string;
  readonly code?: string;
}

/** Everything one `evaluate` sends to the page: frame intervals and timed events. */
export interface Schedule {
  readonly intervalsUs: readonly number[];
  readonly events: readonly PageEvent[];
  /**
   * Frames delivered after the intervals with these timestamps verbatim (ms, any number: NaN,
   * backwards, repeated, hours ahead), as from a broken clock. The display's own time (and so
   * performance.now and event times) moves on one 60 Hz frame per raw frame.
   */
  readonly rawTimestampsMs?: readonly number[];
}

export const RATES: readonly RefreshRate[] = [
  { label: '30 Hz', numerator: 30, denominator: 1 },
  { label: '59.94 Hz', numerator: 5994, denominator: 100 },
  { label: '60 Hz', numerator: 60, denominator: 1 },
  { label: '75 Hz', numerator: 75, denominator: 1 },
  { label: '120 Hz', numerator: 120, denominator: 1 },
  { label: '144 Hz', numerator: 144, denominator: 1 },
  { label: '165 Hz', numerator: 165, denominator: 1 },
  { label: '240 Hz', numerator: 240, denominator: 1 },
  { label: '360 Hz', numerator: 360, denominator: 1 },
];

/** Time of frame k on an even display: floor(k / rate) in µs, so rounding never accumulates. */
function evenFrameTimeUs(rate: RefreshRate, frame: number): number {
  return Math.floor((frame * 1_000_000 * rate.denominator) / rate.numerator);
}

/**
 * Frame times for `durationUs` of a profile, as intervals. Jitter moves each frame's
 * time by up to an eighth of a period either way, so every interval stays within ±25%
 * of the even interval and frames never drift from the display's rate. A gap delays
 * every frame due inside it to the gap's end, as a stalled or hidden page would.
 */
export function buildSchedule(
  profile: DisplayProfile,
  durationUs: number,
  events: readonly PageEvent[] = [],
): Schedule {
  const rng = profile.jitterSeed === undefined ? null : xoroshiro128plus(profile.jitterSeed);
  const periodUs = evenFrameTimeUs(profile.rate, 1);
  const maxShift = Math.floor(periodUs / 8);
  const gap = profile.gap;
  const times: number[] = [];
  for (let frame = 1; ; frame += 1) {
    let at = evenFrameTimeUs(profile.rate, frame);
    if (rng !== null) at += uniformInt(rng, -maxShift, maxShift);
    if (gap !== undefined && at > gap.atUs && at < gap.atUs + gap.durationUs) continue;
    if (at > durationUs) break;
    times.push(at);
  }
  const intervalsUs = times.map((at, i) => at - (i === 0 ? 0 : (times[i - 1] ?? 0)));
  const gapEvents: PageEvent[] =
    gap?.hidden === true
      ? [
          { atUs: gap.atUs, kind: 'hidden' },
          { atUs: gap.atUs + gap.durationUs, kind: 'visible' },
        ]
      : [];
  return { intervalsUs, events: [...events, ...gapEvents].sort((a, b) => a.atUs - b.atUs) };
}

/** Every profile the frame-rate suite runs: even, jittered, stalled and hidden. */
export function allProfiles(): DisplayProfile[] {
  const profiles: DisplayProfile[] = [];
  RATES.forEach((rate, index) => {
    profiles.push({ name: rate.label, rate });
    profiles.push({ name: `${rate.label} jitter`, rate, jitterSeed: 0x5eed + index });
  });
  const sixty = RATES[2];
  if (sixty === undefined) throw new Error('60 Hz missing from RATES');
  for (const ms of [100, 250, 1000, 5000]) {
    profiles.push({
      name: `60 Hz stall ${String(ms)} ms`,
      rate: sixty,
      gap: { atUs: 2_000_000, durationUs: ms * 1000, hidden: false },
    });
  }
  profiles.push({
    name: '60 Hz hidden 10 s',
    rate: sixty,
    gap: { atUs: 2_000_000, durationUs: 10_000_000, hidden: true },
  });
  return profiles;
}
