import { createHash } from 'node:crypto';
import * as v from 'valibot';
import {
  decodeReplay,
  encodeReplay,
  isHashRef,
  levelKey,
  ReplayError,
  type Replay,
} from '../replay';
import { SIM_VERSION } from '../sim';
import { postRunRequestSchema } from './api-schemas';
import { checkLevelDocument, isProblem, type CheckedLevel } from './levels/editor-level';
import type { LevelStore } from './levels/level-store';
import { fieldOf, problem, type Problem } from './problem';
import type { RunStore, StoredRun } from './run-store';
import type { StartTokens } from './start-tokens';
import { VerifierUnavailable, type VerifierPool } from './verifier-pool';

/** What posting a run needs. */
export interface PostRunDeps {
  readonly store: RunStore;
  readonly levels: LevelStore;
  readonly tokens: StartTokens;
  readonly verifier: VerifierPool;
  /** Milliseconds since the epoch (injected, so tests can post "later"). */
  readonly now: () => number;
  /** Most ticks a posted replay may hold; longer ones are refused before verifying. */
  readonly tickCap: number;
}

/** The answer to a post: a ranked run (201 new, 200 posted before) or a problem. */
export type PostRunAnswer =
  | { readonly status: 200 | 201; readonly body: Record<string, unknown> }
  | { readonly status: 'problem'; readonly problem: Problem; readonly retryAfterS?: number };

/** SHA-256 of a replay's canonical JSON text, hex: the address it is stored under. */
export function replayHash(canonical: string): string {
  return createHash('sha256').update(canonical).digest('hex');
}

function refused(kind: Parameters<typeof problem>[0], status: number, field: string, text: string) {
  return { status: 'problem' as const, problem: problem(kind, status, { field, problem: text }) };
}

async function ranked(
  store: RunStore,
  run: StoredRun,
  status: 200 | 201,
  canonical: string,
): Promise<PostRunAnswer> {
  const rank = await store.rank(run, canonical);
  const { runId, levelKey: key, timeTicks, replayHash: hash } = run;
  return { status, body: { runId, rank, levelKey: key, timeTicks, replayHash: hash } };
}

function decode(input: unknown): Replay | PostRunAnswer {
  try {
    return decodeReplay(input);
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    const field = error.field === '(document)' ? 'replay' : `replay.${error.field}`;
    return refused('invalid-replay', 422, field, error.problem);
  }
}

/**
 * The level of a replay that names one by hash: the level document sent with the run (checked:
 * shape, hash, parse), or else the one stored; a problem when there is neither.
 */
async function editorLevel(
  hash: string,
  sent: unknown,
  levels: LevelStore,
): Promise<CheckedLevel | PostRunAnswer> {
  if (sent !== undefined) {
    const checked = checkLevelDocument(sent, 'levelDocument', hash);
    return isProblem(checked) ? { status: 'problem', problem: checked } : checked;
  }
  const stored = await levels.level(hash);
  if (stored === undefined) {
    return refused(
      'unknown-level',
      422,
      'levelDocument',
      `is missing, and this service has no level hash:${hash}: send the level document with the run`,
    );
  }
  const checked = checkLevelDocument(JSON.parse(stored.document), 'levelDocument', hash);
  // What was stored was checked on the way in; a stored level that no longer parses is a bug.
  if (isProblem(checked))
    throw new Error(`stored level ${hash} no longer reads: ${checked.detail}`);
  return checked;
}

/**
 * POST /api/runs: decode the replay, check the token (signature, level, age), re-simulate in
 * the worker pool, and only then store the run and its replay in one transaction. A replay of
 * an editor level is re-simulated on the level document sent with it (`levelDocument`, which must
 * hash to the replay's level hash and parse) or on the one stored, and a new level is stored with
 * the run. The same replay posted again answers with the run already stored, so a retried post
 * never duplicates.
 */
export async function postRun(body: unknown, deps: PostRunDeps): Promise<PostRunAnswer> {
  const envelope = v.safeParse(postRunRequestSchema, body, { abortEarly: true });
  if (!envelope.success) {
    const [issue] = envelope.issues;
    return refused('invalid-request', 400, fieldOf(issue.path), issue.message);
  }
  const replay = decode(envelope.output.replay);
  if ('status' in replay) return replay;
  const sentLevel = envelope.output.levelDocument;
  if (!isHashRef(replay.level) && sentLevel !== undefined) {
    const text = 'only a replay of a level made in the editor ({"hash": …}) comes with its level';
    return refused('invalid-request', 422, 'levelDocument', text);
  }
  if (replay.final.tick > deps.tickCap) {
    const text = `is ${replay.final.tick} ticks, over this service's cap of ${deps.tickCap}`;
    return refused('invalid-replay', 422, 'replay.final.tick', text);
  }
  const canonical = encodeReplay(replay);
  const hash = replayHash(canonical);
  const key = levelKey(replay.level);
  const claims = deps.tokens.check(
    envelope.output.token,
    { levelKey: key, ticks: replay.final.tick },
    deps.now(),
  );
  if (typeof claims === 'string') return refused('token-refused', 422, 'token', claims);
  const existing = await deps.store.runByReplayHash(hash);
  if (existing !== undefined) return ranked(deps.store, existing, 200, canonical);
  if (await deps.store.tokenSpent(claims.id)) {
    return refused('token-spent', 409, 'token', 'has already been used for another run');
  }
  let level: CheckedLevel | undefined;
  if (isHashRef(replay.level)) {
    const found = await editorLevel(replay.level.hash, sentLevel, deps.levels);
    if ('status' in found) return found;
    level = found;
  }
  let verdict;
  try {
    verdict = await deps.verifier.verify(canonical, level?.canonical);
  } catch (error) {
    if (!(error instanceof VerifierUnavailable)) throw error;
    return { ...refused('unavailable', 503, 'replay', error.message), retryAfterS: 1 };
  }
  if (!verdict.ok) {
    const mismatch = verdict.firstMismatchTick ?? replay.final.tick;
    const text = `does not verify: the re-simulated run diverges by tick ${mismatch}`;
    return {
      status: 'problem',
      problem: problem('replay-mismatch', 422, {
        field: 'replay',
        problem: text,
        firstMismatchTick: mismatch,
      }),
    };
  }
  if (verdict.outcome !== 'won') {
    return refused(
      'run-not-won',
      422,
      'replay.final.outcome',
      `is ${verdict.outcome}; only won runs rank`,
    );
  }
  const inserted = await deps.store.insert({
    levelKey: key,
    player: replay.player,
    timeTicks: verdict.finalTimeTicks,
    gems: verdict.gems,
    simVersion: SIM_VERSION,
    recordedAt: replay.recordedAt,
    receivedAt: new Date(deps.now()).toISOString(),
    replayHash: hash,
    canonical,
    tokenId: claims.id,
    verdict: { ...verdict, simVersion: SIM_VERSION },
    level: level === undefined ? undefined : { hash: level.hash, document: level.canonical },
  });
  if (inserted === 'token-spent') {
    return refused('token-spent', 409, 'token', 'has already been used for another run');
  }
  return ranked(deps.store, inserted.run, inserted.created ? 201 : 200, canonical);
}
