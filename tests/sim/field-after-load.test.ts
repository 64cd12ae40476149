import { describe, expect, it } from 'vitest';
import { DOWN, EVENT, LEFT, RIGHT, Simulation, UNITS_PER_TILE } from '../../src/sim';
import { hold, makeLevel } from './support/make-level';

const chaseOnly = { minotaurWanderTicks: 0, minotaurChaseTicks: 1000 };

/**
 * A Minotaur behind a red door, which Theseus opens and goes through; the scent range covers
 * the whole yard behind it.
 */
const LEVEL = `
###########
#r.S....R.#
#E#######.#
#######...#
#######.M.#
###########`;

/** The state hashes of `ticks` ticks of standing still from `sim`'s state. */
function hashesStanding(sim: Simulation, ticks: number): number[] {
  const hashes: number[] = [];
  for (let t = 0; t < ticks; t++) {
    sim.advance(0);
    hashes.push(sim.hash());
  }
  return hashes;
}

describe('the distance field after an earlier state is loaded', () => {
  it('is the same in a simulation that ran past a door and in a fresh one', () => {
    const level = makeLevel(LEVEL, { ...chaseOnly, minotaurScentSteps: 40 });
    const sim = new Simulation(level);
    hold(sim, LEFT, 10);
    expect(sim.hasKey('red')).toBe(true);
    // Before the door opens: the Minotaur's yard is cut off from Theseus.
    const beforeDoor = sim.saveState();
    let opened = false;
    for (let t = 0; t < 60 && !opened; t++) {
      sim.advance(RIGHT);
      opened = (sim.events & EVENT.DOOR_OPENED) !== 0;
    }
    expect(opened).toBe(true);
    // Through the door and down into the yard: each new tile fills the field over both parts.
    hold(sim, RIGHT, 8);
    hold(sim, DOWN, 4);
    expect(sim.outcome).toBe('playing');
    expect(sim.player.y).toBeGreaterThan(UNITS_PER_TILE);
    // Back to the closed door, in the same simulation (as the autopilot and replay seeking do)
    // and in a fresh one: the cut-off Minotaur must wander the same way in both.
    sim.loadState(beforeDoor);
    const fresh = new Simulation(level);
    fresh.loadState(beforeDoor);
    expect(hashesStanding(sim, 80)).toEqual(hashesStanding(fresh, 80));
  });
});
