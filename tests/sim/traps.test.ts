import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRAP_PERIOD_TICKS,
  DEFAULT_TRAP_UP_TICKS,
  EVENT,
  RIGHT,
  Simulation,
  TRAP_GROUP_A,
  TRAP_GROUP_B,
} from '../../src/sim';
import { hold, makeLevel } from './support/make-level';

const BOTH = makeLevel(`
#########
#S^...vE#
#########`);

/** Ticks in 0..count-1 on which `test` holds. */
function ticksWhere(count: number, test: (sim: Simulation) => boolean, sim: Simulation): number[] {
  const hits: number[] = [];
  for (let t = 0; t < count; t++) {
    if (test(sim)) hits.push(sim.tick);
    sim.advance(0);
  }
  return hits;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('spike traps', () => {
  it('cycle by tick count: 40-tick period, up for the last 14, group v half a period later', () => {
    expect([DEFAULT_TRAP_PERIOD_TICKS, DEFAULT_TRAP_UP_TICKS]).toEqual([40, 14]);
    // The player stands on the start, never on a trap, so the run goes on.
    const a = ticksWhere(90, (s) => (s.trapsUp & TRAP_GROUP_A) !== 0, new Simulation(BOTH));
    expect(a).toEqual([...range(26, 40), ...range(66, 80)]);
    const b = ticksWhere(90, (s) => (s.trapsUp & TRAP_GROUP_B) !== 0, new Simulation(BOTH));
    expect(b).toEqual([...range(6, 20), ...range(46, 60), ...range(86, 90)]);
  });

  it('follows a level-specific cycle', () => {
    const level = makeLevel(BOTH.text, { trapPeriodTicks: 20, trapUpTicks: 5 });
    const a = ticksWhere(45, (s) => (s.trapsUp & TRAP_GROUP_A) !== 0, new Simulation(level));
    expect(a).toEqual([...range(15, 20), ...range(35, 40)]);
  });

  it('signals spikes rising and falling on the tick they do', () => {
    const sim = new Simulation(BOTH);
    const rose = ticksWhere(50, (s) => (s.events & EVENT.TRAP_ROSE) !== 0, sim);
    expect(rose).toEqual([6, 26, 46]);
    const fell = ticksWhere(50, (s) => (s.events & EVENT.TRAP_FELL) !== 0, new Simulation(BOTH));
    expect(fell).toEqual([20, 40]);
  });

  it('reports whether the spikes on a given tile are up', () => {
    const sim = new Simulation(BOTH);
    hold(sim, 0, 10);
    expect(sim.isTrapUpAt(6, 1)).toBe(true);
    expect(sim.isTrapUpAt(2, 1)).toBe(false);
    expect(sim.isTrapUpAt(3, 1)).toBe(false);
  });

  it('kills the player standing on a trap on the tick its spikes rise', () => {
    const sim = new Simulation(BOTH);
    hold(sim, RIGHT, 1);
    hold(sim, 0, 40);
    expect(sim.outcome).toBe('caught');
    expect(sim.caughtBy).toBe('trap');
    expect(sim.tick).toBe(26);
    expect(sim.events & EVENT.CAUGHT).toBe(EVENT.CAUGHT);
  });

  it('lets the player cross while the spikes are down', () => {
    const level = makeLevel(`
#########
#S^....E#
#########`);
    const sim = new Simulation(level);
    hold(sim, RIGHT, 40);
    expect(sim.outcome).toBe('won');
  });

  it('kills the player who walks onto raised spikes', () => {
    const level = makeLevel(`
#########
#S^....E#
#########`);
    const sim = new Simulation(level);
    // Enter the trap tile (nearest after 3 ticks of motion) on tick 28, while it is up.
    hold(sim, 0, 25);
    hold(sim, RIGHT, 10);
    expect(sim.outcome).toBe('caught');
    expect(sim.caughtBy).toBe('trap');
    expect(sim.tick).toBe(28);
  });
});
