/**
 * A runner's batch of inputs as one binary WebSocket frame: a few bytes where the same batch as
 * JSON text took forty. Layout, every number an unsigned LEB128 varint (seven bits a byte, low
 * bits first, the top bit set on every byte but the last):
 *
 * ```
 * byte 0        LIVE_INPUTS_FRAME_TYPE (1)
 * varint        from: the run's tick before the batch's first (at most 4 bytes)
 * then pairs    input (one byte, 0..MAX_INPUT), ticks (varint, 1..LIVE_MAX_TICKS_PER_BATCH)
 * ```
 *
 * At least one pair, at most LIVE_MAX_TICKS_PER_BATCH ticks in all, nothing after the last pair.
 * Four ticks of one input at tick 300 are `01 ac 02 00 04`: five bytes.
 */
import { MAX_INPUT } from '../sim';
import { LIVE_MAX_TICKS_PER_BATCH } from './live';

/** The first byte of a binary inputs frame: the only binary frame a runner sends. */
export const LIVE_INPUTS_FRAME_TYPE = 1;

/** Most bytes the `from` varint takes: 28 bits, far over any run's tick cap. */
const MAX_FROM_BYTES = 4;
/** Most bytes a pair's tick count takes (LIVE_MAX_TICKS_PER_BATCH fits in one). */
const MAX_TICKS_BYTES = 2;

/** A batch of inputs: the run's tick before its first, and its run-length pairs `[ticks, input]`. */
export interface LiveInputsBatch {
  readonly from: number;
  readonly runs: readonly (readonly [number, number])[];
}

/** Why a binary frame was not a batch: what a person reading the close reason needs. */
export interface LiveInputsProblem {
  readonly problem: string;
}

function writeVarint(bytes: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
}

/**
 * A batch written as its binary frame. Writes any whole numbers given (the service, not the
 * writer, refuses a batch it does not take).
 */
export function encodeLiveInputs(batch: LiveInputsBatch): Uint8Array<ArrayBuffer> {
  const bytes: number[] = [LIVE_INPUTS_FRAME_TYPE];
  writeVarint(bytes, batch.from);
  for (const [ticks, input] of batch.runs) {
    bytes.push(input & 0xff);
    writeVarint(bytes, ticks);
  }
  return Uint8Array.from(bytes);
}

/** Reads one varint of at most `maxBytes` at `at`: its value and where the next field starts. */
function readVarint(
  bytes: Uint8Array,
  at: number,
  maxBytes: number,
): { value: number; next: number } | undefined {
  let value = 0;
  for (let i = 0; i < maxBytes; i++) {
    const byte = bytes[at + i];
    if (byte === undefined) return undefined;
    value += (byte & 0x7f) * 2 ** (7 * i);
    if (byte < 0x80) return { value, next: at + i + 1 };
  }
  return undefined;
}

/**
 * A binary frame read as a batch, or what is wrong with it: another type byte, a varint cut
 * short or too long, no pair, an input over MAX_INPUT, a pair of 0 ticks, more than
 * LIVE_MAX_TICKS_PER_BATCH ticks, or a byte left over.
 */
export function decodeLiveInputs(bytes: Uint8Array): LiveInputsBatch | LiveInputsProblem {
  if (bytes[0] !== LIVE_INPUTS_FRAME_TYPE) {
    return { problem: `a binary frame starts with type ${String(LIVE_INPUTS_FRAME_TYPE)}` };
  }
  const from = readVarint(bytes, 1, MAX_FROM_BYTES);
  if (from === undefined)
    return { problem: `from: not a varint of at most ${MAX_FROM_BYTES} bytes` };
  const runs: [number, number][] = [];
  let total = 0;
  let at = from.next;
  while (at < bytes.length) {
    const input = bytes[at] ?? 0;
    if (input > MAX_INPUT)
      return { problem: `runs.${runs.length}: input ${input} over ${MAX_INPUT}` };
    const ticks = readVarint(bytes, at + 1, MAX_TICKS_BYTES);
    if (ticks === undefined) return { problem: `runs.${runs.length}: ticks cut short or too long` };
    if (ticks.value < 1) return { problem: `runs.${runs.length}: a pair of 0 ticks` };
    total += ticks.value;
    if (total > LIVE_MAX_TICKS_PER_BATCH) {
      return { problem: `runs: must hold at most ${LIVE_MAX_TICKS_PER_BATCH} ticks` };
    }
    runs.push([ticks.value, input]);
    at = ticks.next;
  }
  if (runs.length === 0) return { problem: 'runs: a batch holds at least one pair' };
  return { from: from.value, runs };
}

/** True when a binary frame was not a batch. */
export function isLiveInputsProblem(
  read: LiveInputsBatch | LiveInputsProblem,
): read is LiveInputsProblem {
  return 'problem' in read;
}
