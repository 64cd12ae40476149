import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATCH_DISTANCE, EVENT, RIGHT, Simulation, UNITS_PER_TILE } from '../../src/sim';
import { sweptTouch, type SweepView as Sweep } from '../../src/sim/swept-touch';
import { hold, makeLevel } from './support/make-level';

const T = UNITS_PER_TILE;

// The Minotaur sits at the far end of a dead-end corridor, so its only way is towards the player.
const CORRIDOR = makeLevel(`
##########
#S......M#
#E########
##########`);

describe('catching in the simulation', () => {
  it('catches a player who stands still when the Minotaur reaches him', () => {
    const sim = new Simulation(CORRIDOR);
    hold(sim, 0, 39);
    expect(sim.outcome).toBe('playing');
    // 7 tiles apart, closing at 10 units a tick: closer than 30 units during tick 40.
    expect(sim.minotaurs[0]?.x).toBe(8 * T - 390);
    sim.advance(0);
    expect(sim.outcome).toBe('caught');
    expect(sim.caughtBy).toBe('minotaur');
    expect(sim.tick).toBe(40);
    expect(sim.events & EVENT.CAUGHT).toBe(EVENT.CAUGHT);
  });

  it('catches a player running head-on at full speed, before they can pass', () => {
    const sim = new Simulation(CORRIDOR);
    let gaps: number[] = [];
    while (sim.outcome === 'playing') {
      sim.advance(RIGHT);
      gaps = [...gaps, (sim.minotaurs[0]?.x ?? 0) - sim.player.x];
    }
    // Closing at 22 units a tick from 420 apart: 46 apart after tick 17, 24 after tick 18.
    expect(sim.outcome).toBe('caught');
    expect(sim.tick).toBe(18);
    expect(gaps.at(-2)).toBe(46);
    expect(gaps.at(-1)).toBe(24);
    expect(gaps.every((gap) => gap > 0)).toBe(true);
  });

  it('names the Minotaur, not the trap, when both catch the player on the same tick', () => {
    // The player stands on the '^' trap (column 2) from tick 5. With the spikes up for the last 12
    // ticks of 40 they rise on tick 28; the Minotaur, 5 tiles off and closing at 10 units a tick,
    // is 300 - 10t units away: 30 after tick 27, 20 after tick 28. Either alone ends the run on
    // tick 28, as the two runs without the other show.
    const meta = { trapPeriodTicks: 40, trapUpTicks: 12 };
    const grid = (row: string) => makeLevel(`\n#########\n${row}\n#E#######\n#########`, meta);
    const run = (row: string) => {
      const sim = new Simulation(grid(row));
      hold(sim, RIGHT, 1);
      hold(sim, 0, 40);
      return { outcome: sim.outcome, caughtBy: sim.caughtBy, tick: sim.tick };
    };
    expect(run('#S^....M#')).toEqual({ outcome: 'caught', caughtBy: 'minotaur', tick: 28 });
    expect(run('#S^.....#')).toEqual({ outcome: 'caught', caughtBy: 'trap', tick: 28 });
    expect(run('#S.....M#')).toEqual({ outcome: 'caught', caughtBy: 'minotaur', tick: 28 });
  });

  it('freezes the run once caught', () => {
    const sim = new Simulation(CORRIDOR);
    hold(sim, RIGHT, 30);
    const frozen = { tick: sim.tick, hash: sim.hash(), events: sim.events };
    hold(sim, RIGHT, 30);
    expect({ tick: sim.tick, hash: sim.hash(), events: sim.events }).toEqual(frozen);
  });
});

const sweep = (a: number[], b: number[]): Sweep => ({
  aPrevX: a[0] ?? 0,
  aPrevY: a[1] ?? 0,
  aX: a[2] ?? 0,
  aY: a[3] ?? 0,
  bPrevX: b[0] ?? 0,
  bPrevY: b[1] ?? 0,
  bX: b[2] ?? 0,
  bY: b[3] ?? 0,
});

/** Reference: do the boxes overlap at some moment? Checks every critical moment of the tick. */
function oracle(s: Sweep, reach: number): boolean {
  const d0 = [s.aPrevX - s.bPrevX, s.aPrevY - s.bPrevY];
  const d1 = [s.aX - s.bX, s.aY - s.bY];
  const moments = [0, 1];
  for (let axis = 0; axis < 2; axis++) {
    const start = d0[axis] ?? 0;
    const v = (d1[axis] ?? 0) - start;
    if (v !== 0) moments.push((reach - start) / v, (-reach - start) / v);
  }
  const inside = moments.filter((t) => t >= 0 && t <= 1).sort((x, y) => x - y);
  const candidates = [...inside];
  for (let i = 1; i < inside.length; i++)
    candidates.push(((inside[i - 1] ?? 0) + (inside[i] ?? 0)) / 2);
  return candidates.some((t) =>
    [0, 1].every((axis) => {
      const d = (d0[axis] ?? 0) + t * ((d1[axis] ?? 0) - (d0[axis] ?? 0));
      return Math.abs(d) < reach - 1e-9;
    }),
  );
}

describe('sweptTouch', () => {
  const reach = CATCH_DISTANCE;

  it('catches two actors that pass through each other between ticks', () => {
    // 60 apart before the tick and 140 apart (the other way) after it: the ends never overlap.
    const s = sweep([0, 0, 100, 0], [60, 0, -40, 0]);
    expect(Math.abs(s.aX - s.bX)).toBeGreaterThanOrEqual(reach);
    expect(Math.abs(s.aPrevX - s.bPrevX)).toBeGreaterThanOrEqual(reach);
    expect(sweptTouch(s, reach)).toBe(true);
  });

  it('catches a crossing at a junction only when both are there at the same moment', () => {
    expect(sweptTouch(sweep([-50, 0, 50, 0], [0, -50, 0, 50]), reach)).toBe(true);
    // The second actor arrives at the junction after the first has left it.
    expect(sweptTouch(sweep([40, 0, 140, 0], [0, -100, 0, -40]), reach)).toBe(false);
  });

  it('does not catch actors on parallel lanes a tile apart', () => {
    expect(sweptTouch(sweep([0, 0, 100, 0], [100, T, 0, T]), reach)).toBe(false);
  });

  it('needs the distance to drop below the reach: exactly at it is still apart', () => {
    expect(sweptTouch(sweep([0, 0, 0, 0], [30, 0, 30, 0]), reach)).toBe(false);
    expect(sweptTouch(sweep([0, 0, 0, 0], [40, 0, 29, 0]), reach)).toBe(true);
    expect(sweptTouch(sweep([0, 0, 0, 0], [29, 0, 40, 0]), reach)).toBe(true);
    expect(sweptTouch(sweep([0, 0, 0, 0], [29, 30, 29, 30]), reach)).toBe(false);
  });

  it('agrees with a reference check of every critical moment', () => {
    const coord = fc.integer({ min: -200, max: 200 });
    fc.assert(
      fc.property(fc.array(coord, { minLength: 8, maxLength: 8 }), (c) => {
        const s = sweep(c.slice(0, 4), c.slice(4));
        expect(sweptTouch(s, reach)).toBe(oracle(s, reach));
      }),
      { numRuns: 5000 },
    );
  });
});
