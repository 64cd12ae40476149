import { TICKS_PER_SECOND } from './constants';

const CENTISECONDS_PER_TICK = 100 / TICKS_PER_SECOND;

/** A tick count as seconds with two decimals ("12.35"), exact: a tick is 5 hundredths. */
export function formatTicks(ticks: number): string {
  const centiseconds = Math.max(0, Math.trunc(ticks)) * CENTISECONDS_PER_TICK;
  const seconds = Math.floor(centiseconds / 100);
  return `${seconds}.${String(centiseconds % 100).padStart(2, '0')}`;
}
