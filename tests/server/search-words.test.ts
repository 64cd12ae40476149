/**
 * The words the catalogue's search matches: letters and digits in runs, folded so that case,
 * accents and compatibility forms do not matter, each cut to 32 characters, no repeats.
 */
import { describe, expect, it } from 'vitest';
import { normaliseSearchText, searchWords } from '../../src/server/levels/search-words';

describe('normaliseSearchText', () => {
  it('makes Éowyn, EOWYN and full-width ｅｏｗｙｎ one word', () => {
    for (const text of ['Éowyn', 'EOWYN', '\uff45\uff4f\uff57\uff59\uff4e', 'E\u0301owyn']) {
      expect(normaliseSearchText(text), text).toBe('eowyn');
    }
  });

  it('removes every combining mark, not only the first', () => {
    expect(normaliseSearchText('Ééèêë')).toBe('eeeee');
  });
});

describe('searchWords', () => {
  it('splits at everything that is not a letter or a digit, and drops empty words', () => {
    expect(searchWords(' -The  Maze, part 2!- ')).toEqual(['the', 'maze', 'part', '2']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords('--')).toEqual([]);
  });

  it('keeps digits and letters of any script as words', () => {
    expect(searchWords('Лабиринт 42 迷宮')).toEqual(['лабиринт', '42', '迷宮']);
  });

  it('keeps each word once', () => {
    expect(searchWords('Maze maze MAZE mäze')).toEqual(['maze']);
  });

  it('cuts a word to its first 32 characters, counting a character outside the BMP as one', () => {
    expect(searchWords('a'.repeat(40))).toEqual(['a'.repeat(32)]);
    const astral = '\u{20000}'.repeat(40);
    expect(searchWords(astral)).toEqual(['\u{20000}'.repeat(32)]);
  });
});
