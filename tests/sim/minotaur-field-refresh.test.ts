import { describe, expect, it, vi } from 'vitest';
import { EVENT, LEFT, RIGHT, Simulation, UNITS_PER_TILE } from '../../src/sim';
import * as field from '../../src/sim/level/distance-field';
import { hold, makeLevel } from './support/make-level';

vi.mock('../../src/sim/level/distance-field', async (importOriginal) => {
  const original = await importOriginal<typeof field>();
  return { fillDistanceField: vi.fn(original.fillDistanceField) };
});

const T = UNITS_PER_TILE;
const chaseOnly = { minotaurWanderTicks: 0, minotaurChaseTicks: 1000 };

describe('Minotaur distance field', () => {
  it('is recomputed on the tick a door opens, before the player leaves his tile', () => {
    const sim = new Simulation(
      makeLevel(
        `
###########
#r.S....R.#
#E#######.#
#######...#
#######.M.#
###########`,
        chaseOnly,
      ),
    );
    hold(sim, LEFT, 10);
    expect(sim.hasKey('red')).toBe(true);
    const fill = vi.mocked(field.fillDistanceField);
    let opened = false;
    for (let t = 0; t < 40 && !opened; t++) {
      const tile = Math.round(sim.player.x / T);
      fill.mockClear();
      sim.advance(RIGHT);
      opened = (sim.events & EVENT.DOOR_OPENED) !== 0;
      if (opened) {
        // He sets off from the centre of column 7 into the door: still nearest column 7.
        expect(tile).toBe(7);
        expect(Math.round(sim.player.x / T)).toBe(7);
        expect(fill).toHaveBeenCalledTimes(1);
      }
    }
    expect(opened).toBe(true);
  });

  it('is never computed in a level without a Minotaur', () => {
    const sim = new Simulation(makeLevel(`\n#######\n#S...E#\n#######`, chaseOnly));
    const fill = vi.mocked(field.fillDistanceField);
    fill.mockClear();
    hold(sim, RIGHT, 12);
    expect(sim.player.x).toBe(3 * T + 24);
    expect(fill).not.toHaveBeenCalled();
  });

  it('is not computed while the Minotaurs wander, only once the chase starts', () => {
    const level = makeLevel(
      `
#########
#S.....E#
#.#####.#
#......M#
#########`,
      { minotaurWanderTicks: 20, minotaurChaseTicks: 100 },
    );
    const sim = new Simulation(level);
    const fill = vi.mocked(field.fillDistanceField);
    fill.mockClear();
    // Ticks 0-19 wander while the player runs three tiles right; tick 20 chases.
    hold(sim, RIGHT, 15);
    hold(sim, 0, 4);
    expect(sim.minotaurMode).toBe('wander');
    expect(fill).not.toHaveBeenCalled();
    hold(sim, 0, 2);
    expect(fill).toHaveBeenCalledTimes(1);
  });
});
