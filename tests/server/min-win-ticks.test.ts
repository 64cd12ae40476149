/**
 * The fewest ticks any run can win a level in: the shortest walk from the start to the exit over
 * every tile but walls (doors counted open), `steps - 1` whole tiles and a half at 12 units a
 * tick over 60-unit tiles. Expected values are worked out by hand from the grids.
 */
import { describe, expect, it } from 'vitest';
import { FEWEST_WIN_TICKS, minWinTicks } from '../../src/server/decode/min-win-ticks';
import { makeLevel } from '../sim/support/make-level';

/** Ticks to be half a tile into a tile `steps` tiles away: ceil((60 steps - 30) / 12). */
const ticksFor = (steps: number) => Math.ceil((60 * steps - 30) / 12);

describe('minWinTicks', () => {
  it('is 3 ticks for an exit next to the start, the fewest of any level', () => {
    expect(FEWEST_WIN_TICKS).toBe(3);
    expect(minWinTicks(makeLevel('####\n#SE#\n####'))).toBe(3);
    expect(minWinTicks(makeLevel('####\n#ES#\n####'))).toBe(3);
    expect(minWinTicks(makeLevel('###\n#S#\n#E#\n###'))).toBe(3);
    expect(minWinTicks(makeLevel('###\n#E#\n#S#\n###'))).toBe(3);
  });

  it('counts a straight corridor tile by tile, rounding up', () => {
    // Six tiles: 330 units, 27.5 ticks, so 28.
    expect(minWinTicks(makeLevel('#########\n#S.....E#\n#########'))).toBe(28);
    expect(ticksFor(6)).toBe(28);
  });

  it('walks round walls the shortest way, down and up included', () => {
    // S down two, right two, up two, right two: eight tiles.
    const level = makeLevel('#######\n#S#..E#\n#.#.###\n#...###\n#######');
    expect(minWinTicks(level)).toBe(ticksFor(8));
    // Two ways round, over the top or under the bottom: six tiles each.
    const twoWays = makeLevel('#######\n#.....#\n#.#S#.#\n#.#.#.#\n#.#.#E#\n#.....#\n#######');
    expect(minWinTicks(twoWays)).toBe(ticksFor(6));
  });

  it('counts a door as open, its key held or not', () => {
    expect(minWinTicks(makeLevel('#########\n#Sr.R..E#\n#########'))).toBe(ticksFor(6));
  });

  it('goes up a column, then along a row', () => {
    const level = makeLevel('#####\n#..E#\n#S###\n#####');
    expect(minWinTicks(level)).toBe(ticksFor(3));
  });
});
