import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GENERATOR_OPTIONS,
  generateLevel,
  GeneratorError,
  planWinningRun,
  resolveGeneratorOptions,
} from '../../src/levels';
import {
  doorColourIndex,
  hashLevel,
  parseLevel,
  Simulation,
  solveLevel,
  TILE,
} from '../../src/sim';

const hex = (n: number) => `0x${n.toString(16).padStart(8, '0')}`;

describe('generateLevel', () => {
  // Pinned so that any change to the generator (which must bump SIM_VERSION) is noticed, and so
  // the same values can be checked in a browser: same seed, same level, in every engine.
  it.each([
    [0, {}, '0xc66706d6'],
    [1, {}, '0xf0c85d58'],
    [42, {}, '0x3be01444'],
    [4294967295, {}, '0xa5fc83a4'],
    [7, { width: 41, height: 31, minotaurs: 4, keys: 3, traps: 12 }, '0x71aa7d40'],
    [64, { width: 64, height: 64, minotaurs: 4 }, '0xb84c2e86'],
    [9, { width: 9, height: 9 }, '0x271315cf'],
  ])('seed %i with %j gives the level of hash %s', (seed, options, expected) => {
    expect(hex(hashLevel(generateLevel(seed, options)))).toBe(expected);
  });

  it('gives an equal level for the same seed and options, and a different one otherwise', () => {
    const a = generateLevel(123);
    expect(generateLevel(123)).toEqual(a);
    expect(generateLevel(124).text).not.toBe(a.text);
    expect(generateLevel(123, { loops: 30 }).text).not.toBe(a.text);
  });

  it('makes valid, winnable levels with the requested parts for any seed and options', () => {
    const options = fc.record(
      {
        width: fc.integer({ min: 9, max: 41 }),
        height: fc.integer({ min: 9, max: 31 }),
        minotaurs: fc.integer({ min: 0, max: 8 }),
        keys: fc.integer({ min: 0, max: 3 }),
        gems: fc.integer({ min: 0, max: 30 }),
        traps: fc.integer({ min: 0, max: 40 }),
        loops: fc.integer({ min: 0, max: 50 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), options, (seed, o) => {
        const level = generateLevel(seed, o);
        const resolved = resolveGeneratorOptions(o);
        expect(level.width).toBe(resolved.width);
        expect(level.height).toBe(resolved.height);
        expect(level.minotaurSpawns.length).toBeLessThanOrEqual(resolved.minotaurs);
        expect(level.gemCount).toBeLessThanOrEqual(resolved.gems);
        // The same checks as a hand-written level, and a route through keys and doors.
        expect(parseLevel(level.text, level)).toEqual(level);
        expect(solveLevel(level).winnable).toBe(true);
        const doors = (level.text.match(/[RGB]/g) ?? []).length;
        expect(doors).toBeLessThanOrEqual(resolved.keys);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('puts every door on the way: walled up, the exit cannot be reached', () => {
    let doorsSeen = 0;
    for (let seed = 0; seed < 20; seed++) {
      const level = generateLevel(seed, { keys: 3, width: 35, height: 25 });
      for (let colour = 0; colour < 3; colour++) {
        const tiles = level.tiles.map((t) => (doorColourIndex(t) === colour ? TILE.WALL : t));
        if (tiles.every((t, i) => t === level.tiles[i])) continue;
        doorsSeen++;
        expect(solveLevel({ ...level, tiles }).winnable, `seed ${seed} colour ${colour}`).toBe(
          false,
        );
      }
    }
    expect(doorsSeen).toBeGreaterThanOrEqual(40);
  }, 60_000);

  it('has the autopilot win a range of generated levels in the real simulation', () => {
    const cases = [
      ...Array.from({ length: 10 }, (_, seed) => [seed, {}] as const),
      [100, { width: 41, height: 31, minotaurs: 4, keys: 3, traps: 12 }] as const,
      [101, { width: 15, height: 15, minotaurs: 2, keys: 3 }] as const,
      [102, { width: 64, height: 64, minotaurs: 4 }] as const,
    ];
    for (const [seed, options] of cases) {
      const level = generateLevel(seed, options);
      const { won, inputs } = planWinningRun(level);
      expect(won, `seed ${seed}`).toBe(true);
      const sim = new Simulation(level);
      for (const input of inputs) sim.advance(input);
      expect(sim.outcome, `seed ${seed}`).toBe('won');
    }
  }, 60_000);

  it('documents its defaults', () => {
    expect(DEFAULT_GENERATOR_OPTIONS).toEqual({
      width: 31,
      height: 23,
      minotaurs: 2,
      keys: 2,
      gems: 5,
      traps: 6,
      loops: 12,
    });
    expect(generateLevel(5)).toEqual(generateLevel(5, DEFAULT_GENERATOR_OPTIONS));
  });

  it('refuses a bad seed or option with a GeneratorError naming the field and limits', () => {
    const error = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e;
      }
      return undefined;
    };
    const bad = error(() => generateLevel(1, { width: 8 }));
    expect(bad).toBeInstanceOf(GeneratorError);
    expect(bad).toMatchObject({ field: 'width' });
    expect(String(bad)).toContain('9 to 128');
    expect(error(() => generateLevel(1, { keys: 1.5 }))).toMatchObject({ field: 'keys' });
    expect(error(() => generateLevel(1, { traps: 41 }))).toMatchObject({ field: 'traps' });
    expect(error(() => generateLevel(-1))).toMatchObject({ field: 'seed' });
    expect(error(() => generateLevel(2 ** 32))).toMatchObject({ field: 'seed' });
    expect(error(() => generateLevel(Number.NaN))).toMatchObject({ field: 'seed' });
    const unknown = error(() => generateLevel(1, { size: 3 } as never));
    expect(unknown).toMatchObject({ field: 'size' });
  });
});
