import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVerify } from './support/run-verify';
import { encodeReplay, verifyReplay } from '../../src/replay';
import { mutableCopy, recordRun, winningInputs, winningReplay } from '../replay/support/replays';

const ROOT = resolve(import.meta.dirname, '../..');

let dir = '';
const path = (name: string) => join(dir, name);

/** Runs the command as a person would, on files in the temp folder. */
function verify(files: readonly string[]) {
  return runVerify(dir, files);
}

const good = winningReplay('red-key');
const verdict = verifyReplay(good);
const expectedGood = {
  ok: true,
  outcome: 'won',
  ticks: good.final.tick,
  hash: good.final.hash,
  firstMismatchTick: null,
};
const practice = recordRun({
  ref: { id: 'red-key' },
  inputs: winningInputs('red-key'),
  practice: { fromTick: 30 },
}).replay;
const invalidLine = { ok: false, outcome: null, ticks: null, hash: null, firstMismatchTick: null };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mythic-maze-verify-'));
  writeFileSync(path('good.json'), encodeReplay(good));
  writeFileSync(path('pretty.json'), `${JSON.stringify(good, null, 2)}\n`);
  writeFileSync(path('practice.json'), encodeReplay(practice));
  const mismatch = mutableCopy(good);
  (mismatch.checkpoints as [number, string][])[2] = [60, '00000000'];
  writeFileSync(path('mismatch.json'), JSON.stringify(mismatch));
  writeFileSync(path('invalid.json'), JSON.stringify({ ...mutableCopy(good), version: 4 }));
  writeFileSync(path('garbage.json'), 'not a replay at all');
  mkdirSync(path('folder.json'));
  writeFileSync(path('huge.json'), ' '.repeat(3_000_001));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

// Each case starts Node and compiles the command: seconds on a busy two-core machine.
describe('npm run verify', { timeout: 90_000 }, () => {
  it('prints one JSON line per file and exits 0 when every file verifies', () => {
    const run = verify(['good.json', 'pretty.json', 'practice.json']);
    expect(run.lines).toEqual([
      { file: 'good.json', ...expectedGood },
      { file: 'pretty.json', ...expectedGood },
      // A practice run verifies like any other, and its line says where it began.
      { file: 'practice.json', ...expectedGood, practice: { fromTick: 30 } },
    ]);
    expect(Object.keys(run.lines[0] ?? {})).toEqual([
      'file',
      'ok',
      'outcome',
      'ticks',
      'hash',
      'firstMismatchTick',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(verdict.hash).toBe(good.final.hash);
  });

  it('exits 1 when a file does not verify, pinning the checkpoint where it diverged', () => {
    const run = verify(['good.json', 'mismatch.json']);
    expect(run.lines).toEqual([
      { file: 'good.json', ...expectedGood },
      { file: 'mismatch.json', ...expectedGood, ok: false, firstMismatchTick: 60 },
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
  });

  it('exits 2 when any file is unreadable or invalid, even when another mismatches', () => {
    const run = verify([
      'mismatch.json',
      'invalid.json',
      'missing.json',
      'garbage.json',
      'folder.json',
      'huge.json',
      'good.json',
    ]);
    expect(run.lines).toEqual([
      { file: 'mismatch.json', ...expectedGood, ok: false, firstMismatchTick: 60 },
      { file: 'invalid.json', ...invalidLine },
      { file: 'missing.json', ...invalidLine },
      { file: 'garbage.json', ...invalidLine },
      { file: 'folder.json', ...invalidLine },
      { file: 'huge.json', ...invalidLine },
      { file: 'good.json', ...expectedGood },
    ]);
    const errors = run.stderr.trim().split('\n');
    expect(errors).toHaveLength(5);
    expect(errors[0]).toBe(
      'invalid.json: version: unsupported version 4; this game reads versions 1, 2 and 3',
    );
    expect(errors[1]).toMatch(/^missing\.json: cannot read the file: .*ENOENT/);
    expect(errors[2]).toMatch(/^garbage\.json: \(document\): is not valid JSON/);
    expect(errors[3]).toMatch(/^folder\.json: cannot read the file: .*EISDIR/);
    expect(errors[4]).toBe(
      'huge.json: (document): is 3000001 bytes, more than a replay of at most 1000000 characters can take',
    );
    expect(run.code).toBe(2);
  });

  it('exits 2 with a usage line when given no file', () => {
    const run = verify([]);
    expect(run.lines).toEqual([]);
    expect(run.stderr).toMatch(/^usage: npm run verify -- \[--splits\] <replay\.json>/);
    expect(run.code).toBe(2);
  });

  it('runs through the npm script, with paths relative to where it was typed', () => {
    const result = spawnSync(
      'npm',
      ['--prefix', ROOT, 'run', '--silent', 'verify', '--', 'good.json'],
      {
        cwd: dir,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(JSON.parse(result.stdout.trim())).toEqual({ file: 'good.json', ...expectedGood });
    expect(result.status).toBe(0);
  });
});
