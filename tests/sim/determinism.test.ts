import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEFT, RIGHT, Sfc32, Simulation, SIM_VERSION } from '../../src/sim';
import { makeLevel } from './support/make-level';

// Keys, a door, gems, both trap groups and two wandering Minotaurs: every part of the state moves.
const LEVEL = makeLevel(
  `
#############
#S..*.#..*..#
#.###.#.###.#
#...^.R...v.#
#.#.###.#.#.#
#r#..M..#.#E#
#.###.#.#.#.#
#.....#..M..#
#############`,
  { timeLimitTicks: 3000, seed: 42 },
);

/** Hash after every tick of a run of `inputs`. */
function hashes(inputs: readonly number[]): number[] {
  const sim = new Simulation(LEVEL);
  return inputs.map((input) => {
    sim.advance(input);
    return sim.hash();
  });
}

const inputsArb = fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 50, maxLength: 400 });

describe('determinism', () => {
  it('gives identical hashes at every tick for the same inputs', () => {
    fc.assert(
      fc.property(inputsArb, (inputs) => {
        expect(hashes(inputs)).toEqual(hashes(inputs));
      }),
      { numRuns: 50 },
    );
  });

  it('changes the hash from the tick a changed input takes effect', () => {
    const inputs = Array.from({ length: 60 }, () => RIGHT);
    const changed = [...inputs];
    changed[2] = LEFT;
    const a = hashes(inputs);
    const b = hashes(changed);
    expect(b.slice(0, 2)).toEqual(a.slice(0, 2));
    expect(b[2]).not.toBe(a[2]);
  });

  it('hashes the whole state: changing any word of it changes the hash', () => {
    const sim = new Simulation(LEVEL);
    for (let i = 0; i < 30; i++) sim.advance(RIGHT);
    const words = sim.saveState();
    const original = sim.hash();
    // Word 0 (version) and 1 (level) are checked on load instead; every other word is state.
    for (let i = 2; i < words.length; i++) {
      const copy = new Simulation(LEVEL);
      const changed = words.slice();
      changed[i] = (changed[i] ?? 0) ^ 1;
      copy.loadState(changed);
      expect(copy.hash(), `word ${i}`).not.toBe(original);
    }
  });

  it('is a stable 32-bit number', () => {
    const sim = new Simulation(LEVEL);
    const h = sim.hash();
    expect(Number.isInteger(h)).toBe(true);
    expect(h).toBeGreaterThanOrEqual(0);
    expect(h).toBeLessThanOrEqual(0xffffffff);
    expect(sim.hash()).toBe(h);
  });
});

describe('saved states', () => {
  it('a loaded state plays on exactly like the original', () => {
    fc.assert(
      fc.property(inputsArb, fc.nat(), (inputs, at) => {
        const cut = at % inputs.length;
        const original = new Simulation(LEVEL);
        inputs.slice(0, cut).forEach((input) => {
          original.advance(input);
        });
        const restored = new Simulation(LEVEL);
        restored.loadState(original.saveState());
        expect(restored.hash()).toBe(original.hash());
        for (const input of inputs.slice(cut)) {
          original.advance(input);
          restored.advance(input);
          expect(restored.hash()).toBe(original.hash());
        }
        expect(restored.player).toEqual(original.player);
        expect(restored.outcome).toBe(original.outcome);
      }),
      { numRuns: 40 },
    );
  });

  it('clones run independently', () => {
    const sim = new Simulation(LEVEL);
    for (let i = 0; i < 12; i++) sim.advance(RIGHT);
    const copy = sim.clone();
    expect(copy.hash()).toBe(sim.hash());
    copy.advance(0);
    expect(copy.tick).toBe(sim.tick + 1);
    expect(sim.tick).toBe(12);
  });

  it('refuses a state of another level, version or size', () => {
    const sim = new Simulation(LEVEL);
    const words = sim.saveState();
    const other = new Simulation(makeLevel(LEVEL.text, { seed: 43 }));
    expect(() => {
      other.loadState(words);
    }).toThrow(/another level/);
    const version = words.slice();
    version[0] = SIM_VERSION + 1;
    expect(() => {
      sim.loadState(version);
    }).toThrow(/version/);
    expect(() => {
      sim.loadState(words.slice(1));
    }).toThrow(/words/);
  });

  it('keeps the generator inside the state: a run is a function of level and inputs only', () => {
    // Two simulations interleaved tick by tick never disturb each other.
    const a = new Simulation(LEVEL);
    const b = new Simulation(LEVEL);
    const solo = hashes(Array.from({ length: 200 }, () => 0));
    const seen: number[] = [];
    new Sfc32(1).nextUint32();
    for (let i = 0; i < 200; i++) {
      a.advance(0);
      b.advance(0);
      seen.push(a.hash());
      expect(b.hash()).toBe(a.hash());
    }
    expect(seen).toEqual(solo);
  });
});
