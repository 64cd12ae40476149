import { describe, expect, it } from 'vitest';
import { LevelError } from '../../src/sim';
import { makeLevel } from './support/make-level';

describe('LevelError', () => {
  it('is named LevelError and says where, or that the whole level is at fault', () => {
    const errorOf = (text: string) => {
      try {
        makeLevel(text);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const empty = errorOf('');
    expect(empty).toBeInstanceOf(LevelError);
    expect((empty as LevelError).name).toBe('LevelError');
    expect((empty as LevelError).message).toBe(
      'Level error at row 0, column 0 (the whole level): the level has no rows',
    );
    expect((errorOf('#####\n#S.E#\n###.#') as LevelError).message).toBe(
      "Level error at row 3, column 4: the border must be wall ('#'), found '.'",
    );
  });

  it('speaks of the whole level only when both row and column are 0', () => {
    expect(new LevelError('bad-meta', 0, 3, 'a reason').message).toBe(
      'Level error at row 0, column 3: a reason',
    );
    expect(new LevelError('bad-meta', 2, 0, 'a reason').message).toBe(
      'Level error at row 2, column 0: a reason',
    );
  });
});
