import { MAX_INPUT } from '../../../src/sim';
import { expand, mutableCopy, recordRun, winningReplay } from '../../replay/support/replays';

/**
 * `count` won replays of a built-in level, each a run of its own (the service refuses a copy of
 * a stored run): the autopilot's win after standing still 0, 1, 2, … ticks, so each is slower by
 * a tick than the one before.
 */
export function distinctWins(
  id: string,
  count: number,
  player = 'Theseus',
): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, wait) =>
    mutableCopy(winningReplay(id, { wait, player })),
  );
}

/**
 * `count` won replays of a built-in level with the same final time but different inputs: the
 * autopilot's win with one tick's input swapped for another that changes nothing of the outcome
 * (a step into a wall, say), after standing still `wait` ticks first. Found by trying each tick
 * and input in turn.
 */
export function sameTimeWins(id: string, count: number, wait = 0): Record<string, unknown>[] {
  const base = winningReplay(id, { wait });
  const perTick = expand(base.inputs);
  const found: Record<string, unknown>[] = [mutableCopy(base)];
  for (let tick = 0; tick < perTick.length && found.length < count; tick++) {
    for (let input = 0; input <= MAX_INPUT && found.length < count; input++) {
      if (input === perTick[tick]) continue;
      const inputs = [...perTick];
      inputs[tick] = input;
      const { replay } = recordRun({ ref: { id }, inputs });
      if (replay.final.outcome === 'won' && replay.final.tick === base.final.tick) {
        found.push(mutableCopy(replay));
      }
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} same-time wins of ${id}`);
  return found;
}
