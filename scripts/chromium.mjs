// @ts-check
/** Finds a Chromium for Playwright; shared by the config and the provisioning script. */
import { existsSync } from 'node:fs';

/** Flags every launch uses: no GPU, and no background traffic on a closed network. */
export const CHROMIUM_FLAGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Returns the first Chromium found, in this order: $CHROMIUM_PATH, the system
 * package, Playwright's own download; or null when there is none.
 * @param {{ env?: Record<string, string | undefined>, exists?: (path: string) => boolean, playwrightPath?: () => string | undefined }} [options]
 * @returns {{ path: string, source: 'CHROMIUM_PATH' | 'system' | 'playwright' } | null}
 */
export function findChromium(options = {}) {
  const env = options.env ?? process.env;
  const exists = options.exists ?? existsSync;
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!exists(fromEnv)) {
      throw new Error(`CHROMIUM_PATH is set to '${fromEnv}', but no file is there.`);
    }
    return { path: fromEnv, source: 'CHROMIUM_PATH' };
  }
  if (exists(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system' };
  const bundled = options.playwrightPath?.();
  if (bundled && exists(bundled)) return { path: bundled, source: 'playwright' };
  return null;
}

/**
 * True when this process may install Chromium with apt: root on Debian or Ubuntu.
 * @param {{ uid?: number, osRelease?: string }} facts
 */
export function canAptInstall(facts) {
  if (facts.uid !== 0 || facts.osRelease === undefined) return false;
  const ids = facts.osRelease
    .split('\n')
    .filter((line) => line.startsWith('ID=') || line.startsWith('ID_LIKE='))
    .flatMap((line) =>
      line
        .slice(line.indexOf('=') + 1)
        .replace(/"/g, '')
        .split(' '),
    );
  return ids.includes('debian') || ids.includes('ubuntu');
}

export const INSTALL_HELP =
  'No Chromium was found for the end-to-end tests. Looked at $CHROMIUM_PATH, ' +
  `${SYSTEM_CHROMIUM} and Playwright's own browser. Install one of them: on Debian or Ubuntu ` +
  'run `sudo apt-get update && sudo apt-get install -y chromium`; elsewhere install Chromium ' +
  'with your package manager and set CHROMIUM_PATH to its executable, or run ' +
  '`npx playwright install chromium` where downloads are allowed. Then run `npm test` again.';
