import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, INSTALL_HELP, findChromium } from './scripts/chromium.mjs';
import { chromium } from '@playwright/test';

const found = findChromium({ playwrightPath: () => chromium.executablePath() });
if (found === null) throw new Error(INSTALL_HELP);

/** Port of the production preview the tests run against; override to run two suites at once. */
const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * `npm run goldens` sets this to record the golden replays of e2e/fixtures; otherwise the
 * recording never runs, so `npm test` only reads them.
 */
const recordingGoldens = process.env.RECORD_GOLDENS === '1';

/** Frames as fast as the machine draws them: no vsync, no frame-rate cap. */
const UNCAPPED_FLAGS = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 60_000,
  // Snapshots are named without the project: only the default project takes screenshots.
  snapshotPathTemplate:
    '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 720 },
    // The game speaks the browser's language: the specs read English unless one asks otherwise
    // (e2e/language.spec.ts), whatever the machine's locale.
    locale: 'en-GB',
    launchOptions: { executablePath: found.path, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
  },
  projects: recordingGoldens
    ? [{ name: 'goldens', testMatch: /record-goldens\.ts$/ }]
    : [
        // Every spec; tests tagged @uncapped need the uncapped browser below.
        { name: 'chromium', grepInvert: /@uncapped/ },
        {
          name: 'uncapped',
          grep: /@uncapped/,
          use: {
            launchOptions: {
              executablePath: found.path,
              args: [...CHROMIUM_FLAGS, ...UNCAPPED_FLAGS],
            },
          },
        },
      ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
