/**
 * The embedded database's files hold every run and the token secret: they are private to the
 * service's user (folder 0700, files 0600), and an older, world-readable data folder is tightened.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKEND, startTestService } from './support/service-harness';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The permission bits of a path, as octal text. */
function mode(path: string): string {
  return (statSync(path).mode & 0o777).toString(8);
}

async function startIn(dataDir: string): Promise<void> {
  const service = await startTestService({
    storage: { dataDir, drop: () => Promise.resolve() },
  });
  // A post writes the WAL, so its file exists to be checked.
  expect((await service.claim('Theseus')).status).toBe(201);
  await service.close();
}

describe.runIf(BACKEND === 'sqlite')('the data folder and database files', () => {
  it('are created 0700 and 0600, whatever the umask', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'data-modes-'));
    made.push(parent);
    const dataDir = join(parent, 'data');
    const umask = process.umask(0o002);
    try {
      await startIn(dataDir);
    } finally {
      process.umask(umask);
    }
    expect(mode(dataDir)).toBe('700');
    expect(mode(join(dataDir, 'leaderboard.sqlite'))).toBe('600');
  });

  it('are tightened when an older version left them readable by all', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'data-modes-'));
    made.push(dataDir);
    const file = join(dataDir, 'leaderboard.sqlite');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, '');
    chmodSync(dataDir, 0o755);
    chmodSync(file, 0o644);
    await startIn(dataDir);
    expect(mode(dataDir)).toBe('700');
    expect(mode(file)).toBe('600');
  });
});
