import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vite.config';

/**
 * The unit tests that `npm run mutate` runs against each mutant: those of the mutated folders
 * (src/loop, src/sim, src/replay) and of the layers that drive them. Browser-shell tests add
 * minutes per run and kill nothing the pure core's own tests do not.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['tests/{loop,sim,replay,levels,cli}/**/*.test.ts'],
      exclude: [
        // It runs the simulation in a child process, which cannot see which mutant is active.
        'tests/sim/allocation.test.ts',
        // It verifies hundreds of tampered links under a fixed 30 s limit, which instrumented
        // code on a shared machine overruns; the codec and share-link tests cover the same code.
        'tests/replay/share-link.test.ts',
      ],
      // Fuzz targets at a tenth of their unit-run size: each runs once per covering mutant.
      env: { FUZZ_RUNS: '200' },
    },
  }),
);
