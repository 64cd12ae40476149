/**
 * `npm run bench`: builds what it needs, runs every measurement one after another, prints a
 * table of figures against their goals and writes them to bench/results.json. A missed goal is a
 * finding, not a failure: the exit code is non-zero only when a measurement could not run.
 *
 * Options: `--runs=N` (default 5) repeats of each timed measurement; `--only=node,bundle,browser,server`
 * runs some sections (`--only=server`: the leaderboard service under autocannon).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser/launch';
import { measureFirstFrame } from './browser/measure-first-frame';
import { measureFrames } from './browser/measure-frames';
import { buildGame, buildPeerPages, PEER_DIST } from './build';
import { measureBundle } from './bundle-size';
import { closingNote } from './closing-note';
import { formatTable } from './format';
import { describeMachine } from './machine';
import { measureNode } from './measure-node';
import { measureServer } from './server/measure-server';
import { failed, type MetricResult } from './metric';
import { startPreview } from './preview-server';
import { serveStatic } from './static-server';
import { CONTENT_SECURITY_POLICY } from '../vite.config';

/** Ports of the game's preview and of the peer pages. */
const GAME_PORT = 4178;
const PEER_PORT = 4179;
const RESULTS = fileURLToPath(new URL('results.json', import.meta.url));
/** Page loads timed for the first frame (after one untimed load). */
const FIRST_FRAME_LOADS = 10;

type Section = 'node' | 'bundle' | 'browser' | 'server';
const SECTIONS: readonly Section[] = ['node', 'bundle', 'browser', 'server'];

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function parseRuns(): number {
  const text = option('runs') ?? '5';
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
    throw new RangeError(`--runs must be a whole number from 1 to 100, got '${text}'`);
  }
  return runs;
}

function parseSections(): readonly Section[] {
  const text = option('only');
  if (text === undefined) return SECTIONS;
  const chosen = text.split(',');
  const unknown = chosen.filter((name) => !SECTIONS.includes(name as Section));
  if (unknown.length > 0) {
    throw new RangeError(`--only takes ${SECTIONS.join(', ')}; got '${unknown.join(', ')}'`);
  }
  return chosen as Section[];
}

function progress(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

/** The browser measurements: the game's preview and the peer server run only for them. */
async function measureBrowser(runs: number): Promise<{ rows: MetricResult[]; chromium: string }> {
  progress('building the peer pages');
  await buildPeerPages();
  const preview = await startPreview(GAME_PORT);
  try {
    // The peer pages run under the game's own Content-Security-Policy and cross-origin isolation.
    const peers = await serveStatic({
      root: PEER_DIST,
      port: PEER_PORT,
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    });
    try {
      return await measureInBrowsers({ runs, gameUrl: preview.url, peerUrl: peers.url });
    } finally {
      await peers.close();
    }
  } finally {
    await preview.close();
  }
}

/** Frame rates in an uncapped browser, then first frames in a normally paced one. */
async function measureInBrowsers(options: {
  readonly runs: number;
  readonly gameUrl: string;
  readonly peerUrl: string;
}): Promise<{ rows: MetricResult[]; chromium: string }> {
  progress(`frame rates, uncapped: our game and the peers, ${String(options.runs)} rounds`);
  const uncapped = await launchChromium('uncapped');
  const chromium = uncapped.version();
  let rows: MetricResult[];
  try {
    rows = await measureFrames({ browser: uncapped, ...options });
  } finally {
    await uncapped.close();
  }
  progress(`first drawn frame, ${String(FIRST_FRAME_LOADS)} loads`);
  const paced = await launchChromium('vsync');
  try {
    const firstFrame = await measureFirstFrame({
      browser: paced,
      gameUrl: options.gameUrl,
      baselineUrl: `${options.peerUrl}/baseline.html`,
      loads: FIRST_FRAME_LOADS,
    });
    return { rows: [...rows, ...firstFrame], chromium };
  } finally {
    await paced.close();
  }
}

async function main(): Promise<number> {
  const runs = parseRuns();
  const sections = parseSections();
  const machine = describeMachine();
  progress(
    `${machine.cpuModel}, ${String(machine.cores)} cores, load average ${machine.loadAverageAtStart.join(' ')}`,
  );
  const rows: MetricResult[] = [];
  let chromium: string | null = null;
  if (sections.includes('node')) {
    progress(`simulation, replay verification and allocation in Node, ${String(runs)} runs each`);
    rows.push(...(await measureNode(runs)));
  }
  if (sections.includes('bundle') || sections.includes('browser')) {
    progress('building the game (production)');
    try {
      await buildGame();
      if (sections.includes('bundle')) rows.push(...measureBundle());
    } catch (error) {
      rows.push(
        failed(
          { id: 'build', label: 'Production build of the game', unit: 'bytes', goal: null },
          error,
        ),
      );
    }
  }
  if (sections.includes('browser')) {
    try {
      const browser = await measureBrowser(runs);
      rows.push(...browser.rows);
      chromium = browser.chromium;
    } catch (error) {
      rows.push(
        failed(
          {
            id: 'browser',
            label: 'Browser measurements (items 4, 5 and 7)',
            unit: 'ms',
            goal: null,
          },
          error,
        ),
      );
    }
  }
  if (sections.includes('server')) {
    try {
      rows.push(...(await measureServer(progress)));
    } catch (error) {
      rows.push(
        failed(
          { id: 'server', label: 'Leaderboard service under load', unit: 'req/s', goal: null },
          error,
        ),
      );
    }
  }
  const results = {
    date: new Date().toISOString(),
    machine,
    node: process.version,
    chromium,
    settings: { runs, firstFrameLoads: FIRST_FRAME_LOADS, sections },
    metrics: rows,
  };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`${formatTable(rows)}\n\n${closingNote(rows)}\n`);
  process.stdout.write(
    `Machine: ${machine.cpuModel}, ${String(machine.cores)} cores; Node ${process.version}; Chromium ${chromium ?? 'not run'}. Written to bench/results.json.\n`,
  );
  return rows.some((row) => row.status === 'error') ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
