import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOWN,
  EVENT,
  LEFT,
  PLAYER_SPEED,
  RIGHT,
  Simulation,
  TURN_BUFFER_TICKS,
  UNITS_PER_TILE,
  UP,
} from '../../src/sim';
import { hold, makeLevel } from './support/make-level';

const T = UNITS_PER_TILE;

const CORRIDOR = makeLevel(`
##########
#S......E#
##########`);

// A vertical corridor with a side branch to the right at row 2 and the way on up to row 1.
const JUNCTION = makeLevel(`
#####
#.###
#..E#
#.###
#.###
#S###
#####`);

describe('player movement', () => {
  it('starts with previous position equal to the current one, on the start centre', () => {
    const sim = new Simulation(CORRIDOR);
    expect(sim.player).toMatchObject({ x: T, y: T, prevX: T, prevY: T, dir: 0 });
  });

  it('runs 4 tiles per second: 12 units per tick, 5 ticks per tile', () => {
    const sim = new Simulation(CORRIDOR);
    for (let tick = 1; tick <= 20; tick++) {
      sim.advance(RIGHT);
      expect(sim.player.prevX).toBe(T + (tick - 1) * PLAYER_SPEED);
      expect(sim.player.x).toBe(T + tick * PLAYER_SPEED);
    }
    expect(sim.player.x).toBe(5 * T);
  });

  it('stops cleanly on the last centre when held into a wall', () => {
    const level = makeLevel(`
#######
#S...##
##E####
#######`);
    const sim = new Simulation(level);
    hold(sim, RIGHT, 40);
    expect(sim.player).toMatchObject({ x: 4 * T, prevX: 4 * T, y: T, dir: 0, facing: RIGHT });
  });

  it('finishes the tile and stops when the key is released between centres', () => {
    const sim = new Simulation(CORRIDOR);
    hold(sim, RIGHT, 2);
    expect(sim.player.x).toBe(T + 24);
    hold(sim, 0, 3);
    expect(sim.player.x).toBe(2 * T);
    hold(sim, 0, 5);
    expect(sim.player.x).toBe(2 * T);
    expect(sim.player.dir).toBe(0);
  });

  it('reverses at once between centres', () => {
    const sim = new Simulation(CORRIDOR);
    hold(sim, RIGHT, 7);
    expect(sim.player.x).toBe(T + 84);
    sim.advance(LEFT);
    expect(sim.player.x).toBe(T + 72);
    expect(sim.player.dir).toBe(LEFT);
  });

  it('treats opposite keys held together as neither', () => {
    const sim = new Simulation(CORRIDOR);
    hold(sim, LEFT | RIGHT, 10);
    expect(sim.player.x).toBe(T);
    hold(sim, RIGHT, 2);
    hold(sim, LEFT | RIGHT, 3);
    expect(sim.player.x).toBe(2 * T);
  });

  // Running up from row 5, the player stands on the junction's centre (row 2) at the start of
  // tick 16. A RIGHT tap on tick p is remembered for TURN_BUFFER_TICKS ticks.
  const tapRightOn = (tap: number): Simulation => {
    const sim = new Simulation(JUNCTION);
    for (let tick = 1; tick <= 25; tick++) sim.advance(tick === tap ? UP | RIGHT : UP);
    return sim;
  };

  it(`takes a turn tapped up to ${TURN_BUFFER_TICKS} ticks before the intersection`, () => {
    expect(TURN_BUFFER_TICKS).toBe(5);
    for (const tap of [11, 12, 15, 16]) {
      const sim = tapRightOn(tap);
      expect(sim.outcome, `tap on tick ${tap}`).toBe('won');
    }
  });

  it('forgets a turn tapped earlier than that and runs straight on', () => {
    for (const tap of [5, 9, 10]) {
      const sim = tapRightOn(tap);
      expect(sim.player.x, `tap on tick ${tap}`).toBe(T);
      expect(sim.player.y).toBe(T);
    }
  });

  it('turns at a corner when two directions are held, preferring the perpendicular one', () => {
    const sim = new Simulation(JUNCTION);
    hold(sim, UP | RIGHT, 25);
    expect(sim.outcome).toBe('won');
  });

  it('keeps going straight with two directions held until the perpendicular one opens', () => {
    const sim = new Simulation(JUNCTION);
    hold(sim, UP | LEFT, 30);
    expect(sim.player).toMatchObject({ x: T, y: T, dir: 0 });
  });

  it('keeps running straight on while only a turn that is not open yet is held', () => {
    const sim = new Simulation(JUNCTION);
    sim.advance(UP);
    hold(sim, RIGHT, 24);
    expect(sim.outcome).toBe('won');
  });

  it('does not start moving on a held turn that is blocked', () => {
    const sim = new Simulation(JUNCTION);
    hold(sim, LEFT, 10);
    expect(sim.player).toMatchObject({ x: T, y: 5 * T, dir: 0 });
  });

  it('never moves more than one step per tick nor stands inside a wall (random inputs)', () => {
    const level = makeLevel(`
#########
#S..#...#
#.#.#.#.#
#.#...#.#
#.#####.#
#.......#
#.#.#.#E#
#########`);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 300 }), (inputs) => {
        const sim = new Simulation(level);
        for (const input of inputs) {
          sim.advance(input);
          const p = sim.player;
          expect(Math.abs(p.x - p.prevX) + Math.abs(p.y - p.prevY)).toBeLessThanOrEqual(
            PLAYER_SPEED,
          );
          // On a grid line at all times, and every tile it touches is open.
          expect(p.x % T === 0 || p.y % T === 0).toBe(true);
          for (const tx of [Math.floor(p.x / T), Math.ceil(p.x / T)]) {
            for (const ty of [Math.floor(p.y / T), Math.ceil(p.y / T)]) {
              expect(sim.tileAt(tx, ty)).not.toBe(1);
            }
          }
        }
      }),
    );
  });

  it('signals a step once per new tile, on the tick the tile changes', () => {
    const sim = new Simulation(CORRIDOR);
    const steps: number[] = [];
    for (let i = 0; i < 20; i++) {
      sim.advance(RIGHT);
      if ((sim.events & EVENT.STEP) !== 0) steps.push(sim.tick);
    }
    // The next tile becomes the nearest 36 units along: on the 3rd tick of each 5.
    expect(steps).toEqual([3, 8, 13, 18]);
    sim.advance(0);
    expect(sim.events).toBe(0);
  });

  it('refuses inputs outside 0..15', () => {
    const sim = new Simulation(CORRIDOR);
    expect(() => {
      sim.advance(16);
    }).toThrow(RangeError);
    expect(() => {
      sim.advance(-1);
    }).toThrow(RangeError);
    expect(() => {
      sim.advance(1.5);
    }).toThrow(RangeError);
    expect(sim.tick).toBe(0);
  });

  it('faces its last direction of motion', () => {
    const sim = new Simulation(JUNCTION);
    hold(sim, UP, 5);
    expect(sim.player.facing).toBe(UP);
    hold(sim, DOWN, 5);
    expect(sim.player.facing).toBe(DOWN);
  });
});
