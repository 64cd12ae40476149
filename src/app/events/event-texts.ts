import type { Level } from '../../sim';
import { isoInstantMs } from '../core/utc-date';
import { formatDay } from '../text/formats';
import { t, type MessageKey } from '../text/text';
import type { GameEvent } from './event-client';

const SECOND_MS = 1000;

/** Where an event stands for the Events screen: open now, next to start, or ended. */
export type EventGroup = 'now' | 'next' | 'past';

/** Two digits: 7 → "07". */
function two(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * A time left as a clock, whole seconds rounded up so it reaches 00:00:00 as the moment comes:
 * "04:09" under an hour, "2:05:09" under a day, "3 d 02:05:09" beyond.
 */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / SECOND_MS));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const clock = `${two(hours)}:${two(minutes)}:${two(rest)}`;
  if (days > 0) return t('events.days', { days, clock });
  return hours > 0
    ? `${String(hours)}:${two(minutes)}:${two(rest)}`
    : `${two(minutes)}:${two(rest)}`;
}

/** The day of an ISO 8601 time as the service writes them (UTC), as the language writes days. */
function dayOf(iso: string): string {
  const [year = 0, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
  return formatDay({ year, month, day });
}

/**
 * The countdown of `event` at `nowMs` (the page's clock): to its start while it is next, to its
 * end while it is open, and the day it ended once past.
 */
export function countdownText(event: GameEvent, nowMs: number): string {
  const starts = isoInstantMs(event.startsAt);
  const ends = isoInstantMs(event.endsAt);
  if (nowMs < starts) return t('events.startsIn', { time: durationText(starts - nowMs) });
  if (nowMs < ends) return t('events.endsIn', { time: durationText(ends - nowMs) });
  return t('events.endedOn', { day: dayOf(event.endsAt) });
}

/** True while `nowMs` is inside the event's window. */
export function isOpenAt(event: GameEvent, nowMs: number): boolean {
  return isoInstantMs(event.startsAt) <= nowMs && nowMs < isoInstantMs(event.endsAt);
}

/** Each format's name and rules in the catalogue. */
const FORMAT_TEXTS: Readonly<Record<GameEvent['format'], readonly [MessageKey, MessageKey]>> = {
  'time-trial': ['events.timeTrial', 'events.rulesTimeTrial'],
  'one-shot': ['events.oneShot', 'events.rulesOneShot'],
  cup: ['events.cup', 'events.rulesCup'],
};

/** The event's format and its rules, in words. */
export function rulesText(event: GameEvent): string {
  return t(FORMAT_TEXTS[event.format][1]);
}

/** The event's format's name. */
export function formatText(event: GameEvent): string {
  return t(FORMAT_TEXTS[event.format][0]);
}

/**
 * The event's level in words: a built-in level by its name, a labyrinth by its seed, a community
 * level, or a seed kept sealed until the start.
 */
export function levelText(event: GameEvent, levels: readonly Level[]): string {
  const key = event.levelKey;
  if (key === null) return t('events.levelSealed');
  if (key.startsWith('level:')) {
    const id = key.slice('level:'.length);
    return levels.find((level) => level.id === id)?.name ?? id;
  }
  if (key.startsWith('seed:')) return t('events.levelSeed', { seed: key.split(':')[1] ?? '' });
  return t('events.levelCommunity');
}
