import { spawnSync } from 'node:child_process';

/** One line of `npm run verify`, parsed. */
export interface VerifyLine {
  readonly file: string;
  readonly ok: boolean;
  readonly outcome: string | null;
  readonly ticks: number | null;
  readonly hash: string | null;
  readonly firstMismatchTick: number | null;
}

/** Runs `npm run verify -- <file>` as a player would, and returns its exit code and line. */
export function verifyInNode(file: string): { status: number | null; line: VerifyLine } {
  const result = spawnSync('npm', ['run', '--silent', 'verify', '--', file], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  const out = result.stdout.trim().split('\n').at(-1) ?? '';
  return { status: result.status, line: JSON.parse(out) as VerifyLine };
}
