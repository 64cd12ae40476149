import { describe, expect, it } from 'vitest';
import { LevelError, parseLevel, type LevelMeta } from '../../src/sim';
import { levelErrorOf as errorOf, makeLevel, TEST_META as META } from './support/make-level';

const SMALL = '#####\n#S.E#\n#####';

/** The reason given for metadata `meta` on the small level, or 'ok' when it parses. */
function metaVerdict(meta: Partial<LevelMeta>): string {
  try {
    parseLevel(SMALL, { ...META, ...meta });
    return 'ok';
  } catch (error) {
    if (!(error instanceof LevelError)) throw error;
    expect(error.code).toBe('bad-meta');
    return error.reason;
  }
}

/** A level `width` x `height`: start at the top left, exit at the bottom right, floor between. */
function box(width: number, height: number): string {
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) {
      const border = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      if (border) row += '#';
      else if (x === 1 && y === 1) row += 'S';
      else if (x === width - 2 && y === height - 2) row += 'E';
      else row += '.';
    }
    rows.push(row);
  }
  return rows.join('\n');
}

describe('parseLevel at its limits', () => {
  it('takes each number field at both ends of its range and refuses one past them', () => {
    // Limits written out: 20 ticks a second, a tile every 5 ticks (60 units at 12 a tick).
    const cases: [Partial<LevelMeta>, string][] = [
      [{ timeLimitTicks: 20 }, 'ok'],
      [{ timeLimitTicks: 19 }, 'timeLimitTicks must be an integer from 20 to 24000, got 19'],
      [{ timeLimitTicks: 24_000 }, 'ok'],
      [{ timeLimitTicks: 24_001 }, 'timeLimitTicks must be an integer from 20 to 24000, got 24001'],
      [{ timeLimitTicks: 20.5 }, 'timeLimitTicks must be an integer from 20 to 24000, got 20.5'],
      [{ seed: 0 }, 'ok'],
      [{ seed: 4_294_967_295 }, 'ok'],
      [{ trapPeriodTicks: 20, trapUpTicks: 10 }, 'ok'],
      [{ trapPeriodTicks: 19 }, 'trapPeriodTicks must be an integer from 20 to 12000, got 19'],
      [{ trapPeriodTicks: 12_000 }, 'ok'],
      [
        { trapPeriodTicks: 12_001 },
        'trapPeriodTicks must be an integer from 20 to 12000, got 12001',
      ],
      [{ trapUpTicks: 1 }, 'ok'],
      [{ trapUpTicks: 0 }, 'trapUpTicks must be an integer from 1 to 30, got 0'],
      [
        { trapPeriodTicks: 20, trapUpTicks: 11 },
        'trapUpTicks must be an integer from 1 to 10, got 11',
      ],
      [{ minotaurWanderTicks: 0 }, 'ok'],
      [
        { minotaurWanderTicks: -1 },
        'minotaurWanderTicks must be an integer from 0 to 12000, got -1',
      ],
      [{ minotaurWanderTicks: 12_000 }, 'ok'],
      [
        { minotaurWanderTicks: 12_001 },
        'minotaurWanderTicks must be an integer from 0 to 12000, got 12001',
      ],
      [{ minotaurChaseTicks: 0 }, 'ok'],
      [{ minotaurChaseTicks: -1 }, 'minotaurChaseTicks must be an integer from 0 to 12000, got -1'],
      [{ minotaurChaseTicks: 12_000 }, 'ok'],
      [
        { minotaurChaseTicks: 12_001 },
        'minotaurChaseTicks must be an integer from 0 to 12000, got 12001',
      ],
      [{ minotaurWanderTicks: 0, minotaurChaseTicks: 1 }, 'ok'],
      [{ minotaurWanderTicks: 1, minotaurChaseTicks: 0 }, 'ok'],
      [
        { minotaurWanderTicks: 0, minotaurChaseTicks: 0 },
        'minotaurWanderTicks and minotaurChaseTicks cannot both be 0',
      ],
      [{ minotaurScentSteps: 1 }, 'ok'],
      [{ minotaurScentSteps: 0 }, 'minotaurScentSteps must be an integer from 1 to 1000, got 0'],
      [{ minotaurScentSteps: 1000 }, 'ok'],
      [
        { minotaurScentSteps: 1001 },
        'minotaurScentSteps must be an integer from 1 to 1000, got 1001',
      ],
    ];
    for (const [meta, expected] of cases) {
      expect([meta, metaVerdict(meta)]).toEqual([meta, expected]);
    }
  });

  it('refuses a number field that is not a number, and keeps the value it was given', () => {
    const asText = { timeLimitTicks: '200' } as unknown as Partial<LevelMeta>;
    expect(metaVerdict(asText)).toBe(
      'timeLimitTicks must be an integer from 20 to 24000, got "200"',
    );
    const level = makeLevel(SMALL, { timeLimitTicks: 321, seed: 77, minotaurScentSteps: 3 });
    expect(level).toMatchObject({ timeLimitTicks: 321, seed: 77, minotaurScentSteps: 3 });
  });

  it('takes text fields up to their length and refuses one character more, or only spaces', () => {
    const cases: [Partial<LevelMeta>, string][] = [
      [{ id: 'a'.repeat(40) }, 'ok'],
      [{ id: 'a'.repeat(41) }, 'id must be a non-empty string of at most 40 characters'],
      [{ id: '' }, 'id must be a non-empty string of at most 40 characters'],
      [{ name: 'n'.repeat(60) }, 'ok'],
      [{ name: 'n'.repeat(61) }, 'name must be a non-empty string of at most 60 characters'],
      [{ name: '   ' }, 'name must be a non-empty string of at most 60 characters'],
      [{ story: 's'.repeat(240) }, 'ok'],
      [{ story: 's'.repeat(241) }, 'story must be a non-empty string of at most 240 characters'],
      [{ story: ' \t ' }, 'story must be a non-empty string of at most 240 characters'],
    ];
    for (const [meta, expected] of cases) {
      expect([meta, metaVerdict(meta)]).toEqual([meta, expected]);
    }
  });

  it('takes a kebab-case id and names any other', () => {
    for (const id of ['a', 'level-2', 'a-b-c', '9lives']) expect(metaVerdict({ id })).toBe('ok');
    for (const id of ['a--b', '-a', 'a-', 'A', 'a_b', 'a b', 'a\nb']) {
      expect(metaVerdict({ id })).toBe(`id '${id}' must be kebab-case: a-z, 0-9 and single dashes`);
    }
  });

  it('refuses metadata that is not an object, and text that is not a string', () => {
    for (const meta of [null, undefined, 7, 'meta']) {
      try {
        parseLevel(SMALL, meta as unknown as LevelMeta);
        throw new Error('expected a LevelError');
      } catch (caught) {
        expect(caught).toBeInstanceOf(LevelError);
        expect((caught as LevelError).reason).toBe('meta must be an object');
      }
    }
    try {
      parseLevel(42 as unknown as string, META);
      throw new Error('expected a LevelError');
    } catch (caught) {
      expect(caught).toBeInstanceOf(LevelError);
      expect(caught).toMatchObject({ code: 'bad-text', reason: 'the level text must be a string' });
    }
  });

  it('takes a 128 x 128 level and a 3-wide one, and refuses a side of 129 or 2', () => {
    const largest = makeLevel(box(128, 128));
    expect([largest.width, largest.height]).toEqual([128, 128]);
    const narrow = makeLevel('###\n#S#\n#.#\n#E#\n###');
    expect([narrow.width, narrow.height]).toEqual([3, 5]);
    const flat = makeLevel('#####\n#S.E#\n#####');
    expect([flat.width, flat.height]).toEqual([5, 3]);
    expect(errorOf(box(129, 5))).toMatchObject({
      code: 'too-large',
      row: 1,
      column: 129,
      reason: 'rows longer than 128 tiles',
    });
    expect(errorOf(box(5, 129))).toMatchObject({
      code: 'too-large',
      row: 129,
      column: 1,
      reason: 'more than 128 rows',
    });
    expect(errorOf('##\n##\n##')).toMatchObject({
      code: 'too-small',
      reason: 'the level is 2x3; the smallest is 3x3',
    });
    expect(errorOf('####\n####')).toMatchObject({
      code: 'too-small',
      reason: 'the level is 4x2; the smallest is 3x3',
    });
  });

  it('takes a text of exactly 20 000 characters and refuses 20 001', () => {
    const level = box(20, 5);
    const padded = level + '\n'.repeat(20_000 - level.length);
    expect(padded).toHaveLength(20_000);
    expect(makeLevel(padded).text).toBe(level);
    expect(errorOf(padded + '\n')).toMatchObject({
      code: 'text-too-long',
      row: 0,
      column: 0,
      reason: 'the text is 20001 characters; the limit is 20000',
    });
  });

  it('reads lone carriage returns as line ends and keeps blank rows inside the grid', () => {
    expect(makeLevel('#####\r#S.E#\r#####').text).toBe(SMALL);
    expect(makeLevel('  \n\t\n#####\n#S.E#\n#####\n \n').text).toBe(SMALL);
    expect(errorOf('#####\n\n#S.E#\n#####')).toMatchObject({
      code: 'ragged-row',
      row: 2,
      column: 1,
    });
  });

  it('names a gap in each side of the border', () => {
    expect(errorOf('#####\n.S.E#\n#####')).toMatchObject({
      code: 'open-border',
      row: 2,
      column: 1,
    });
    expect(errorOf('#####\n#S.E#\n#.###')).toMatchObject({
      code: 'open-border',
      row: 3,
      column: 2,
    });
    expect(errorOf('#.###\n#S.E#\n#####')).toMatchObject({
      code: 'open-border',
      row: 1,
      column: 2,
    });
    expect(errorOf('#####\n#S.E*\n#####')).toMatchObject({
      code: 'open-border',
      row: 2,
      column: 5,
    });
  });

  it('names each problem in words a maker can act on', () => {
    expect(errorOf('#####\n#S.E#\n#.x.#\n#####').reason).toBe(
      'unknown character "x"; use one of # . S M E * ^ v r g b R G B',
    );
    expect(errorOf('#####\n#S.E#\n###\n#####').reason).toBe('row is 3 tiles long but row 1 is 5');
    expect(errorOf('#####\n#S.E.\n#####').reason).toBe("the border must be wall ('#'), found '.'");
    expect(errorOf('#######\n#S.S.E#\n#######').reason).toBe(
      'a second start; the first is at row 2, column 2',
    );
    expect(errorOf('#######\n#E.S.E#\n#######').reason).toBe(
      'a second exit; the first is at row 2, column 2',
    );
    expect(errorOf('#####\n#..E#\n#####').reason).toBe("no start ('S')");
    expect(errorOf('#####\n#S..#\n#####').reason).toBe("no exit ('E')");
    expect(errorOf('').reason).toBe('the level has no rows');
    const many = `#S......${'M'.repeat(17)}E#`;
    const wall = '#'.repeat(many.length);
    expect(errorOf(`${wall}\n${many}\n${wall}`).reason).toBe('more than 16 Minotaurs');
  });

  it('takes sixteen Minotaurs and counts only gems as gems', () => {
    const row = `#S......${'M'.repeat(16)}E#`;
    const wall = '#'.repeat(row.length);
    expect(makeLevel(`${wall}\n${row}\n${wall}`).minotaurSpawns).toHaveLength(16);
    const level = makeLevel('#########\n#S*r*^*E#\n#########');
    expect(level.gemCount).toBe(3);
  });
});

describe('checkReachability through parseLevel', () => {
  it('says which key is missing or out of reach, and where the exit is', () => {
    expect(errorOf('#######\n#S.B.E#\n#######')).toMatchObject({
      code: 'missing-key',
      reason: 'a blue door but no blue key in the level',
    });
    expect(errorOf('#######\n#S.G.E#\n#####g#\n#######')).toMatchObject({
      code: 'unreachable-key',
      reason: 'the green key for this green door cannot be reached from the start',
    });
    expect(errorOf('######\n#S#.E#\n######')).toMatchObject({
      code: 'unreachable-exit',
      row: 2,
      column: 5,
      reason: 'the exit cannot be reached from the start, even with every reachable key',
    });
  });

  it('checks every door, not only the first', () => {
    // The red door has its key; the blue door further on has none.
    expect(errorOf('##########\n#Sr.R.B.E#\n##########')).toMatchObject({
      code: 'missing-key',
      row: 2,
      column: 7,
    });
    expect(errorOf('##########\n#Sr.R.G.E#\n######g###\n##########')).toMatchObject({
      code: 'unreachable-key',
      row: 2,
      column: 7,
    });
  });

  it('measures a Minotaur by walking steps, through doors, and ignores one it cannot reach', () => {
    // Five steps through a red door (doors count as open for fairness): too close.
    expect(errorOf('###########\n#SrR..M..E#\n###########')).toMatchObject({
      code: 'minotaur-too-close',
      row: 2,
      column: 7,
      reason: 'a Minotaur 5 steps from the start; it must be at least 6',
    });
    // Two steps up, left or down, each the only way to it: too close, whichever way it lies.
    const up = '#####\n#M..#\n#.###\n#S.E#\n#####';
    const left = '########\n#M.S..E#\n########';
    const down = '#####\n#S.E#\n#.###\n#M..#\n#####';
    for (const [text, row, column] of [
      [up, 2, 2],
      [left, 2, 2],
      [down, 4, 2],
    ] as const) {
      expect(errorOf(text)).toMatchObject({
        code: 'minotaur-too-close',
        row,
        column,
        reason: 'a Minotaur 2 steps from the start; it must be at least 6',
      });
    }
    // Two tiles away in a straight line but six steps around a wall, the least allowed.
    const around = makeLevel(`
#######
#S#M..#
#.#.#.#
#.....#
#....E#
#######`);
    expect(around.minotaurSpawns).toEqual([{ x: 3, y: 1 }]);
    // Walled in next to the start: never reaches Theseus, so no fairness distance applies.
    const shut = makeLevel('########\n#S#M#..#\n#.###..#\n#.....E#\n########');
    expect(shut.minotaurSpawns).toEqual([{ x: 3, y: 1 }]);
  });
});
