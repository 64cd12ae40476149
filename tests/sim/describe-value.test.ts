import { describe, expect, it } from 'vitest';
import { cutText, describeValue } from '../../src/sim/core/describe-value';
import { FixedStepClock } from '../../src/loop/fixed-step-clock';
import { checkSeed, resolveGeneratorOptions } from '../../src/levels/generator-options';

describe('describeValue', () => {
  it('prints primitives as themselves and strings quoted and shortened', () => {
    expect(describeValue(1.5)).toBe('1.5');
    expect(describeValue(Number.NaN)).toBe('NaN');
    expect(describeValue(true)).toBe('true');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(12n)).toBe('12');
    expect(describeValue('ab"c')).toBe('"ab\\"c"');
    expect(describeValue('x'.repeat(100))).toBe(`"${'x'.repeat(40)}…"`);
    expect(describeValue('y'.repeat(40))).toBe(`"${'y'.repeat(40)}"`);
    expect(describeValue('z'.repeat(41))).toBe(`"${'z'.repeat(40)}…"`);
  });

  it('escapes every character that would break or turn a line of text', () => {
    expect(describeValue('a\rb\nc')).toBe('"a\\rb\\nc"');
    expect(describeValue('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
    expect(describeValue('\u0085\u007f\u202e\u200b')).toBe('"\\u0085\\u007f\\u202e\\u200b"');
    expect(describeValue('théséé ünïcode ✓')).toBe('"théséé ünïcode ✓"');
    // An astral format character (a language tag) is written as both of its halves.
    expect(describeValue('a\u{E0001}b')).toBe('"a\\udb40\\udc01b"');
    // Cut at 40 characters, never between the two halves of one.
    expect(describeValue(`${'x'.repeat(39)}😀z`)).toBe(`"${'x'.repeat(39)}😀…"`);
  });

  it('cuts only a whole pair of surrogates as one: a lone half at the cut is cut like any other', () => {
    const a39 = 'a'.repeat(39);
    // A pair across the cut is kept whole.
    expect(cutText(`${a39}\uD83D\uDE00bc`, 40)).toBe(`${a39}\uD83D\uDE00…`);
    // A lone high half last before the cut, then a plain letter: cut at 40.
    expect(cutText(`${a39}\uD800bcd`, 40)).toBe(`${a39}\uD800…`);
    // A lone low half first after the cut: cut at 40, even with a whole pair earlier in the text.
    expect(cutText(`😀${'a'.repeat(38)}\uDC00bc`, 40)).toBe(`😀${'a'.repeat(38)}…`);
    // A lone high half last before the cut, with a whole pair (so a low half) earlier: cut at 40.
    expect(cutText(`😀${'a'.repeat(37)}\uD800bc`, 40)).toBe(`😀${'a'.repeat(37)}\uD800…`);
    // Short enough: as it is.
    expect(cutText(`${a39}\uD800`, 40)).toBe(`${a39}\uD800`);
  });

  it('never calls anything on objects, even hostile ones', () => {
    const hostile = JSON.parse('{"toString":[],"valueOf":[]}') as unknown;
    expect(describeValue(hostile)).toBe('an object');
    expect(describeValue([1, 2])).toBe('an array');
    expect(describeValue(Symbol('s'))).toBe('a symbol');
    expect(describeValue(() => 0)).toBe('a function');
  });

  it('keeps the clock and the generator options errors readable for hostile values', () => {
    const hostile = JSON.parse('{"toString":[]}') as number;
    expect(() => new FixedStepClock(hostile)).toThrow(
      new RangeError('timestampFrequency must be a positive safe integer, got an object'),
    );
    expect(() => new FixedStepClock(1000).advance(hostile)).toThrow(
      /elapsedTimestamp must be a finite integer, got an object/,
    );
    expect(() => resolveGeneratorOptions({ width: hostile })).toThrow(
      /width must be an integer.*got an object/,
    );
    expect(() => checkSeed(hostile)).toThrow(/seed must be an integer.*got an object/);
  });
});
