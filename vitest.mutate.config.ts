import { defineConfig } from 'vitest/config';
import base from './vite.config';

/**
 * The unit tests that can kill each measured folder's mutants: those that run its code in the
 * test's own process (Stryker switches a mutant on there, and nowhere else). The generator's
 * and the autopilot's tests (tests/levels) run the simulation, the distance field included, for
 * thousands of ticks; the storage tests read and write replay documents with the replay schema.
 */
const TESTS_OF: Readonly<Record<string, readonly string[]>> = {
  loop: ['tests/loop'],
  sim: ['tests/sim', 'tests/levels'],
  replay: ['tests/replay', 'tests/storage'],
  server: ['tests/server'],
  // The splits' own tests, and the controller's and the screens', which run them in a game.
  'app/splits': ['tests/app', 'tests/ui/splits'],
};

/**
 * The folders a run mutates, as scripts/mutate.mjs says (MUTATE_FOLDERS, comma-separated);
 * every measured folder when it is not set (`npx stryker run` alone).
 */
function mutatedFolders(): string[] {
  const named = (process.env.MUTATE_FOLDERS ?? '').split(',').filter((name) => name !== '');
  for (const name of named) {
    if (!(name in TESTS_OF))
      throw new Error(`MUTATE_FOLDERS names '${name}', which is not measured`);
  }
  return named.length > 0 ? named : Object.keys(TESTS_OF);
}

const folders = [...new Set(mutatedFolders().flatMap((name) => TESTS_OF[name] ?? []))];

/**
 * What `npm run mutate` runs against each mutant; Stryker then narrows it to the tests that
 * import the mutated files (`related`) and, per mutant, to those that ran its code (`perTest`).
 * (Spread, not mergeConfig: that would append to `include`.)
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: folders.map((folder) => `${folder}/**/*.test.ts`),
    exclude: [
      'node_modules/**',
      // These run the code in child processes, which cannot see which mutant is active.
      'tests/sim/allocation.test.ts',
      'tests/server/crash-recovery.test.ts',
      'tests/server/serve-site.test.ts',
      'tests/server/start-script.test.ts',
      // It sets the process's umask, which a worker thread may not (Stryker's dry run fails).
      'tests/server/data-files.test.ts',
      // Several service processes on one PostgreSQL cluster: run by npm run test:server:pg only.
      'tests/server/cluster/**',
      // It verifies hundreds of tampered links under fixed 30 s limits, which instrumented code
      // on a shared machine overruns (a limit reached would count as a kill); the codec tests
      // and tests/replay/link-inflate-limits.test.ts cover the same code.
      'tests/replay/share-link.test.ts',
    ],
    // Instrumented code runs several times slower; limits only end hangs. Tests that set their
    // own limit keep it (fuzz targets scale theirs by TEST_TIME_SCALE); a kill by a limit is
    // shown apart by scripts/mutation-table.mjs.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    env: {
      // Fuzz targets at a twentieth of their unit-run size: each runs once per covering mutant.
      FUZZ_RUNS: '100',
      TEST_TIME_SCALE: '10',
    },
  },
});
