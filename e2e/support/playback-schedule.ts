import { TICK_US } from './frame-times';
import { buildSchedule, type DisplayProfile, type PageEvent, type Schedule } from './schedule';

/** Time after the tab shows again at which the viewer's P key resumes a hidden playback. */
export const RESUME_AFTER_US = 1_000;

/** A profile's schedule for playing `ticks` ticks of a replay from its start. */
export interface PlaybackSchedule {
  /** The profile as played: its gap, if any, moved inside the replay. */
  readonly profile: DisplayProfile;
  /** Intervals from the start of the playback; event times are relative to that start too. */
  readonly schedule: Schedule;
}

function periodUs(profile: DisplayProfile): number {
  return Math.ceil((1_000_000 * profile.rate.denominator) / profile.rate.numerator);
}

/**
 * Frames (and events) that play a replay of `ticks` ticks under `profile`, from a playback that
 * starts on a fresh clock just before the first frame, to its end with a few frames to spare.
 * A stall or hidden tab is moved to the middle of a replay shorter than twice its start, so
 * every replay meets it. A hidden tab pauses the viewer, so P plays it again once the tab is
 * visible, as a person would; the time it was hidden is never simulated.
 */
export function playbackSchedule(profile: DisplayProfile, ticks: number): PlaybackSchedule {
  const gap =
    profile.gap === undefined
      ? undefined
      : { ...profile.gap, atUs: Math.min(profile.gap.atUs, Math.floor((ticks * TICK_US) / 2)) };
  const played: DisplayProfile = gap === undefined ? profile : { ...profile, gap };
  const events: PageEvent[] = [];
  if (gap?.hidden === true) {
    const at = gap.atUs + gap.durationUs + RESUME_AFTER_US;
    events.push({ atUs: at, kind: 'keydown', key: 'p', code: 'KeyP' });
    events.push({ atUs: at, kind: 'keyup', key: 'p', code: 'KeyP' });
  }
  const durationUs =
    2 * periodUs(profile) +
    (ticks + 2) * TICK_US +
    (gap === undefined ? 0 : gap.durationUs + RESUME_AFTER_US);
  return { profile: played, schedule: buildSchedule(played, durationUs, events) };
}
