import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../src/server/store/database/database';
import { mutableCopy, winningReplay } from '../replay/support/replays';
import { freshStorage } from './support/service-harness';

type Storage = Awaited<ReturnType<typeof freshStorage>>;
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** `npm run server`'s entry in a real child process; resolves with its URL once it listens. */
function startChild(storage: Storage): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/main.ts', '--port', '0', '--data', storage.dataDir],
    {
      env: {
        ...process.env,
        DATABASE_URL: storage.databaseUrl ?? '',
        // Tokens issued an hour back, so each run can be posted at once (tests and bench only).
        LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S: '3600',
        LEADERBOARD_POSTS_PER_MINUTE: '100000',
        LEADERBOARD_STARTS_PER_MINUTE: '100000',
        LEADERBOARD_CLAIMS_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /on (http:\/\/\S+)/.exec(out)?.[1];
      if (url !== undefined) resolve({ child, url });
    });
    child.once('exit', (code) => {
      reject(new Error(`the server exited (${String(code)}) before listening: ${out}`));
    });
  });
}

/** Claims the name the stream posts under; its key. */
async function claimStream(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/players`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Stream' }),
  });
  if (answer.status !== 201) throw new Error(`claiming answered ${answer.status}`);
  return ((await answer.json()) as { key: string }).key;
}

/** Posts the `index`th run of the stream: a run of its own (standing still `index` ticks first). */
async function postOne(url: string, index: number, key: string): Promise<string | null> {
  const replay = {
    ...mutableCopy(winningReplay('first-steps', { wait: index, player: 'Stream' })),
    recordedAt: new Date().toISOString(),
  };
  const json = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
  try {
    const start = await fetch(`${url}/api/runs/start`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ level: { id: 'first-steps' } }),
    });
    const { token } = (await start.json()) as { token: string };
    const answer = await fetch(`${url}/api/runs`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token, replay }),
    });
    return answer.status === 201 ? ((await answer.json()) as { runId: string }).runId : null;
  } catch {
    return null; // the server died mid-request: no 201, no promise made
  }
}

async function halfWritten(
  storage: Storage,
): Promise<{ orphans: number; runs: number; integrity: string }> {
  const orphans =
    'select count(*) as n from runs where replay_hash not in (select hash from replays)';
  if (storage.databaseUrl === undefined) {
    const db = new Database(join(storage.dataDir, SQLITE_FILE), { readonly: true });
    try {
      return {
        orphans: (db.prepare(orphans).get() as { n: number }).n,
        runs: (db.prepare('select count(*) as n from runs').get() as { n: number }).n,
        integrity: db.pragma('integrity_check', { simple: true }) as string,
      };
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: storage.databaseUrl });
  await client.connect();
  try {
    const count = async (text: string) =>
      Number(((await client.query(text)).rows[0] as { n: string }).n);
    // PostgreSQL has no integrity_check; its WAL recovery is the server's own.
    return {
      orphans: await count(orphans),
      runs: await count('select count(*) as n from runs'),
      integrity: 'ok',
    };
  } finally {
    await client.end();
  }
}

describe('kill -9 during a stream of posts', () => {
  it(
    'keeps every run that got a 201, none half-written, and the database intact',
    { timeout: 120_000 },
    async () => {
      const storage = await freshStorage();
      try {
        const first = await startChild(storage);
        const key = await claimStream(first.url);
        const accepted: string[] = [];
        let index = 0;
        let killed = false;
        const stream = async () => {
          while (!killed || index < 4) {
            const runId = await postOne(first.url, index++, key);
            if (runId !== null) accepted.push(runId);
            if (killed) break;
          }
        };
        const streams = [stream(), stream(), stream(), stream()];
        while (accepted.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
        first.child.kill('SIGKILL');
        killed = true;
        await Promise.all(streams);
        const second = await startChild(storage);
        for (const runId of accepted) {
          const answer = await fetch(`${second.url}/api/runs/${runId}`);
          expect(answer.status, runId).toBe(200);
          const run = (await answer.json()) as { replayHash: string };
          expect((await fetch(`${second.url}/api/replays/${run.replayHash}`)).status).toBe(200);
        }
        second.child.kill('SIGKILL');
        await new Promise((resolve) => second.child.once('exit', resolve));
        const state = await halfWritten(storage);
        expect(state.integrity).toBe('ok');
        expect(state.orphans).toBe(0);
        expect(state.runs).toBeGreaterThanOrEqual(accepted.length);
      } finally {
        await storage.drop();
      }
    },
  );
});
