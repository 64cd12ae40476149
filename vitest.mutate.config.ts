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
      // It runs the simulation in a child process, which cannot see which mutant is active.
      exclude: ['tests/sim/allocation.test.ts'],
    },
  }),
);
