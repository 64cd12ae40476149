import { createHash } from 'node:crypto';
import type { InputRun } from '../../replay';

/**
 * A run's identity: the SHA-256 of its level key and its input stream, as hex. Two replays of one
 * level with the same input on every tick are the same run, whatever their player, date or
 * checkpoints: the runs table keeps this unique, so a copy of a stored run is refused.
 *
 * The inputs are read tick by tick (equal neighbouring runs merged first), so cutting one run of
 * input in two does not make another identity; the service refuses such padded inputs anyway.
 */
export function runIdentity(levelKey: string, inputs: readonly InputRun[]): string {
  const merged: [number, number][] = [];
  for (const [length, input] of inputs) {
    const last = merged.at(-1);
    if (last?.[1] === input) last[0] += length;
    else merged.push([length, input]);
  }
  return createHash('sha256')
    .update(`${levelKey}\n${JSON.stringify(merged)}`)
    .digest('hex');
}
