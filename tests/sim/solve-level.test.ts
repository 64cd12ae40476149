import { describe, expect, it } from 'vitest';
import { solveLevel } from '../../src/sim';
import { makeLevel } from './support/make-level';

describe('solveLevel', () => {
  it('finds a shortest walk from start to exit', () => {
    const level = makeLevel(`
#######
#S....#
#.###.#
#....E#
#######`);
    const solution = solveLevel(level);
    expect(solution.winnable).toBe(true);
    expect(solution.path).toHaveLength(7);
    expect(solution.path[0]).toBe(level.start.y * level.width + level.start.x);
    expect(solution.path.at(-1)).toBe(level.exit.y * level.width + level.exit.x);
  });

  it('fetches the key before going through its door, the long way if it must', () => {
    const level = makeLevel(`
##########
#S.R....E#
#.########
#...r....#
##########`);
    const solution = solveLevel(level);
    expect(solution.winnable).toBe(true);
    const keyCell = 3 * level.width + 4;
    const doorCell = 1 * level.width + 3;
    const path = solution.path;
    expect(path.indexOf(keyCell)).toBeGreaterThan(0);
    expect(path.indexOf(keyCell)).toBeLessThan(path.indexOf(doorCell));
    // Down 2, right 3 to the key, back 3 and up 2, then 7 along the top: 17 steps, 18 cells.
    expect(path).toHaveLength(18);
    expect(solution.reachableKeys).toBe(1);
  });

  it('moves one orthogonal step at a time and never through a wall', () => {
    const level = makeLevel(`
###########
#S..#...#E#
#.#.#.#.#.#
#.#...#...#
###########`);
    const { path } = solveLevel(level);
    for (let i = 1; i < path.length; i++) {
      const step = Math.abs((path[i] ?? 0) - (path[i - 1] ?? 0));
      expect([1, level.width]).toContain(step);
      expect(level.tiles[path[i] ?? 0]).not.toBe(1);
    }
  });
});
