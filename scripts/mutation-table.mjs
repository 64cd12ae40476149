// @ts-check
/**
 * `node scripts/mutation-table.mjs [--survivors] [folder or file prefix ...]`: the scores of
 * Stryker's JSON report (reports/mutation/mutation.json) as the Markdown table of
 * tests/MUTATION.md, per file and per folder. The score counts kills only: a mutant that timed
 * out, and one "killed" only because a test reached its own time limit (a limit is not a
 * verdict), are counted apart and not as kills. `--survivors` lists every mutant that was not
 * killed, for reading.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** A mutant as the report gives it, the fields read here. */
/** @typedef {{ status: string, statusReason?: string, mutatorName: string, replacement?: string, location: { start: { line: number, column: number } } }} ReportMutant */

/** The counts of one file or folder. */
/** @typedef {{ mutants: number, ignored: number, killed: number, limit: number, timeout: number, survived: number, noCoverage: number, errors: number }} Counts */

/** @returns {Counts} */
function zero() {
  return {
    mutants: 0,
    ignored: 0,
    killed: 0,
    limit: 0,
    timeout: 0,
    survived: 0,
    noCoverage: 0,
    errors: 0,
  };
}

/**
 * Whether a kill came only from a test's own time limit (vitest: "Test timed out in 30000ms").
 * @param {ReportMutant} mutant
 */
export function killedByTimeLimit(mutant) {
  return mutant.status === 'Killed' && /timed out in \d+ ?ms/i.test(mutant.statusReason ?? '');
}

/**
 * Adds one mutant to `counts`.
 * @param {Counts} counts
 * @param {ReportMutant} mutant
 */
export function count(counts, mutant) {
  counts.mutants += 1;
  if (mutant.status === 'Ignored') counts.ignored += 1;
  else if (killedByTimeLimit(mutant)) counts.limit += 1;
  else if (mutant.status === 'Killed') counts.killed += 1;
  else if (mutant.status === 'Timeout') counts.timeout += 1;
  else if (mutant.status === 'Survived') counts.survived += 1;
  else if (mutant.status === 'NoCoverage') counts.noCoverage += 1;
  else counts.errors += 1;
}

/**
 * Kills over the mutants tested (all but the ignored and the errors), as "97.50%", or "n/a".
 * @param {Counts} c
 */
export function score(c) {
  const tested = c.killed + c.limit + c.timeout + c.survived + c.noCoverage;
  return tested === 0 ? 'n/a' : `${((100 * c.killed) / tested).toFixed(2)}%`;
}

/** @param {Counts} c @param {string} name */
function row(name, c) {
  const cells = [c.mutants, c.ignored, c.killed, c.limit, c.timeout, c.survived, c.noCoverage];
  return `| ${[name, ...cells.map(String), String(c.errors), score(c)].join(' | ')} |`;
}

/**
 * The table of a report's files whose path starts with one of `prefixes` (all when empty):
 * one row per file, then one per folder (`src/sim`, ...).
 * @param {{ files: Record<string, { mutants: ReportMutant[] }> }} report
 * @param {readonly string[]} prefixes
 */
export function mutationTable(report, prefixes) {
  /** @type {Map<string, Counts>} */
  const files = new Map();
  /** @type {Map<string, Counts>} */
  const folders = new Map();
  const names = Object.keys(report.files)
    .map((name) => ({ name, path: relative(process.cwd(), name) || name }))
    .filter(({ path }) => prefixes.length === 0 || prefixes.some((p) => path.startsWith(p)))
    .sort((a, b) => a.path.localeCompare(b.path));
  for (const { name, path } of names) {
    const folder = path.split('/').slice(0, 2).join('/');
    const own = zero();
    const total = folders.get(folder) ?? zero();
    for (const mutant of report.files[name]?.mutants ?? []) {
      count(own, mutant);
      count(total, mutant);
    }
    files.set(path, own);
    folders.set(folder, total);
  }
  const head = [
    '| File | Mutants | Ignored | Killed | Killed by a time limit | Timed out | Survived | No cov. | Errors | Score (kills) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  return [
    ...head,
    ...[...files].map(([path, c]) => row(path, c)),
    ...[...folders].map(([folder, c]) => row(`**${folder}**`, c)),
  ].join('\n');
}

/**
 * Every mutant of the selected files not killed (timeouts, survivors, no coverage, kills by a
 * time limit), one line each: file:line:column, mutator, replacement, status.
 * @param {{ files: Record<string, { mutants: ReportMutant[] }> }} report
 * @param {readonly string[]} prefixes
 */
export function notKilled(report, prefixes) {
  const lines = [];
  for (const [name, file] of Object.entries(report.files)) {
    const path = relative(process.cwd(), name) || name;
    if (prefixes.length > 0 && !prefixes.some((p) => path.startsWith(p))) continue;
    for (const m of file.mutants) {
      if (m.status === 'Killed' && !killedByTimeLimit(m)) continue;
      if (m.status === 'Ignored') continue;
      const at = `${path}:${String(m.location.start.line)}:${String(m.location.start.column)}`;
      const status = killedByTimeLimit(m) ? 'Killed by a time limit' : m.status;
      lines.push(`${at} ${m.mutatorName} ${JSON.stringify(m.replacement ?? '')} ${status}`);
    }
  }
  return lines.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

function main() {
  const args = process.argv.slice(2);
  const survivors = args.includes('--survivors');
  const prefixes = args.filter((arg) => arg !== '--survivors');
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync('reports/mutation/mutation.json', 'utf8'));
  const report = /** @type {{ files: Record<string, { mutants: ReportMutant[] }> }} */ (parsed);
  console.log(mutationTable(report, prefixes));
  if (survivors) console.log(`\n${notKilled(report, prefixes).join('\n')}`);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) main();
