import { HIDDEN_PLAYER, type LiveHello } from '../../api';
import {
  decodeLevelDocument,
  isHashRef,
  levelFromDocument,
  parseLevelKey,
  resolveReplayLevel,
  type LevelRef,
} from '../../replay';
import type { Level } from '../../sim';
import { playerKeyHash } from '../players/player-key';
import type { ServiceDeps } from '../service/service-deps';
import { hiddenByReports } from '../store/database/engine-sql';
import type { LiveRunIdentity } from './registry/live-run';
import type { StreamRefusal } from './registry/live-stream';

/** A hello accepted: who plays, which level, and since when the token allows play. */
export interface CheckedHello {
  readonly identity: Omit<LiveRunIdentity, 'liveId' | 'bucket'>;
  readonly level: Level;
  readonly issuedAt: number;
}

/** The level a level key names: built in, generated, or an editor level the service stores. */
async function levelOf(
  ref: LevelRef,
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<Level | undefined> {
  if (!isHashRef(ref)) return resolveReplayLevel(ref);
  const stored = await deps.stores.levels.level(ref.hash);
  if (stored === undefined) return undefined;
  return levelFromDocument(decodeLevelDocument(JSON.parse(stored.document) as unknown));
}

/**
 * The name spectators are shown: "hidden player" while an operator hides the name, or reports
 * that weigh enough do, as the boards show it.
 */
async function shownName(
  player: { readonly id: string; readonly name: string },
  deps: Pick<ServiceDeps, 'stores'>,
): Promise<string> {
  const { players, reportThreshold } = deps.stores;
  const moderation = await players.moderation(player.id);
  if (moderation?.hiddenReason != null) return HIDDEN_PLAYER;
  const score = await players.reportScore(player.id);
  return hiddenByReports(score, reportThreshold) ? HIDDEN_PLAYER : player.name;
}

/**
 * Checks a runner's hello: the key is a player's and not banned (`unauthorized`), the token is
 * this service's, that player's and within its age (`tokenRefused`), and the level it names is
 * the token's (`levelMismatch`) and one the service can build (`notFound`: an editor level it
 * does not store). A token of a race room's racer who abandoned it is refused (`tokenRefused`);
 * any other makes the run its room's.
 */
export async function checkHello(
  hello: LiveHello,
  now: number,
  deps: Pick<ServiceDeps, 'stores' | 'tokens'>,
): Promise<CheckedHello | StreamRefusal> {
  const player = await deps.stores.players.byKeyHash(playerKeyHash(hello.key));
  if (player === undefined) return { reason: 'unauthorized', problem: 'no player holds this key' };
  if (player.bannedReason != null) return { reason: 'unauthorized', problem: 'the key is banned' };
  // A race room's token is issued for the race's start, which lies ahead during the countdown:
  // its hello is checked as of then, and the stream refuses every tick before it (tooFast).
  const read = deps.tokens.read(hello.token);
  const at = typeof read === 'string' ? now : Math.max(now, read.issuedAt);
  const claims = deps.tokens.check(hello.token, { levelKey: hello.levelKey, ticks: 0 }, at);
  if (typeof claims === 'string') {
    const reason = claims.startsWith('was issued for level') ? 'levelMismatch' : 'tokenRefused';
    return { reason, problem: `the token ${claims}` };
  }
  if (claims.playerId !== player.id) {
    return { reason: 'tokenRefused', problem: "the token was started with another player's key" };
  }
  const seat = await deps.stores.racers.byToken(claims.id);
  if (seat?.abandonedAt != null) {
    return { reason: 'tokenRefused', problem: 'the racer abandoned its race room' };
  }
  const ref = parseLevelKey(hello.levelKey);
  const level = ref === undefined ? undefined : await levelOf(ref, deps);
  if (ref === undefined || level === undefined) {
    return { reason: 'notFound', problem: `no level this service can build is ${hello.levelKey}` };
  }
  const identity = {
    levelKey: hello.levelKey,
    level: ref,
    player: await shownName(player, deps),
    playerId: player.id,
    tokenId: claims.id,
    ...(seat === undefined ? {} : { roomId: seat.roomId }),
  };
  return { identity, level, issuedAt: claims.issuedAt };
}
