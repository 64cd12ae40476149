import * as v from 'valibot';
import type { Outcome } from '../sim';
import {
  CHECKPOINT_INTERVAL,
  MAX_REPLAY_CHARS,
  MAX_REPLAY_TICKS,
  REPLAY_FORMAT,
  replayVersionFor,
  type Checkpoint,
  type InputRun,
  type LevelRef,
  type Practice,
  type Replay,
  type ReplayVersion,
} from './format';
import { checkLevelRef } from './level-ref';
import { fieldPath, notJsonProblem, ReplayError, type ReplayProblem } from './replay-error';
import { replaySchema } from './replay-schema';

/** `inputs[3][0]`-style path of a valibot issue path. */
function pathOf(items: readonly v.IssuePathItem[] | undefined): string {
  return fieldPath(items, { whole: '(document)' });
}

/**
 * The kind of a schema problem in `field`: a wrong `format` is not a replay, a `version` this
 * game does not read is one, and a `simVersion` that is a version, but not this game's, is of
 * other rules. Any other is an invalid field.
 */
function schemaProblem(field: string, issue: v.BaseIssue<unknown>): ReplayProblem {
  if (field === 'format') return 'not-a-replay';
  if (field === 'version') return 'unsupported-version';
  if (field === 'simVersion' && issue.type === 'check') return 'other-rules';
  return 'invalid-field';
}

function toReplayError(issue: v.BaseIssue<unknown>): ReplayError {
  if (issue.type === 'strict_tuple' && issue.expected === 'never') {
    // An extra item: the pair itself is wrong, not the item after it.
    return new ReplayError(pathOf(issue.path?.slice(0, -1)), issue.message, 'invalid-field');
  }
  const field = pathOf(issue.path);
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    return new ReplayError(field, 'unknown key: not part of a replay', 'unknown-key');
  }
  if (issue.type === 'strict_object' && issue.input === undefined) {
    return new ReplayError(field, 'is missing', 'missing');
  }
  return new ReplayError(field, issue.message, schemaProblem(field, issue));
}

/** The whole-document rules the schema cannot see: tick totals and checkpoint placement. */
function checkTicks(inputs: readonly InputRun[], checkpoints: readonly Checkpoint[], end: number) {
  let total = 0;
  for (let i = 0; i < inputs.length; i++) {
    total += inputs[i]?.[0] ?? 0;
    if (total > MAX_REPLAY_TICKS) {
      throw new ReplayError(
        `inputs[${i}][0]`,
        `brings the run to ${total} ticks, over the limit of ${MAX_REPLAY_TICKS}`,
        'too-large',
      );
    }
  }
  if (total !== end) {
    throw new ReplayError(
      'inputs',
      `run lengths add up to ${total} ticks, but final.tick is ${end}: a replay holds one input per tick`,
      'inconsistent',
    );
  }
  const expected = Math.floor(end / CHECKPOINT_INTERVAL);
  for (let i = 0; i < checkpoints.length; i++) {
    const tick = checkpoints[i]?.[0];
    const want = (i + 1) * CHECKPOINT_INTERVAL;
    if (tick !== want) {
      throw new ReplayError(
        `checkpoints[${i}][0]`,
        `is tick ${String(tick)}, but checkpoint ${i + 1} must be at tick ${want} (one every ${CHECKPOINT_INTERVAL} ticks, up to final.tick)`,
        'inconsistent',
      );
    }
  }
  if (checkpoints.length !== expected) {
    throw new ReplayError(
      'checkpoints',
      `holds ${checkpoints.length} checkpoints, but a run of ${end} ticks has ${expected} (one every ${CHECKPOINT_INTERVAL} ticks)`,
      'inconsistent',
    );
  }
}

/**
 * The version rule: a practice run is version 3; any other replay of an editor level
 * (`{"hash": …}`) version 2, of a built-in or generated level version 1. So each replay has
 * exactly one text and version-1 replays read as they always did.
 */
function checkVersion(version: ReplayVersion, level: LevelRef, practice: Practice | undefined) {
  const want = replayVersionFor(level, practice);
  if (version === want) return;
  if (want === 3) {
    throw new ReplayError(
      'practice',
      `marks a practice run, which only a version 3 replay holds (this one is version ${version})`,
      'inconsistent',
    );
  }
  if (version === 3) {
    throw new ReplayError(
      'version',
      'is 3, but only a practice run (with practice) is version 3',
      'inconsistent',
    );
  }
  if (want === 2) {
    throw new ReplayError(
      'level',
      'names a level by hash, which a version 1 replay cannot: an editor level is recorded as version 2',
      'inconsistent',
    );
  }
  throw new ReplayError(
    'version',
    'is 2, but a replay of a built-in or generated level is written as version 1',
    'inconsistent',
  );
}

function parse(text: string): unknown {
  if (text.length > MAX_REPLAY_CHARS) {
    throw new ReplayError(
      '(document)',
      `is ${text.length} characters, over the limit of ${MAX_REPLAY_CHARS}`,
      'too-large',
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ReplayError('(document)', notJsonProblem(error), 'not-json');
  }
}

function decode(input: unknown): Replay {
  const value = typeof input === 'string' ? parse(input) : input;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ReplayError(
      '(document)',
      'must be a replay object: {"format": "mythic-maze-replay", …}',
      'not-a-replay',
    );
  }
  const result = v.safeParse(replaySchema, value, { abortEarly: true });
  if (!result.success) {
    const [issue] = result.issues;
    throw toReplayError(issue);
  }
  const doc = result.output;
  const level = checkLevelRef(doc.level);
  const practice = doc.practice === undefined ? undefined : { fromTick: doc.practice.fromTick };
  checkVersion(doc.version, level, practice);
  checkTicks(doc.inputs, doc.checkpoints, doc.final.tick);
  if (practice !== undefined && practice.fromTick > doc.final.tick) {
    throw new ReplayError(
      'practice.fromTick',
      `is tick ${practice.fromTick}, after the run's end at tick ${doc.final.tick}`,
      'inconsistent',
    );
  }
  return {
    format: REPLAY_FORMAT,
    version: doc.version,
    simVersion: doc.simVersion,
    level,
    ticksPerSecond: doc.ticksPerSecond,
    inputs: doc.inputs,
    checkpoints: doc.checkpoints,
    final: { tick: doc.final.tick, outcome: doc.final.outcome, hash: doc.final.hash },
    ...(practice === undefined ? {} : { practice }),
    player: doc.player,
    recordedAt: doc.recordedAt,
  };
}

/**
 * Reads a replay from JSON text or an already parsed value, checking every field and limit.
 * Throws a ReplayError naming the field and the problem, and nothing else, whatever the input.
 */
export function decodeReplay(input: unknown): Replay {
  try {
    return decode(input);
  } catch (error) {
    if (error instanceof ReplayError) throw error;
    // A hostile parsed value (a throwing getter, a revoked proxy) must still end in a ReplayError.
    throw new ReplayError('(document)', 'could not be read as a replay', 'not-a-replay');
  }
}

/**
 * The canonical JSON text of a replay: fields in documented order, no whitespace. Decoding it
 * gives an equal replay, and encoding that gives the identical text.
 */
export function encodeReplay(replay: Replay): string {
  const final: { tick: number; outcome: Outcome; hash: string } = {
    tick: replay.final.tick,
    outcome: replay.final.outcome,
    hash: replay.final.hash,
  };
  return JSON.stringify({
    format: replay.format,
    version: replay.version,
    simVersion: replay.simVersion,
    level: checkLevelRef(replay.level),
    ticksPerSecond: replay.ticksPerSecond,
    inputs: replay.inputs.map(([length, input]) => [length, input]),
    checkpoints: replay.checkpoints.map(([tick, hash]) => [tick, hash]),
    final,
    ...(replay.practice === undefined ? {} : { practice: { fromTick: replay.practice.fromTick } }),
    player: replay.player,
    recordedAt: replay.recordedAt,
  });
}
