import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, SQLITE_FILE } from '../../src/server/store/database/database';
import { migrateToLatest } from '../../src/server/store/migrations';
import { failed, measured, type MetricResult } from '../metric';
import { percentile, summarize } from '../stats';
import { benchServicePort, startBenchService } from './bench-service';
import {
  SEEDED_LEVELS,
  SEEDED_PLAYS,
  seedPostgres,
  seedRows,
  seedSqlite,
  vocabularyWord,
} from './seed-catalogue';
import { worstMixPhase, type MixFigures } from './worst-mix-phase';

/** Port of the service under test (this bench's own, unless BENCH_SERVICE_PORT says). */
const PORT = benchServicePort(9751);
/** Requests timed per query, one at a time, after WARM_UP untimed ones. */
const REQUESTS = 1_000;
const WARM_UP = 100;
/** PostgreSQL as well when DATABASE_URL is set (a throwaway cluster). */
const DATABASE_URL = process.env.DATABASE_URL ?? '';

type Backend = 'SQLite' | 'PostgreSQL';

/** Each request's time in ms, one request at a time; every answer must be 200. */
async function timed(base: string, paths: (i: number) => string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
    const began = performance.now();
    const answer = await fetch(`${base}${paths(i)}`);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${paths(i)} answered ${String(answer.status)}`);
    if (i >= WARM_UP) times.push(performance.now() - began);
  }
  return times;
}

const QUERIES: readonly { id: string; what: string; goal: number; path: (i: number) => string }[] =
  [
    {
      id: 'popular',
      what: 'GET /api/levels?sort=popular',
      goal: 20,
      path: () => '/api/levels?sort=popular',
    },
    { id: 'top', what: 'GET /api/levels?sort=top', goal: 20, path: () => '/api/levels?sort=top' },
    {
      id: 'search',
      what: 'GET /api/levels?q=<a word prefix> (sort=new)',
      goal: 20,
      // A different word of the vocabulary each time, cut to 4 letters: a prefix search.
      path: (i) =>
        `/api/levels?q=${encodeURIComponent(vocabularyWord((i * 37) % 2_000).slice(0, 4))}`,
    },
    {
      id: 'search-worst',
      what: "GET /api/levels?q=<a prefix of every level's maker, as typed, full-width, or with size=large and sort=top; two makers' prefixes no level has together>",
      goal: 20,
      // The worst legal questions: a prefix that starts a word of every level (the makers are
      // maker0 .. maker4999), its full-width form, the largest size filter, two words, and two
      // words of a fifth of the levels each that no level has together.
      path: (i) =>
        [
          '/api/levels?q=maker',
          `/api/levels?q=${encodeURIComponent('ｍａｋｅｒ')}`,
          '/api/levels?q=ma&size=large',
          '/api/levels?q=maker%20maker1&sort=top',
          '/api/levels?q=maker1%20maker2',
        ][i % 5] ?? '/api/levels?q=maker',
    },
    { id: 'today', what: 'GET /api/levels/today', goal: 5, path: () => '/api/levels/today' },
  ];

/** Seeds one backend, starts the service on it and times each query. */
async function measureBackend(backend: Backend, progress: (message: string) => void) {
  const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-bench-'));
  const databaseUrl = backend === 'PostgreSQL' ? DATABASE_URL : '';
  try {
    const handle = openDatabase({ dataDir, databaseUrl });
    await migrateToLatest(handle.db);
    await handle.db.destroy();
    const today = new Date().toISOString().slice(0, 10);
    progress(
      `catalogue (${backend}): seeding ${String(SEEDED_LEVELS)} levels and ${String(SEEDED_PLAYS)} plays`,
    );
    const began = performance.now();
    const rows = seedRows(today);
    if (backend === 'SQLite') seedSqlite(join(dataDir, SQLITE_FILE), rows);
    else await seedPostgres(databaseUrl, rows);
    const seedS = (performance.now() - began) / 1000;
    const server = await startBenchService({ port: PORT, dataDir, databaseUrl });
    try {
      const { base, pid } = server;
      if (pid === undefined) throw new Error('the service has no process id to read its CPU time');
      const figures: { id: string; what: string; goal: number; times: number[] }[] = [];
      for (const query of QUERIES) {
        progress(`catalogue (${backend}): ${query.what}, ${String(REQUESTS)} requests`);
        figures.push({ ...query, times: await timed(base, query.path) });
      }
      progress(`catalogue (${backend}): the worst legal questions beside board reads, 10 s`);
      const mix = await worstMixPhase(base, pid);
      return { seedS, figures, mix };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The community catalogue at size (`--only=catalogue`): 100 000 published levels and 2 000 000
 * plays seeded in bulk (one transaction) into SQLite, and into PostgreSQL when DATABASE_URL is
 * set; the p99 of the popular, top and search pages and of the level of the day, timed one
 * request at a time against the service started as `npm run server` would.
 */
export async function measureCatalogue(
  progress: (message: string) => void,
): Promise<MetricResult[]> {
  const backends: Backend[] = DATABASE_URL === '' ? ['SQLite'] : ['SQLite', 'PostgreSQL'];
  const rows: MetricResult[] = [];
  for (const backend of backends) {
    const { seedS, figures, mix } = await measureBackend(backend, progress);
    for (const figure of figures) {
      rows.push(
        measured({
          id: `catalogue-${figure.id}-p99${backend === 'SQLite' ? '' : '-pg'}`,
          label: `Catalogue (${backend}): ${figure.what} p99`,
          unit: 'ms',
          goal: { comparison: 'below', value: figure.goal },
          summary: summarize([percentile(figure.times, 0.99)]),
          note: `p50 ${percentile(figure.times, 0.5).toFixed(2)} ms over ${String(figure.times.length)} requests one at a time; seeded in ${seedS.toFixed(1)} s`,
        }),
      );
    }
    rows.push(...mixRows(backend, mix));
  }
  return rows;
}

/**
 * The mix's rows: the event loop's delay and the board's p99 while two clients ask the worst
 * legal questions; an error, not a figure, when any answer was not 200.
 */
function mixRows(backend: Backend, mix: MixFigures): MetricResult[] {
  const suffix = backend === 'SQLite' ? '' : '-pg';
  const asked = Object.entries(mix.questions)
    .map(([status, n]) => `${String(n)} × ${status}`)
    .join(', ');
  const board = {
    id: `catalogue-mix-board-p99${suffix}`,
    label: `Catalogue (${backend}): board read p99 under the worst-legal mix`,
    unit: 'ms' as const,
    goal: { comparison: 'below' as const, value: 50 },
  };
  const loop = {
    id: `catalogue-mix-loop-max${suffix}`,
    label: `Catalogue (${backend}): event-loop delay max under the worst-legal mix`,
    unit: 'ms' as const,
    goal: { comparison: 'below' as const, value: 20 },
  };
  const others = Object.keys(mix.questions).filter((status) => status !== '200');
  const boardOthers = mix.board.non2xx + mix.board.errors + mix.board.timeouts;
  if (others.length > 0 || boardOthers > 0) {
    const error = new Error(
      `answers not 200: questions ${asked}; board non-2xx/errors/timeouts ${String(boardOthers)}`,
    );
    return [failed(board, error), failed(loop, error)];
  }
  const cpu = `CPU over the mix: the service ${String(mix.serviceCpuMs)} ms${backend === 'SQLite' ? '' : `, PostgreSQL's processes ${String(mix.postgresCpuMs)} ms`} (the machine's cores hold ${String(cpus().length * 10_000)} ms in 10 s)`;
  const what = `2 clients asking the worst questions back to back (${asked}) beside 200 board reads/s for 10 s; ${cpu}`;
  return [
    measured({
      ...board,
      summary: summarize([mix.board.latency.p99]),
      note: `${String(mix.board['2xx'])} board reads, p50 ${String(mix.board.latency.p50)} ms; ${what}`,
    }),
    measured({
      ...loop,
      summary: summarize([mix.loopMaxMs]),
      note: `p99 ${mix.loopP99Ms.toFixed(2)} ms, from /api/health right after the mix (its window 10 to 20 s); ${what}`,
    }),
  ];
}
