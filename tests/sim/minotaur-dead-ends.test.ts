import { describe, expect, it } from 'vitest';
import { DOWN, LEFT, RIGHT, Simulation, UNITS_PER_TILE } from '../../src/sim';
import { hold, makeLevel } from './support/make-level';

const T = UNITS_PER_TILE;

const wanderOnly = { minotaurWanderTicks: 2000, minotaurChaseTicks: 1 };

/** A level whose Minotaur paces a three-tile corridor on row 3, apart from the player. */
function pacing(corridor: string) {
  return makeLevel(
    `
#########
#S.....E#
#########
#${corridor}#####
#########`,
    wanderOnly,
  );
}

describe('Minotaur in dead ends', () => {
  // It sets off right from column 1 on tick 1 and stands on column 3's centre at the start of
  // tick 13 (6 ticks a tile), a dead end: it turns back there, and is home again after tick 24.
  for (const [name, corridor] of [
    ['floor', 'M..'],
    ['a gem', 'M*.'],
  ] as const) {
    it(`turns back at the end of a horizontal dead end, with ${name} behind it`, () => {
      const sim = new Simulation(pacing(corridor));
      hold(sim, 0, 12);
      expect(sim.minotaurs[0]).toMatchObject({ x: 3 * T, y: 3 * T, dir: RIGHT });
      sim.advance(0);
      expect(sim.minotaurs[0]).toMatchObject({ x: 3 * T - 10, y: 3 * T, dir: LEFT });
      hold(sim, 0, 11);
      expect(sim.minotaurs[0]).toMatchObject({ x: T, y: 3 * T, facing: LEFT });
      expect(sim.outcome).toBe('playing');
    });
  }

  it('a Minotaur walled in on one tile stays put and keeps its first facing', () => {
    const sim = new Simulation(
      makeLevel(`
#########
#S.....E#
#########
##M######
#########`),
    );
    // No way out: it faces down, the default, from the start.
    expect(sim.minotaurs[0]).toMatchObject({ x: 2 * T, y: 3 * T, dir: 0, facing: DOWN });
    hold(sim, 0, 30);
    hold(sim, RIGHT, 20);
    expect(sim.minotaurs[0]).toMatchObject({ x: 2 * T, y: 3 * T, dir: 0, facing: DOWN });
  });
});
