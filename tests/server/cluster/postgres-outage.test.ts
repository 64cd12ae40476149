import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutableCopy, winningReplay } from '../../replay/support/replays';
import { ADMIN_URL } from '../support/service-harness';
import {
  claimOn,
  postAs,
  startCluster,
  wholeBoard,
  instanceFetch,
  type Cluster,
} from './cluster-support';

/** Stops or starts the throwaway PostgreSQL cluster the suite runs on (pg_virtualenv's). */
async function clusterControl(): Promise<(action: 'stop' | 'start') => void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  const dataDir = (await client.query<{ data_directory: string }>('show data_directory')).rows[0]
    ?.data_directory;
  const version = (
    await client.query<{ v: string }>("select current_setting('server_version_num') as v")
  ).rows[0]?.v;
  await client.end();
  if (dataDir === undefined || version === undefined) throw new Error('no data directory');
  // pg_virtualenv's clusters are Debian clusters named after their folder; pg_ctlcluster runs
  // pg_ctl as the cluster's owner, also when the suite runs as root.
  const major = String(Math.floor(Number(version) / 10_000));
  return (action) => {
    const mode = action === 'stop' ? ['-m', 'fast'] : [];
    execFileSync('pg_ctlcluster', [major, basename(dataDir), action, ...mode], { stdio: 'pipe' });
  };
}

interface Answer {
  status: number;
  type: string | null;
  retryAfter: string | null;
  body: string;
  at: number;
}

let cluster: Cluster;
let url: string;
let control: (action: 'stop' | 'start') => void;
beforeAll(async () => {
  control = await clusterControl();
  cluster = await startCluster(1);
  url = cluster.instances[0]?.url ?? '';
}, 120_000);
afterAll(async () => {
  await cluster.close();
});

describe('PostgreSQL stopping under load', () => {
  it('gets 503 problem documents (never a 500 or a stack), and the service recovers by itself', async () => {
    const answers: Answer[] = [];
    const runIds: string[] = [];
    let running = true;
    let n = 0;
    const record = async (response: Response) => {
      const body = await response.text();
      answers.push({
        status: response.status,
        type: response.headers.get('content-type'),
        retryAfter: response.headers.get('retry-after'),
        body,
        at: performance.now(),
      });
      return body;
    };
    const client = async (id: number) => {
      const address = `10.2.0.${id}`;
      const key = await claimOn(url, address, `Outage ${id}`);
      while (running) {
        n += 1;
        // A run of its own each time (standing still n ticks first): copies are refused.
        const replay = {
          ...mutableCopy(winningReplay('first-steps', { wait: n, player: `Outage ${id}` })),
          recordedAt: new Date().toISOString(),
        };
        const level = { id: 'first-steps' };
        const start = await postAs(`${url}/api/runs/start`, address, { level }, key);
        const started = await record(start);
        if (start.status !== 200) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        const { token } = JSON.parse(started) as { token: string };
        const post = await postAs(`${url}/api/runs`, address, { token, replay }, key);
        const posted = await record(post);
        if (post.status === 201) runIds.push((JSON.parse(posted) as { runId: string }).runId);
      }
    };
    const load = Promise.all([1, 2, 3, 4].map(client));
    const until = async (done: () => boolean, what: string, ms = 60_000) => {
      const limit = performance.now() + ms;
      while (!done()) {
        if (performance.now() > limit) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    let stopped = false;
    try {
      await until(() => runIds.length >= 10, 'the first runs');
      control('stop');
      stopped = true;
      const downAt = performance.now();
      await until(
        () => answers.filter((a) => a.at > downAt && a.status === 503).length >= 20,
        '503s',
      );
      const health = await instanceFetch(`${url}/api/health`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as { database: boolean }).database).toBe(false);
      control('start');
      stopped = false;
      const upAt = performance.now();
      await until(
        () => answers.some((a) => a.at > upAt && a.status === 201),
        'a run after restart',
      );
      const recoveredAt = answers.find((a) => a.at > upAt && a.status === 201)?.at ?? upAt;
      console.log(
        `PostgreSQL down ${((upAt - downAt) / 1000).toFixed(1)} s; first run ranked ${((recoveredAt - upAt) / 1000).toFixed(2)} s after it was started again`,
      );
      await until(
        () => runIds.length >= 20 + answers.filter((a) => a.at < upAt && a.status === 201).length,
        'more runs',
      );
    } finally {
      running = false;
      if (stopped) control('start'); // a failed check leaves the cluster running for the rest
      await load;
    }
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].sort()).toEqual([200, 201, 503]);
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(answer.type).toBe('application/problem+json');
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      const problem = JSON.parse(answer.body) as { status: number; type: string };
      expect(problem.status).toBe(503);
      expect(problem.type).toMatch(/#unavailable$/);
      expect(answer.body).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules/);
    }
    expect((await instanceFetch(`${url}/api/health`)).status).toBe(200);
    // Every acknowledged run is kept; the board lists each player's best of them (issue 41).
    const stored = await Promise.all(
      runIds.map(async (runId) => {
        const answer = await instanceFetch(`${url}/api/runs/${runId}`);
        expect(answer.status).toBe(200);
        return (await answer.json()) as { runId: string; personalBest: boolean };
      }),
    );
    const bests = stored.filter((run) => run.personalBest).map((run) => run.runId);
    expect(bests.length).toBeGreaterThan(0);
    const board = await wholeBoard<{ runId: string }>(url, 'level:first-steps');
    expect(new Set(board.map((row) => row.runId))).toEqual(new Set(bests));
  }, 180_000);
});
