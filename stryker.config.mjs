// @ts-check
/**
 * Mutation testing of the deterministic core, the replay layer and the service (`npm run mutate`,
 * which runs scripts/mutate.mjs; not part of `npm test`: it runs the unit tests once per mutant).
 * Scores, what is measured when, and the mutants judged equivalent: tests/MUTATION.md.
 */

/**
 * The folders measured, under src/ (a folder of a folder names that one alone: the splits of
 * src/app, pure logic the HUD and the end screen show). Which tests run against each:
 * vitest.mutate.config.ts.
 */
export const MUTATED_FOLDERS = ['loop', 'sim', 'replay', 'server', 'app/splits'];

/**
 * The measured folder `file` (a path or glob from the repository root) lies in, or undefined.
 * @param {string} file
 */
export function measuredFolderOf(file) {
  return MUTATED_FOLDERS.find((folder) => file.startsWith(`src/${folder}/`));
}

/**
 * Files of those folders left unmutated besides index files (re-exports): the service's entry
 * point, which only ever runs as a process of its own, where a test cannot switch a mutant on
 * (its parts, the config reader and startService, are mutated and tested in-process).
 */
export const NOT_MUTATED = ['src/server/main.ts'];

/**
 * Whether `file` (a path from the repository root) is one Stryker mutates.
 * @param {string} file
 */
export function isMutated(file) {
  return (
    file.endsWith('.ts') &&
    measuredFolderOf(file) !== undefined &&
    !file.endsWith('/index.ts') &&
    !file.endsWith('.d.ts') &&
    !NOT_MUTATED.includes(file)
  );
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  // Only the tests that cover a mutant run against it.
  coverageAnalysis: 'perTest',
  mutate: [
    ...MUTATED_FOLDERS.map((folder) => `src/${folder}/**/*.ts`),
    '!src/**/index.ts',
    '!src/**/*.d.ts',
    ...NOT_MUTATED.map((file) => `!${file}`),
  ],
  // Static mutants (code run at import: the replay schema, the tile tables, the built-in levels
  // parsed when src/levels loads) each need every test in a fresh worker; with them a run of
  // src/sim alone took hours. They are reported as Ignored and counted in tests/MUTATION.md.
  ignoreStatic: true,
  // The first, coverage-measuring run of every test is slow on a shared machine.
  dryRunTimeoutMinutes: 60,
  // One sandbox: the machine is shared by several builds, and a mutant's tests must not be
  // slowed into a timeout by a second sandbox of the same run.
  concurrency: 1,
  // A mutant's tests may take 5 times what they took in the dry run, plus 30 s, before it
  // counts as timed out (a hang, e.g. a loop that no longer ends). Generous on purpose: under
  // load, a tighter limit turned mutants that tests kill or that survive into "timed out", and
  // a timeout is not counted as a kill. A real hang costs its limit once, then the worker restarts.
  timeoutFactor: 5,
  timeoutMS: 30_000,
  // Re-runs only mutants whose code or covering tests changed since the last run; mutants of
  // files outside a run's --mutate are kept from earlier runs.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Informative only: the score is read, not enforced.
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

export default config;
