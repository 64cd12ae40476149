import { deflateSync } from 'fflate';
import fc from 'fast-check';
import { encodeReplay, encodeShareFragment, type Replay } from '../../../src/replay';
import { fromBase64Url, toBase64Url } from '../../../src/replay/base64url';
import { recordRun, winningReplay } from './replays';

/** Valid documents to mutate: a win, a loss on a Minotaur level, a generated level. */
function recordSeeds(): readonly Replay[] {
  return [
    winningReplay('red-key'),
    recordRun({ ref: { id: 'the-beast-stirs' }, inputs: new Array<number>(400).fill(2) }).replay,
    recordRun({ ref: { seed: 3, width: 11, height: 9 }, inputs: [2, 2, 4, 4, 4, 8, 1, 1] }).replay,
  ];
}
const SEED_COUNT = 3;

// Recorded on first use, inside a test, never at import: code run at import counts as "static"
// under mutation testing, which then runs every test against each mutant it covers.
let seedTexts: readonly string[] | undefined;
let seedFragments: readonly string[] | undefined;

/** The seed documents as replay text. */
export function texts(): readonly string[] {
  seedTexts ??= recordSeeds().map(encodeReplay);
  return seedTexts;
}

/** The seed documents as share-link fragments. */
export function fragments(): readonly string[] {
  seedFragments ??= recordSeeds().map(encodeShareFragment);
  return seedFragments;
}

const hostileKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Numbers at and past the edges of what JSON and doubles can hold. */
const hugeNumbers = [
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '9007199254740993',
  '123456789012345678901234567890',
  '-0',
  '0.1e-400',
  '4294967296',
  '72001',
];

const hostileValues = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(1e308, -0, 2 ** 53 + 1, -1, 0.5, '', 'x'.repeat(5000), [], {}, null),
);

/** `depth` arrays or objects inside each other, as JSON text. */
export function nestedText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '0' + '}'.repeat(depth);
}

/** Every object and array inside a parsed document. */
function containers(value: unknown, found: unknown[] = []): unknown[] {
  if (typeof value === 'object' && value !== null) {
    found.push(value);
    for (const child of Object.values(value)) containers(child, found);
  }
  return found;
}

const pickText = fc.nat({ max: SEED_COUNT - 1 }).map((i) => texts()[i] ?? '');

/** A valid document with one structural edit: a value replaced, a key deleted or added. */
export const structuralMutation = fc
  .tuple(
    pickText,
    fc.nat(),
    fc.constantFrom('replace', 'delete', 'add'),
    fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 8 })),
    hostileValues,
  )
  .map(([text, pick, op, key, value]) => {
    const doc = JSON.parse(text) as unknown;
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
export const textMutation = fc
  .tuple(pickText, fc.nat(), fc.nat({ max: 40 }), fc.string({ maxLength: 10 }))
  .map(([text, at, length, insert]) => {
    const i = at % (text.length + 1);
    return text.slice(0, i) + insert + text.slice(i + length);
  });

/** A valid document with one bit flipped in one of its UTF-8 bytes (decoded leniently). */
export const flippedBit = fc
  .tuple(pickText, fc.nat(), fc.nat({ max: 7 }))
  .map(([text, at, bit]) => {
    const bytes = new TextEncoder().encode(text);
    const i = at % bytes.length;
    bytes[i] = (bytes[i] ?? 0) ^ (1 << bit);
    return new TextDecoder().decode(bytes);
  });

/** A valid document cut short anywhere. */
export const truncated = fc
  .tuple(pickText, fc.nat())
  .map(([text, at]) => text.slice(0, at % text.length));

/** A valid document with one number replaced by a huge, tiny or out-of-range one. */
export const hugeNumber = fc
  .tuple(pickText, fc.nat(), fc.constantFrom(...hugeNumbers))
  .map(([text, pick, huge]) => {
    const numbers = [...text.matchAll(/-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g)];
    const match = numbers[pick % numbers.length];
    if (match === undefined) return text;
    return text.slice(0, match.index) + huge + text.slice(match.index + match[0].length);
  });

/** A valid document with a `__proto__`, `constructor` or `prototype` key put into one of its objects. */
export const prototypeKeys = fc
  .tuple(
    pickText,
    fc.nat(),
    fc.constantFrom(
      '"__proto__":{"polluted":true}',
      '"__proto__":[1,2]',
      '"__proto__":null',
      '"constructor":{"prototype":{"polluted":true}}',
      '"prototype":{"polluted":true}',
    ),
  )
  .map(([text, pick, member]) => {
    const opens = [...text.matchAll(/\{/g)];
    const at = (opens[pick % opens.length]?.index ?? 0) + 1;
    const next = text[at] === '}' ? '' : ',';
    return text.slice(0, at) + member + next + text.slice(at);
  });

/** A valid document with one value replaced by arrays or objects nested up to 2 000 deep. */
export const deepNesting = fc
  .tuple(pickText, fc.nat(), fc.integer({ min: 1, max: 2000 }), fc.constantFrom('array', 'object'))
  .map(([text, pick, depth, kind]) => {
    // A scalar after a colon is replaced; after an opening bracket the nesting is a new item.
    const places = [...text.matchAll(/:("[^"]*"|-?\d+(?:\.\d+)?)|\[/g)];
    const match = places[pick % places.length];
    if (match === undefined) return text;
    const nested = nestedText(depth, kind);
    const at = match.index + 1;
    if (match[1] !== undefined)
      return text.slice(0, at) + nested + text.slice(at + match[1].length);
    return text.slice(0, at) + nested + (text[at] === ']' ? '' : ',') + text.slice(at);
  });

/** Every kind of hostile replay text. */
export const anyText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.json({ maxDepth: 6 }),
  structuralMutation,
  textMutation,
  flippedBit,
  truncated,
  hugeNumber,
  prototypeKeys,
  deepNesting,
);

/** Every kind of hostile parsed value. */
export const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }),
  structuralMutation.map((text) => JSON.parse(text) as unknown),
  prototypeKeys.map((text) => JSON.parse(text) as unknown),
  fc.anything({ maxDepth: 4 }),
);

/** A share fragment carrying `text`, deflated as the encoder does. */
export const deflated = (text: string) =>
  `r=${toBase64Url(deflateSync(new TextEncoder().encode(text)))}`;

const pickFragment = fc.nat({ max: SEED_COUNT - 1 }).map((i) => fragments()[i] ?? 'r=');

/**
 * A valid fragment's deflated bytes edited: a bit flipped, cut short, or bytes appended; the
 * result keeps the fragment's two-character prefix (`r=` for replays, `l=` for levels).
 */
export function byteEdits(pick: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(
      pick,
      fc.nat(),
      fc.nat({ max: 7 }),
      fc.constantFrom('flip', 'cut', 'append'),
      fc.uint8Array({ minLength: 1, maxLength: 8 }),
    )
    .map(([fragment, at, bit, op, extra]) => {
      const bytes = fromBase64Url(fragment.slice(2)) ?? new Uint8Array();
      const i = at % bytes.length;
      let edited: Uint8Array;
      if (op === 'flip') {
        edited = bytes.slice();
        edited[i] = (edited[i] ?? 0) ^ (1 << bit);
      } else if (op === 'cut') edited = bytes.slice(0, i);
      else edited = Uint8Array.from([...bytes, ...extra]);
      return fragment.slice(0, 2) + toBase64Url(edited);
    });
}

const byteMutation = byteEdits(pickFragment);

/** Every kind of hostile share fragment. */
export const anyFragment = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ maxLength: 300 }).map((s) => `r=${s}`),
  fc.stringMatching(/^[A-Za-z0-9_-]{0,400}$/).map((s) => `#r=${s}`),
  anyText.map(deflated),
  byteMutation,
  fc.tuple(pickFragment, fc.nat()).map(([f, at]) => f.slice(0, at % f.length)),
  fc.tuple(pickFragment, fc.nat(), fc.string({ maxLength: 4 })).map(([f, at, insert]) => {
    const i = 2 + (at % (f.length - 2));
    return f.slice(0, i) + insert + f.slice(i + 1);
  }),
);
