import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  /**
   * Whether the browser under the session has crashed or gone (its page process died, or the
   * connection to it closed) since launch: then every later command fails, whatever the page.
   */
  crashed(): boolean;
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
  let gone = false;
  // 'error' is the page's crash; a close we did not ask for shows as a disconnect.
  page.on('error', () => {
    gone = true;
  });
  browser.on('disconnected', () => {
    gone = true;
  });
  const run = (source: string): Promise<unknown> => page.evaluate(source);
  const session: EngineSession = {
    engine,
    crashed: () => gone,
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

/**
 * The environment WebKitWebDriver (and so MiniBrowser and its web process) runs in. Xvfb has no
 * GPU, so WebKitGTK's Skia painted canvases through Mesa's software GL, and that driver crashed
 * the web process in about half of the suite's runs: a segfault of the `SkiaGPUWorker` thread
 * in `swrast_dri.so` (kernel log), MiniBrowser printing "WebProcess CRASHED", and every later
 * command failing with "session deleted because of page crash or hang". Skia's CPU renderer is
 * the path for a machine without a GPU; the page makes the same calls either way.
 */
export function webkitEnvironment(base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...base, WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1' };
}

/**
 * The last `maxChars` of what the driver and MiniBrowser printed, or '' when they were quiet,
 * without the sound library's complaints about a machine with no sound card.
 */
function tailOf(path: string, maxChars = 2_000): string {
  if (!existsSync(path)) return '';
  const text = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => !/^(ALSA lib|AL lib)/.test(line))
    .join('\n')
    .trim();
  return text.length > maxChars ? `…${text.slice(-maxChars)}` : text;
}

async function webkitSession(options: LaunchOptions): Promise<EngineSession> {
  const { paths } = findEngines();
  if (paths.webkitDriver === undefined || paths.miniBrowser === undefined || !paths.xvfbRun) {
    throw new Error(ENGINES_HELP);
  }
  // What the driver, MiniBrowser and WebKit print (nothing on a good run) goes to a file that a
  // failing command quotes, so a crash names its cause.
  const logPath = join(mkdtempSync(join(tmpdir(), 'mythic-webkit-')), 'driver.log');
  const logFd = openSync(logPath, 'a');
  // WebKitGTK needs a display: the driver and the MiniBrowser it starts share one Xvfb.
  const driver = spawn(
    paths.xvfbRun,
    ['-a', paths.webkitDriver, `--port=${String(options.driverPort)}`, '--host=127.0.0.1'],
    { detached: true, stdio: ['ignore', logFd, logFd], env: webkitEnvironment(process.env) },
  );
  closeSync(logFd);
  const quoted = async <T>(command: Promise<T>): Promise<T> => {
    try {
      return await command;
    } catch (error) {
      const printed = tailOf(logPath);
      if (printed === '') throw error;
      const said = error instanceof Error ? error.message : String(error);
      throw new Error(
        `${said}\nWebKitWebDriver and MiniBrowser printed (${logPath}):\n${printed}`,
        {
          cause: error,
        },
      );
    }
  };
  try {
    const browser = await connectWebKit(paths.miniBrowser, options.driverPort);
    await browser.setTimeout({ script: 30 * 60_000, pageLoad: 60_000 });
    try {
      await browser.setWindowSize(options.width ?? 320, options.height ?? 240);
    } catch {
      // MiniBrowser may keep its own size; the page draws the same either way.
    }
    const run = (source: string): Promise<unknown> => quoted(browser.execute(`return ${source};`));
    return {
      engine: 'webkit',
      async open(url) {
        await quoted(browser.url(url));
        await waitForHook(run);
      },
      evaluate: async <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) =>
        (await run(expression(fn, arg))) as R,
      // MiniBrowser prints this when WebKit's web process dies; the driver then drops the session.
      crashed: () => tailOf(logPath).includes('WebProcess CRASHED') || driver.exitCode !== null,
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
