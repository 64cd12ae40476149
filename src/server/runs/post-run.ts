import type { PostRunRequest, RunPostedResponse } from '../../api';
import {
  decodeReplay,
  encodeReplay,
  isHashRef,
  levelKey,
  ReplayError,
  type Replay,
  type ReplayVerdict,
} from '../../replay';
import { SIM_VERSION } from '../../sim';
import { levelOfRun, type CheckedLevel } from '../levels/editor-level';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { QuotaUsedUp, storedBytes } from '../service/byte-quota';
import { paddedInputs, playerMismatch } from '../service/replay-checks';
import { overTickCap, verifyRun } from '../service/verify-run';
import type { Player } from '../store/player-store';
import type { Stores } from '../store/service-stores';
import { replayHash } from '../store/replay-store';
import { runIdentity } from '../store/run-identity';
import type { StoredRun } from '../store/run-store';
import { recordedAtRefusal } from './recorded-time';

/** A run ranked: `created` false when this very replay was stored before (a retried post). */
export interface RunRanked {
  readonly kind: 'ranked';
  readonly created: boolean;
  readonly answer: RunPostedResponse;
}

/** A post whose replay decoded, whose key is its player's and whose token holds for it. */
interface CheckedPost {
  readonly replay: Replay;
  readonly canonical: string;
  readonly hash: string;
  readonly levelKey: string;
  readonly tokenId: string;
  /** When its token was issued (ms): the run was recorded after. */
  readonly issuedAt: number;
  /** The run's identity: its level and input stream (`runIdentity`). */
  readonly identity: string;
  readonly player: Player;
  /** When the service received the post (ms): ties rank by it. */
  readonly receivedAt: number;
}

type Deps = Pick<ServiceDeps, 'stores' | 'tokens' | 'verifier' | 'now' | 'tickCap' | 'quota'>;

function decode(input: unknown): Replay | Refusal {
  try {
    return decodeReplay(input);
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    const field = error.field === '(document)' ? 'replay' : `replay.${error.field}`;
    return refused('invalid-replay', field, error.problem);
  }
}

/** The replay's own checks, no database: its shape, level, cap, padding and player. */
function checkReplay(request: PostRunRequest, player: Player, deps: Deps): Replay | Refusal {
  const replay = decode(request.replay);
  if (isRefusal(replay)) return replay;
  if (!isHashRef(replay.level) && request.levelDocument !== undefined) {
    const text = 'only a replay of a level made in the editor ({"hash": …}) comes with its level';
    return refused('invalid-request', 'levelDocument', text);
  }
  return (
    overTickCap(replay, deps.tickCap, 'replay') ??
    paddedInputs(replay, 'replay') ??
    playerMismatch(replay, player, 'replay') ??
    replay
  );
}

/** The cheap checks, before anything is read from the database: the replay and its token. */
function checkPost(
  request: PostRunRequest,
  player: Player,
  receivedAt: number,
  deps: Deps,
): CheckedPost | Refusal {
  const replay = checkReplay(request, player, deps);
  if (isRefusal(replay)) return replay;
  const key = levelKey(replay.level);
  const claims = deps.tokens.check(
    request.token,
    { levelKey: key, ticks: replay.final.tick },
    receivedAt,
  );
  if (typeof claims === 'string') return refused('token-refused', 'token', claims);
  const canonical = encodeReplay(replay);
  return {
    replay,
    canonical,
    hash: replayHash(canonical),
    levelKey: key,
    tokenId: claims.id,
    issuedAt: claims.issuedAt,
    identity: runIdentity(key, replay.inputs),
    player,
    receivedAt,
  };
}

/**
 * Where a post stands against the stored runs: its replay is stored already (that run is the
 * answer), its token is spent by another run, its run (level and inputs) is stored under another
 * name or date (a copy), or none of these. The one place that decides "token spent" and "copy":
 * asked before verifying, and again when a concurrent post won the race to store.
 */
async function standing(
  stores: Stores,
  post: CheckedPost,
): Promise<
  { readonly kind: 'stored'; readonly run: StoredRun } | Refusal | { readonly kind: 'free' }
> {
  const existing = await stores.runs.runByReplayHash(post.hash);
  if (existing !== undefined) return { kind: 'stored', run: existing };
  if (await stores.runs.tokenSpent(post.tokenId)) {
    return refused('token-spent', 'token', 'has already been used for another run');
  }
  const original = await stores.runs.runByIdentity(post.identity);
  if (original !== undefined) {
    const text = `are the inputs of run ${original.runId} on this level, stored before: a copy of a run is not a run`;
    return { ...refused('copy', 'replay.inputs', text), runId: original.runId };
  }
  return { kind: 'free' };
}

async function ranked(stores: Stores, run: StoredRun, created: boolean): Promise<RunRanked> {
  const rank = await stores.runs.rank(run);
  const { runId, levelKey: key, timeTicks, replayHash: hash } = run;
  return {
    kind: 'ranked',
    created,
    answer: { runId, rank, levelKey: key, timeTicks, replayHash: hash },
  };
}

/**
 * Stores a verified run with its replay (and its editor level, when new) in one transaction, and
 * counts the bytes it stored against its key's day. A unique key that refuses it means a
 * concurrent post stored this replay, spent this token or stored this run; a quota that cannot
 * take it rolls it all back.
 */
async function record(
  post: CheckedPost,
  verdict: ReplayVerdict,
  level: CheckedLevel | undefined,
  deps: Deps,
): Promise<RunRanked | Refusal> {
  const receivedAt = new Date(post.receivedAt).toISOString();
  let run: StoredRun;
  try {
    run = await deps.stores.transaction(async (stores) => {
      let bytes = 0;
      if (await stores.replays.keep(post.hash, post.canonical))
        bytes += storedBytes(post.canonical);
      const document = level?.canonical;
      if (level !== undefined && document !== undefined) {
        const stored = await stores.levels.keep({
          hash: level.hash,
          document,
          storedAt: receivedAt,
        });
        if (stored) bytes += storedBytes(document);
      }
      const inserted = await stores.runs.insert({
        levelKey: post.levelKey,
        player: post.replay.player,
        timeTicks: verdict.finalTimeTicks,
        gems: verdict.gems,
        simVersion: SIM_VERSION,
        recordedAt: post.replay.recordedAt,
        receivedAt,
        replayHash: post.hash,
        tokenId: post.tokenId,
        playerId: post.player.id,
        inputHash: post.identity,
        verdict: { ...verdict, simVersion: SIM_VERSION },
      });
      await deps.quota.charge(stores, post.player, bytes);
      return inserted;
    });
  } catch (error) {
    if (error instanceof QuotaUsedUp) return error.refusal;
    const now = await standing(deps.stores, post);
    if (now.kind === 'free') throw error;
    return now.kind === 'stored' ? ranked(deps.stores, now.run, false) : now;
  }
  return ranked(deps.stores, run, true);
}

/**
 * POST /api/runs, for the player whose key came with it: decode the replay (its player must be
 * the key's name, its inputs unpadded), check the token (signature, level, age) and the recording
 * time, refuse a copy of a stored run, re-simulate in the worker pool, and only then store the
 * run and its replay in one transaction, counted against the key's daily bytes. A replay of an
 * editor level is re-simulated on the level document sent with it (`levelDocument`, which must
 * hash to the replay's level hash and parse) or on the one stored, and a new level is stored with
 * the run. The same replay posted again answers with the run already stored, so a retried post
 * never duplicates.
 */
export async function postRun(
  request: PostRunRequest,
  player: Player,
  deps: Deps,
): Promise<RunRanked | Refusal> {
  const post = checkPost(request, player, deps.now(), deps);
  if (isRefusal(post)) return post;
  const before = await standing(deps.stores, post);
  if (before.kind === 'stored') return ranked(deps.stores, before.run, false);
  if (isRefusal(before)) return before;
  // After the stored run's answer: a retried post of a stored replay is answered as before.
  const { recordedAt } = post.replay;
  const late = recordedAtRefusal(recordedAt, {
    issuedAt: post.issuedAt,
    receivedAt: post.receivedAt,
  });
  if (late !== undefined) return late;
  let level: CheckedLevel | undefined;
  if (isHashRef(post.replay.level)) {
    const found = await levelOfRun(
      post.replay.level.hash,
      request.levelDocument,
      deps.stores.levels,
    );
    if (isRefusal(found)) return found;
    level = found;
  }
  const bytes =
    storedBytes(post.canonical) +
    (request.levelDocument === undefined ? 0 : storedBytes(level?.canonical ?? ''));
  const overQuota = await deps.quota.precheck(deps.stores, player, bytes);
  if (overQuota !== undefined) return overQuota;
  const verified = await verifyRun(deps.verifier, {
    replay: post.replay,
    canonical: post.canonical,
    levelDocument: level?.canonical,
    field: 'replay',
    claim: 'does not verify',
  });
  if (isRefusal(verified)) return verified;
  const { outcome } = verified.verdict;
  if (outcome !== 'won') {
    return refused('run-not-won', 'replay.final.outcome', `is ${outcome}; only won runs rank`);
  }
  return record(post, verified.verdict, level, deps);
}
