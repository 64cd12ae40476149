import { describe, expect, it } from 'vitest';
import {
  isLevelRow,
  MAX_LEVEL_SIDE,
  MAX_LEVEL_TEXT_LENGTH,
  MAX_MINOTAURS,
  parseLevel,
  TILE,
  type LevelErrorCode,
} from '../../src/sim';
import { levelErrorOf as errorOf, makeLevel } from './support/make-level';

function expectError(text: string, code: LevelErrorCode, row: number, column: number) {
  const error = errorOf(text);
  expect({ code: error.code, row: error.row, column: error.column }).toEqual({ code, row, column });
  expect(error.message).toContain(`row ${row}, column ${column}`);
  expect(error.message).toContain(error.reason);
  return error;
}

describe('parseLevel', () => {
  it('reads tiles, start, exit, spawns and gems', () => {
    const level = makeLevel(`
###########
#S.*^vrR.M#
#.#######.#
#b...B..gG#
#E#########
###########`);
    expect(level.width).toBe(11);
    expect(level.height).toBe(6);
    expect(level.start).toEqual({ x: 1, y: 1 });
    expect(level.exit).toEqual({ x: 1, y: 4 });
    expect(level.minotaurSpawns).toEqual([{ x: 9, y: 1 }]);
    expect(level.gemCount).toBe(1);
    const row1 = Array.from(level.tiles.slice(11, 22));
    expect(row1).toEqual([
      TILE.WALL,
      TILE.FLOOR,
      TILE.FLOOR,
      TILE.GEM,
      TILE.TRAP_A,
      TILE.TRAP_B,
      TILE.KEY_RED,
      TILE.DOOR_RED,
      TILE.FLOOR,
      TILE.FLOOR,
      TILE.WALL,
    ]);
    expect(Object.isFrozen(level)).toBe(true);
  });

  it('round-trips through its canonical text', () => {
    const level = makeLevel('\r\n  \n#####\r\n#S.E#\r\n#####\n\n');
    expect(level.text).toBe('#####\n#S.E#\n#####');
    expect(parseLevel(level.text, level)).toEqual(level);
  });

  it('fills in the documented defaults', () => {
    const level = makeLevel('#####\n#S.E#\n#####');
    expect(level).toMatchObject({
      trapPeriodTicks: 40,
      trapUpTicks: 14,
      minotaurWanderTicks: 140,
      minotaurChaseTicks: 200,
      minotaurScentSteps: 10,
    });
  });

  it('names an unknown character', () => {
    const error = expectError('#####\n#S.E#\n#.x.#\n#####', 'unknown-character', 3, 3);
    expect(error.reason).toContain('"x"');
  });

  it('escapes an unknown character that would break or reorder the line', () => {
    const separator = expectError('#####\n#S.E#\n#.\u2028.#\n#####', 'unknown-character', 3, 3);
    expect(separator.reason).toContain('unknown character "\\u2028"');
    const override = expectError('#####\n#S\u202eE#\n#####', 'unknown-character', 2, 3);
    expect(override.reason).toContain('unknown character "\\u202e"');
    expect(override.message).not.toMatch(/[\u2028\u202e]/);
  });

  it('names a ragged row at the first column where it differs', () => {
    expectError('#####\n#S.E#\n###\n#####', 'ragged-row', 3, 4);
    expectError('#####\n#S.E##\n#####', 'ragged-row', 2, 6);
  });

  it('names a gap in the border', () => {
    expectError('#####\n#S.E.\n#####', 'open-border', 2, 5);
    expectError('##.##\n#S.E#\n#####', 'open-border', 1, 3);
  });

  it('refuses a level without a start or with two', () => {
    expectError('#####\n#..E#\n#####', 'no-start', 0, 0);
    expectError('######\n#S.SE#\n######', 'two-starts', 2, 4);
  });

  it('refuses a level without an exit or with two', () => {
    expectError('#####\n#S..#\n#####', 'no-exit', 0, 0);
    expectError('######\n#SE.E#\n######', 'two-exits', 2, 5);
  });

  it('names an exit that cannot be reached', () => {
    expectError('######\n#S#.E#\n######', 'unreachable-exit', 2, 5);
  });

  it('names a door whose key is missing or out of reach', () => {
    expectError('#######\n#S.R.E#\n#######', 'missing-key', 2, 4);
    const error = expectError('#######\n#S.R.E#\n#####g#\n#######\n', 'missing-key', 2, 4);
    expect(error.reason).toContain('red');
    expectError('#######\n#S.G.E#\n#####g#\n#######', 'unreachable-key', 2, 4);
  });

  it('accepts a key that is reached through another door', () => {
    const level = makeLevel(`
#########
#S.r.R.g#
#######G#
#######E#
#########`);
    expect(level.exit).toEqual({ x: 7, y: 3 });
  });

  it('refuses a Minotaur too close to the start', () => {
    expectError('##########\n#S....M.E#\n##########', 'minotaur-too-close', 2, 7);
    expect(makeLevel('##########\n#S.....ME#\n##########').minotaurSpawns).toHaveLength(1);
  });

  it('refuses too many Minotaurs', () => {
    const row = `#S......${'M'.repeat(MAX_MINOTAURS + 1)}E#`;
    const wall = '#'.repeat(row.length);
    expectError(`${wall}\n${row}\n${wall}`, 'too-many-minotaurs', 2, 9 + MAX_MINOTAURS);
  });

  it('puts limits on size and text length, and names them', () => {
    const wide = '#'.repeat(MAX_LEVEL_SIDE + 1);
    expect(errorOf(`${wide}\n${wide}\n${wide}`)).toMatchObject({
      code: 'too-large',
      row: 1,
      column: MAX_LEVEL_SIDE + 1,
    });
    const tall = Array.from({ length: MAX_LEVEL_SIDE + 1 }, () => '###').join('\n');
    expect(errorOf(tall)).toMatchObject({ code: 'too-large', row: MAX_LEVEL_SIDE + 1 });
    const long = errorOf('#'.repeat(MAX_LEVEL_TEXT_LENGTH + 1));
    expect(long.code).toBe('text-too-long');
    expect(long.message).toContain(String(MAX_LEVEL_TEXT_LENGTH));
    expect(errorOf('##\n##').code).toBe('too-small');
    expect(errorOf('\n \n').code).toBe('empty');
  });

  it('checks the metadata and names the field', () => {
    const text = '#####\n#S.E#\n#####';
    expect(errorOf(text, { id: 'Not Kebab' }).reason).toContain('kebab');
    expect(errorOf(text, { timeLimitTicks: 0 }).reason).toContain('timeLimitTicks');
    expect(errorOf(text, { seed: -1 }).reason).toContain('seed');
    expect(errorOf(text, { seed: 2 ** 32 }).reason).toContain('seed');
    expect(errorOf(text, { name: '' }).reason).toContain('name');
    expect(errorOf(text, { trapPeriodTicks: 40, trapUpTicks: 31 }).reason).toContain('trapUpTicks');
    expect(errorOf(text, { minotaurWanderTicks: 0, minotaurChaseTicks: 0 }).code).toBe('bad-meta');
  });
});

describe('isLevelRow', () => {
  it('accepts a row of the fourteen level characters and nothing else', () => {
    expect(isLevelRow('#.SEM*^vrgbRGB')).toBe(true);
    expect(isLevelRow('#')).toBe(true);
    expect(isLevelRow('')).toBe(false);
    for (const row of ['#x#', '# #', '#\n#', 'e', 's', 'V', '#.S\u{1F402}']) {
      expect(isLevelRow(row)).toBe(false);
    }
  });
});
