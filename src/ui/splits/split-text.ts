import { formatTicks } from '../../sim';
import type { SplitEvent } from '../../replay/split-events';

const COLOUR_NAMES = { red: 'Red', green: 'Green', blue: 'Blue' } as const;

/** A split event as a player reads it: "Red key", "Green door", "Gem", "Exit". */
export function eventName(event: SplitEvent): string {
  if (event === 'gem') return 'Gem';
  if (event === 'exit') return 'Exit';
  const [kind, colour] = event.split(':') as ['key' | 'door', keyof typeof COLOUR_NAMES];
  return `${COLOUR_NAMES[colour]} ${kind}`;
}

/** Where a delta leaves the run: ahead (fewer ticks), behind, or even. */
export type DeltaSide = 'ahead' | 'behind' | 'even';

/** The side of a delta in ticks. */
export function deltaSide(ticks: number): DeltaSide {
  return ticks < 0 ? 'ahead' : ticks > 0 ? 'behind' : 'even';
}

/**
 * The shape beside a delta, so it never rests on colour alone: a point down when ahead (the
 * time went down), up when behind, a dot when even.
 */
const SHAPES: Readonly<Record<DeltaSide, string>> = { ahead: '▼', behind: '▲', even: '●' };

/** A delta as shown: a sign (minus when ahead), seconds with two decimals, and its shape. */
export function deltaText(ticks: number): string {
  const side = deltaSide(ticks);
  const sign = side === 'ahead' ? '−' : side === 'behind' ? '+' : '±';
  return `${sign}${formatTicks(Math.abs(ticks))} ${SHAPES[side]}`;
}

/** A delta in words, for assistive technology: "0.50 s ahead". */
export function deltaWords(ticks: number): string {
  const side = deltaSide(ticks);
  return side === 'even' ? 'even' : `${formatTicks(Math.abs(ticks))} s ${side}`;
}
