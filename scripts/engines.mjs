// @ts-check
/** Finds Firefox and WebKitGTK for the cross-engine suite; shared by the suite and its provisioning. */
import { existsSync, readdirSync } from 'node:fs';

/** Debian packages that provide what the cross-engine suite needs. */
export const ENGINE_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb'];

/**
 * MiniBrowser of the installed WebKitGTK: Debian ships it under the library's folder, whose
 * name carries the API version (webkit2gtk-4.0, webkit2gtk-4.1, webkitgtk-6.0).
 * @param {(path: string) => boolean} exists
 * @param {(dir: string) => string[]} list
 * @returns {string | undefined}
 */
function findMiniBrowser(exists, list) {
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!exists(lib)) continue;
    for (const dir of list(lib)
      .filter((name) => /^webkit(2)?gtk-/.test(name))
      .sort()) {
      const path = `${lib}/${dir}/MiniBrowser`;
      if (exists(path)) return path;
    }
  }
  return undefined;
}

/**
 * @typedef {{ firefox: string, webkitDriver: string, miniBrowser: string, xvfbRun: string }} EnginePaths
 */

/**
 * Where the engines are: $FIREFOX_PATH or Debian's firefox-esr, WebKitWebDriver and the
 * MiniBrowser it drives, and xvfb-run; `missing` names what is not there.
 * @param {{ env?: Record<string, string | undefined>, exists?: (path: string) => boolean, list?: (dir: string) => string[] }} [options]
 * @returns {{ paths: Partial<EnginePaths>, missing: string[] }}
 */
export function findEngines(options = {}) {
  const env = options.env ?? process.env;
  const exists = options.exists ?? existsSync;
  const list = options.list ?? ((dir) => readdirSync(dir));
  /** @type {Partial<EnginePaths>} */
  const paths = {};
  const missing = [];
  const firefox = env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  if (exists(firefox)) paths.firefox = firefox;
  else missing.push(`Firefox (${firefox}, package firefox-esr)`);
  if (exists('/usr/bin/WebKitWebDriver')) paths.webkitDriver = '/usr/bin/WebKitWebDriver';
  else missing.push('WebKitWebDriver (package webkit2gtk-driver)');
  const miniBrowser = findMiniBrowser(exists, list);
  if (miniBrowser !== undefined) paths.miniBrowser = miniBrowser;
  else missing.push('WebKitGTK MiniBrowser (package webkit2gtk-driver)');
  if (exists('/usr/bin/xvfb-run')) paths.xvfbRun = '/usr/bin/xvfb-run';
  else missing.push('xvfb-run (package xvfb)');
  return { paths, missing };
}

export const ENGINES_HELP =
  'The cross-engine tests need Firefox ESR and WebKitGTK. On Debian or Ubuntu run ' +
  `\`sudo apt-get update && sudo apt-get install -y ${ENGINE_PACKAGES.join(' ')}\` ` +
  '(set FIREFOX_PATH to use another Firefox), then run `npm test` again.';
