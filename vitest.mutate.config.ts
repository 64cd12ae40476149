import { defineConfig } from 'vitest/config';
import base from './vite.config';

/**
 * The unit tests that `npm run mutate` runs against each mutant: those of the mutated folders
 * (src/loop, src/sim, src/replay) and the verifier's command line. Level-generator and
 * browser-shell tests add minutes per run under instrumentation; the core's own tests are the
 * ones that must kill its mutants. (Spread, not mergeConfig: that would append to `include`.)
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/{loop,sim,replay,cli}/**/*.test.ts'],
    exclude: [
      'node_modules/**',
      // These run the code in child processes, which cannot see which mutant is active; the
      // command line's module-level replay also made every simulation mutant "static".
      'tests/sim/allocation.test.ts',
      'tests/cli/**',
      // It verifies hundreds of tampered links under a fixed 30 s limit, which instrumented
      // code on a shared machine overruns; the codec tests cover the same code.
      'tests/replay/share-link.test.ts',
    ],
    // Instrumented code runs several times slower; the limit only ends hangs.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // Fuzz targets at a twentieth of their unit-run size: each runs once per covering mutant.
    env: { FUZZ_RUNS: '100' },
  },
});
