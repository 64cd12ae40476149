import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEVEL_CHARACTERS,
  LevelError,
  MAX_LEVEL_SIDE,
  parseLevel,
  type LevelErrorCode,
  type LevelMeta,
} from '../../src/sim';
import { fuzzParams, fuzzTimeout } from '../support/fuzz';
import { TEST_META as META } from './support/make-level';
import { expectOneLineMessage } from '../support/one-line-message';
import { expectNoPollution, prototypeSnapshot } from '../support/pollution';

/** Codes about the whole level or its metadata: they name no row or column (both 0). */
const WHOLE_LEVEL: ReadonlySet<LevelErrorCode> = new Set([
  'bad-text',
  'bad-meta',
  'text-too-long',
  'empty',
  'too-small',
  'no-start',
  'no-exit',
]);

/** For codes that name a tile: the characters the named tile may hold. */
const NAMED_TILE: Partial<Record<LevelErrorCode, (ch: string) => boolean>> = {
  'unknown-character': (ch) => !Object.hasOwn(LEVEL_CHARACTERS, ch),
  'open-border': (ch) => ch !== '#',
  'two-starts': (ch) => ch === 'S',
  'two-exits': (ch) => ch === 'E',
  'unreachable-exit': (ch) => ch === 'E',
  'too-many-minotaurs': (ch) => ch === 'M',
  'minotaur-too-close': (ch) => ch === 'M',
  'missing-key': (ch) => 'RGB'.includes(ch),
  'unreachable-key': (ch) => 'RGB'.includes(ch),
};

/** The grid rows as the parser sees them: line endings unified, blank lines around dropped. */
function gridRows(text: string): string[] {
  const rows = text.replace(/\r\n?/g, '\n').split('\n');
  while (rows.length > 0 && (rows[0] ?? '').trim() === '') rows.shift();
  while (rows.length > 0 && (rows.at(-1) ?? '').trim() === '') rows.pop();
  return rows;
}

/**
 * Parses `text`: it must give a level that round-trips through its own text, or a LevelError
 * whose row and column point at the tile that is wrong (or are both 0 for the whole level).
 */
function checkParse(text: string, meta: LevelMeta = META): 'level' | LevelErrorCode {
  let level;
  try {
    level = parseLevel(text, meta);
  } catch (error) {
    expect(error).toBeInstanceOf(LevelError);
    const { code, row, column, message } = error as LevelError;
    expect(message).toContain(`row ${String(row)}, column ${String(column)}`);
    expectOneLineMessage(message);
    if (WHOLE_LEVEL.has(code)) {
      expect([row, column]).toEqual([0, 0]);
      return code;
    }
    const rows = gridRows(text);
    const line = rows[row - 1];
    expect(line, `${code} names row ${String(row)}`).toBeDefined();
    const width = (rows[0] ?? '').length;
    if (code === 'ragged-row') {
      expect(line?.length).not.toBe(width);
      expect(column).toBe(Math.min(line?.length ?? 0, width) + 1);
    } else if (code === 'too-large') {
      expect(row > MAX_LEVEL_SIDE || column > MAX_LEVEL_SIDE).toBe(true);
      expect(line?.length).toBeGreaterThanOrEqual(column);
    } else {
      const ch = line?.charAt(column - 1) ?? '';
      expect(NAMED_TILE[code]?.(ch), `${code} at '${ch}'`).toBe(true);
    }
    return code;
  }
  expect(level.tiles).toHaveLength(level.width * level.height);
  expect(Object.isFrozen(level)).toBe(true);
  expect(parseLevel(level.text, meta)).toEqual(level);
  return 'level';
}

const alphabet = [...Object.keys(LEVEL_CHARACTERS), '\n', ' ', 'x', '\r'];
const gridLike = fc
  .array(fc.constantFrom(...alphabet), { maxLength: 400 })
  .map((chars) => chars.join(''));

const inner = fc.constantFrom(...Array.from('....##*^vrgbRGBM'));

/** A bordered grid of random tiles with a start and an exit, sometimes damaged afterwards. */
const borderedGrid = fc
  .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }))
  .chain(([w, h]) =>
    fc.record({
      w: fc.constant(w),
      h: fc.constant(h),
      cells: fc.array(inner, { minLength: w * h, maxLength: w * h }),
      start: fc.nat(),
      exit: fc.nat(),
      damage: fc.option(
        fc.tuple(fc.nat(), fc.nat(), fc.constantFrom('x', '', '.', 'S', 'E', '..', ' ', '\r\n')),
      ),
    }),
  )
  .map(({ w, h, cells, start, exit, damage }) => {
    const chars = [...cells];
    chars[start % chars.length] = 'S';
    if (exit % chars.length !== start % chars.length) chars[exit % chars.length] = 'E';
    const rows = ['#'.repeat(w + 2)];
    for (let y = 0; y < h; y++) rows.push(`#${chars.slice(y * w, y * w + w).join('')}#`);
    rows.push('#'.repeat(w + 2));
    if (damage !== null) {
      const [r, c, edit] = damage;
      const y = r % rows.length;
      const row = rows[y] ?? '';
      const x = c % (row.length + 1);
      rows[y] = row.slice(0, x) + edit + row.slice(x + 1);
    }
    return rows.join('\n');
  });

/** Grids around the size limit, mostly walls. */
const hugeGrid = fc
  .tuple(
    fc.integer({ min: MAX_LEVEL_SIDE - 2, max: MAX_LEVEL_SIDE + 2 }),
    fc.integer({ min: 3, max: MAX_LEVEL_SIDE + 2 }),
  )
  .map(([w, h]) => {
    const rows = Array.from({ length: h }, () => '#'.repeat(w));
    rows[1] = `#S${'.'.repeat(w - 4)}E#`;
    return rows.join('\n');
  });

const anyLevelText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  gridLike,
  { weight: 4, arbitrary: borderedGrid },
  hugeGrid,
);

/** Metadata with any field replaced by any value, or extra keys such as `__proto__`. */
const anyMeta: fc.Arbitrary<LevelMeta> = fc
  .tuple(
    fc.subarray([
      'id',
      'name',
      'story',
      'timeLimitTicks',
      'seed',
      'trapUpTicks',
      'minotaurScentSteps',
    ]),
    fc.anything({ maxDepth: 2 }),
    fc.constantFrom('{}', '{"__proto__":{"id":"x"}}', '{"constructor":{"prototype":{"a":1}}}'),
  )
  .map(([keys, value, extra]) => {
    const meta = JSON.parse(extra) as Record<string, unknown>;
    Object.assign(meta, META);
    for (const key of keys) meta[key] = value;
    return meta as unknown as LevelMeta;
  })
  // Values that String() cannot convert are the known bug pinned below; everything else is fuzzed.
  .filter((meta) => Object.values(meta).every(convertible));

/** Whether String() can turn the value into text (it throws for `{"toString": []}`). */
function convertible(value: unknown): boolean {
  try {
    String(value);
    return true;
  } catch {
    return false;
  }
}

describe('fuzzing the level parser', () => {
  const before = prototypeSnapshot();

  it(
    'ends any text in a level or a LevelError that points at the wrong tile',
    () => {
      fc.assert(
        fc.property(anyLevelText, (text) => {
          checkParse(text);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(20),
  );

  it(
    'ends any metadata in a level or a LevelError about the metadata, polluting nothing',
    () => {
      fc.assert(
        fc.property(anyMeta, (meta) => {
          const outcome = checkParse('#####\n#S.E#\n#####', meta);
          expect(['level', 'bad-meta']).toContain(outcome);
          expectNoPollution(before);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(5),
  );

  // Found by the metadata fuzzer: the error message once called the value's own toString, so
  // metadata parsed from JSON such as {"seed": {"toString": []}} ended in a TypeError.
  it('a number field holding {"toString": []} ends in a LevelError', () => {
    const meta = JSON.parse(
      '{"id":"test","name":"Test","story":"A test.","timeLimitTicks":600,"seed":{"toString":[]}}',
    ) as LevelMeta;
    expect(checkParse('#####\n#S.E#\n#####', meta)).toBe('bad-meta');
  });

  it('the random grids reach every kind of refusal, and some are playable', () => {
    const outcomes = new Set(
      fc.sample(fc.oneof(borderedGrid, hugeGrid), { numRuns: 3000, seed: 11 }).map((text) => {
        try {
          parseLevel(text, META);
          return 'level';
        } catch (error) {
          return error instanceof LevelError ? error.code : 'other';
        }
      }),
    );
    for (const code of [
      'level',
      'unknown-character',
      'open-border',
      'ragged-row',
      'too-large',
      'too-many-minotaurs',
      'minotaur-too-close',
      'missing-key',
      'unreachable-key',
      'unreachable-exit',
      'no-exit',
      'two-starts',
      'two-exits',
    ]) {
      expect(outcomes, code).toContain(code);
    }
    expect(outcomes).not.toContain('other');
  });
});
