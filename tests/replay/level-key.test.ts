import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelKey, parseLevelKey } from '../../src/replay';
import { levelRefArb } from './support/arbitraries';

const HASH = '0123456789abcdef'.repeat(4);
const DEFAULTS = 'width=31,height=23,minotaurs=2,keys=2,gems=5,traps=6,loops=12';

describe('level keys: one encoding, built by levelKey and read by parseLevelKey', () => {
  it('read each kind of key back to the reference it names, every option spelled out', () => {
    expect(parseLevelKey('level:red-key')).toEqual({ id: 'red-key' });
    expect(parseLevelKey(`hash:${HASH}`)).toEqual({ hash: HASH });
    expect(parseLevelKey(`seed:5:${DEFAULTS}`)).toEqual({
      seed: 5,
      width: 31,
      height: 23,
      minotaurs: 2,
      keys: 2,
      gems: 5,
      traps: 6,
      loops: 12,
    });
  });

  it('round-trip: the key of the parsed reference is the key itself', () => {
    fc.assert(
      fc.property(levelRefArb, (ref) => {
        const key = levelKey(ref);
        const parsed = parseLevelKey(key);
        expect(parsed).toBeDefined();
        if (parsed !== undefined) expect(levelKey(parsed)).toBe(key);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['no kind', 'red-key'],
    ['an unknown kind', 'name:red-key'],
    ['an unknown built-in level', 'level:no-such-level'],
    ['a hash of upper-case digits', `hash:${HASH.toUpperCase()}`],
    ['a short hash', `hash:${HASH.slice(1)}`],
    ['a seed without options', 'seed:5'],
    ['a seed with options left out', 'seed:5:width=31'],
    [
      'options out of order',
      `seed:5:${DEFAULTS.replace('width=31,height=23', 'height=23,width=31')}`,
    ],
    ['an option out of range', `seed:5:${DEFAULTS.replace('loops=12', 'loops=51')}`],
    ['an unknown option', `seed:5:${DEFAULTS},colour=1`],
    ['a seed with a sign', `seed:-0:${DEFAULTS}`],
    ['a seed with a leading zero', `seed:05:${DEFAULTS}`],
    ['a seed out of range', `seed:4294967296:${DEFAULTS}`],
    ['a prototype key', `seed:5:${DEFAULTS},__proto__=1`],
  ])('refuse %s', (_name, key) => {
    expect(parseLevelKey(key)).toBeUndefined();
  });
});
