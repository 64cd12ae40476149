import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceDatabase } from './database/database';
import { settingMadeOnce } from './database/settings';

/**
 * This database's mark in board ETags, made on first start and shared by every instance (the
 * settings table): board versions start again from 0 in a new database, and a client's ETag of
 * another database's board must not match.
 */
export function boardEpoch(db: Kysely<ServiceDatabase>): Promise<string> {
  return settingMadeOnce(db, 'board-epoch', () => randomBytes(6).toString('base64url'));
}
