import { describe, expect, it } from 'vitest';
import { DOWN, LEFT, RIGHT, Simulation, UP } from '../../src/sim';
import { makeLevel } from './support/make-level';

/** The facing of the player and of each Minotaur before the first tick. */
function facings(text: string) {
  const sim = new Simulation(makeLevel(text));
  return { player: sim.player.facing, minotaurs: sim.minotaurs.map((m) => m.facing) };
}

describe('facing at the start', () => {
  it('is the one open way out of the start, an exit included', () => {
    expect(facings('#####\n#S.E#\n#####').player).toBe(RIGHT);
    expect(facings('####\n#SE#\n####').player).toBe(RIGHT);
    expect(facings('#####\n#..E#\n#S###\n#####').player).toBe(UP);
    expect(facings('#####\n#E.S#\n#####').player).toBe(LEFT);
  });

  it('is the first open way in the order up, left, down, right', () => {
    expect(facings('#####\n#...#\n#.S.#\n#..E#\n#####').player).toBe(UP);
    expect(facings('#####\n#.S.#\n#.#E#\n#####').player).toBe(LEFT);
    expect(facings('#####\n##S.#\n##.E#\n#####').player).toBe(DOWN);
  });

  it('is down for a Minotaur walled in on every side', () => {
    expect(facings('#####\n#SE##\n###M#\n#####')).toEqual({ player: RIGHT, minotaurs: [DOWN] });
  });
});
