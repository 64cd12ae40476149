import { MAX_INPUT, Simulation, type Level } from '../../../src/sim';

/**
 * Disguised copies, found here independently of the service: what a run looks like tick by tick
 * and the input changes that leave it looking the same.
 */

/**
 * What anyone watching the run sees after each tick, read through the simulation's public views:
 * tick, outcome, events, keys, gems, tiles changed, Theseus and every Minotaur. An independent
 * account of "the same run", written here rather than taken from the service's digest.
 */
export function course(level: Level, inputs: readonly number[]): string[] {
  const sim = new Simulation(level);
  const seen: string[] = [];
  for (const input of inputs) {
    if (sim.outcome !== 'playing') break;
    sim.advance(input);
    const actors = [sim.player, ...sim.minotaurs].map((a) =>
      [a.x, a.y, a.prevX, a.prevY, a.dir, a.facing].join(','),
    );
    const counters = [sim.tick, sim.outcome, sim.events, sim.keysHeld, sim.gemsTaken];
    seen.push([...counters, sim.tilesVersion, ...actors].join('|'));
  }
  return seen;
}

/** The first input change at `ticks` (in order) whose run looks exactly like the original's. */
export function invisibleChange(
  level: Level,
  inputs: readonly number[],
  ticks: Iterable<number>,
  wanted: (changed: readonly number[]) => boolean = () => true,
): number[] {
  const original = course(level, inputs).join('\n');
  for (const tick of ticks) {
    for (let input = 0; input <= MAX_INPUT; input++) {
      if (input === inputs[tick]) continue;
      const changed = [...inputs];
      changed[tick] = input;
      if (course(level, changed).join('\n') === original && wanted(changed)) return changed;
    }
  }
  throw new Error('no input change leaves the run as it was');
}

/** The full state hash after each tick (the replay's checkpoint hash, input latch included). */
export function stateHashes(level: Level, inputs: readonly number[]): number[] {
  const sim = new Simulation(level);
  const hashes: number[] = [];
  for (const input of inputs) {
    if (sim.outcome !== 'playing') break;
    sim.advance(input);
    hashes.push(sim.hash());
  }
  return hashes;
}
