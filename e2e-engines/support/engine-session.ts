import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { launch, type Browser, type Page } from 'puppeteer-core';
import { remote } from 'webdriverio';
import { CHROMIUM_FLAGS, findChromium, INSTALL_HELP } from '../../scripts/chromium.mjs';
import { ENGINES_HELP, findEngines } from '../../scripts/engines.mjs';

/** The desktop engines the suite and `npm run replay` drive. */
export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

/** A page in one engine, driven the same way whatever the protocol underneath. */
export interface EngineSession {
  readonly engine: EngineName;
  /** Opens `url` and waits until the game's test hook is there. */
  open(url: string): Promise<void>;
  /** Runs `fn(arg)` in the page (serialised: no outside names) and returns its JSON result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  close(): Promise<void>;
}

/** How a session is launched. */
export interface LaunchOptions {
  /** Port for the WebKitWebDriver this session starts (WebKit only). */
  readonly driverPort: number;
  /** Window size; the renderer makes the same calls at any size over fewer pixels. */
  readonly width?: number;
  readonly height?: number;
}

function expression<A>(fn: (arg: A) => unknown, arg: A): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`;
}

async function waitForHook(evaluate: (source: string) => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await evaluate('window.mythicMaze !== undefined')) !== true) {
    if (Date.now() > deadline) throw new Error('window.mythicMaze never appeared');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function puppeteerSession(engine: 'chromium' | 'firefox', options: LaunchOptions) {
  const width = options.width ?? 320;
  const height = options.height ?? 240;
  let browser: Browser;
  if (engine === 'chromium') {
    const found = findChromium();
    if (found === null) throw new Error(INSTALL_HELP);
    browser = await launch({
      executablePath: found.path,
      headless: true,
      // Root in CI containers: Playwright's Chromium runs without the sandbox too.
      args: [...CHROMIUM_FLAGS, '--no-sandbox'],
      defaultViewport: { width, height },
    });
  } else {
    const { paths } = findEngines();
    if (paths.firefox === undefined) throw new Error(ENGINES_HELP);
    browser = await launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath: paths.firefox,
      headless: true,
      defaultViewport: { width, height },
    });
  }
  const page: Page = await browser.newPage();
  const run = (source: string): Promise<unknown> => page.evaluate(source);
  const session: EngineSession = {
    engine,
    async open(url) {
      await page.goto(url, { waitUntil: 'load' });
      await waitForHook(run);
    },
    evaluate: async <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) =>
      (await run(expression(fn, arg))) as R,
    close: () => browser.close(),
  };
  return session;
}

function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function webkitSession(options: LaunchOptions): Promise<EngineSession> {
  const { paths } = findEngines();
  if (paths.webkitDriver === undefined || paths.miniBrowser === undefined || !paths.xvfbRun) {
    throw new Error(ENGINES_HELP);
  }
  // WebKitGTK needs a display: the driver and the MiniBrowser it starts share one Xvfb.
  const driver = spawn(
    paths.xvfbRun,
    ['-a', paths.webkitDriver, `--port=${String(options.driverPort)}`, '--host=127.0.0.1'],
    { detached: true, stdio: 'ignore' },
  );
  try {
    const browser = await connectWebKit(paths.miniBrowser, options.driverPort);
    await browser.setTimeout({ script: 30 * 60_000, pageLoad: 60_000 });
    try {
      await browser.setWindowSize(options.width ?? 320, options.height ?? 240);
    } catch {
      // MiniBrowser may keep its own size; the page draws the same either way.
    }
    const run = (source: string): Promise<unknown> => browser.execute(`return ${source};`);
    return {
      engine: 'webkit',
      async open(url) {
        await browser.url(url);
        await waitForHook(run);
      },
      evaluate: async <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) =>
        (await run(expression(fn, arg))) as R,
      async close() {
        try {
          await browser.deleteSession();
        } finally {
          stopGroup(driver);
        }
      },
    };
  } catch (error) {
    stopGroup(driver);
    throw error;
  }
}

/** Resolves once something accepts connections on 127.0.0.1:`port`. */
async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => {
        resolve(false);
      });
    });
    if (open) return;
    if (Date.now() > deadline) {
      throw new Error(
        `WebKitWebDriver did not listen on port ${String(port)} within ${String(timeoutMs)} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function connectWebKit(miniBrowser: string, port: number) {
  // The driver listens a moment after Xvfb is up.
  await waitForPort(port, 30_000);
  return remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'silent',
    connectionRetryCount: 0,
    capabilities: {
      // WebKitWebDriver refuses a session that asks for BiDi (webSocketUrl).
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
}

/** Starts `engine` with one page. */
export function launchEngine(engine: EngineName, options: LaunchOptions): Promise<EngineSession> {
  return engine === 'webkit' ? webkitSession(options) : puppeteerSession(engine, options);
}
