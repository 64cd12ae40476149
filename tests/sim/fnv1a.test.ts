import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FNV_OFFSET_BASIS, fnv1aBytes, fnv1aWord } from '../../src/sim/core/fnv1a';

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

describe('FNV-1a 32-bit', () => {
  // Published test vectors of the FNV reference (Fowler, Noll, Vo).
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('hashes %j to the reference value', (text, expected) => {
    expect(fnv1aBytes(ascii(text))).toBe(expected);
  });

  it('hashes a word as its four little-endian bytes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -0x80000000, max: 0x7fffffff }), (word) => {
        const bytes = [word & 0xff, (word >>> 8) & 0xff, (word >>> 16) & 0xff, word >>> 24];
        expect(fnv1aWord(FNV_OFFSET_BASIS, word)).toBe(fnv1aBytes(bytes));
      }),
    );
  });
});
