import * as v from 'valibot';
import { MAX_PLAYER_NAME } from '../replay/format';
import type { LocalStore } from './local-store';

/**
 * The player's key for the global leaderboard, kept in this browser: the name it claimed, its
 * player id, and the secret sent with every post (the recovery code Settings shows). The exact
 * form of a key is the service contract's (src/api `PLAYER_KEY_PATTERN`), checked by the app
 * before one is kept; here a key is only base64url text of a sane length.
 */
export interface StoredPlayerKey {
  readonly playerId: string;
  readonly name: string;
  readonly key: string;
}

const keySchema = v.strictObject({
  playerId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_PLAYER_NAME)),
  key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/)),
});

const DOCUMENT = 'player-key';

/**
 * The key kept in this browser, or null: none yet, or a document that does not validate (backed
 * up by the store and read as none, so the player can paste the recovery code again).
 */
export function loadPlayerKey(store: LocalStore): StoredPlayerKey | null {
  return store.read(DOCUMENT, v.nullable(keySchema), null);
}

/** Keeps the key; false when storage refused (it still holds for this session, in memory). */
export function savePlayerKey(store: LocalStore, key: StoredPlayerKey): boolean {
  return store.write(DOCUMENT, key);
}
