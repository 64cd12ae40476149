import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CI_FUZZ_RUNS, fuzzParams, fuzzRuns, fuzzTimeout, LONG_FUZZ_RUNS } from './fuzz';

/** A property that fails for every number from 1000 up, so it shrinks to exactly 1000. */
const failsFrom1000 = fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
  if (n >= 1000) throw new RangeError(`too big: ${String(n)}`);
});

function failureOf(run: () => void): Error {
  try {
    run();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('the property did not fail');
}

describe('fuzz configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it(`runs ${String(CI_FUZZ_RUNS)} cases per target unless FUZZ_RUNS says otherwise`, () => {
    vi.stubEnv('FUZZ_RUNS', '');
    expect(fuzzRuns()).toBe(CI_FUZZ_RUNS);
    expect(fuzzParams().numRuns).toBe(CI_FUZZ_RUNS);
    vi.stubEnv('FUZZ_RUNS', String(LONG_FUZZ_RUNS));
    expect(fuzzParams().numRuns).toBe(100_000);
    let cases = 0;
    vi.stubEnv('FUZZ_RUNS', '37');
    fc.assert(
      fc.property(fc.nat(), () => {
        cases += 1;
      }),
      fuzzParams(),
    );
    expect(cases).toBe(37);
  });

  it('refuses a malformed case count or seed instead of ignoring it', () => {
    vi.stubEnv('FUZZ_RUNS', 'many');
    expect(() => fuzzRuns()).toThrow("FUZZ_RUNS must be a whole number, got 'many'");
    vi.stubEnv('FUZZ_RUNS', '0');
    expect(() => fuzzRuns()).toThrow('FUZZ_RUNS must be at least 1');
    vi.stubEnv('FUZZ_RUNS', '');
    vi.stubEnv('FUZZ_SEED', '12.5');
    expect(() => fuzzParams()).toThrow("FUZZ_SEED must be a whole number, got '12.5'");
  });

  it('scales the hang limit with the case count, never below two minutes', () => {
    vi.stubEnv('FUZZ_RUNS', '2000');
    expect(fuzzTimeout(5)).toBe(120_000);
    vi.stubEnv('FUZZ_RUNS', '100000');
    expect(fuzzTimeout(5)).toBe(500_000);
  });

  it('reports the counterexample, seed, path, cause and the command that replays it', () => {
    vi.stubEnv('FUZZ_SEED', '424242');
    const error = failureOf(() => {
      fc.assert(failsFrom1000, fuzzParams());
    });
    expect(error.message).toContain('Counterexample: [1000]');
    expect(error.message).toContain('seed: 424242');
    expect(error.message).toContain('too big: 1000');
    expect(error.message).toMatch(
      /Replay this case: FUZZ_SEED=424242 FUZZ_PATH=[\d:]+ npx vitest run tests\/support\/fuzz-config\.test\.ts -t 'reports the counterexample, seed, path, cause and the command that replays it'$/m,
    );
    expect(error.cause).toBeInstanceOf(RangeError);
  });

  it('replays exactly the reported case from FUZZ_SEED and FUZZ_PATH', () => {
    vi.stubEnv('FUZZ_SEED', '99');
    const first = failureOf(() => {
      fc.assert(failsFrom1000, fuzzParams());
    });
    const path = /FUZZ_PATH=([\d:]+)/.exec(first.message)?.[1];
    expect(path).toBeDefined();
    vi.stubEnv('FUZZ_PATH', path ?? '');
    const seen: number[] = [];
    const again = failureOf(() => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
          seen.push(n);
          if (n >= 1000) throw new RangeError(`too big: ${String(n)}`);
        }),
        fuzzParams(),
      );
    });
    // Only the shrunk case runs: no search, no shrinking.
    expect(seen).toEqual([1000]);
    expect(again.message).toContain('Counterexample: [1000]');
  });
});
