import { createHash } from 'node:crypto';
import type { CatalogueRow, LevelOfDayResponse } from '../../api';
import { refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { utcDay } from './list-levels';

/** Plays a level needs to be the level of the day. */
export const LEVEL_OF_DAY_MIN_PLAYS = 10;
/** How many of the best-rated eligible levels the day's level is drawn from. */
export const LEVEL_OF_DAY_POOL = 50;
/** Days before today whose levels may not be chosen again. */
export const LEVEL_OF_DAY_GAP_DAYS = 30;

/** The level of the day. */
export interface LevelOfDay {
  readonly kind: 'level-of-day';
  readonly answer: LevelOfDayResponse;
}

/** Which of `count` levels a day draws: the first 4 bytes of SHA-256 of the date, modulo. */
export function dayPick(day: string, count: number): number {
  return createHash('sha256').update(`level-of-the-day:${day}`).digest().readUInt32BE(0) % count;
}

function daysBefore(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000);
}

/** The pool's level for `day`: deterministic from the date and the pool (best first). */
async function draw(day: string, deps: Pick<ServiceDeps, 'stores'>): Promise<string | undefined> {
  const excluded = await deps.stores.levelsOfDay.chosenBetween(
    daysBefore(day, LEVEL_OF_DAY_GAP_DAYS),
    day,
  );
  const pool = await deps.stores.catalogueReader.topEligible({
    minPlays: LEVEL_OF_DAY_MIN_PLAYS,
    limit: LEVEL_OF_DAY_POOL,
    excluded,
  });
  return pool[dayPick(day, pool.length)];
}

/**
 * GET /api/levels/today: the level of the UTC date. The first instance to ask draws it from the
 * best-rated visible levels with enough plays, leaving out the levels of the 30 days before, and
 * stores it under the date; every instance then names the stored one. A level hidden since it
 * was chosen is replaced by a new draw, once.
 */
export async function levelOfDay(
  deps: Pick<ServiceDeps, 'stores' | 'now'>,
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
