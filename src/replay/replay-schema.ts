import * as v from 'valibot';
import { MAX_INPUT, OUTCOMES, SIM_VERSION, TICKS_PER_SECOND } from '../sim';
import { describeValue } from '../sim/core/describe-value';
import {
  MAX_CHECKPOINTS,
  MAX_INPUT_RUNS,
  MAX_RECORDED_AT_LENGTH,
  MAX_REPLAY_PLAYER,
  MAX_REPLAY_TICKS,
  REPLAY_FORMAT,
  REPLAY_VERSIONS,
  versionList,
  withoutMinusZero,
} from './format';

function integer(min: number, max: number, what: string) {
  return v.pipe(
    v.number(`must be ${what}, a whole number from ${min} to ${max}`),
    v.integer(`must be ${what}, a whole number from ${min} to ${max}`),
    v.minValue(min, `must be ${what}, a whole number from ${min} to ${max}`),
    v.maxValue(max, `must be ${what}, a whole number from ${min} to ${max}`),
    v.transform(withoutMinusZero),
  );
}

const hash = v.pipe(
  v.string('must be a state hash: 8 lowercase hex digits'),
  v.regex(/^[0-9a-f]{8}$/, 'must be a state hash: 8 lowercase hex digits'),
);

/** Checks the array's length before any item, so a huge array costs nothing to refuse. */
function boundedArray<T>(item: v.GenericSchema<unknown, T>, max: number, what: string) {
  return v.pipe(
    v.array(v.unknown(), `must be an array of ${what}`),
    v.maxLength(max, (issue) => `holds ${issue.received} ${what}, over the limit of ${max}`),
    v.array(item),
  );
}

const inputRun = v.strictTuple(
  [integer(1, MAX_REPLAY_TICKS, 'a run length'), integer(0, MAX_INPUT, 'an input')],
  'must be a pair [runLength, input]',
);

const checkpoint = v.strictTuple(
  [integer(0, MAX_REPLAY_TICKS, 'a tick'), hash],
  'must be a pair [tick, "8 hex digits"]',
);

const playerPattern = /^[^\p{Cc}\p{Cs}]+$/u;

/**
 * The shape of a version 1, 2 or 3 replay, field by field in the order they are checked, so the first
 * problem reported is the most telling one (a document that is not a replay at all fails on
 * `format`). What needs the whole document (sums, checkpoint ticks, the level) is checked after.
 */
export const replaySchema = v.strictObject(
  {
    format: v.literal(REPLAY_FORMAT, `must be "${REPLAY_FORMAT}"`),
    version: v.picklist(
      REPLAY_VERSIONS,
      (issue) =>
        `unsupported version ${describeValue(issue.input)}; this game reads versions ${versionList()}`,
    ),
    simVersion: v.pipe(
      integer(1, 0xffff, 'a simulation version'),
      v.check(
        (value) => value === SIM_VERSION,
        (issue) =>
          `recorded with simulation version ${issue.received}, but this game runs version ${SIM_VERSION}: its rules differ, so the replay cannot be reproduced`,
      ),
    ),
    level: v.unknown(),
    ticksPerSecond: v.literal(
      TICKS_PER_SECOND,
      `must be ${TICKS_PER_SECOND}, the simulation's fixed rate`,
    ),
    inputs: boundedArray(inputRun, MAX_INPUT_RUNS, 'input runs'),
    checkpoints: boundedArray(checkpoint, MAX_CHECKPOINTS, 'checkpoints'),
    final: v.strictObject(
      {
        tick: integer(0, MAX_REPLAY_TICKS, 'a tick'),
        outcome: v.picklist(OUTCOMES, `must be one of ${OUTCOMES.join(', ')}`),
        hash,
      },
      'must be an object {tick, outcome, hash}',
    ),
    practice: v.optional(
      v.strictObject(
        { fromTick: integer(0, MAX_REPLAY_TICKS, 'a tick') },
        'must be an object {fromTick}',
      ),
    ),
    player: v.pipe(
      v.string('must be a player name'),
      v.minLength(1, 'must not be empty'),
      v.maxLength(MAX_REPLAY_PLAYER, `must be at most ${MAX_REPLAY_PLAYER} characters`),
      v.check((name) => name.trim() === name, 'must not start or end with spaces'),
      v.regex(playerPattern, 'must not hold control characters'),
    ),
    recordedAt: v.pipe(
      v.string('must be an ISO 8601 timestamp'),
      v.maxLength(MAX_RECORDED_AT_LENGTH, `must be at most ${MAX_RECORDED_AT_LENGTH} characters`),
      v.isoTimestamp('must be an ISO 8601 timestamp such as 2026-03-14T09:26:53.589Z'),
    ),
  },
  'must be a replay object',
);
