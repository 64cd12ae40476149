import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const COMMAND = join(ROOT, 'src', 'cli', 'verify.ts');

/** Runs `npm run verify`'s command as a person would, from `cwd`, on the given files. */
export function runVerify(cwd: string, files: readonly string[]) {
  const result = spawnSync(TSX, [COMMAND, ...files], {
    cwd,
    env: { ...process.env, INIT_CWD: cwd },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return {
    code: result.status,
    lines: result.stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>),
    stderr: result.stderr,
  };
}
