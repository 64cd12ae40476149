/**
 * `npm run bench`: builds what it needs, runs every measurement one after another, prints a
 * table of figures against their goals and writes them to bench/results.json and, as a page to
 * read, bench/RESULTS.md (a run of every section only). A missed goal is a finding, not a failure: the exit code is non-zero only
 * when a measurement could not run.
 *
 * Options: `--runs=N` (default 5) repeats of each timed measurement; `--only=node,bundle,frames`
 * runs some sections (`browser` stands for frames, overdraw, seek and first-frame; `server` loads the
 * leaderboard service with autocannon; `catalogue` times the community catalogue at size; `events` the standings of an event of 10 000
 * entries; `live` streams live runs to the service: bytes a runner sends, 2 000 spectators, 500 runners);
 * `--port=N` (default 4178) serves the game's preview on N and the bench pages on N + 1, so two
 * checkouts can run it.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser/launch';
import { measureFirstFrame } from './browser/measure-first-frame';
import { measureFrames } from './browser/measure-frames';
import { measureOverdraw } from './browser/measure-overdraw';
import { measureSeek } from './browser/measure-seek';
import { buildGame, buildPeerPages, PEER_DIST } from './build';
import { measureBundle } from './bundle-size';
import { closingNote } from './closing-note';
import { formatTable } from './format';
import { describeMachine } from './machine';
import { measureNode } from './measure-node';
import { formatResultsPage, type BenchResults } from './results-page';
import { measureCatalogue } from './server/measure-catalogue';
import { measureEvents } from './server/measure-events';
import { measureLive } from './live/measure-live';
import { measureServer } from './server/measure-server';
import { failed, type MetricResult } from './metric';
import { startPreview } from './preview-server';
import { serveStatic } from './static-server';
import { format as prettify, resolveConfig } from 'prettier';
import { CONTENT_SECURITY_POLICY } from '../vite.config';

/** Default port of the game's preview; the bench pages are served on the next one. */
const DEFAULT_PORT = 4178;
const RESULTS = fileURLToPath(new URL('results.json', import.meta.url));
const RESULTS_PAGE = fileURLToPath(new URL('RESULTS.md', import.meta.url));
/** Page loads timed for the first frame (after one untimed load). */
const FIRST_FRAME_LOADS = 10;

type Section =
  | 'node'
  | 'bundle'
  | 'frames'
  | 'overdraw'
  | 'seek'
  | 'first-frame'
  | 'server'
  | 'catalogue'
  | 'events'
  | 'live';
const SECTIONS: readonly Section[] = [
  'node',
  'bundle',
  'frames',
  'overdraw',
  'seek',
  'first-frame',
  'server',
  'catalogue',
  'events',
  'live',
];
const BROWSER_SECTIONS: readonly Section[] = ['frames', 'overdraw', 'seek', 'first-frame'];

/** The sections measured against the service in a child process, in order, and their row if it fails. */
const SERVICE_SECTIONS: readonly {
  readonly section: Section;
  readonly measure: (progress: (message: string) => void) => Promise<MetricResult[]>;
  readonly row: Pick<MetricResult, 'id' | 'label' | 'unit'>;
}[] = [
  {
    section: 'server',
    measure: measureServer,
    row: { id: 'server', label: 'Leaderboard service under load', unit: 'req/s' },
  },
  {
    section: 'catalogue',
    measure: measureCatalogue,
    row: { id: 'catalogue', label: 'Community catalogue at size', unit: 'ms' },
  },
  {
    section: 'events',
    measure: measureEvents,
    row: { id: 'events', label: 'An event of 10 000 entries', unit: 'ms' },
  },
  {
    section: 'live',
    measure: measureLive,
    row: { id: 'live', label: 'Live runs streamed', unit: 'ms' },
  },
];

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

function parsePort(): number {
  const text = option('port') ?? String(DEFAULT_PORT);
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1024 || port > 65_534) {
    throw new RangeError(`--port must be a whole number from 1024 to 65534, got '${text}'`);
  }
  return port;
}

function parseSections(): readonly Section[] {
  const text = option('only');
  if (text === undefined) return SECTIONS;
  const chosen = text
    .split(',')
    .flatMap((name): readonly string[] => (name === 'browser' ? BROWSER_SECTIONS : [name]));
  const unknown = chosen.filter((name) => !SECTIONS.includes(name as Section));
  if (unknown.length > 0) {
    throw new RangeError(
      `--only takes ${SECTIONS.join(', ')} or browser; got '${unknown.join(', ')}'`,
    );
  }
  return chosen as Section[];
}

function progress(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

/** The browser measurements: the game's preview and the peer server run only for them. */
async function measureBrowser(options: {
  readonly runs: number;
  readonly port: number;
  readonly sections: readonly Section[];
}): Promise<{ rows: MetricResult[]; chromium: string | null }> {
  progress('building the peer pages');
  await buildPeerPages();
  const preview = await startPreview(options.port);
  try {
    // The peer pages run under the game's own Content-Security-Policy and cross-origin isolation.
    const peers = await serveStatic({
      root: PEER_DIST,
      port: options.port + 1,
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    });
    try {
      return await measureInBrowsers({
        runs: options.runs,
        sections: options.sections,
        gameUrl: preview.url,
        peerUrl: peers.url,
      });
    } finally {
      await peers.close();
    }
  } finally {
    await preview.close();
  }
}

/** Frame rates and overdraw in an uncapped browser, then first frames in a normally paced one. */
async function measureInBrowsers(options: {
  readonly runs: number;
  readonly sections: readonly Section[];
  readonly gameUrl: string;
  readonly peerUrl: string;
}): Promise<{ rows: MetricResult[]; chromium: string | null }> {
  const rows: MetricResult[] = [];
  let chromium: string | null = null;
  const uncappedSections: readonly Section[] = ['frames', 'overdraw', 'seek'];
  if (uncappedSections.some((section) => options.sections.includes(section))) {
    const uncapped = await launchChromium('uncapped');
    chromium = uncapped.version();
    try {
      if (options.sections.includes('frames')) {
        progress(
          `frame rates, uncapped: our game, the floor and the peers, ${String(options.runs)} rounds`,
        );
        rows.push(...(await measureFrames({ browser: uncapped, ...options })));
      }
      if (options.sections.includes('overdraw')) {
        progress('overdraw: pixels drawn per frame through a wrapped context');
        const floorUrl = `${options.peerUrl}/floor.html`;
        rows.push(
          ...(await measureOverdraw({ browser: uncapped, gameUrl: options.gameUrl, floorUrl })),
        );
      }
      if (options.sections.includes('seek')) {
        progress(`seeking in a 20-minute replay, ${String(options.runs)} page loads`);
        rows.push(...(await measureSeek({ browser: uncapped, ...options })));
      }
    } finally {
      await uncapped.close();
    }
  }
  if (!options.sections.includes('first-frame')) return { rows, chromium };
  progress(`first drawn frame, ${String(FIRST_FRAME_LOADS)} loads`);
  const paced = await launchChromium('vsync');
  chromium ??= paced.version();
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
  const port = parsePort();
  const sections = parseSections();
  const inBrowser = sections.some((section) => BROWSER_SECTIONS.includes(section));
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
  if (sections.includes('bundle') || inBrowser) {
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
  if (inBrowser) {
    try {
      const browser = await measureBrowser({ runs, port, sections });
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
  for (const { section, measure, row } of SERVICE_SECTIONS) {
    if (!sections.includes(section)) continue;
    try {
      rows.push(...(await measure(progress)));
    } catch (error) {
      rows.push(failed({ ...row, goal: null }, error));
    }
  }
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine,
    node: process.version,
    chromium,
    settings: { runs, firstFrameLoads: FIRST_FRAME_LOADS, sections },
    metrics: rows,
  };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  // The page holds every section's figures from one run: a run of some sections (`--only`) leaves
  // it as it was rather than replace it with a part of the table.
  const everySection = SECTIONS.every((section) => sections.includes(section));
  if (everySection) {
    // Through Prettier with the project's settings, so `npm run format:check` accepts the page.
    const prettierOptions = (await resolveConfig(RESULTS_PAGE)) ?? {};
    writeFileSync(
      RESULTS_PAGE,
      await prettify(formatResultsPage(results), { ...prettierOptions, filepath: RESULTS_PAGE }),
    );
  }
  process.stdout.write(`${formatTable(rows)}\n\n${closingNote(rows)}\n`);
  const written = everySection
    ? 'bench/results.json and bench/RESULTS.md'
    : 'bench/results.json (bench/RESULTS.md is written by a run of every section)';
  process.stdout.write(
    `Machine: ${machine.cpuModel}, ${String(machine.cores)} cores; Node ${process.version}; Chromium ${chromium ?? 'not run'}. Written to ${written}.\n`,
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
