import { formatHash, resolveReplayLevel } from '../../../src/replay';
import { Simulation } from '../../../src/sim';

export { formatHash };

/** A fresh run of first-steps, the level of the golden run the live tests stream. */
export function fixtureLevel(): Simulation {
  return new Simulation(resolveReplayLevel({ id: 'first-steps' }));
}
