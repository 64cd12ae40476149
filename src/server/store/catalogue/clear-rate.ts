import { MIN_PLAYS_FOR_CLEAR_RATE } from '../../../api';

/**
 * A level's clear rate as SQL, from its clears and plays as the caller's statement has them: null
 * until the plays reach MIN_PLAYS_FOR_CLEAR_RATE. Migration 0007's triggers are built from it
 * too, and a database keeps the triggers it was made with: a change of the constant needs a
 * migration that makes them again.
 */
export function clearRateSql(clears: string, plays: string): string {
  return `case when ${plays} >= ${String(MIN_PLAYS_FOR_CLEAR_RATE)}
    then cast(${clears} as double precision) / ${plays} else null end`;
}
