// @ts-check
/**
 * `node scripts/flake-hunt.mjs [--runs N] [--load K] [-- <playwright args>]`: runs the Chromium
 * e2e suite N times (default 3) against the production build in dist/ (run `npm run build`
 * first) while K processes (default 2, one per core here) spin at full speed beside it, and
 * reports every test that failed in any run, with how often. A test that fails once under load
 * is a flake CI will meet: it waits for time, not for the page's own signal.
 *
 * Not part of `npm test`: a hunt takes N times the suite's time on a loaded machine. The report
 * is printed and written to reports/flake-hunt/flake-hunt.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

/**
 * @typedef {{ status: string, error?: { message?: string } }} TestResult
 * @typedef {{ projectName: string, results?: TestResult[] }} SpecTest
 * @typedef {{ title: string, file: string, line: number, tests?: SpecTest[] }} Spec
 * @typedef {{ title?: string, specs?: Spec[], suites?: Suite[] }} Suite
 * @typedef {{ suites?: Suite[], stats?: { expected?: number, unexpected?: number } }} Report
 * @typedef {{ title: string, file: string, project: string, status: string, error: string }} Failure
 */

/**
 * `--runs N --load K`, then what follows `--` for Playwright.
 * @param {string[]} argv
 */
function readArguments(argv) {
  const dashes = argv.indexOf('--');
  const own = dashes === -1 ? argv : argv.slice(0, dashes);
  const passed = dashes === -1 ? [] : argv.slice(dashes + 1);
  /** @type {(flag: string, fallback: number) => number} */
  const value = (flag, fallback) => {
    const at = own.indexOf(flag);
    if (at === -1) return fallback;
    const n = Number(own[at + 1]);
    if (!Number.isInteger(n) || n < 0) {
      console.error(`flake-hunt: ${flag} takes a whole number, not '${String(own[at + 1])}'`);
      process.exit(2);
    }
    return n;
  };
  return { runs: value('--runs', 3), load: value('--load', 2), passed };
}

/**
 * K busy processes: the stated load. Each spins until killed.
 * @param {number} count
 */
function startLoad(count) {
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

/**
 * The titles of the tests that did not pass in one Playwright JSON report, with their errors.
 * @param {Report} report
 */
function failuresOf(report) {
  /** @type {Failure[]} */
  const failed = [];
  /** @type {(suite: Suite, path: string[]) => void} */
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const bad = results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
        if (bad === undefined) continue;
        failed.push({
          title: [...path, spec.title].join(' › '),
          file: `${spec.file}:${String(spec.line)}`,
          project: test.projectName,
          status: bad.status,
          error: (bad.error?.message ?? '')
            .replace(ANSI_COLOUR, '')
            .split('\n')
            .slice(0, 3)
            .join(' '),
        });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title ? [...path, child.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failed;
}

/** Terminal colour codes in an error message. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const { runs, load, passed } = readArguments(process.argv.slice(2));
// Not test-results/: Playwright empties that folder at the start of every run.
const out = join('reports', 'flake-hunt');
mkdirSync(out, { recursive: true });
const started = new Date().toISOString();
const loaders = startLoad(load);
const perRun = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const file = join(out, `flake-hunt-${String(run)}.json`);
    const begun = Date.now();
    const result = spawnSync('npx', ['playwright', 'test', '--reporter=json', ...passed], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    /** @type {unknown} */
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    const report = /** @type {Report} */ (parsed);
    const failures = failuresOf(report);
    const stats = report.stats ?? {};
    perRun.push({
      run,
      exit: result.status,
      seconds: Math.round((Date.now() - begun) / 1000),
      load1: Number((loadavg()[0] ?? 0).toFixed(1)),
      expected: stats.expected ?? null,
      unexpected: stats.unexpected ?? null,
      failures,
    });
    console.log(
      `run ${String(run)} of ${String(runs)}: ${String(stats.expected)} passed, ` +
        `${String(stats.unexpected)} failed in ${String(perRun.at(-1)?.seconds)} s ` +
        `(load ${String(perRun.at(-1)?.load1)})`,
    );
    for (const f of failures) console.log(`  FAILED ${f.file} ${f.title}: ${f.error}`);
  }
} finally {
  for (const loader of loaders) loader.kill('SIGKILL');
}
/** @type {Map<string, Failure & { times: number }>} */
const counts = new Map();
for (const { failures } of perRun) {
  for (const f of failures)
    counts.set(f.file, { ...f, times: (counts.get(f.file)?.times ?? 0) + 1 });
}
const summary = {
  started,
  cores: cpus().length,
  load: `${String(load)} busy processes beside the suite`,
  runs: perRun,
  failedAtLeastOnce: [...counts.values()],
};
writeFileSync(join(out, 'flake-hunt.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(
  counts.size === 0
    ? `No test failed in ${String(runs)} runs with ${String(load)} busy processes.`
    : `${String(counts.size)} tests failed at least once in ${String(runs)} runs:`,
);
for (const f of counts.values()) console.log(`  ${String(f.times)}× ${f.file} ${f.title}`);
process.exit(counts.size === 0 ? 0 : 1);
