import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceDatabase } from '../store/database/database';
import { settingMadeOnce } from '../store/database/settings';

/** Shortest secret accepted from the environment. */
export const MIN_SECRET_LENGTH = 32;

/**
 * The HMAC secret of start tokens: LEADERBOARD_TOKEN_SECRET when given; else the one in the
 * database's settings table, made on first start. The first instance to insert wins and every
 * other reads the same row, so instances sharing a database honour each other's tokens.
 */
export function tokenSecret(
  db: Kysely<ServiceDatabase>,
  fromEnv: string | undefined,
): Promise<string> {
  return sharedSecret(db, { name: 'LEADERBOARD_TOKEN_SECRET', setting: 'token-secret' }, fromEnv);
}

/**
 * The key of the level of the day's draw: LEADERBOARD_LEVEL_OF_DAY_SECRET when given; else one
 * made once in the settings table, which every instance on the database reads alike.
 */
export function levelOfDaySecret(
  db: Kysely<ServiceDatabase>,
  fromEnv: string | undefined,
): Promise<string> {
  const names = { name: 'LEADERBOARD_LEVEL_OF_DAY_SECRET', setting: 'level-of-day-secret' };
  return sharedSecret(db, names, fromEnv);
}

/** A secret from the environment (at least MIN_SECRET_LENGTH long), else its setting's. */
async function sharedSecret(
  db: Kysely<ServiceDatabase>,
  names: { readonly name: string; readonly setting: string },
  fromEnv: string | undefined,
): Promise<string> {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_SECRET_LENGTH) {
      throw new RangeError(`${names.name} must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return fromEnv;
  }
  return settingMadeOnce(db, names.setting, () => randomBytes(32).toString('base64url'));
}
