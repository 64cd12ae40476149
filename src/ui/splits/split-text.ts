import { formatRunTime } from '../../app/text/formats';
import { t } from '../../app/text/text';

export { eventName } from '../../app/splits/split-names';

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
  return `${sign}${formatRunTime(Math.abs(ticks))} ${SHAPES[side]}`;
}

/** A delta in words, for assistive technology: "0.50 s ahead". */
export function deltaWords(ticks: number): string {
  const side = deltaSide(ticks);
  const time = formatRunTime(Math.abs(ticks));
  if (side === 'even') return t('splits.even');
  return side === 'ahead' ? t('splits.ahead', { time }) : t('splits.behind', { time });
}
