// @ts-check
/**
 * `npm run test:server:pg`: the leaderboard service's test suite (tests/server) against a real,
 * throwaway PostgreSQL cluster. pg_virtualenv (Debian's postgresql-common) makes the cluster in
 * a temporary directory, runs the suite with PGHOST, PGPORT, PGUSER and PGPASSWORD set, then
 * tests/server/cluster (several instances, PostgreSQL stopped and started), and drops the
 * cluster after. The cluster's locale is en_US.UTF-8, not C: its default collation then orders
 * text by language rules, so the boards' `collate "C"` (byte order, as SQLite and the game
 * compare) is what the ranking tests see. Debian's postgresql and the locale are installed with
 * apt-get and locale-gen when missing and allowed, as for Chromium.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { canAptInstall } from './chromium.mjs';

const has = () =>
  spawnSync('sh', ['-c', 'command -v pg_virtualenv'], { stdio: 'ignore' }).status === 0;

if (!has()) {
  const osRelease = existsSync('/etc/os-release')
    ? readFileSync('/etc/os-release', 'utf8')
    : undefined;
  if (canAptInstall({ uid: process.getuid?.(), osRelease })) {
    console.log('No PostgreSQL found: installing Debian package postgresql with apt-get.');
    execSync('apt-get update && apt-get install -y postgresql', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
}
if (!has()) {
  console.error(
    'The server suite needs PostgreSQL 15 and pg_virtualenv (Debian: apt-get install postgresql).',
  );
  process.exit(1);
}
/** The cluster's locale, as initdb takes it; `locale -a` lists it as `en_US.utf8`. */
const CLUSTER_LOCALE = 'en_US.UTF-8';

const hasLocale = () =>
  spawnSync('locale', ['-a'], { encoding: 'utf8' })
    .stdout.split('\n')
    .some((name) => name.trim().toLowerCase().replace('-', '') === 'en_us.utf8');

if (!hasLocale()) {
  const osRelease = existsSync('/etc/os-release')
    ? readFileSync('/etc/os-release', 'utf8')
    : undefined;
  if (canAptInstall({ uid: process.getuid?.(), osRelease })) {
    console.log(`No ${CLUSTER_LOCALE} locale found: generating it with locale-gen.`);
    execSync(
      'command -v locale-gen >/dev/null || (apt-get update && apt-get install -y locales); ' +
        "grep -q '^en_US.UTF-8 UTF-8' /etc/locale.gen 2>/dev/null || " +
        "echo 'en_US.UTF-8 UTF-8' >> /etc/locale.gen; locale-gen",
      { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
    );
  }
}
if (!hasLocale()) {
  console.error(
    `The server suite makes its PostgreSQL cluster with the ${CLUSTER_LOCALE} locale, which ` +
      "this machine lacks (Debian: add 'en_US.UTF-8 UTF-8' to /etc/locale.gen, run locale-gen).",
  );
  process.exit(1);
}
// The cluster tests (several instances on one PostgreSQL, which one of them stops and starts)
// run after the rest, one file at a time, so stopping the server fails no other test.
const inner =
  'export LEADERBOARD_TEST_DATABASE_URL="postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/postgres" && ' +
  'npx vitest run tests/server && ' +
  'LEADERBOARD_CLUSTER_TESTS=1 npx vitest run tests/server/cluster --no-file-parallelism';
const result = spawnSync(
  'pg_virtualenv',
  ['-t', '-c', `--locale=${CLUSTER_LOCALE}`, 'sh', '-c', inner],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
