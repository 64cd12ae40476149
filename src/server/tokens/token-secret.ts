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
export async function tokenSecret(
  db: Kysely<ServiceDatabase>,
  fromEnv: string | undefined,
): Promise<string> {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_SECRET_LENGTH) {
      throw new RangeError(
        `LEADERBOARD_TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters`,
      );
    }
    return fromEnv;
  }
  return settingMadeOnce(db, 'token-secret', () => randomBytes(32).toString('base64url'));
}
