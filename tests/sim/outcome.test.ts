import { describe, expect, it } from 'vitest';
import { EVENT, LEFT, RIGHT, Simulation } from '../../src/sim';
import { hold, makeLevel } from './support/make-level';

const CORRIDOR = `
########
#S....E#
########`;

describe('outcomes and the countdown', () => {
  it('is playing with the full countdown at tick 0', () => {
    const sim = new Simulation(makeLevel(CORRIDOR, { timeLimitTicks: 100 }));
    expect(sim.outcome).toBe('playing');
    expect(sim.tick).toBe(0);
    expect(sim.ticksLeft).toBe(100);
    expect(sim.caughtBy).toBeNull();
  });

  it('is won on the tick the player reaches the exit tile', () => {
    const sim = new Simulation(makeLevel(CORRIDOR));
    // Exit 5 tiles away; its tile is the nearest 24 units before its centre.
    hold(sim, RIGHT, 22);
    expect(sim.outcome).toBe('playing');
    sim.advance(RIGHT);
    expect(sim.outcome).toBe('won');
    expect(sim.tick).toBe(23);
    expect(sim.events & EVENT.WON).toBe(EVENT.WON);
    expect(sim.finalTimeTicks).toBe(23);
  });

  it('times out when the countdown reaches zero', () => {
    const sim = new Simulation(makeLevel(CORRIDOR, { timeLimitTicks: 30 }));
    hold(sim, LEFT, 29);
    expect(sim.outcome).toBe('playing');
    expect(sim.ticksLeft).toBe(1);
    sim.advance(LEFT);
    expect(sim.outcome).toBe('timeout');
    expect(sim.ticksLeft).toBe(0);
    expect(sim.events & EVENT.TIMEOUT).toBe(EVENT.TIMEOUT);
    expect(sim.finalTimeTicks).toBe(-1);
  });

  it('counts a win on the very last tick as a win', () => {
    const sim = new Simulation(makeLevel(CORRIDOR, { timeLimitTicks: 23 }));
    hold(sim, RIGHT, 23);
    expect(sim.outcome).toBe('won');
  });

  it('does nothing once the run has ended: tick, hash and events stay frozen', () => {
    const sim = new Simulation(makeLevel(CORRIDOR, { timeLimitTicks: 100 }));
    hold(sim, RIGHT, 23);
    const frozen = { tick: sim.tick, hash: sim.hash(), events: sim.events, x: sim.player.x };
    hold(sim, LEFT, 50);
    expect({ tick: sim.tick, hash: sim.hash(), events: sim.events, x: sim.player.x }).toEqual(
      frozen,
    );
  });
});
