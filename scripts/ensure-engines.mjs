// @ts-check
/** Makes sure the cross-engine tests have Firefox and WebKitGTK, installing Debian's packages when allowed. */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { canAptInstall } from './chromium.mjs';
import { ENGINE_PACKAGES, ENGINES_HELP, findEngines } from './engines.mjs';

let found = findEngines();
if (found.missing.length > 0) {
  const osRelease = existsSync('/etc/os-release')
    ? readFileSync('/etc/os-release', 'utf8')
    : undefined;
  if (canAptInstall({ uid: process.getuid?.(), osRelease })) {
    console.log(
      `Missing ${found.missing.join(', ')}: installing ${ENGINE_PACKAGES.join(' ')} with apt-get.`,
    );
    execSync(`apt-get update && apt-get install -y ${ENGINE_PACKAGES.join(' ')}`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    found = findEngines();
  }
}
if (found.missing.length > 0) {
  console.error(`Missing ${found.missing.join(', ')}. ${ENGINES_HELP}`);
  process.exit(1);
}
console.log(`Engines for e2e-engines: ${Object.values(found.paths).join(', ')}`);
