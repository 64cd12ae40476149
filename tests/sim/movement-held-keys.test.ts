import { describe, expect, it } from 'vitest';
import { DOWN, RIGHT, Simulation, UNITS_PER_TILE, UP } from '../../src/sim';
import { hold, makeLevel } from './support/make-level';

const T = UNITS_PER_TILE;

describe('player movement: held keys', () => {
  it('treats UP and DOWN held together as neither, standing or between centres', () => {
    const sim = new Simulation(
      makeLevel(`
###
#E#
#.#
#.#
#S#
###`),
    );
    hold(sim, UP | DOWN, 10);
    expect(sim.player).toMatchObject({ x: T, y: 4 * T, dir: 0 });
    hold(sim, UP, 2);
    expect(sim.player.y).toBe(4 * T - 24);
    // Both held between centres: he finishes the tile he set off into, then stops.
    hold(sim, UP | DOWN, 3);
    expect(sim.player).toMatchObject({ x: T, y: 3 * T, dir: UP });
    hold(sim, UP | DOWN, 5);
    expect(sim.player).toMatchObject({ x: T, y: 3 * T, dir: 0 });
  });

  it('standing still after running right, takes the vertical key of a diagonal first', () => {
    // Row 3 runs right; from (2,3) a side way leads up to (2,2).
    const sim = new Simulation(
      makeLevel(`
#######
#######
##.####
#S...E#
#######`),
    );
    hold(sim, RIGHT, 5);
    sim.advance(0);
    expect(sim.player).toMatchObject({ x: 2 * T, y: 3 * T, dir: 0, facing: RIGHT });
    // Standing, he faces right: UP is the turn, RIGHT the way along; the turn comes first.
    hold(sim, UP | RIGHT, 5);
    expect(sim.player).toMatchObject({ x: 2 * T, y: 2 * T, dir: UP, facing: UP });
  });

  it('keeps no turn age in the state while no turn is remembered', () => {
    // The canonical state (hashed for replay checkpoints) lists the player's buffered turn and
    // its age as words 18 and 19, after 12 header words and six player words.
    const sim = new Simulation(
      makeLevel(`
##########
#S......E#
##########`),
    );
    for (let tick = 1; tick <= 12; tick++) {
      sim.advance(tick <= 5 ? RIGHT : 0);
      const words = sim.saveState();
      expect([words[18], words[19]], `tick ${String(tick)}`).toEqual([0, 0]);
    }
  });
});
