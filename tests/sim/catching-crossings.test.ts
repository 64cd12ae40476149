import { describe, expect, it } from 'vitest';
import { CATCH_DISTANCE, RIGHT, Simulation, UNITS_PER_TILE } from '../../src/sim';
import { hold, makeLevel } from './support/make-level';

const T = UNITS_PER_TILE;

/**
 * A crossing: Theseus runs right along row 4 through the junction at column 5; the Minotaur
 * comes down the dead-end column from row 1, through the junction, to row 6 and back up. In the
 * wander phase it has exactly one way on except at the junction, where this seed sends it down.
 */
const CROSSING = makeLevel(`
###########
#####M#####
#####.#####
#####.#####
#S.......E#
#####.#####
#####.#####
###########`);

/** Runs `idle` ticks standing still, then holds RIGHT until the run ends. */
function runRightAfter(idle: number): Simulation {
  const sim = new Simulation(CROSSING);
  hold(sim, 0, idle);
  while (sim.outcome === 'playing') sim.advance(RIGHT);
  return sim;
}

/** The end-of-tick view of a catch: do the two centres overlap when the tick is over? */
function overlapAtEnd(sim: Simulation): boolean {
  const m = sim.minotaurs[0];
  if (m === undefined) return false;
  return (
    Math.abs(m.x - sim.player.x) < CATCH_DISTANCE && Math.abs(m.y - sim.player.y) < CATCH_DISTANCE
  );
}

describe('catching between ticks at a real crossing', () => {
  it('catches Theseus running into the back of a Minotaur that just left the junction', () => {
    // Theseus waits 3 ticks, then covers 12 units a tick from x = 60: x = 60 + 12 (t - 3).
    // The Minotaur covers 10 a tick down from y = 60: y = 60 + 10 t (junction y = 240 at t = 18).
    // During tick 21 he goes 264 -> 276 and it goes 260 -> 270 at x = 300: dx runs -36 -> -24,
    // dy -20 -> -30, so both are under 30 for t in (1/2, 1) and neither end overlaps.
    const sim = runRightAfter(3);
    expect(sim.outcome).toBe('caught');
    expect(sim.caughtBy).toBe('minotaur');
    expect(sim.tick).toBe(21);
    expect([sim.player.prevX, sim.player.x, sim.player.y]).toEqual([264, 276, 4 * T]);
    expect(sim.minotaurs.map((m) => [m.x, m.prevY, m.y])).toEqual([[5 * T, 260, 270]]);
    expect(overlapAtEnd(sim)).toBe(false);
  });

  it('catches Theseus crossing the junction as a Minotaur climbs back towards it', () => {
    // The Minotaur reaches the dead end (y = 360) at tick 30 and turns back up: y = 660 - 10 t.
    // Theseus waits 17 ticks: x = 60 + 12 (t - 17). During tick 40 he goes 324 -> 336 and it
    // goes 270 -> 260: dx 24 -> 36, dy -30 -> -20, both under 30 only for t in (0, 1/2).
    const sim = runRightAfter(17);
    expect(sim.outcome).toBe('caught');
    expect(sim.tick).toBe(40);
    expect([sim.player.prevX, sim.player.x]).toEqual([324, 336]);
    expect(sim.minotaurs.map((m) => [m.x, m.prevY, m.y])).toEqual([[5 * T, 270, 260]]);
    expect(overlapAtEnd(sim)).toBe(false);
  });

  it('catches Theseus head-on in the tick their bodies first meet, not a tick later', () => {
    // Head-on they close at 12 + 10 = 22 units a tick, less than 2 * CATCH_DISTANCE, so a
    // head-on pass always ends a tick overlapping: the swept and end-of-tick checks agree here,
    // and this test pins the tick itself. Theseus starts at x = 60, the Minotaur at x = 480
    // (420 apart); waiting 5 ticks leaves 370 apart; then 22 closer a tick: 370 - 22 k < 30 first
    // at k = 16, tick 21, 18 units apart. A check on the positions at the start of the tick
    // (or one that needs the centres to meet) would report tick 22 or later.
    const sim = new Simulation(
      makeLevel(`
##########
#S......M#
#E########
##########`),
    );
    hold(sim, 0, 5);
    while (sim.outcome === 'playing') sim.advance(RIGHT);
    expect(sim.outcome).toBe('caught');
    expect(sim.tick).toBe(21);
    expect((sim.minotaurs[0]?.x ?? 0) - sim.player.x).toBe(18);
    expect((sim.minotaurs[0]?.prevX ?? 0) - sim.player.prevX).toBe(40);
  });
});
