import * as v from 'valibot';
import {
  decodeLevelLink,
  encodeReplay,
  levelKey,
  LevelLinkError,
  type DecodedLevelLink,
} from '../../replay';
import { SIM_VERSION } from '../../sim';
import { publishLevelRequestSchema } from '../api-schemas';
import { replayHash, type PostRunAnswer, type PostRunDeps } from '../post-run';
import { fieldOf, problem } from '../problem';
import { VerifierUnavailable } from '../verifier-pool';
import { checkLevelDocument, isProblem } from './editor-level';
import type { StoredLevel } from './level-store';

function refused(kind: Parameters<typeof problem>[0], status: number, field: string, text: string) {
  return { status: 'problem' as const, problem: problem(kind, status, { field, problem: text }) };
}

/** A stored level as the API answers it: its hash, board key, document and maker. */
export function levelBody(stored: StoredLevel): Record<string, unknown> {
  return {
    hash: stored.hash,
    levelKey: levelKey({ hash: stored.hash }),
    level: JSON.parse(stored.document) as unknown,
    maker: stored.maker,
  };
}

/**
 * POST /api/levels: publishes a level by its link. The link is decoded with the game's own
 * strictness, the level checked (shape, parse), the proof's level hash compared with the
 * level's, and the proof re-simulated in the worker pool; only a proof that wins is stored, as
 * the level's maker, with the level (both once: the first published proof stays the maker's).
 */
export async function publishLevel(body: unknown, deps: PostRunDeps): Promise<PostRunAnswer> {
  const request = v.safeParse(publishLevelRequestSchema, body, { abortEarly: true });
  if (!request.success) {
    const [issue] = request.issues;
    return refused('invalid-request', 400, fieldOf(issue.path), issue.message);
  }
  let link: DecodedLevelLink;
  try {
    link = decodeLevelLink(request.output.link);
  } catch (error) {
    if (!(error instanceof LevelLinkError)) throw error;
    const field = error.field.startsWith('(') ? 'link' : `link.${error.field}`;
    return refused('invalid-level', 422, field, error.problem);
  }
  const level = checkLevelDocument(link.doc, 'link.level');
  if (isProblem(level)) return { status: 'problem', problem: level };
  const { proof } = link;
  if (!('hash' in proof.level) || proof.level.hash !== level.hash) {
    const text = `names another level than this one (hash ${level.hash}): the level was changed after its proof was recorded`;
    return refused('level-mismatch', 422, 'link.proof.level.hash', text);
  }
  if (proof.final.tick > deps.tickCap) {
    const text = `is ${proof.final.tick} ticks, over this service's cap of ${deps.tickCap}`;
    return refused('invalid-replay', 422, 'link.proof.final.tick', text);
  }
  const canonical = encodeReplay(proof);
  let verdict;
  try {
    verdict = await deps.verifier.verify(canonical, level.canonical);
  } catch (error) {
    if (!(error instanceof VerifierUnavailable)) throw error;
    return { ...refused('unavailable', 503, 'link.proof', error.message), retryAfterS: 1 };
  }
  if (!verdict.ok || verdict.outcome !== 'won') {
    const mismatch = verdict.firstMismatchTick ?? proof.final.tick;
    const text = `does not win this level: the re-simulated run diverges by tick ${mismatch}`;
    return {
      status: 'problem',
      problem: problem('replay-mismatch', 422, {
        field: 'link.proof',
        problem: text,
        firstMismatchTick: mismatch,
      }),
    };
  }
  const created = await deps.levels.publish(
    { hash: level.hash, document: level.canonical, storedAt: new Date(deps.now()).toISOString() },
    {
      player: proof.player,
      timeTicks: verdict.finalTimeTicks,
      gems: verdict.gems,
      recordedAt: proof.recordedAt,
      simVersion: SIM_VERSION,
      replayHash: replayHash(canonical),
      canonical,
    },
  );
  const stored = await deps.levels.level(level.hash);
  if (stored === undefined) throw new Error(`level ${level.hash} was not stored`);
  return { status: created ? 201 : 200, body: levelBody(stored) };
}
