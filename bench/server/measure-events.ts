import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, SQLITE_FILE } from '../../src/server/store/database/database';
import { migrateToLatest } from '../../src/server/store/migrations';
import { measured, type MetricResult } from '../metric';
import { percentile, summarize } from '../stats';
import { benchServicePort, startBenchService } from './bench-service';
import {
  EVENT_ENTRIES,
  EVENT_ID,
  eventSeedRows,
  seedEventPostgres,
  seedEventSqlite,
} from './seed-event';

/** Port of the service under test (this bench's own, unless BENCH_SERVICE_PORT says). */
const PORT = benchServicePort(9752);
/** Requests timed, one at a time, after WARM_UP untimed ones. */
const REQUESTS = 500;
const WARM_UP = 50;
/** Goal of the standings' p99, in ms (issue 44). */
const GOAL_MS = 20;
/** PostgreSQL as well when DATABASE_URL is set (a throwaway cluster). */
const DATABASE_URL = process.env.DATABASE_URL ?? '';

type Backend = 'SQLite' | 'PostgreSQL';

interface Figures {
  readonly seedS: number;
  readonly times: number[];
  readonly places: number;
  readonly bytes: number;
}

/**
 * Each request's time in ms, one at a time, walking the standings page by page (the default
 * page, then each `next`, from the first place again after the last); every answer must be 200.
 */
async function timeStandings(base: string): Promise<Omit<Figures, 'seedS'>> {
  const times: number[] = [];
  let places = 0;
  let bytes = 0;
  let cursor: string | null = null;
  for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
    const query: string = cursor === null ? '' : `?cursor=${cursor}`;
    const began = performance.now();
    const answer = await fetch(`${base}/api/events/${EVENT_ID}/standings${query}`);
    const body = await answer.text();
    const took = performance.now() - began;
    if (answer.status !== 200) throw new Error(`standings answered ${String(answer.status)}`);
    if (i >= WARM_UP) times.push(took);
    const page = JSON.parse(body) as { total: number; next: string | null };
    cursor = page.next;
    if (i === 0) {
      places = page.total;
      bytes = body.length;
    }
  }
  return { times, places, bytes };
}

/** Seeds one backend with the event, starts the service on it and times the standings. */
async function measureBackend(
  backend: Backend,
  progress: (message: string) => void,
): Promise<Figures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'events-bench-'));
  const databaseUrl = backend === 'PostgreSQL' ? DATABASE_URL : '';
  try {
    const handle = openDatabase({ dataDir, databaseUrl });
    await migrateToLatest(handle.db);
    await handle.db.destroy();
    progress(`events (${backend}): seeding an event of ${String(EVENT_ENTRIES)} entries`);
    const began = performance.now();
    const rows = eventSeedRows(Date.now());
    if (backend === 'SQLite') seedEventSqlite(join(dataDir, SQLITE_FILE), rows);
    else await seedEventPostgres(databaseUrl, rows);
    const seedS = (performance.now() - began) / 1000;
    const server = await startBenchService({ port: PORT, dataDir, databaseUrl });
    try {
      progress(`events (${backend}): GET /api/events/<id>/standings, ${String(REQUESTS)} requests`);
      return { seedS, ...(await timeStandings(server.base)) };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * An event at size (`--only=events`, issue 44): one time-trial of 10 000 entries (a player and
 * a verified run each, one in ten lost) seeded in one transaction into SQLite, and into
 * PostgreSQL when DATABASE_URL is set; the p99 of its standings, timed one request at a time
 * against the service started as `npm run server` would.
 */
export async function measureEvents(progress: (message: string) => void): Promise<MetricResult[]> {
  const backends: Backend[] = DATABASE_URL === '' ? ['SQLite'] : ['SQLite', 'PostgreSQL'];
  const rows: MetricResult[] = [];
  for (const backend of backends) {
    const { seedS, times, places, bytes } = await measureBackend(backend, progress);
    rows.push(
      measured({
        id: `events-standings-p99${backend === 'SQLite' ? '' : '-pg'}`,
        label: `Events (${backend}): GET /api/events/<id>/standings p99, ${String(EVENT_ENTRIES)} entries`,
        unit: 'ms',
        goal: { comparison: 'below', value: GOAL_MS },
        summary: summarize([percentile(times, 0.99)]),
        note: `p50 ${percentile(times, 0.5).toFixed(2)} ms over ${String(times.length)} requests one at a time after ${String(WARM_UP)}, walking the pages by their next cursor; ${String(places)} places, first page ${String(bytes)} B; seeded in ${seedS.toFixed(1)} s`,
      }),
    );
  }
  return rows;
}
