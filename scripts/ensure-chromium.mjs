// @ts-check
/** Makes sure the end-to-end tests have a Chromium, installing Debian's package when allowed. */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { INSTALL_HELP, canAptInstall, findChromium } from './chromium.mjs';

const playwrightPath = () => chromium.executablePath();

let found = findChromium({ playwrightPath });
if (found === null) {
  const osRelease = existsSync('/etc/os-release')
    ? readFileSync('/etc/os-release', 'utf8')
    : undefined;
  if (canAptInstall({ uid: process.getuid?.(), osRelease })) {
    console.log('No Chromium found: installing Debian package chromium with apt-get.');
    execSync('apt-get update && apt-get install -y chromium', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    found = findChromium({ playwrightPath });
  }
}
if (found === null) {
  console.error(INSTALL_HELP);
  process.exit(1);
}
console.log(`Chromium for e2e: ${found.path} (${found.source})`);
