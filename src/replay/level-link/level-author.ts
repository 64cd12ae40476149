import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { toBase64Url } from '../base64url';

/**
 * Who made a level, as its link carries it: the maker's player id on the leaderboard service,
 * and a proof of authorship that service can check without ever seeing the maker's key.
 */
export interface LevelAuthor {
  readonly player: string;
  /** `authorSignature(…)`: base64url, unpadded, 43 characters. */
  readonly signature: string;
}

/** What every signature is made over before the player and the level: a signature means this. */
const SIGNED_FOR = 'mythic-maze level author 1';

/**
 * The secret a maker signs levels with: the SHA-256 (hex) of their player key, which is exactly
 * what the service stores of the key (never the key). So the game signs with the key it holds,
 * the service checks with what it stored, and the key itself never travels in a link.
 */
export function authorSecret(playerKey: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(playerKey)));
}

/**
 * HMAC-SHA256, keyed by `secret` (`authorSecret`), of the player id and the level's content hash:
 * base64url, unpadded. Binds one player to one level's content; it proves nothing of the proof.
 */
export function authorSignature(secret: string, player: string, levelHash: string): string {
  const encoder = new TextEncoder();
  const message = encoder.encode(`${SIGNED_FOR}\n${player}\n${levelHash}`);
  return toBase64Url(hmac(sha256, encoder.encode(secret), message));
}

/** The author of level `levelHash` for a maker holding `playerKey` under `player` (their id). */
export function signLevelAuthor(
  maker: { readonly player: string; readonly key: string },
  levelHash: string,
): LevelAuthor {
  return {
    player: maker.player,
    signature: authorSignature(authorSecret(maker.key), maker.player, levelHash),
  };
}
