import { describe, expect, it } from 'vitest';
import { canAptInstall, findChromium, SYSTEM_CHROMIUM } from '../../scripts/chromium.mjs';

const existsIn = (paths: string[]) => (path: string) => paths.includes(path);

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH over the system package and Playwright', () => {
    const found = findChromium({
      env: { CHROMIUM_PATH: '/opt/chrome' },
      exists: existsIn(['/opt/chrome', SYSTEM_CHROMIUM, '/pw/chrome']),
      playwrightPath: () => '/pw/chrome',
    });
    expect(found).toEqual({ path: '/opt/chrome', source: 'CHROMIUM_PATH' });
  });

  it('names a CHROMIUM_PATH that points at nothing', () => {
    expect(() =>
      findChromium({ env: { CHROMIUM_PATH: '/nope' }, exists: existsIn([SYSTEM_CHROMIUM]) }),
    ).toThrow("CHROMIUM_PATH is set to '/nope'");
  });

  it('uses the system package before Playwright', () => {
    const found = findChromium({
      env: {},
      exists: existsIn([SYSTEM_CHROMIUM, '/pw/chrome']),
      playwrightPath: () => '/pw/chrome',
    });
    expect(found?.source).toBe('system');
  });

  it("falls back to Playwright's browser, and to null when nothing exists", () => {
    const pw = { env: {}, playwrightPath: () => '/pw/chrome' };
    expect(findChromium({ ...pw, exists: existsIn(['/pw/chrome']) })?.source).toBe('playwright');
    expect(findChromium({ ...pw, exists: existsIn([]) })).toBeNull();
  });
});

describe('canAptInstall', () => {
  it('allows root on Debian and Ubuntu-like systems only', () => {
    expect(canAptInstall({ uid: 0, osRelease: 'ID=debian\nVERSION_ID="12"' })).toBe(true);
    expect(canAptInstall({ uid: 0, osRelease: 'ID=pop\nID_LIKE="ubuntu debian"' })).toBe(true);
    expect(canAptInstall({ uid: 1000, osRelease: 'ID=debian' })).toBe(false);
    expect(canAptInstall({ uid: 0, osRelease: 'ID=fedora' })).toBe(false);
    expect(canAptInstall({ uid: 0, osRelease: undefined })).toBe(false);
  });
});
