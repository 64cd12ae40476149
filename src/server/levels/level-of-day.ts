import { createHmac } from 'node:crypto';
import type { CatalogueRow, LevelOfDayResponse } from '../../api';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { utcDay } from './list-levels';

/**
 * Keys with a verified run or attempt of a level that make it eligible, by default: as many as
 * the plays the level of the day needed before keys and attempts, now each its own key.
 */
export const LEVEL_OF_DAY_MIN_KEYS = 10;
/** Address buckets those keys must have posted from, by default: one host is not enough. */
export const LEVEL_OF_DAY_MIN_BUCKETS = 3;
/** How many of the best-rated eligible levels the day's level is drawn from. */
export const LEVEL_OF_DAY_POOL = 50;
/** Days before today whose levels may not be chosen again. */
export const LEVEL_OF_DAY_GAP_DAYS = 30;
/** How long a level is listed before a day starts to be eligible that day. */
const LISTED_BEFORE_MS = 24 * 3_600_000;

/** The level of the day. */
export interface LevelOfDay {
  readonly kind: 'level-of-day';
  readonly answer: LevelOfDayResponse;
}

/**
 * Which of `count` levels a day draws: the first 4 bytes of HMAC-SHA-256 of the date under the
 * service's secret, modulo. Without the secret no one can tell a date's pick in advance.
 */
export function dayPick(day: string, count: number, secret: string): number {
  const mac = createHmac('sha256', secret).update(`level-of-the-day:${day}`).digest();
  return mac.readUInt32BE(0) % count;
}

function daysBefore(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000);
}

/**
 * The pool's level for `day`, from the levels eligible when the day started (listed 24 hours
 * before, with the runs received before it): keyed by the secret, the date and the pool.
 */
async function draw(
  day: string,
  deps: Pick<ServiceDeps, 'stores' | 'levelOfDay'>,
): Promise<string | undefined> {
  const excluded = await deps.stores.levelsOfDay.chosenBetween(
    daysBefore(day, LEVEL_OF_DAY_GAP_DAYS),
    day,
  );
  const dayStart = Date.parse(`${day}T00:00:00.000Z`);
  const { minKeys, minBuckets, secret } = deps.levelOfDay;
  const pool = await deps.stores.catalogueReader.topEligible({
    minKeys,
    minBuckets,
    listedBefore: new Date(dayStart - LISTED_BEFORE_MS).toISOString(),
    playedBefore: new Date(dayStart).toISOString(),
    limit: LEVEL_OF_DAY_POOL,
    excluded,
  });
  return pool[dayPick(day, pool.length, secret)];
}

/**
 * GET /api/levels/today: the level of the UTC date. The first instance to ask draws it from the
 * best-rated levels eligible at the day's start (listed 24 hours, played by enough keys from
 * enough address buckets, no open report, visible, its maker not banned), leaving out the
 * levels of the 30 days before, and stores it under the date; every instance then names the
 * stored one. A level hidden, or whose maker was banned, since it was chosen is replaced by a
 * new draw, once, on every instance (each reads the stored pick's state from the database).
 */
export async function levelOfDay(
  deps: Pick<ServiceDeps, 'stores' | 'now' | 'levelOfDay'>,
): Promise<LevelOfDay | Refusal> {
  const day = utcDay(deps.now());
  const none = refused('not-found', 'day', `no level is eligible on ${day}`);
  const { stored, level: found } = await deps.stores.levelsOfDay.ofDay(day);
  let level: CatalogueRow | undefined = found;
  if (level === undefined) {
    const drawn = await draw(day, deps);
    if (drawn === undefined) return none;
    const chosen = await deps.stores.levelsOfDay.choose(day, drawn, stored);
    level = chosen === undefined ? undefined : await deps.stores.catalogueReader.level(chosen);
  }
  return level === undefined ? none : { kind: 'level-of-day', answer: { day, level } };
}
