import { deflateSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeReplay,
  decodeShareFragment,
  encodeReplay,
  encodeShareFragment,
  ReplayError,
  type Replay,
} from '../../src/replay';
import { toBase64Url } from '../../src/replay/base64url';
import { recordRun, winningReplay } from './support/replays';

/** Valid documents to mutate: a win, a loss on a Minotaur level, a generated level. */
const seeds: Replay[] = [
  winningReplay('red-key'),
  recordRun({ ref: { id: 'the-beast-stirs' }, inputs: new Array<number>(400).fill(2) }).replay,
  recordRun({ ref: { seed: 3, width: 11, height: 9 }, inputs: [2, 2, 4, 4, 4, 8, 1, 1] }).replay,
];
const texts = seeds.map(encodeReplay);

const hostileKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const hostileValues = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(1e308, -0, 2 ** 53 + 1, -1, 0.5, '', 'x'.repeat(5000), [], {}, null),
);

/** Every object and array inside a parsed document, with a way to edit it. */
function containers(value: unknown, found: unknown[] = []): unknown[] {
  if (typeof value === 'object' && value !== null) {
    found.push(value);
    for (const child of Object.values(value)) containers(child, found);
  }
  return found;
}

/** A valid document with one structural edit: a value replaced, a key deleted or added. */
const structuralMutation = fc
  .tuple(
    fc.nat({ max: texts.length - 1 }),
    fc.nat(),
    fc.constantFrom('replace', 'delete', 'add'),
    fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 8 })),
    hostileValues,
  )
  .map(([which, pick, op, key, value]) => {
    const doc = JSON.parse(texts[which] ?? '{}') as unknown;
    const all = containers(doc);
    const target = all[pick % all.length] as Record<string, unknown>;
    const keys = Object.keys(target);
    const existing = keys[pick % Math.max(1, keys.length)];
    if (op === 'replace' && existing !== undefined) target[existing] = value;
    else if (op === 'delete' && existing !== undefined) Reflect.deleteProperty(target, existing);
    // Reflect.defineProperty reports, rather than throws, a key it cannot add (an array's length).
    else Reflect.defineProperty(target, key, { value, enumerable: true, writable: true });
    return JSON.stringify(doc);
  });

/** A valid document with its text cut, spliced or with characters replaced. */
const textMutation = fc
  .tuple(
    fc.nat({ max: texts.length - 1 }),
    fc.nat(),
    fc.nat({ max: 40 }),
    fc.string({ maxLength: 10 }),
  )
  .map(([which, at, length, insert]) => {
    const text = texts[which] ?? '';
    const i = at % (text.length + 1);
    return text.slice(0, i) + insert + text.slice(i + length);
  });

const anyText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.json({ maxDepth: 6 }),
  structuralMutation,
  textMutation,
);

const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }),
  structuralMutation.map((text) => JSON.parse(text) as unknown),
  fc.anything({ maxDepth: 4 }),
);

const deflated = (text: string) => `r=${toBase64Url(deflateSync(new TextEncoder().encode(text)))}`;
const fragments = seeds.map(encodeShareFragment);
const anyFragment = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ maxLength: 300 }).map((s) => `r=${s}`),
  fc.stringMatching(/^[A-Za-z0-9_-]{0,400}$/).map((s) => `#r=${s}`),
  anyText.map(deflated),
  fc
    .tuple(fc.nat({ max: fragments.length - 1 }), fc.nat(), fc.string({ maxLength: 4 }))
    .map(([which, at, insert]) => {
      const f = fragments[which] ?? '';
      const i = 2 + (at % (f.length - 2));
      return f.slice(0, i) + insert + f.slice(i + 1);
    }),
);

/** Runs `decode`: it must give a valid replay (one that round-trips) or throw a ReplayError. */
function survives(decode: () => Replay): void {
  let replay: Replay;
  try {
    replay = decode();
  } catch (error) {
    expect(error).toBeInstanceOf(ReplayError);
    return;
  }
  expect(decodeReplay(encodeReplay(replay))).toEqual(replay);
}

const prototypeNames = () => [
  Object.getOwnPropertyNames(Object.prototype).join(),
  Object.getOwnPropertyNames(Array.prototype).join(),
];

describe('fuzzing the decoders', () => {
  const before = prototypeNames();

  it('decodeReplay ends in a valid replay or a ReplayError, for any text or value', () => {
    fc.assert(
      fc.property(anyText, anyValue, (text, value) => {
        survives(() => decodeReplay(text));
        survives(() => decodeReplay(value));
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
    expect(prototypeNames()).toEqual(before);
  }, 120_000);

  it('decodeShareFragment ends in a valid replay or a ReplayError, for any fragment', () => {
    fc.assert(
      fc.property(anyFragment, (fragment) => {
        survives(() => decodeShareFragment(fragment));
      }),
      { numRuns: 2000 },
    );
    expect(prototypeNames()).toEqual(before);
  }, 120_000);

  it('mutations do reach the deep checks: some mutated documents still decode', () => {
    const outcomes = fc.sample(structuralMutation, { numRuns: 500, seed: 42 }).map((text) => {
      try {
        decodeReplay(text);
        return 'valid';
      } catch (error) {
        return error instanceof ReplayError ? error.field.replace(/\[\d+\]/g, '[]') : 'other';
      }
    });
    expect(outcomes).toContain('valid');
    expect(outcomes).toContain('inputs[][]');
    expect(outcomes).toContain('checkpoints[][]');
    expect(outcomes).not.toContain('other');
  });
});
