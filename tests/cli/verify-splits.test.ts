import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDENS, goldenLevel, goldenPath, readGolden } from '../../e2e/support/goldens';
import { openLevelLink } from '../../src/replay';
import { expand } from '../replay/support/replays';
import { walkSplits } from '../replay/support/split-walk';
import { runVerify } from './support/run-verify';

const FIXTURES = dirname(goldenPath('any'));

// One process for every golden: starting Node and compiling the command takes seconds here.
describe('npm run verify -- --splits', { timeout: 90_000 }, () => {
  it('adds the splits a walk of the state finds to the line of every golden and level link', () => {
    const links = readdirSync(FIXTURES).filter((name) => name.startsWith('level-'));
    const files = [...GOLDENS.map((g) => `${g.name}.json`), ...links];
    const run = runVerify(FIXTURES, ['--splits', ...files]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const expected = [
      ...GOLDENS.map((g) => {
        const replay = readGolden(g);
        return {
          file: `${g.name}.json`,
          final: replay.final,
          splits: walkSplits(goldenLevel(g), expand(replay.inputs)),
        };
      }),
      ...links.map((name) => {
        const opened = openLevelLink(readFileSync(`${FIXTURES}/${name}`, 'utf8').trim());
        if (!opened.ok) throw new Error(opened.message);
        return {
          file: name,
          final: opened.proof.final,
          splits: walkSplits(opened.level, expand(opened.proof.inputs)),
        };
      }),
    ];
    expect(run.lines).toHaveLength(expected.length);
    run.lines.forEach((line, i) => {
      const want = expected[i];
      expect(line).toMatchObject({
        file: want?.file,
        ok: true,
        outcome: want?.final.outcome,
        ticks: want?.final.tick,
        hash: want?.final.hash,
        splits: want?.splits,
      });
      // The splits end the line, after what the line held before.
      expect(Object.keys(line).at(-1)).toBe('splits');
    });
  });

  it('gives a file that is no replay null splits, and refuses an unknown option', () => {
    const bad = runVerify(FIXTURES, ['--splits', 'missing.json']);
    expect(bad.lines).toEqual([
      {
        file: 'missing.json',
        ok: false,
        outcome: null,
        ticks: null,
        hash: null,
        firstMismatchTick: null,
        splits: null,
      },
    ]);
    expect(bad.code).toBe(2);
    const unknown = runVerify(FIXTURES, ['--split', 'won-red-key.json']);
    expect(unknown.lines).toEqual([]);
    expect(unknown.stderr).toMatch(
      /^unknown option --split\nusage: npm run verify -- \[--splits\]/,
    );
    expect(unknown.code).toBe(2);
  });
});
