import { describe, expect, it } from 'vitest';
import { largestBuiltInLevel } from '../../bench/bench-levels';
import { heldInputTape } from '../../bench/node/input-tape';
import { TickDriver } from '../../bench/node/tick-driver';
import { Simulation } from '../../src/sim';

describe('TickDriver', () => {
  const level = largestBuiltInLevel();
  const tape = heldInputTape(3, 1 << 12);

  it('runs exactly the ticks a fresh run per ended run would, in batches of any size', () => {
    const driver = new TickDriver({ level, tape });
    for (const batch of [1, 999, 5000, 14_000]) driver.run(batch);
    const ticks = 20_000;

    // The same work written plainly: a new Simulation whenever a run ends.
    let sim = new Simulation(level);
    let restarts = 0;
    for (let i = 0; i < ticks; i++) {
      if (sim.outcome !== 'playing') {
        sim = new Simulation(level);
        restarts++;
      }
      sim.advance(tape[i % tape.length] ?? 0);
    }
    expect(driver.ticks).toBe(ticks);
    expect(restarts).toBeGreaterThan(0);
    expect(driver.restarts).toBe(restarts);
    expect(driver.simulation.tick).toBe(sim.tick);
    expect(driver.simulation.hash()).toBe(sim.hash());
  });

  it('needs a tape whose length is a power of two', () => {
    expect(() => new TickDriver({ level, tape: new Uint8Array(1000) })).toThrow(/power of two/);
    expect(() => new TickDriver({ level, tape: new Uint8Array(0) })).toThrow(RangeError);
  });
});
