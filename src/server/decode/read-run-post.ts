import {
  MAX_BODY_DEPTH,
  postRunRequest,
  readJsonObject,
  readShape,
  type PostRunRequest,
} from '../../api';
import {
  decodeReplay,
  deeperThan,
  encodeReplay,
  isHashRef,
  levelKey,
  MAX_REPLAY_DEPTH,
  ReplayError,
  type Replay,
} from '../../replay';
import { SIM_VERSION } from '../../sim';
import { isRefusal, refused, type Refusal } from '../../api/refusal';
import type { ReadProblem, RunPostRead } from './request-reads';
import { paddedInputs } from './padded-inputs';
import { readLevelDocument } from './read-level';
import { replayHash } from './replay-hash';
import { runIdentity } from './run-identity';

/** Bodies up to this many characters are read on the HTTP thread; longer ones in a worker. */
export const INLINE_BODY_CHARS = 8 * 1024;

/** A replay over `tickCap` ticks, refused before any re-simulation; undefined when it fits. */
export function overTickCap(
  replay: Pick<Replay, 'final'>,
  tickCap: number,
  field: string,
): Refusal | undefined {
  if (replay.final.tick <= tickCap) return undefined;
  const problem = `is ${replay.final.tick} ticks, over this service's cap of ${tickCap}`;
  return refused('invalid-replay', `${field}.final.tick`, problem);
}

function decode(input: unknown): Replay | Refusal {
  if (typeof input === 'string' && deeperThan(input, MAX_REPLAY_DEPTH) >= 0) {
    const problem = `nests deeper than a replay can (${MAX_REPLAY_DEPTH} levels)`;
    return refused('invalid-replay', 'replay', problem);
  }
  try {
    return decodeReplay(input);
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    const field = error.field === '(document)' ? 'replay' : `replay.${error.field}`;
    // A replay of other rules: the game is told which version the service runs.
    if (error.field === 'simVersion') {
      return { ...refused('version-mismatch', field, error.problem), simVersion: SIM_VERSION };
    }
    return refused('invalid-replay', field, error.problem);
  }
}

/** A practice run (begun from another run's state) verifies, but never ranks: refused. */
function practiceRun(replay: Replay): Refusal | undefined {
  if (replay.practice === undefined) return undefined;
  const from = String(replay.practice.fromTick);
  const problem = `marks a practice run, begun at tick ${from} of another run; practice runs never rank`;
  return refused('practice-run', 'replay.practice', problem);
}

/**
 * A post's replay and level document read, checked as far as they can be without the database
 * or the token's secret: the replay decodes, is no practice run, is within the tick cap, its
 * inputs are not padded (two neighbouring runs of one input), a level document comes
 * only with an editor level's replay and names that level, and parses.
 */
export function readRunPost(request: PostRunRequest, tickCap: number): RunPostRead | Refusal {
  const replay = decode(request.replay);
  if (isRefusal(replay)) return replay;
  const practice = practiceRun(replay);
  if (practice !== undefined) return practice;
  const level = replay.level;
  const levelHash = isHashRef(level) ? level.hash : undefined;
  if (levelHash === undefined && request.levelDocument !== undefined) {
    const problem =
      'only a replay of a level made in the editor ({"hash": …}) comes with its level';
    return refused('invalid-request', 'levelDocument', problem);
  }
  const overCap = overTickCap(replay, tickCap, 'replay') ?? paddedInputs(replay, 'replay');
  if (overCap !== undefined) return overCap;
  let levelDocument: RunPostRead['levelDocument'];
  if (levelHash !== undefined && request.levelDocument !== undefined) {
    const checked = readLevelDocument(request.levelDocument, 'levelDocument', levelHash);
    if (isRefusal(checked)) return checked;
    levelDocument = checked;
  }
  const canonical = encodeReplay(replay);
  return {
    ok: true,
    kind: 'run-post',
    token: request.token,
    canonical,
    replayHash: replayHash(canonical),
    levelKey: levelKey(level),
    levelHash,
    ticks: replay.final.tick,
    outcome: replay.final.outcome,
    player: replay.player,
    recordedAt: replay.recordedAt,
    identity: runIdentity(levelKey(level), replay.inputs),
    levelDocument,
  };
}

/**
 * A post's body read whole: its nesting depth, then JSON, its shape, then `readRunPost`. The same
 * on the HTTP thread (a body up to INLINE_BODY_CHARS) and in a worker (a longer one).
 */
export function readRunPostBody(body: string, tickCap: number): RunPostRead | ReadProblem {
  const json = readJsonObject(body, MAX_BODY_DEPTH);
  if (!json.ok) return json;
  const request = readShape(postRunRequest, json.value);
  if (!request.ok) return request;
  return readRunPost(request.value, tickCap);
}
