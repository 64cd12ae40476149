import { describe, expect, it } from 'vitest';
import { BUILT_IN_LEVELS } from '../../src/levels';
import {
  MINOTAUR_SPEED,
  PLAYER_SPEED,
  Sfc32,
  Simulation,
  TILE,
  UNITS_PER_TILE,
  type ActorView,
} from '../../src/sim';

const T = UNITS_PER_TILE;

/** True when an actor is on a grid line and every tile it overlaps is walkable. */
function onOpenGround(sim: Simulation, a: ActorView): boolean {
  if (a.x % T !== 0 && a.y % T !== 0) return false;
  for (const tx of [Math.floor(a.x / T), Math.ceil(a.x / T)]) {
    for (const ty of [Math.floor(a.y / T), Math.ceil(a.y / T)]) {
      const tile = sim.tileAt(tx, ty);
      if (tile === TILE.WALL || (tile >= TILE.DOOR_RED && tile <= TILE.DOOR_BLUE)) return false;
    }
  }
  return true;
}

describe('a long run of random input on the largest level', () => {
  it('runs 100 000 ticks, restarting as runs end, without an error or a broken invariant', () => {
    const level = [...BUILT_IN_LEVELS].sort((a, b) => b.width * b.height - a.width * a.height)[0];
    if (level === undefined) throw new Error('no levels');
    expect(level.width * level.height).toBe(41 * 31);
    // Inputs held for a random number of ticks, like a player mashing keys.
    const random = new Sfc32(2024);
    let sim = new Simulation(level);
    let input = 0;
    let held = 0;
    const outcomes = { won: 0, caught: 0, timeout: 0 };
    let broken = 0;
    for (let tick = 0; tick < 100_000; tick++) {
      if (held === 0) {
        input = random.nextBelow(16);
        held = 1 + random.nextBelow(30);
      }
      held--;
      sim.advance(input);
      const p = sim.player;
      if (Math.abs(p.x - p.prevX) + Math.abs(p.y - p.prevY) > PLAYER_SPEED) broken++;
      if (!onOpenGround(sim, p)) broken++;
      for (const m of sim.minotaurs) {
        if (Math.abs(m.x - m.prevX) + Math.abs(m.y - m.prevY) > MINOTAUR_SPEED) broken++;
        if (!onOpenGround(sim, m)) broken++;
      }
      if (sim.ticksLeft !== level.timeLimitTicks - sim.tick) broken++;
      if (sim.outcome !== 'playing') {
        outcomes[sim.outcome]++;
        sim = new Simulation(level);
      }
    }
    expect(broken).toBe(0);
    expect(outcomes.caught + outcomes.timeout).toBeGreaterThan(0);
    const h = sim.hash();
    expect(h >>> 0).toBe(h);
  }, 60_000);

  it('reproduces the pinned digest of its state hashes (change it only with SIM_VERSION)', () => {
    const level = BUILT_IN_LEVELS.at(-1);
    if (level === undefined) throw new Error('no levels');
    const random = new Sfc32(2024);
    let sim = new Simulation(level);
    let digest = 0;
    let input = 0;
    let held = 0;
    for (let tick = 0; tick < 100_000; tick++) {
      if (held === 0) {
        input = random.nextBelow(16);
        held = 1 + random.nextBelow(30);
      }
      held--;
      sim.advance(input);
      // Every 20th tick, as replay checkpoints are taken.
      if (tick % 20 === 0) digest = (Math.imul(digest, 31) + sim.hash()) | 0;
      if (sim.outcome !== 'playing') sim = new Simulation(level);
    }
    // The same value came out of Chromium 156 running the same code.
    expect((digest >>> 0).toString(16)).toBe('278cbd02');
  }, 60_000);
});
