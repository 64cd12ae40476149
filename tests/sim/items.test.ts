import { describe, expect, it } from 'vitest';
import {
  EVENT,
  GEM_BONUS_TICKS,
  LEFT,
  RIGHT,
  Simulation,
  TILE,
  UNITS_PER_TILE,
} from '../../src/sim';
import { hold, makeLevel } from './support/make-level';

const T = UNITS_PER_TILE;

describe('keys and doors', () => {
  // The red key is behind the player; the red door stands between the player and the exit.
  const level = makeLevel(`
##########
#r.S..R.E#
##########`);

  it('a closed door stops the player on the tile before it', () => {
    const sim = new Simulation(level);
    hold(sim, RIGHT, 40);
    expect(sim.player).toMatchObject({ x: 5 * T, dir: 0 });
    expect(sim.tileAt(6, 1)).toBe(TILE.DOOR_RED);
    expect(sim.outcome).toBe('playing');
  });

  it('the key is taken on stepping onto its tile, and then opens its door', () => {
    const sim = new Simulation(level);
    let keyTick = 0;
    for (let i = 0; i < 10; i++) {
      sim.advance(LEFT);
      if ((sim.events & EVENT.KEY_TAKEN) !== 0) keyTick = sim.tick;
    }
    // Tile 1 becomes the nearest one 24 units before its centre: 96 of the 120 units.
    expect(keyTick).toBe(8);
    expect(sim.hasKey('red')).toBe(true);
    expect(sim.hasKey('green')).toBe(false);
    expect(sim.keysHeld).toBe(1);
    expect(sim.tileAt(1, 1)).toBe(TILE.FLOOR);
    const version = sim.tilesVersion;
    let doorTick = 0;
    for (let i = 0; i < 60 && sim.outcome === 'playing'; i++) {
      sim.advance(RIGHT);
      if ((sim.events & EVENT.DOOR_OPENED) !== 0) doorTick = sim.tick;
    }
    expect(doorTick).toBeGreaterThan(0);
    expect(sim.tileAt(6, 1)).toBe(TILE.OPEN_DOOR_RED);
    expect(sim.tilesVersion).toBe(version + 1);
    expect(sim.outcome).toBe('won');
  });

  it('a key of another colour does not open the door', () => {
    const sim = new Simulation(
      makeLevel(`
##########
#g.S..R.E#
#r########
##########`),
    );
    hold(sim, LEFT, 10);
    expect(sim.hasKey('green')).toBe(true);
    hold(sim, RIGHT, 60);
    expect(sim.player.x).toBe(5 * T);
  });
});

describe('gems and the final time', () => {
  const level = makeLevel(`
################
#S.*.*........E#
################`);

  it('takes each gem once and takes one second per gem off the final time', () => {
    const sim = new Simulation(level);
    let gemEvents = 0;
    while (sim.outcome === 'playing') {
      sim.advance(RIGHT);
      if ((sim.events & EVENT.GEM_TAKEN) !== 0) gemEvents++;
    }
    expect(sim.outcome).toBe('won');
    expect(gemEvents).toBe(2);
    expect(sim.gemsTaken).toBe(2);
    expect(sim.gemsTotal).toBe(2);
    expect(sim.tileAt(3, 1)).toBe(TILE.FLOOR);
    // The exit tile becomes the nearest one 24 units before its centre.
    expect(sim.tick).toBe((13 * T - 24) / 12);
    expect(sim.finalTimeTicks).toBe(sim.tick - 2 * GEM_BONUS_TICKS);
  });

  it('never gives a final time below zero', () => {
    const rich = makeLevel(`
#######
#S***E#
#######`);
    const sim = new Simulation(rich);
    hold(sim, RIGHT, 30);
    expect(sim.outcome).toBe('won');
    expect(sim.tick).toBeLessThan(3 * GEM_BONUS_TICKS);
    expect(sim.finalTimeTicks).toBe(0);
  });

  it('reports no final time before a win', () => {
    const sim = new Simulation(level);
    hold(sim, RIGHT, 3);
    expect(sim.finalTimeTicks).toBe(-1);
  });
});
