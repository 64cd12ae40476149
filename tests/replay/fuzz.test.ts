import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeReplay,
  decodeShareFragment,
  encodeReplay,
  MAX_REPLAY_CHARS,
  ReplayError,
  type Replay,
} from '../../src/replay';
import { fuzzParams, fuzzTimeout } from '../support/fuzz';
import { expectOneLineMessage } from '../support/one-line-message';
import { expectNoPollution, prototypeSnapshot } from '../support/pollution';
import {
  anyFragment,
  anyText,
  anyValue,
  deepNesting,
  deflated,
  flippedBit,
  hugeNumber,
  nestedText,
  prototypeKeys,
  structuralMutation,
  texts,
  truncated,
} from './support/mutations';

/** Runs `decode`: it must give a valid replay (one that round-trips) or throw a ReplayError. */
function survives(decode: () => Replay): 'valid' | 'refused' {
  let replay: Replay;
  try {
    replay = decode();
  } catch (error) {
    expect(error).toBeInstanceOf(ReplayError);
    expectOneLineMessage((error as ReplayError).message);
    return 'refused';
  }
  expect(Object.getPrototypeOf(replay)).toBe(Object.prototype);
  expect(decodeReplay(encodeReplay(replay))).toEqual(replay);
  return 'valid';
}

/** How a sample of an arbitrary fares: the refusing fields seen, and whether any decoded. */
function outcomesOf(arbitrary: fc.Arbitrary<string>): string[] {
  return fc.sample(arbitrary, { numRuns: 300, seed: 7 }).map((text) => {
    try {
      decodeReplay(text);
      return 'valid';
    } catch (error) {
      return error instanceof ReplayError ? error.field.replace(/\[\d+\]/g, '[]') : 'other';
    }
  });
}

describe('fuzzing the decoders', () => {
  const before = prototypeSnapshot();

  it(
    'decodeReplay ends in a valid replay or a ReplayError, for any text or value, polluting nothing',
    () => {
      fc.assert(
        fc.property(anyText, anyValue, (text, value) => {
          survives(() => decodeReplay(text));
          survives(() => decodeReplay(value));
          expectNoPollution(before);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(5),
  );

  it(
    'decodeShareFragment ends in a valid replay or a ReplayError, for any fragment, polluting nothing',
    () => {
      fc.assert(
        fc.property(anyFragment, (fragment) => {
          survives(() => decodeShareFragment(fragment));
          expectNoPollution(before);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeout(5),
  );

  it('refuses arrays and objects nested 100 000 deep anywhere, without blowing the stack', () => {
    const deep = { array: nestedText(100_000, 'array'), object: nestedText(100_000, 'object') };
    const doc = JSON.parse(texts()[0] ?? '{}') as Record<string, unknown>;
    const documents = [deep.array, deep.object];
    for (const key of Object.keys(doc)) {
      // Each field in turn holds the nesting, so every schema branch meets it.
      const parts = JSON.stringify({ ...doc, [key]: 0 }).split(`"${key}":0`);
      documents.push(parts.join(`"${key}":${deep.array}`), parts.join(`"${key}":${deep.object}`));
    }
    for (const text of documents) {
      expect(survives(() => decodeReplay(text))).toBe('refused');
      expect(survives(() => decodeShareFragment(deflated(text)))).toBe('refused');
    }
    let value: unknown = 0;
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(survives(() => decodeReplay(value))).toBe('refused');
    expect(survives(() => decodeReplay({ ...doc, level: value, player: value }))).toBe('refused');
    expectNoPollution(before);
  });

  it('refuses a document over the size limit before parsing it', () => {
    const text = `${texts()[0] ?? ''}${' '.repeat(MAX_REPLAY_CHARS)}`;
    expect(() => decodeReplay(text)).toThrow(/over the limit of 1000000/);
  });

  it('mutations do reach the deep checks: some mutated documents still decode', () => {
    const outcomes = outcomesOf(structuralMutation);
    expect(outcomes).toContain('valid');
    expect(outcomes).toContain('inputs[][]');
    expect(outcomes).toContain('checkpoints[][]');
    expect(outcomes).not.toContain('other');
  });

  it('each hostile edit is refused for a reason of its own, not only as bad JSON', () => {
    const fieldsOf = (arbitrary: fc.Arbitrary<string>) =>
      new Set(outcomesOf(arbitrary).filter((o) => o !== '(document)'));
    // Flipped bits and huge numbers land in many fields; some flips even leave a valid replay.
    expect(fieldsOf(flippedBit).size).toBeGreaterThan(3);
    expect(fieldsOf(hugeNumber).size).toBeGreaterThan(3);
    expect(fieldsOf(deepNesting).size).toBeGreaterThan(3);
    expect(fieldsOf(prototypeKeys)).toContain('__proto__');
    expect(outcomesOf(truncated)).toContain('(document)');
  });
});
