import { describe, expect, it } from 'vitest';
import { GOLDENS, readGolden } from '../../e2e/support/goldens';
import { deeperThan, encodeReplay, MAX_REPLAY_DEPTH } from '../../src/replay';

describe('deeperThan: the first bracket that takes JSON text past a depth', () => {
  it('is -1 for text that never goes past it, exactly reaching it included', () => {
    expect(deeperThan('', 0)).toBe(-1);
    expect(deeperThan('1', 0)).toBe(-1);
    expect(deeperThan('{}', 1)).toBe(-1);
    expect(deeperThan('[[1]]', 2)).toBe(-1);
    expect(deeperThan('{"a":[1,[2]]}', 3)).toBe(-1);
  });

  it('gives the index of the bracket that goes one level past it', () => {
    expect(deeperThan('{}', 0)).toBe(0);
    expect(deeperThan('[[1]]', 1)).toBe(1);
    expect(deeperThan('{"a":[1,[2]]}', 2)).toBe(8);
    expect(deeperThan('{"a":{"b":{}}}', 2)).toBe(10);
  });

  it('counts closing brackets of both kinds back down', () => {
    expect(deeperThan('[[]][[]]', 2)).toBe(-1);
    expect(deeperThan('[[]][[[]]]', 2)).toBe(6);
    expect(deeperThan('{{}}{{}}', 2)).toBe(-1);
    expect(deeperThan('{{}}{{{}}}', 2)).toBe(6);
    expect(deeperThan('[{}][{[]}]', 2)).toBe(6);
  });

  it('skips brackets inside strings, and counts again after the string ends', () => {
    expect(deeperThan('["[[[", "{{{"]', 1)).toBe(-1);
    expect(deeperThan('["]]]", [1]]', 1)).toBe(8);
    expect(deeperThan('"a"[', 0)).toBe(3);
  });

  it('reads an escaped quote as part of the string, and an escaped backslash as its end', () => {
    // ["\"[[[", []]: the string is \"[[[; the bracket past depth 1 is the second array.
    expect(deeperThan('["\\"[[[", []]', 1)).toBe(10);
    // ["\\", [1]]: the string is one escaped backslash, and it ends at the next quote.
    expect(deeperThan('["\\\\", [1]]', 1)).toBe(7);
  });

  it('MAX_REPLAY_DEPTH is exactly how deep a replay document nests', () => {
    for (const g of GOLDENS) {
      const text = encodeReplay(readGolden(g));
      expect(deeperThan(text, MAX_REPLAY_DEPTH), g.name).toBe(-1);
      expect(deeperThan(text, MAX_REPLAY_DEPTH - 1), g.name).toBeGreaterThan(0);
    }
  });
});
