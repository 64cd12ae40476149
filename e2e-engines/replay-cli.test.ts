import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { goldenPath } from '../e2e/support/goldens';
import { parseReplayArgs } from './cli/run-replay';

/** `npm run replay` as a studio's CI would call it: one JSON line per file, verify's exit codes. */

interface Run {
  readonly status: number | null;
  readonly lines: unknown[];
  readonly stderr: string;
}

function run(script: 'replay' | 'verify', args: readonly string[]): Run {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    encoding: 'utf8',
    timeout: 5 * 60_000,
  });
  const lines = result.stdout
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as unknown);
  return { status: result.status, lines, stderr: result.stderr };
}

function tamperedCopy(): string {
  const replay = JSON.parse(readFileSync(goldenPath('won-red-key'), 'utf8')) as {
    checkpoints: [number, string][];
  };
  const second = replay.checkpoints[1];
  if (second === undefined) throw new Error('won-red-key has fewer than two checkpoints');
  second[1] = second[1] === '00000000' ? '00000001' : '00000000';
  const file = join(mkdtempSync(join(tmpdir(), 'mythic-replay-')), 'tampered.json');
  writeFileSync(file, JSON.stringify(replay));
  return file;
}

describe('npm run replay', () => {
  test('the arguments: files, an engine and a display profile, or a message naming the problem', () => {
    expect(parseReplayArgs(['a.json', '--engine', 'webkit', '--display', 'real'])).toEqual({
      files: ['a.json'],
      engine: 'webkit',
      display: 'real',
    });
    expect(parseReplayArgs(['a.json', '--engine', 'safari'])).toMatch(/unknown engine 'safari'/);
    expect(parseReplayArgs(['a.json', '--display', '61 Hz'])).toMatch(
      /unknown display profile '61 Hz'/,
    );
    expect(parseReplayArgs(['--engine', 'firefox'])).toBe('no replay files given');
    expect(parseReplayArgs(['a.json', '--display'])).toBe('--display needs a value');
  });

  test("Firefox under a stall: the same lines as `npm run verify` for good replays, a tampered one's tick, exit 1", () => {
    const tampered = tamperedCopy();
    const files = [
      goldenPath('won-first-steps'),
      goldenPath('caught-spikes-teeth-of-the-floor'),
      tampered,
    ];
    const replay = run('replay', [
      ...files,
      '--engine',
      'firefox',
      '--display',
      '60 Hz stall 250 ms',
    ]);
    const verify = run('verify', files);
    expect(verify.status).toBe(1);
    expect(replay.status, replay.stderr).toBe(1);
    expect(replay.lines.slice(0, 2)).toEqual(verify.lines.slice(0, 2));
    expect(replay.lines[2]).toEqual({
      file: tampered,
      ok: false,
      outcome: null,
      ticks: null,
      hash: null,
      firstMismatchTick: 40,
    });
    expect(replay.stderr).toContain('firefox refused it');
  });

  test('WebKit on its real frames: a good replay matches verify, an invalid file gets nulls and exit 2', () => {
    const bad = join(mkdtempSync(join(tmpdir(), 'mythic-replay-')), 'bad.json');
    writeFileSync(bad, '{"format":"not a replay"}');
    const files = [goldenPath('caught-spikes-teeth-of-the-floor'), bad];
    const replay = run('replay', [...files, '--engine', 'webkit', '--display', 'real']);
    const verify = run('verify', files);
    expect(replay.status, replay.stderr).toBe(2);
    expect(replay.lines).toEqual(verify.lines);
    expect(replay.stderr).toContain(bad);
  });
});
