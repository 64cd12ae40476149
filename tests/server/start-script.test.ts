import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/child-service';

const typedIn = mkdtempSync(join(tmpdir(), 'npm-start-'));
const started: ChildProcess[] = [];
afterAll(() => {
  // On a failed check, npm start's own rule (either exiting stops both) ends what is left.
  for (const child of started) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(typedIn, { recursive: true, force: true });
});

async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  const limit = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > limit) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const answers = (url: string) =>
  fetch(url).then(
    (answer) => answer.status === 200,
    () => false,
  );

describe('npm start (scripts/start.mjs)', () => {
  it('serves /api through the dev server, and Ctrl-C stops the service and Vite both', async () => {
    const [servicePort, vitePort] = [await freePort(), await freePort()];
    const start = spawn(
      process.execPath,
      ['scripts/start.mjs', '--port', String(vitePort), '--strictPort', '--host', '127.0.0.1'],
      {
        // As npm sets it: the data folder is made where the command was typed, on demand.
        env: { ...process.env, LEADERBOARD_DEV_PORT: String(servicePort), INIT_CWD: typedIn },
        stdio: 'ignore',
      },
    );
    started.push(start);
    const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));
    await until(() => answers(`http://127.0.0.1:${vitePort}/api/health`), 'the proxied service');
    expect(readdirSync(join(typedIn, 'data'))).toContain('leaderboard.sqlite');
    start.kill('SIGINT');
    const late = new Promise<string>((resolve) =>
      setTimeout(() => {
        resolve('still running');
      }, 30_000),
    );
    expect(await Promise.race([exited, late])).toBe(130);
    // Its children exited before it did (it waits for them): nothing answers any more.
    await until(
      async () =>
        !(await answers(`http://127.0.0.1:${servicePort}/api/health`)) &&
        !(await answers(`http://127.0.0.1:${vitePort}/`)),
      'both to stop',
    );
  }, 120_000);
});
