import { describe, expect, it } from 'vitest';
import { DEFAULT_GENERATOR_OPTIONS, generateLevel, getBuiltInLevel } from '../../src/levels';
import { checkLevelRef, levelKey, ReplayError, resolveReplayLevel } from '../../src/replay';

describe('level references', () => {
  it('resolve a built-in id to that level', () => {
    expect(resolveReplayLevel({ id: 'red-key' })).toBe(getBuiltInLevel('red-key'));
  });

  it('resolve a seed and options to the generated level, cached for reuse', () => {
    const ref = { seed: 99, width: 15, height: 11 };
    const level = resolveReplayLevel(ref);
    expect(level).toEqual(generateLevel(99, { width: 15, height: 11 }));
    expect(resolveReplayLevel({ ...ref })).toBe(level);
  });

  it('refuse unknown ids and bad options with a ReplayError naming the field', () => {
    expect(() => resolveReplayLevel({ id: 'nowhere' })).toThrow(ReplayError);
    expect(() => resolveReplayLevel({ seed: 1, loops: 51 })).toThrow(
      /^level\.loops: loops must be an integer from 0 to 50, got 51$/,
    );
    expect(() => checkLevelRef({ seed: 2 ** 32 })).toThrow(/^level\.seed:/);
    expect(() => checkLevelRef({ id: 'x'.repeat(65) })).toThrow(/^level\.id: must be a level id/);
  });

  it('key a level the same however its reference is spelled', () => {
    expect(levelKey({ id: 'red-key' })).toBe('level:red-key');
    expect(levelKey({ seed: 5 })).toBe(levelKey({ seed: 5, ...DEFAULT_GENERATOR_OPTIONS }));
    expect(levelKey({ seed: 5 })).toBe(
      'seed:5:width=31,height=23,minotaurs=2,keys=2,gems=5,traps=6,loops=12',
    );
    expect(levelKey({ seed: 5, gems: 6 })).not.toBe(levelKey({ seed: 5 }));
    expect(levelKey({ seed: 6 })).not.toBe(levelKey({ seed: 5 }));
  });

  it('copy only the fields of a reference, in canonical order', () => {
    const ref = checkLevelRef(JSON.parse('{"loops":4,"seed":8}'));
    expect(Object.keys(ref)).toEqual(['seed', 'loops']);
  });
});
