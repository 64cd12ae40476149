import { describe, expect, it, vi } from 'vitest';
import {
  DOWN,
  EVENT,
  LEFT,
  MINOTAUR_SPEED,
  RIGHT,
  Simulation,
  UNITS_PER_TILE,
  UP,
  type Level,
} from '../../src/sim';
import * as field from '../../src/sim/level/distance-field';
import { hold, makeLevel } from './support/make-level';

vi.mock('../../src/sim/level/distance-field', async (importOriginal) => {
  const original = await importOriginal<typeof field>();
  return { fillDistanceField: vi.fn(original.fillDistanceField) };
});

const T = UNITS_PER_TILE;

// A ring: the player on the left side, the Minotaur on the right, equally far both ways round.
const RING = `
#########
#.......#
#.#####.#
#S#####M#
#.#####.#
#...E...#
#########`;

const chaseOnly = { minotaurWanderTicks: 0, minotaurChaseTicks: 1000 };

/** The way the Minotaur goes on the first tick. */
function firstMove(level: Level): number {
  const sim = new Simulation(level);
  sim.advance(0);
  return sim.minotaurs[0]?.dir ?? 0;
}

describe('Minotaur', () => {
  it('moves 10 units a tick, slower than the player', () => {
    const sim = new Simulation(makeLevel(RING, chaseOnly));
    sim.advance(0);
    const m = sim.minotaurs[0];
    expect(Math.abs((m?.x ?? 0) - (m?.prevX ?? 0)) + Math.abs((m?.y ?? 0) - (m?.prevY ?? 0))).toBe(
      MINOTAUR_SPEED,
    );
  });

  it('breaks ties between equally short ways in the fixed order up, left, down, right', () => {
    expect(firstMove(makeLevel(RING, chaseOnly))).toBe(UP);
  });

  it('takes the shorter way when the ways differ', () => {
    // Move the player down one row: now the bottom way is two steps shorter.
    const level = makeLevel(
      `
#########
#.......#
#.#####.#
#.#####M#
#S#####.#
#...E...#
#########`,
      chaseOnly,
    );
    expect(firstMove(level)).toBe(DOWN);
  });

  it('closes in along a shortest route and catches a player who stays put', () => {
    const sim = new Simulation(makeLevel(RING, chaseOnly));
    hold(sim, 0, 200);
    // 10 steps round the ring at 6 ticks a step, caught once within 30 units.
    expect(sim.outcome).toBe('caught');
    expect(sim.tick).toBe(10 * 6 - 2);
  });

  it('hunts only within its scent range and wanders beyond it', () => {
    // A crossroads: up leads (16 steps) to the player, the other three ways are dead ends.
    const crossroads = `
###########
#S........#
#########.#
#####.....#
#####.#####
#E...M....#
#####.#####
###########`;
    const firstMoves = (scent: number) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((seed) =>
        firstMove(makeLevel(crossroads, { ...chaseOnly, seed, minotaurScentSteps: scent })),
      );
    expect(new Set(firstMoves(16))).toEqual(new Set([UP]));
    expect(new Set(firstMoves(15)).size).toBeGreaterThan(1);
  });

  it('recomputes its distance field only when the player changes tile', () => {
    const fill = vi.mocked(field.fillDistanceField);
    const sim = new Simulation(makeLevel(RING, chaseOnly));
    fill.mockClear();
    hold(sim, 0, 20);
    expect(fill).toHaveBeenCalledTimes(1);
    // Two tiles down: the player's nearest tile changes twice.
    hold(sim, DOWN, 10);
    expect(fill).toHaveBeenCalledTimes(3);
  });

  it('wanders with the seeded generator: same seed, same path; other seeds, other paths', () => {
    const maze = `
###########
#S........#
#.#.#.#.#.#
#.........#
#.#.#.#.#.#
#....M....#
#.#.#.#.#.#
#........E#
###########`;
    const path = (seed: number) => {
      const sim = new Simulation(
        makeLevel(maze, { seed, minotaurWanderTicks: 400, minotaurChaseTicks: 1 }),
      );
      const steps: string[] = [];
      for (let t = 0; t < 300 && sim.outcome === 'playing'; t++) {
        sim.advance(0);
        steps.push(`${sim.minotaurs[0]?.x ?? 0},${sim.minotaurs[0]?.y ?? 0}`);
      }
      return steps.join(' ');
    };
    expect(path(5)).toBe(path(5));
    const distinct = new Set([1, 2, 3, 4, 5, 6, 7, 8].map(path));
    expect(distinct.size).toBeGreaterThan(4);
  });

  it('does not turn back while wandering unless it is in a dead end', () => {
    const maze = `
###########
#S........#
#.#.#.#.#.#
#.........#
#.#.#.#.#.#
#....M....#
#.#.#.#.#.#
#........E#
###########`;
    const sim = new Simulation(
      makeLevel(maze, { seed: 3, minotaurWanderTicks: 2000, minotaurChaseTicks: 1 }),
    );
    let previous = 0;
    for (let t = 0; t < 600 && sim.outcome === 'playing'; t++) {
      sim.advance(0);
      const dir = sim.minotaurs[0]?.dir ?? 0;
      const reversed =
        (previous === UP && dir === DOWN) ||
        (previous === DOWN && dir === UP) ||
        (previous === LEFT && dir === RIGHT) ||
        (previous === RIGHT && dir === LEFT);
      expect(reversed).toBe(false);
      previous = dir;
    }
  });

  it('switches between wander and chase phases by tick count and says so', () => {
    const sim = new Simulation(
      makeLevel(RING, { minotaurWanderTicks: 10, minotaurChaseTicks: 30 }),
    );
    const modes: string[] = [];
    const switches: number[] = [];
    for (let t = 0; t < 45; t++) {
      modes.push(sim.minotaurMode);
      sim.advance(0);
      if ((sim.events & (EVENT.CHASE_STARTED | EVENT.WANDER_STARTED)) !== 0)
        switches.push(sim.tick);
    }
    expect(modes.slice(0, 10).every((m) => m === 'wander')).toBe(true);
    expect(modes.slice(10, 40).every((m) => m === 'chase')).toBe(true);
    expect(modes.slice(40).every((m) => m === 'wander')).toBe(true);
    expect(switches).toEqual([10, 40]);
  });

  it('is blocked by a closed door and comes through once the player opens it', () => {
    // The Minotaur is shut in the room on the right; the red door is its only way out.
    const level = makeLevel(
      `
###########
#r.S....R.#
#E#######.#
#######...#
#######.M.#
###########`,
      chaseOnly,
    );
    const sim = new Simulation(level);
    hold(sim, 0, 400);
    expect(sim.outcome).toBe('playing');
    expect(sim.minotaurs[0]?.x).toBeGreaterThanOrEqual(7 * T);
    hold(sim, LEFT, 10);
    expect(sim.hasKey('red')).toBe(true);
    hold(sim, RIGHT, 36);
    expect(sim.tileAt(8, 1)).toBe(12);
    hold(sim, LEFT, 200);
    expect(sim.outcome).toBe('caught');
  });
});
