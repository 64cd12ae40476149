/**
 * Child process: time to derive the splits (`replaySplits` from src/replay: every key, door, gem
 * and the exit, by re-simulation) of one hour of play (72 000 ticks) recorded on the largest
 * built-in level, the same replays the verifier's figure uses.
 * Usage: node --import tsx bench/node/replay-splits.ts
 */
import { decodeReplay, replaySplits } from '../../src/replay';
import { largestBuiltInLevel } from '../bench-levels';
import { reportOutcome } from './child-protocol';
import { heldInputTape } from './input-tape';
import { recordReplayDocuments } from './replay-documents';

/** One hour at 20 ticks a second. */
const HOUR_TICKS = 72_000;
/** The verifier's tape, so both figures cover the same runs. */
const TAPE_SEED = 20_240_903;
/** Untimed passes first, so the timed one runs optimised code. */
const WARM_UP_PASSES = 3;

const level = largestBuiltInLevel();
const replays = recordReplayDocuments({
  level,
  tape: heldInputTape(TAPE_SEED, 1 << 16),
  totalTicks: HOUR_TICKS,
}).map((document) => decodeReplay(document));

/** The splits of every replay; how many there were in all. */
function splitAll(): number {
  let splits = 0;
  for (const replay of replays) splits += replaySplits(replay, { level }).length;
  return splits;
}

for (let pass = 0; pass < WARM_UP_PASSES; pass++) splitAll();
const started = performance.now();
const splits = splitAll();
const ms = performance.now() - started;
reportOutcome({
  kind: 'measured',
  value: ms,
  details: { level: level.id, replays: replays.length, ticks: HOUR_TICKS, splits },
});
