import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_LEVELS, DAILY_OPTIONS, dailySeed } from '../../src/levels';
import { decodeReplay } from '../../src/replay';
import { SIM_VERSION } from '../../src/sim';
import {
  GOLDENS,
  goldenInputs,
  goldenPath,
  goldenRecordedAt,
  readGolden,
  REGENERATE_GOLDENS,
} from '../../e2e/support/goldens';

const FIXTURES = dirname(goldenPath('any'));

interface VerifyLine {
  readonly file: string;
  readonly ok: boolean;
  readonly outcome: string | null;
  readonly ticks: number | null;
}

describe('golden replays', () => {
  it('are exactly the catalogued ones: a win of every built-in level and two daily labyrinths, caught twice, timed out once', () => {
    const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));
    expect(files.sort(), `record missing goldens with \`${REGENERATE_GOLDENS}\``).toEqual(
      GOLDENS.map((g) => `${g.name}.json`).sort(),
    );
    const won = GOLDENS.filter((g) => g.outcome === 'won');
    for (const level of BUILT_IN_LEVELS) {
      expect(won.some((g) => g.start.kind === 'level' && g.start.id === level.id)).toBe(true);
    }
    expect(won.filter((g) => g.start.kind === 'daily')).toHaveLength(2);
    expect(GOLDENS.filter((g) => g.outcome === 'caught')).toHaveLength(2);
    expect(GOLDENS.filter((g) => g.outcome === 'timeout')).toHaveLength(1);
  });

  it.each(GOLDENS.map((g) => [g.name, g] as const))(
    '%s was recorded under the current simulation rules',
    (name, g) => {
      const document = JSON.parse(readFileSync(goldenPath(name), 'utf8')) as {
        simVersion: unknown;
      };
      expect(
        document.simVersion,
        `e2e/fixtures/${name}.json was recorded under simulation version ${String(document.simVersion)}, but the game runs version ${String(SIM_VERSION)}: record the goldens again with \`${REGENERATE_GOLDENS}\``,
      ).toBe(SIM_VERSION);
      // Canonical text, as the recorder writes it.
      const text = readFileSync(goldenPath(name), 'utf8');
      expect(JSON.stringify(decodeReplay(text))).toBe(text);
      const replay = readGolden(g);
      expect(replay.recordedAt).toBe(goldenRecordedAt(g));
      expect(replay.level).toEqual(
        g.start.kind === 'level'
          ? { id: g.start.id }
          : {
              seed: dailySeed(g.start.date.year, g.start.date.month, g.start.date.day),
              ...DAILY_OPTIONS,
            },
      );
      // The keys the recorder typed are the run the page kept.
      const ticks = replay.inputs.flatMap(([length, input]) =>
        new Array<number>(length).fill(input),
      );
      expect(ticks).toEqual(goldenInputs(g));
    },
  );

  it('every one verifies with `npm run verify`, ending as catalogued', () => {
    const files = GOLDENS.map((g) => goldenPath(g.name));
    const result = spawnSync('npm', ['run', '--silent', 'verify', '--', ...files], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as VerifyLine);
    expect(lines.map((line) => line.file)).toEqual(files);
    lines.forEach((line, i) => {
      const g = GOLDENS[i];
      expect(line, g?.name).toMatchObject({ ok: true, outcome: g?.outcome });
    });
  });
});
