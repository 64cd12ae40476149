import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldPath } from '../../src/replay';

/** A valibot issue path of these keys (only `key` is read). */
function path(...keys: (string | number)[]): v.IssuePathItem[] {
  return keys.map((key) => ({ key }) as unknown as v.IssuePathItem);
}

describe('fieldPath: the one spelling of a valibot issue path as a field', () => {
  it('dots keys and brackets indexes', () => {
    expect(fieldPath(path('inputs', 3, 0), { whole: '(document)' })).toBe('inputs[3][0]');
    expect(fieldPath(path('meta', 'name'), { whole: '(document)' })).toBe('meta.name');
    expect(fieldPath(path(2, 'tick'), { whole: '(body)' })).toBe('[2].tick');
  });

  it('puts the path under a prefix', () => {
    expect(fieldPath(path('meta', 'name'), { prefix: 'level', whole: '(document)' })).toBe(
      'level.meta.name',
    );
    expect(fieldPath(path(1), { prefix: 'runs', whole: '(body)' })).toBe('runs[1]');
    expect(fieldPath([], { prefix: 'link.level', whole: '(document)' })).toBe('link.level');
  });

  it('names the whole value when the path is empty', () => {
    expect(fieldPath(undefined, { whole: '(body)' })).toBe('(body)');
    expect(fieldPath([], { whole: '(document)' })).toBe('(document)');
  });

  it('cuts a hostile key at 40 characters', () => {
    const key = 'k'.repeat(41);
    expect(fieldPath(path('meta', key), { whole: '(document)' })).toBe(`meta.${'k'.repeat(40)}…`);
    expect(fieldPath(path('k'.repeat(40)), { whole: '(document)' })).toBe('k'.repeat(40));
  });

  it('quotes a key that is not a plain name, escaping what would break the line', () => {
    const at = (key: string) => fieldPath(path('meta', key), { whole: '(document)' });
    expect(at('minot\rTicks')).toBe('meta["minot\\rTicks"]');
    expect(at('a\nb')).toBe('meta["a\\nb"]');
    expect(at('line\u2028break')).toBe('meta["line\\u2028break"]');
    expect(at('\u202egnp.exe')).toBe('meta["\\u202egnp.exe"]');
    expect(at('two words')).toBe('meta["two words"]');
    expect(at('')).toBe('meta[""]');
    expect(fieldPath(path('a\u0085b'), { whole: '(document)' })).toBe('["a\\u0085b"]');
    expect(fieldPath(path('x'.repeat(39) + '\n' + 'y'.repeat(10)), { whole: '(document)' })).toBe(
      `["${'x'.repeat(39)}\\n…"]`,
    );
    for (const key of ['minot\rTicks', 'a\u2029b', '\u0000', 'tab\tkey']) {
      expect(at(key)).toMatch(/^[\x21-\x7e]+$/);
    }
  });
});
