import { describe, expect, it } from 'vitest';
import { ENGINES_HELP, findEngines } from '../../scripts/engines.mjs';

const DEBIAN = [
  '/usr/bin/firefox-esr',
  '/usr/bin/WebKitWebDriver',
  '/usr/lib/x86_64-linux-gnu',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/bin/xvfb-run',
];

function machine(paths: string[]) {
  return {
    exists: (path: string) => paths.includes(path),
    list: (dir: string) =>
      paths
        .filter((p) => p.startsWith(`${dir}/`))
        .map((p) => p.slice(dir.length + 1).split('/')[0] ?? ''),
  };
}

describe('findEngines', () => {
  it("finds Debian's firefox-esr, WebKitWebDriver, the MiniBrowser of the installed WebKitGTK and xvfb-run", () => {
    expect(findEngines({ env: {}, ...machine(DEBIAN) })).toEqual({
      paths: {
        firefox: '/usr/bin/firefox-esr',
        webkitDriver: '/usr/bin/WebKitWebDriver',
        miniBrowser: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
        xvfbRun: '/usr/bin/xvfb-run',
      },
      missing: [],
    });
  });

  it('takes FIREFOX_PATH instead, and names it when nothing is there', () => {
    const found = findEngines({
      env: { FIREFOX_PATH: '/opt/firefox/firefox' },
      ...machine(DEBIAN),
    });
    expect(found.paths.firefox).toBeUndefined();
    expect(found.missing).toEqual(['Firefox (/opt/firefox/firefox, package firefox-esr)']);
    const there = machine([...DEBIAN, '/opt/firefox/firefox']);
    expect(
      findEngines({ env: { FIREFOX_PATH: '/opt/firefox/firefox' }, ...there }).paths.firefox,
    ).toBe('/opt/firefox/firefox');
  });

  it('names every missing piece with its Debian package on a bare machine', () => {
    const found = findEngines({ env: {}, ...machine([]) });
    expect(found.paths).toEqual({});
    expect(found.missing).toEqual([
      'Firefox (/usr/bin/firefox-esr, package firefox-esr)',
      'WebKitWebDriver (package webkit2gtk-driver)',
      'WebKitGTK MiniBrowser (package webkit2gtk-driver)',
      'xvfb-run (package xvfb)',
    ]);
    expect(ENGINES_HELP).toContain('apt-get install -y firefox-esr webkit2gtk-driver xvfb');
  });

  it('finds the MiniBrowser of WebKitGTK 6 too', () => {
    const gtk6 = DEBIAN.map((p) => p.replace('webkit2gtk-4.1', 'webkitgtk-6.0'));
    expect(findEngines({ env: {}, ...machine(gtk6) }).paths.miniBrowser).toBe(
      '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
    );
  });
});
