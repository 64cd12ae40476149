// @ts-check
/**
 * Mutation testing of the deterministic core (`npm run mutate`, not part of `npm test`: it runs
 * the unit tests once per mutant). Scores and the mutants judged equivalent: tests/MUTATION.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  // Only the tests that cover a mutant run against it.
  coverageAnalysis: 'perTest',
  mutate: ['src/loop/**/*.ts', 'src/sim/**/*.ts', 'src/replay/**/*.ts', '!src/**/index.ts'],
  // Static mutants (code run at import: the replay schema, the tile tables, the built-in levels
  // parsed when src/levels loads) each need every test in a fresh worker; with them a run of
  // src/sim alone took hours. They are reported as Ignored and counted in tests/MUTATION.md.
  ignoreStatic: true,
  // The first, coverage-measuring run of every test is slow on a shared machine.
  dryRunTimeoutMinutes: 30,
  // The machine is shared; two sandboxes keep a run from starving everything else.
  concurrency: 2,
  // An infinite-loop mutant waits its tests' own time x 1.5 plus this margin, then the worker
  // restarts; 3 s (not the default 5 s) is still well above a loaded machine's jitter.
  timeoutMS: 3000,
  // Re-runs only mutants whose code or covering tests changed since the last run.
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
