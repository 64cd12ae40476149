/**
 * If-None-Match read as RFC 9110 13.1.2 says: weak comparison (a `W/` prefix at the start of a
 * tag is ignored on either side), a comma-separated list with spaces, or `*`.
 */
import { describe, expect, it } from 'vitest';
import { noneMatch } from '../../src/server/http/conditional';

describe('noneMatch', () => {
  it('is false without the header', () => {
    expect(noneMatch(undefined, '"b1"')).toBe(false);
  });

  it('matches the same tag, strong or weak on either side', () => {
    expect(noneMatch('"b1"', '"b1"')).toBe(true);
    expect(noneMatch('W/"b1"', '"b1"')).toBe(true);
    expect(noneMatch('"b1"', 'W/"b1"')).toBe(true);
    expect(noneMatch('W/"b1"', 'W/"b1"')).toBe(true);
  });

  it('does not match another tag, nor one that only holds W/ inside it', () => {
    expect(noneMatch('"b2"', '"b1"')).toBe(false);
    expect(noneMatch('"W/b1"', '"b1"')).toBe(false);
    expect(noneMatch('"b1"', '"W/b1"')).toBe(false);
    expect(noneMatch('"b1W/"', '"b1"')).toBe(false);
    expect(noneMatch('w/"b1"', '"b1"')).toBe(false);
    expect(noneMatch('', '"b1"')).toBe(false);
  });

  it('matches any tag of a list, spaces around the commas', () => {
    expect(noneMatch('"a", W/"b1" ,"c"', '"b1"')).toBe(true);
    expect(noneMatch('"a",  "b1"', '"b1"')).toBe(true);
    expect(noneMatch('"a", "c"', '"b1"')).toBe(false);
  });

  it('matches * alone or in a list, and only *', () => {
    expect(noneMatch('*', '"b1"')).toBe(true);
    expect(noneMatch(' * ', '"b1"')).toBe(true);
    expect(noneMatch('"a", *', '"b1"')).toBe(true);
    expect(noneMatch('**', '"b1"')).toBe(false);
  });
});
