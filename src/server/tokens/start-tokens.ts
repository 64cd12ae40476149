import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { TICKS_PER_SECOND } from '../../sim';

/** How much earlier than the replay's game time allows a token may have been issued, in ms. */
export const TOKEN_TOLERANCE_MS = 2_000;
/**
 * Oldest a token may be when its run is posted, by default (LEADERBOARD_TOKEN_MAX_AGE_HOURS):
 * 12 hours. A week let tokens be hoarded and a run computed offline be posted at once with one of
 * them; 12 hours still covers a run that waits in the game's outbox through a lost connection or
 * a night with the laptop closed.
 */
export const DEFAULT_TOKEN_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** What a start token vouches for. */
export interface TokenClaims {
  /** Random id; spending it (the runs table's unique token_id) makes the token single-use. */
  readonly id: string;
  readonly levelKey: string;
  /** Milliseconds since the epoch, by the issuing service's clock. */
  readonly issuedAt: number;
  /**
   * The player whose key started the run: a post with another key is refused (`token-player`),
   * so a token cannot be asked for by one key and spent by another.
   */
  readonly playerId: string;
}

/**
 * The claims as issued: checked after the signature, so a payload of the wrong shape (a secret
 * shared with another program, a bug) is refused, never trusted by its cast.
 */
const claimsSchema = v.strictObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  levelKey: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  issuedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  playerId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

/** Why a token cannot be used: the problem, worded for a problem document. */
export type TokenProblem = string;

/** A fresh token id: 16 random bytes in base64url. */
export function newTokenId(): string {
  return randomBytes(16).toString('base64url');
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * Issues and checks HMAC-signed start tokens: `<payload>.<signature>`, both base64url, where the
 * payload is `{"id","levelKey","issuedAt","playerId"}`. Stateless to issue; spending is recorded
 * with the run. A token of no player (issued before tokens were bound to keys) is of the wrong
 * shape.
 */
export class StartTokens {
  constructor(
    private readonly secret: string,
    private readonly maxAgeMs = DEFAULT_TOKEN_MAX_AGE_MS,
  ) {}

  /** A fresh token for `levelKey`, issued at `issuedAt` (ms) to the key of player `playerId`. */
  issue(
    levelKey: string,
    issuedAt: number,
    playerId: string,
  ): { token: string; claims: TokenClaims } {
    const claims: TokenClaims = { id: newTokenId(), levelKey, issuedAt, playerId };
    return { token: this.signed(claims), claims };
  }

  /**
   * The token of claims whose id was made before (`newTokenId`) and kept: a race room's racer's,
   * issued for the race's start and asked for again by the racer.
   */
  signed(claims: TokenClaims): string {
    const { id, levelKey, issuedAt, playerId } = claims;
    const text = JSON.stringify({ id, levelKey, issuedAt, playerId });
    const payload = Buffer.from(text).toString('base64url');
    return `${payload}.${sign(this.secret, payload)}`;
  }

  /** The claims of a token this service signed, or the problem with it. */
  read(token: string): TokenClaims | TokenProblem {
    const [payload, signature, extra] = token.split('.');
    if (payload === undefined || signature === undefined || extra !== undefined) {
      return 'is not a start token';
    }
    const expected = Buffer.from(sign(this.secret, payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return 'is not signed by this service';
    }
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return 'carries claims that are not JSON';
    }
    const checked = v.safeParse(claimsSchema, claims);
    return checked.success ? checked.output : 'carries claims of the wrong shape';
  }

  /**
   * Checks a token against the replay it comes with: same level, issued at least the replay's
   * game time before `now` (less TOKEN_TOLERANCE_MS), and not older than its maximum age.
   */
  check(
    token: string,
    replay: { readonly levelKey: string; readonly ticks: number },
    now: number,
  ): TokenClaims | TokenProblem {
    const claims = this.read(token);
    if (typeof claims === 'string') return claims;
    if (claims.levelKey !== replay.levelKey) {
      return `was issued for level ${claims.levelKey}, but the replay is of level ${replay.levelKey}`;
    }
    const gameMs = Math.ceil((replay.ticks * 1000) / TICKS_PER_SECOND);
    const age = now - claims.issuedAt;
    if (age + TOKEN_TOLERANCE_MS < gameMs) {
      return `was issued ${(age / 1000).toFixed(1)} s ago, but the run lasts ${(gameMs / 1000).toFixed(1)} s of game time: posted too soon`;
    }
    if (age > this.maxAgeMs) {
      return `was issued ${(age / 3_600_000).toFixed(1)} hours ago, over the limit of ${this.maxAgeMs / 3_600_000} hours`;
    }
    return claims;
  }
}
