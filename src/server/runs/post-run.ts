import { createHash } from 'node:crypto';
import type { RunPostedResponse } from '../../api';
import type { ReplayVerdict } from '../../replay';
import { SIM_VERSION } from '../../sim';
import { storedBytes, type Spender } from '../service/byte-quota';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import { playerMismatch } from '../service/replay-checks';
import type { ServiceDeps } from '../service/service-deps';
import { cannotWin, verifyRun } from '../service/verify-run';
import type { Player } from '../store/player-store';
import type { RecordedRun, RunCourse } from '../store/run-recorder';
import type { StoredRun } from '../store/run-row';
import type { ServiceStores } from '../store/service-stores';
import type { RunPostRead } from '../decode/request-reads';
import { recordedAtRefusal } from './recorded-time';

/**
 * A run ranked, or an attempt stored (rank null, `attempt: true`): `created` false when this very
 * replay was stored before (a retried post).
 */
export interface RunRanked {
  readonly kind: 'ranked';
  readonly created: boolean;
  readonly answer: RunPostedResponse;
}

/** A post read, whose key is its player's and whose token holds for its replay. */
interface CheckedPost {
  readonly read: RunPostRead;
  readonly tokenId: string;
  /** When its token was issued (ms): the run was recorded after. */
  readonly issuedAt: number;
  readonly player: Player;
  /** When the service received the post (ms): ties rank by it. */
  readonly receivedAt: number;
  /** The address bucket the post came from, kept only as its SHA-256. */
  readonly senderHash: string;
}

type Deps = Pick<ServiceDeps, 'stores' | 'tokens' | 'verifier' | 'now' | 'quota'>;

/** A token started with another player's key than the post's: that player's alone to spend. */
function tokenOfAnother(): Refusal {
  const text =
    "was issued to another player's key than the one sent: a run is posted with the key that started it";
  return refused('token-player', 'token', text);
}

/**
 * The checks before any query: the replay's player is the key's name, and the token is signed
 * here, for this level, old enough for the run and not too old, and to this key's player.
 */
function checkPost(
  read: RunPostRead,
  player: Player,
  sender: string,
  deps: Deps,
): CheckedPost | Refusal {
  const mismatch = playerMismatch(read.player, player, 'replay');
  if (mismatch !== undefined) return mismatch;
  const receivedAt = deps.now();
  const claims = deps.tokens.check(
    read.token,
    { levelKey: read.levelKey, ticks: read.ticks },
    receivedAt,
  );
  if (typeof claims === 'string') return refused('token-refused', 'token', claims);
  // Before anything is stored: the token stays unspent for the player it was issued to.
  if (claims.playerId !== player.id) return tokenOfAnother();
  const senderHash = createHash('sha256').update(sender).digest('hex');
  return { read, tokenId: claims.id, issuedAt: claims.issuedAt, player, receivedAt, senderHash };
}

/** Where a post stands against the stored runs: stored, spent, or free (with its stored level). */
type Standing =
  | { readonly kind: 'stored'; readonly run: StoredRun }
  | Refusal
  | { readonly kind: 'free'; readonly storedLevel: string | undefined };

/**
 * Where a post stands against the stored runs, in one read: its replay is stored already (that
 * run is the answer), its token is spent by another run, its run is stored under another name,
 * date or input stream (a copy, naming the original: the same level and inputs, or once
 * verified the same course, every tick looking the same), or none of these (with the stored
 * document of its editor level, if any). The one place that decides "token spent" and "copy":
 * asked before verifying, and again, with the run's course, when storing it met a unique key (a
 * copy of what it did, or a concurrent post that won the race to store).
 */
async function standing(
  stores: ServiceStores,
  post: CheckedPost,
  course?: RunCourse,
): Promise<Standing> {
  const found = await stores.recorder.standing({
    replayHash: post.read.replayHash,
    tokenId: post.tokenId,
    identity: post.read.identity,
    levelHash: post.read.levelHash,
    ...(course === undefined ? {} : { course }),
  });
  if (found.stored !== undefined) return { kind: 'stored', run: found.stored };
  if (found.tokenSpent) {
    return refused('token-spent', 'token', 'has already been used for another run');
  }
  if (found.copyOf !== undefined) {
    const { runId } = found.copyOf;
    const text = `are the inputs of run ${runId} on this level, stored before, or play exactly as they do (every tick the same): a copy of a run is not a run`;
    return { ...refused('copy', 'replay.inputs', text), runId };
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

function ranked(run: StoredRun, created: boolean, rank: number | null): RunRanked {
  const { runId, levelKey: key, timeTicks, replayHash: hash } = run;
  const attempt = run.attempt === true ? { attempt: true as const } : {};
  return {
    kind: 'ranked',
    created,
    answer: { runId, rank, ...attempt, levelKey: key, timeTicks, replayHash: hash },
  };
}

/** The answer for a run stored before (a retried post), with its rank now. */
async function rankedAgain(stores: ServiceStores, run: StoredRun) {
  return ranked(run, false, await stores.runs.rank(run));
}

/** The bytes a post stores: its replay text, and the level document sent with it. */
function postBytes(read: RunPostRead): number {
  return storedBytes(read.canonical) + storedBytes(read.levelDocument?.canonical ?? '');
}

/**
 * Stores a verified run with its replay (and the editor level sent with it, unless stored) in one
 * transaction that counts its bytes against its key's and its address's day too. A unique key that refuses it means
 * its course is a stored run's (a copy of what that run did), or a concurrent post stored this
 * replay, spent this token or stored this run.
 */
async function record(
  post: CheckedPost,
  verified: { readonly verdict: ReplayVerdict; readonly trajectory: string },
  spender: Spender,
  deps: Deps,
): Promise<RunRanked | Refusal> {
  const { read } = post;
  const { verdict, trajectory } = verified;
  const sent = read.levelDocument;
  // The splits go to their own column, derived by the verifier from the replay.
  const { splits, ...checked } = verdict;
  const won = verdict.outcome === 'won';
  let recorded: RecordedRun;
  try {
    recorded = await deps.stores.recorder.record({
      levelKey: read.levelKey,
      player: read.player,
      // An attempt's time is the game time it lasted: what a rating's proof of play reads.
      timeTicks: won ? verdict.finalTimeTicks : verdict.ticks,
      outcome: verdict.outcome,
      senderHash: post.senderHash,
      gems: verdict.gems,
      simVersion: SIM_VERSION,
      recordedAt: read.recordedAt,
      receivedAt: new Date(post.receivedAt).toISOString(),
      replayHash: read.replayHash,
      tokenId: post.tokenId,
      playerId: post.player.id,
      inputHash: read.identity,
      trajectory,
      verdict: { ...checked, simVersion: SIM_VERSION },
      ...(splits === undefined ? {} : { splits: [...splits] }),
      canonical: read.canonical,
      stored: deps.quota.charge(spender, postBytes(read)),
      ...(sent === undefined ? {} : { level: { hash: sent.hash, document: sent.canonical } }),
    });
  } catch (error) {
    const course = { trajectory, levelKey: read.levelKey, simVersion: SIM_VERSION };
    const now = await standing(deps.stores, post, course);
    if (now.kind === 'free') throw error;
    return now.kind === 'stored' ? rankedAgain(deps.stores, now.run) : now;
  }
  return ranked(recorded.run, true, recorded.rank);
}

/**
 * POST /api/runs, once the post is read (`readRunPost`: the replay decoded, its inputs unpadded,
 * a level document checked) with its player's key: check the replay's player against the key's
 * name and the token (signature, level, age, the player it was issued to), refuse a claimed win
 * too short to be one, find where the post stands (a copy of a stored run is refused), check the
 * recording time and the key's bytes for today, re-simulate the replay in the worker pool in its
 * sender's turn, and only then store the run and its replay in one transaction. A replay of an
 * editor level is re-simulated on the level document sent with it or on the one stored, and a
 * new level is stored with the run. A replay that verifies but is not won (caught, out of time,
 * or quit while playing) takes the same path and limits and is stored as an attempt: never
 * ranked, its key's proof of play. The same replay posted again answers with the run already
 * stored, so a retried post never duplicates.
 */
export async function postRun(
  read: RunPostRead,
  player: Player,
  sender: string,
  deps: Deps,
): Promise<RunRanked | Refusal> {
  const post = checkPost(read, player, sender, deps);
  if (isRefusal(post)) return post;
  const hopeless =
    read.outcome === 'won' ? cannotWin(read, deps.verifier.minWinTicks(read.levelKey)) : undefined;
  if (hopeless !== undefined) return hopeless;
  const before = await standing(deps.stores, post);
  if (before.kind === 'stored') return rankedAgain(deps.stores, before.run);
  if (isRefusal(before)) return before;
  // After the stored run's answer: a retried post of a stored replay is answered as before.
  const late = recordedAtRefusal(read.recordedAt, post);
  if (late !== undefined) return late;
  const spender = { player, bucket: sender };
  const overQuota = await deps.quota.precheck(deps.stores, spender, postBytes(read));
  if (overQuota !== undefined) return overQuota;
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
  return record(post, verified, spender, deps);
}
