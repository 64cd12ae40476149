import { describe, expect, it } from 'vitest';
import { LEFT, RIGHT, Simulation, UNITS_PER_TILE } from '../../src/sim';
import { hold, makeLevel } from './support/make-level';

const T = UNITS_PER_TILE;

describe('Minotaur on the player tile', () => {
  it('a chasing Minotaur whose tile the player enters walks on rather than standing', () => {
    // Six tiles apart head-on. The Minotaur runs right 10 units a tick from tick 1; the player
    // waits 6 ticks, then runs left 12 a tick. After tick 18 the Minotaur stands on column 4's
    // centre (x 240) and the player is 36 units right of it (x 276): not caught. In tick 19 the
    // player comes to 264, nearest column 4, the Minotaur's own tile: there is no shorter way, so
    // it takes a way on (only RIGHT, no draw) to 250, and the player is caught.
    const sim = new Simulation(
      makeLevel(
        `
###########
#M.....S.E#
###########`,
        { minotaurWanderTicks: 0, minotaurChaseTicks: 1000 },
      ),
    );
    hold(sim, 0, 6);
    hold(sim, LEFT, 12);
    expect(sim.outcome).toBe('playing');
    expect(sim.minotaurs[0]).toMatchObject({ x: 4 * T, y: T, dir: RIGHT });
    expect(sim.player.x).toBe(4 * T + 36);
    sim.advance(LEFT);
    expect(sim.player.x).toBe(4 * T + 24);
    expect(sim.minotaurs[0]).toMatchObject({ x: 4 * T + 10, y: T, dir: RIGHT });
    expect(sim.outcome).toBe('caught');
    expect(sim.tick).toBe(19);
  });
});
