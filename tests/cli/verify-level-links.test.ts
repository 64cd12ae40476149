import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVerify } from './support/run-verify';
import { LEVEL_FIXTURES, levelFixtureText } from '../../scripts/level-fixtures';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'e2e', 'fixtures');

let dir = '';
const path = (name: string) => join(dir, name);

/** Runs the command as a person would, on the given files. */
function verify(files: readonly string[]) {
  return runVerify(dir, files);
}

interface LinkJson {
  level: { text: string; meta: Record<string, unknown> };
  proof: { final: { tick: number; hash: string } };
}

/** A fixture's document, read with node's zlib rather than the code under test. */
function readLink(file: string): LinkJson {
  const fragment = readFileSync(file, 'utf8').trim();
  expect(fragment.startsWith('#l=')).toBe(true);
  const bytes = Buffer.from(fragment.slice('#l='.length), 'base64url');
  return JSON.parse(inflateRawSync(bytes).toString('utf8')) as LinkJson;
}

function writeLink(name: string, json: object, prefix = '#l='): string {
  writeFileSync(
    path(name),
    `${prefix}${deflateRawSync(JSON.stringify(json)).toString('base64url')}\n`,
  );
  return path(name);
}

const fixtureFiles = readdirSync(FIXTURES)
  .filter((name) => /^level-.*\.txt$/.test(name))
  .sort();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mythic-maze-level-links-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run verify on level links', () => {
  it('the fixtures are at least two published links, exactly as scripts/level-fixtures.ts makes them', () => {
    expect(fixtureFiles.length).toBeGreaterThanOrEqual(2);
    expect(fixtureFiles).toEqual(LEVEL_FIXTURES.map((f) => `${f.name}.txt`).sort());
    for (const fixture of LEVEL_FIXTURES) {
      expect(
        readFileSync(join(FIXTURES, `${fixture.name}.txt`), 'utf8'),
        `npm run level-fixtures`,
      ).toBe(levelFixtureText(fixture));
    }
  });

  it('accepts every fixture: exit 0, the proof won, keyed by the SHA-256 of its level', () => {
    const files = fixtureFiles.map((name) => join(FIXTURES, name));
    const run = verify(files);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.lines).toHaveLength(files.length);
    files.forEach((file, i) => {
      const json = readLink(file);
      const hash = createHash('sha256').update(JSON.stringify(json.level)).digest('hex');
      expect(run.lines[i]).toEqual({
        file,
        ok: true,
        outcome: 'won',
        ticks: json.proof.final.tick,
        hash: json.proof.final.hash,
        firstMismatchTick: null,
        levelKey: `hash:${hash}`,
      });
    });
  });

  it('exits 1 for an edited level with the same proof, naming the problem on stderr', () => {
    const json = readLink(join(FIXTURES, fixtureFiles[0] ?? ''));
    // Still a valid level: the gem becomes floor.
    const edited = { ...json, level: { ...json.level, text: json.level.text.replace('*', '.') } };
    expect(edited.level.text).not.toBe(json.level.text);
    const file = writeLink('edited.txt', edited);
    const run = verify([file]);
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      {
        file,
        ok: false,
        outcome: null,
        ticks: null,
        hash: null,
        firstMismatchTick: null,
        levelKey: null,
      },
    ]);
    expect(run.stderr).toMatch(
      /^.*edited\.txt: proof\.level\.hash: the proof was recorded on level [0-9a-f]{64}, but this level's hash is [0-9a-f]{64}/,
    );
  });

  it('accepts a link written as l= without the #', () => {
    const json = readLink(join(FIXTURES, fixtureFiles[1] ?? ''));
    const file = writeLink('bare.txt', json, 'l=');
    const run = verify([file]);
    expect(run.code).toBe(0);
    expect(run.lines[0]).toMatchObject({ ok: true, outcome: 'won' });
  });

  it('exits 2 for a malformed link or an invalid level, and 2 wins over 1', () => {
    const json = readLink(join(FIXTURES, fixtureFiles[0] ?? ''));
    const good = readFileSync(join(FIXTURES, fixtureFiles[0] ?? ''), 'utf8').trim();
    writeFileSync(path('truncated.txt'), good.slice(0, good.length - 10));
    const invalid = writeLink('invalid.txt', {
      ...json,
      level: { ...json.level, text: json.level.text.replace('E', '.') },
    });
    const edited = writeLink('edited2.txt', {
      ...json,
      level: { ...json.level, meta: { ...json.level.meta, name: 'Renamed' } },
    });
    const run = verify([path('truncated.txt'), invalid, edited]);
    expect(run.code).toBe(2);
    expect(run.lines.map((line) => line.ok)).toEqual([false, false, false]);
    const problems = run.stderr.trim().split('\n');
    expect(problems[0]).toMatch(/truncated\.txt: \(link\): is damaged/);
    expect(problems[1]).toMatch(
      /invalid\.txt: level: Level error at row 0, column 0 \(the whole level\): no exit/,
    );
    expect(problems[2]).toMatch(/edited2\.txt: proof\.level\.hash: /);
  });
});
