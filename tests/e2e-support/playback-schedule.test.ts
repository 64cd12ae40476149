import { describe, expect, it } from 'vitest';
import { frameTimesOf, TICK_US } from '../../e2e/support/frame-times';
import { playbackSchedule, RESUME_AFTER_US } from '../../e2e/support/playback-schedule';
import { allProfiles } from '../../e2e/support/schedule';

const profile = (name: string) => {
  const found = allProfiles().find((p) => p.name === name);
  if (found === undefined) throw new Error(name);
  return found;
};

describe('playbackSchedule', () => {
  it('lasts the replay plus spare frames under every profile, with every frame due', () => {
    for (const p of allProfiles()) {
      for (const ticks of [26, 78, 2053]) {
        const { schedule } = playbackSchedule(p, ticks);
        const frames = frameTimesOf(schedule.intervalsUs);
        const gap = p.gap === undefined ? 0 : p.gap.durationUs;
        const playing = (frames.at(-1) ?? 0) - (frames[0] ?? 0) - gap;
        expect(playing, `${p.name}, ${String(ticks)} ticks`).toBeGreaterThanOrEqual(
          (ticks + 1) * TICK_US,
        );
      }
    }
  });

  it('keeps a stall where the profile puts it in a long replay and moves it into a short one', () => {
    const stall = profile('60 Hz stall 1000 ms');
    expect(playbackSchedule(stall, 1000).profile.gap?.atUs).toBe(2_000_000);
    const short = playbackSchedule(stall, 26);
    expect(short.profile.gap).toEqual({ atUs: 650_000, durationUs: 1_000_000, hidden: false });
    const frames = frameTimesOf(short.schedule.intervalsUs);
    expect(frames.some((t) => t > 650_000 && t < 1_650_000)).toBe(false);
    expect(short.schedule.events).toEqual([]);
  });

  it('hides the tab, shows it again, then presses P to play on', () => {
    const { schedule } = playbackSchedule(profile('60 Hz hidden 10 s'), 78);
    const back = 1_950_000 + 10_000_000;
    expect(schedule.events).toEqual([
      { atUs: 1_950_000, kind: 'hidden' },
      { atUs: back, kind: 'visible' },
      { atUs: back + RESUME_AFTER_US, kind: 'keydown', key: 'p', code: 'KeyP' },
      { atUs: back + RESUME_AFTER_US, kind: 'keyup', key: 'p', code: 'KeyP' },
    ]);
  });

  it('leaves even and jittered profiles as they are', () => {
    const p = profile('144 Hz jitter');
    const played = playbackSchedule(p, 100);
    expect(played.profile).toBe(p);
    expect(played.schedule.events).toEqual([]);
  });
});
