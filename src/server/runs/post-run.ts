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
import { overTickCap, verifyRun } from '../service/verify-run';
import type { Stores } from '../store/service-stores';
import { replayHash } from '../store/replay-store';
import type { StoredRun } from '../store/run-store';

/** A run ranked: `created` false when this very replay was stored before (a retried post). */
export interface RunRanked {
  readonly kind: 'ranked';
  readonly created: boolean;
  readonly answer: RunPostedResponse;
}

/** A post whose replay decoded and whose token holds for it. */
interface CheckedPost {
  readonly replay: Replay;
  readonly canonical: string;
  readonly hash: string;
  readonly levelKey: string;
  readonly tokenId: string;
}

type Deps = Pick<ServiceDeps, 'stores' | 'tokens' | 'verifier' | 'now' | 'tickCap'>;

function decode(input: unknown): Replay | Refusal {
  try {
    return decodeReplay(input);
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    const field = error.field === '(document)' ? 'replay' : `replay.${error.field}`;
    return refused('invalid-replay', field, error.problem);
  }
}

/** The cheap checks, before anything is read from the database: replay, level, cap, token. */
function checkPost(request: PostRunRequest, deps: Deps): CheckedPost | Refusal {
  const replay = decode(request.replay);
  if (isRefusal(replay)) return replay;
  if (replay.practice !== undefined) {
    const from = String(replay.practice.fromTick);
    const text = `marks a practice run, begun at tick ${from} of another run; practice runs never rank`;
    return refused('practice-run', 'replay.practice', text);
  }
  if (!isHashRef(replay.level) && request.levelDocument !== undefined) {
    const text = 'only a replay of a level made in the editor ({"hash": …}) comes with its level';
    return refused('invalid-request', 'levelDocument', text);
  }
  const overCap = overTickCap(replay, deps.tickCap, 'replay');
  if (overCap !== undefined) return overCap;
  const canonical = encodeReplay(replay);
  const key = levelKey(replay.level);
  const claims = deps.tokens.check(
    request.token,
    { levelKey: key, ticks: replay.final.tick },
    deps.now(),
  );
  if (typeof claims === 'string') return refused('token-refused', 'token', claims);
  return { replay, canonical, hash: replayHash(canonical), levelKey: key, tokenId: claims.id };
}

/**
 * Where a post stands against the stored runs: its replay is stored already (that run is the
 * answer), its token is spent by another run, or neither. The one place that decides "token
 * spent": asked before verifying, and again when a concurrent post won the race to store.
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
  return { kind: 'free' };
}

async function ranked(
  stores: Stores,
  run: StoredRun,
  created: boolean,
  canonical: string,
): Promise<RunRanked> {
  const rank = await stores.runs.rank(run, canonical);
  const { runId, levelKey: key, timeTicks, replayHash: hash } = run;
  return {
    kind: 'ranked',
    created,
    answer: { runId, rank, levelKey: key, timeTicks, replayHash: hash },
  };
}

/**
 * Stores a verified run with its replay (and its editor level, when new) in one transaction. A
 * unique key that refuses it means a concurrent post stored this replay or spent this token.
 */
async function record(
  post: CheckedPost,
  verdict: ReplayVerdict,
  level: CheckedLevel | undefined,
  deps: Deps,
): Promise<RunRanked | Refusal> {
  const receivedAt = new Date(deps.now()).toISOString();
  let run: StoredRun;
  try {
    run = await deps.stores.transaction(async (stores) => {
      await stores.replays.keep(post.hash, post.canonical);
      if (level !== undefined) {
        await stores.levels.keep({
          hash: level.hash,
          document: level.canonical,
          storedAt: receivedAt,
        });
      }
      return stores.runs.insert({
        levelKey: post.levelKey,
        player: post.replay.player,
        timeTicks: verdict.finalTimeTicks,
        gems: verdict.gems,
        simVersion: SIM_VERSION,
        recordedAt: post.replay.recordedAt,
        receivedAt,
        replayHash: post.hash,
        tokenId: post.tokenId,
        verdict: { ...verdict, simVersion: SIM_VERSION },
      });
    });
  } catch (error) {
    const now = await standing(deps.stores, post);
    if (now.kind === 'free') throw error;
    return now.kind === 'stored' ? ranked(deps.stores, now.run, false, post.canonical) : now;
  }
  return ranked(deps.stores, run, true, post.canonical);
}

/**
 * POST /api/runs: decode the replay, check the token (signature, level, age), re-simulate in
 * the worker pool, and only then store the run and its replay in one transaction. A replay of
 * an editor level is re-simulated on the level document sent with it (`levelDocument`, which must
 * hash to the replay's level hash and parse) or on the one stored, and a new level is stored with
 * the run. The same replay posted again answers with the run already stored, so a retried post
 * never duplicates.
 */
export async function postRun(request: PostRunRequest, deps: Deps): Promise<RunRanked | Refusal> {
  const post = checkPost(request, deps);
  if (isRefusal(post)) return post;
  const before = await standing(deps.stores, post);
  if (before.kind === 'stored') return ranked(deps.stores, before.run, false, post.canonical);
  if (isRefusal(before)) return before;
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
