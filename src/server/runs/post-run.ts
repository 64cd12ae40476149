import type { RunPostedResponse } from '../../api';
import type { ReplayVerdict } from '../../replay';
import { SIM_VERSION } from '../../sim';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import type { ServiceDeps } from '../service/service-deps';
import { cannotWin, verifyRun } from '../service/verify-run';
import type { RecordedRun } from '../store/run-recorder';
import type { StoredRun } from '../store/run-store';
import type { ServiceStores } from '../store/service-stores';
import type { RunPostRead } from '../verify/jobs';

/** A run ranked: `created` false when this very replay was stored before (a retried post). */
export interface RunRanked {
  readonly kind: 'ranked';
  readonly created: boolean;
  readonly answer: RunPostedResponse;
}

/** A post read, whose token holds for its replay. */
interface CheckedPost {
  readonly read: RunPostRead;
  readonly tokenId: string;
}

type Deps = Pick<ServiceDeps, 'stores' | 'tokens' | 'verifier' | 'now'>;

/** The token's check: signed here, for this level, old enough for the run and not too old. */
function checkToken(read: RunPostRead, deps: Deps): CheckedPost | Refusal {
  const claims = deps.tokens.check(
    read.token,
    { levelKey: read.levelKey, ticks: read.ticks },
    deps.now(),
  );
  if (typeof claims === 'string') return refused('token-refused', 'token', claims);
  return { read, tokenId: claims.id };
}

/** Where a post stands against the stored runs: stored, spent, or free (with its stored level). */
type Standing =
  | { readonly kind: 'stored'; readonly run: StoredRun }
  | Refusal
  | { readonly kind: 'free'; readonly storedLevel: string | undefined };

/**
 * Where a post stands against the stored runs, in one read: its replay is stored already (that
 * run is the answer), its token is spent by another run, or neither (with the stored document of
 * its editor level, if any). The one place that decides "token spent": asked before verifying,
 * and again when a concurrent post won the race to store.
 */
async function standing(stores: ServiceStores, post: CheckedPost): Promise<Standing> {
  const found = await stores.recorder.standing({
    replayHash: post.read.replayHash,
    tokenId: post.tokenId,
    levelHash: post.read.levelHash,
  });
  if (found.stored !== undefined) return { kind: 'stored', run: found.stored };
  if (found.tokenSpent) {
    return refused('token-spent', 'token', 'has already been used for another run');
  }
  return { kind: 'free', storedLevel: found.levelDocument };
}

/**
 * The canonical level document an editor level's run is re-simulated on: the one sent with it
 * (checked when the post was read), else the one stored (checked when it was stored); a refusal
 * when there is neither. Undefined for built-in and generated levels.
 */
function levelOfRun(read: RunPostRead, stored: string | undefined): string | undefined | Refusal {
  if (read.levelHash === undefined) return undefined;
  const document = read.levelDocument?.canonical ?? stored;
  if (document !== undefined) return document;
  const text = `is missing, and this service has no level hash:${read.levelHash}: send the level document with the run`;
  return refused('unknown-level', 'levelDocument', text);
}

function ranked(run: StoredRun, created: boolean, rank: number): RunRanked {
  const { runId, levelKey: key, timeTicks, replayHash: hash } = run;
  return {
    kind: 'ranked',
    created,
    answer: { runId, rank, levelKey: key, timeTicks, replayHash: hash },
  };
}

/** The answer for a run stored before (a retried post), with its rank now. */
async function rankedAgain(stores: ServiceStores, run: StoredRun, canonical: string) {
  return ranked(run, false, await stores.recorder.rank(run, canonical));
}

/**
 * Stores a verified run with its replay (and the editor level sent with it, unless stored) in one
 * transaction. A unique key that refuses it means a concurrent post stored this replay or spent
 * this token.
 */
async function record(
  post: CheckedPost,
  verdict: ReplayVerdict,
  deps: Deps,
): Promise<RunRanked | Refusal> {
  const { read } = post;
  const sent = read.levelDocument;
  let recorded: RecordedRun;
  try {
    recorded = await deps.stores.recorder.record({
      levelKey: read.levelKey,
      player: read.player,
      timeTicks: verdict.finalTimeTicks,
      gems: verdict.gems,
      simVersion: SIM_VERSION,
      recordedAt: read.recordedAt,
      receivedAt: new Date(deps.now()).toISOString(),
      replayHash: read.replayHash,
      tokenId: post.tokenId,
      verdict: { ...verdict, simVersion: SIM_VERSION },
      canonical: read.canonical,
      ...(sent === undefined ? {} : { level: { hash: sent.hash, document: sent.canonical } }),
    });
  } catch (error) {
    const now = await standing(deps.stores, post);
    if (now.kind === 'free') throw error;
    return now.kind === 'stored' ? rankedAgain(deps.stores, now.run, read.canonical) : now;
  }
  return ranked(recorded.run, true, recorded.rank);
}

/**
 * POST /api/runs, once the post is read (`readRunPost`: the replay decoded, a level document
 * checked): check the token (signature, level, age), refuse what cannot be a win, find where
 * the post stands, re-simulate the replay in the worker pool in its sender's turn, and only then
 * store the run and its replay in one transaction. A replay of an editor level is re-simulated on
 * the level document sent with it or on the one stored, and a new level is stored with the run.
 * The same replay posted again answers with the run already stored, so a retried post never
 * duplicates.
 */
export async function postRun(
  read: RunPostRead,
  sender: string,
  deps: Deps,
): Promise<RunRanked | Refusal> {
  const post = checkToken(read, deps);
  if (isRefusal(post)) return post;
  const hopeless = cannotWin(read, deps.verifier.minWinTicks(read.levelKey));
  if (hopeless !== undefined) return hopeless;
  const before = await standing(deps.stores, post);
  if (before.kind === 'stored') return rankedAgain(deps.stores, before.run, read.canonical);
  if (isRefusal(before)) return before;
  const levelDocument = levelOfRun(read, before.storedLevel);
  if (levelDocument !== undefined && typeof levelDocument !== 'string') return levelDocument;
  const verified = await verifyRun(deps.verifier, {
    canonical: read.canonical,
    ticks: read.ticks,
    levelDocument,
    field: 'replay',
    claim: 'does not verify',
    sender,
  });
  if (isRefusal(verified)) return verified;
  const { outcome } = verified.verdict;
  if (outcome !== 'won') {
    return refused('run-not-won', 'replay.final.outcome', `is ${outcome}; only won runs rank`);
  }
  return record(post, verified.verdict, deps);
}
