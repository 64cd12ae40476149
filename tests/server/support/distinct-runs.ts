import { Simulation } from '../../../src/sim';
import {
  builtIn,
  mutableCopy,
  recordRun,
  winningInputs,
  winningReplay,
} from '../../replay/support/replays';

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

/** Where Theseus is after each tick of `inputs` on a built-in level, as one string. */
function path(id: string, inputs: readonly number[]): string {
  const sim = new Simulation(builtIn(id));
  const at: string[] = [];
  for (const input of inputs) {
    if (sim.outcome !== 'playing') break;
    sim.advance(input);
    at.push(`${sim.player.x},${sim.player.y}`);
  }
  return at.join(' ');
}

/**
 * `count` won replays of a built-in level with the same final time, each a run of its own: not
 * only other inputs but another course (the service refuses a run whose every tick looks like a
 * stored run's, issue 41). The autopilot's win after standing still `wait` ticks, with two more
 * ticks of standing still put at two points of the way (so Theseus stops somewhere else each
 * time), kept when it still wins in the same time and goes another way than those kept.
 */
export function sameTimeWins(id: string, count: number, wait = 0): Record<string, unknown>[] {
  const base = [...new Array<number>(wait).fill(0), ...winningInputs(id)];
  const ticks = recordRun({ ref: { id }, inputs: base }).replay.final.tick + 2;
  const found: Record<string, unknown>[] = [];
  const paths = new Set<string>();
  for (let first = 0; first <= base.length && found.length < count; first++) {
    for (let second = first; second <= base.length && found.length < count; second++) {
      const inputs = [...base];
      inputs.splice(second, 0, 0);
      inputs.splice(first, 0, 0);
      const { replay } = recordRun({ ref: { id }, inputs });
      if (replay.final.outcome !== 'won' || replay.final.tick !== ticks) continue;
      const where = path(id, inputs);
      if (paths.has(where)) continue;
      paths.add(where);
      found.push(mutableCopy(replay));
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} same-time wins of ${id}`);
  return found;
}
