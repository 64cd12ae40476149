import { describe, expect, it } from 'vitest';
import { EVENT, RIGHT, Simulation, TILE } from '../../src/sim';
import { hold, makeLevel } from './support/make-level';

// 9 x 3: '^' at column 2, 'v' at column 6, on row 1. The '^' spikes are up on ticks 26..39 of
// each 40-tick cycle, the 'v' spikes on ticks 6..19 (half a period later).
const BOTH = makeLevel(`
#########
#S^...vE#
#########`);

describe('Simulation views', () => {
  it("reports a '^' trap up while its spikes are, and a 'v' trap down then", () => {
    const sim = new Simulation(BOTH);
    hold(sim, 0, 30);
    expect(sim.isTrapUpAt(2, 1)).toBe(true);
    expect(sim.isTrapUpAt(6, 1)).toBe(false);
    expect(sim.isTrapUpAt(3, 1)).toBe(false);
  });

  it('reads every cell outside the grid as wall, even where a flat index would wrap inside', () => {
    const sim = new Simulation(BOTH);
    // Row-major, 9 wide: (-2, 2) would wrap to index 16, the exit at (7, 1); (10, 0) to
    // index 10, the start at (1, 1); (4, -1) to index -5; (4, 3) past the end.
    expect(sim.tileAt(7, 1)).toBe(TILE.EXIT);
    expect(sim.tileAt(-2, 2)).toBe(TILE.WALL);
    expect(sim.tileAt(10, 0)).toBe(TILE.WALL);
    expect(sim.tileAt(4, -1)).toBe(TILE.WALL);
    expect(sim.tileAt(4, 3)).toBe(TILE.WALL);
    expect(sim.tileAt(3, 1)).toBe(TILE.FLOOR);
  });

  it('names the bad input in the error of advance()', () => {
    const sim = new Simulation(BOTH);
    expect(() => {
      sim.advance(16);
    }).toThrow(new RangeError('input must be an integer from 0 to 15, got 16'));
    expect(() => {
      sim.advance(Number.NaN);
    }).toThrow(new RangeError('input must be an integer from 0 to 15, got NaN'));
  });

  it("kills the player standing on a 'v' trap on the tick its spikes rise", () => {
    const sim = new Simulation(
      makeLevel(`
#########
#Sv....E#
#########`),
    );
    hold(sim, RIGHT, 1);
    hold(sim, 0, 30);
    expect(sim.outcome).toBe('caught');
    expect(sim.caughtBy).toBe('trap');
    expect(sim.tick).toBe(6);
  });

  it('counts each tile change once in tilesVersion', () => {
    const sim = new Simulation(
      makeLevel(`
#########
#Sr.g..E#
#########`),
    );
    expect(sim.tilesVersion).toBe(0);
    hold(sim, RIGHT, 12);
    expect(sim.hasKey('red')).toBe(true);
    expect(sim.tilesVersion).toBe(1);
    hold(sim, RIGHT, 20);
    expect(sim.hasKey('green')).toBe(true);
    expect(sim.tilesVersion).toBe(2);
  });

  it('signals no switch between wandering and chasing in a level without a Minotaur', () => {
    const level = makeLevel(BOTH.text, { minotaurWanderTicks: 5, minotaurChaseTicks: 5 });
    const sim = new Simulation(level);
    let switches = 0;
    for (let t = 0; t < 25; t++) {
      sim.advance(0);
      if ((sim.events & (EVENT.CHASE_STARTED | EVENT.WANDER_STARTED)) !== 0) switches++;
    }
    expect(sim.outcome).toBe('playing');
    expect(switches).toBe(0);
  });
});
