import { describe, expect, it } from 'vitest';
import { allProfiles, buildSchedule, RATES } from '../../e2e/support/schedule';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const rate = (label: string) => {
  const found = RATES.find((r) => r.label === label);
  if (found === undefined) throw new Error(label);
  return found;
};

describe('buildSchedule', () => {
  it('spreads 59.94 Hz intervals so ten seconds hold exactly 599 frames with no drift', () => {
    const { intervalsUs } = buildSchedule({ name: 'x', rate: rate('59.94 Hz') }, 10_000_000);
    expect(intervalsUs).toHaveLength(599);
    expect(new Set(intervalsUs)).toEqual(new Set([16683, 16684]));
    expect(sum(intervalsUs)).toBe(Math.floor((599 * 1_000_000 * 100) / 5994));
  });

  it('keeps every jittered interval within 25% of the period and the same seed gives the same frames', () => {
    const profile = { name: 'x', rate: rate('144 Hz'), jitterSeed: 7 };
    const { intervalsUs } = buildSchedule(profile, 5_000_000);
    const period = 1_000_000 / 144;
    expect(new Set(intervalsUs).size).toBeGreaterThan(50);
    for (const interval of intervalsUs.slice(1)) {
      expect(Math.abs(interval - period)).toBeLessThanOrEqual(period * 0.25 + 1);
    }
    expect(buildSchedule(profile, 5_000_000)).toEqual({ intervalsUs, events: [] });
    expect(Math.abs(sum(intervalsUs) - 720 * period)).toBeLessThanOrEqual(period / 8 + 1);
  });

  it('delivers no frame inside a stall and resumes on the display grid', () => {
    const gap = { atUs: 1_000_000, durationUs: 250_000, hidden: false };
    const { intervalsUs, events } = buildSchedule(
      { name: 'x', rate: rate('60 Hz'), gap },
      2_000_000,
    );
    const times = intervalsUs.map((_, i) => sum(intervalsUs.slice(0, i + 1)));
    expect(times.some((t) => t > gap.atUs && t < gap.atUs + gap.durationUs)).toBe(false);
    // Frame 60 lands at 1.000 s and frame 75 at 1.250 s: one 250 ms gap.
    expect(Math.max(...intervalsUs)).toBe(250_000);
    expect(events).toEqual([]);
  });

  it('sends hidden and visible around a hidden-tab gap, merged in time order with other events', () => {
    const gap = { atUs: 2_000_000, durationUs: 10_000_000, hidden: true };
    const key = { atUs: 1_000_000, kind: 'keydown' as const, key: 'ArrowUp', code: 'ArrowUp' };
    const { events } = buildSchedule({ name: 'x', rate: rate('60 Hz'), gap }, 13_000_000, [key]);
    expect(events).toEqual([
      key,
      { atUs: 2_000_000, kind: 'hidden' },
      { atUs: 12_000_000, kind: 'visible' },
    ]);
  });

  it('covers every refresh rate with and without jitter, plus stalls and a hidden tab', () => {
    const names = allProfiles().map((p) => p.name);
    expect(names).toHaveLength(RATES.length * 2 + 5);
    expect(names).toContain('360 Hz jitter');
    expect(names).toContain('60 Hz hidden 10 s');
  });
});
