import {
  decodeLevelLink,
  encodeReplay,
  LevelLinkError,
  levelKey,
  verifyReplay,
  type DecodedLevelLink,
  type Replay,
} from '../../replay';
import type { Level } from '../../sim';
import { isRefusal, refused, type Refusal } from '../../api/refusal';
import type { LevelLinkRead } from './request-reads';
import type { BuiltLevel } from './level-cache';
import { readLevelDocument } from './read-level';
import { paddedInputs } from './padded-inputs';
import { overTickCap } from './read-run-post';
import { courseDigest } from './course-digest';
import { replayHash } from './replay-hash';
import { runIdentity } from './run-identity';

/** Where a worker keeps and finds the levels it builds. */
export interface LinkLevels {
  /** Receives the level parsed while the link's level document is checked. */
  readonly parsed: (hash: string, level: Level) => void;
  /** The level of a replay (an editor level's from the cache). */
  readonly of: (replay: Replay, levelDocument: string) => BuiltLevel;
}

function decodeLink(link: string): DecodedLevelLink | Refusal {
  try {
    return decodeLevelLink(link);
  } catch (error) {
    if (!(error instanceof LevelLinkError)) throw error;
    const field = error.field.startsWith('(') ? 'link' : `link.${error.field}`;
    return refused('invalid-level', field, error.problem);
  }
}

/**
 * A level link to publish, read and its proof re-simulated, in one job of a worker: the link
 * decoded with the game's own strictness (a link of a kilobyte may inflate to a megabyte), the
 * level checked (shape, parse, name), the proof's level hash compared with the level's, its
 * ticks against the cap and against the fewest a win takes, its inputs for padding, and only
 * then re-simulated (with its splits: a published proof is stored as its maker's run).
 */
export function readLevelLink(
  link: string,
  tickCap: number,
  levels: LinkLevels,
): LevelLinkRead | Refusal {
  const decoded = decodeLink(link);
  if (isRefusal(decoded)) return decoded;
  const level = readLevelDocument(decoded.doc, 'link.level', undefined, levels.parsed);
  if (isRefusal(level)) return level;
  const { proof } = decoded;
  if (!('hash' in proof.level) || proof.level.hash !== level.hash) {
    const problem = `names another level than this one (hash ${level.hash}): the level was changed after its proof was recorded`;
    return refused('level-mismatch', 'link.proof.level.hash', problem);
  }
  const overCap = overTickCap(proof, tickCap, 'link.proof') ?? paddedInputs(proof, 'link.proof');
  if (overCap !== undefined) return overCap;
  const built = levels.of(proof, level.canonical);
  if (proof.final.tick < built.minWinTicks) {
    const problem = `does not win this level: it lasts ${proof.final.tick} ticks, and no win of this level takes fewer than ${built.minWinTicks}`;
    return refused('replay-mismatch', 'link.proof', problem, proof.final.tick);
  }
  const canonical = encodeReplay(proof);
  const options = { level: built.level, splits: true, trajectory: true };
  const { trajectory: course, ...verdict } = verifyReplay(proof, options);
  return {
    ok: true,
    ...(decoded.author === undefined ? {} : { author: decoded.author }),
    level,
    proof: {
      canonical,
      hash: replayHash(canonical),
      player: proof.player,
      recordedAt: proof.recordedAt,
      identity: runIdentity(levelKey({ hash: level.hash }), proof.inputs),
      trajectory: courseDigest(course ?? new Uint32Array(0)),
    },
    verdict,
  };
}
