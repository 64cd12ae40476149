import { deflateSync } from 'fflate';
import fc from 'fast-check';
import {
  encodeLevelLink,
  encodeLevelLinkDocument,
  type LevelDocument,
  type Replay,
} from '../../../src/replay';
import { toBase64Url } from '../../../src/replay/base64url';
import { LEVEL_FIXTURES, proveLevel } from '../../../scripts/level-fixtures';
import { byteEdits } from './mutations';

/** Valid level links to mutate: the published fixtures, proved as their maker did. */
export const linkSeeds: readonly { doc: LevelDocument; proof: Replay }[] = LEVEL_FIXTURES.map(
  (fixture) => ({ doc: fixture.doc, proof: proveLevel(fixture.doc) }),
);
/** Their fragments, as encodeLevelLink makes them. */
export const linkFragments: readonly string[] = linkSeeds.map((s) =>
  encodeLevelLink(s.doc, s.proof),
);
/** Their canonical documents, as JSON text. */
export const linkTexts: readonly string[] = linkSeeds.map((s) =>
  encodeLevelLinkDocument(s.doc, s.proof),
);

/** A level link carrying any text, raw-deflated as the encoder does. */
export const deflatedLink = (text: string) =>
  `l=${toBase64Url(deflateSync(new TextEncoder().encode(text)))}`;

const pickFragment = fc.nat({ max: linkFragments.length - 1 }).map((i) => linkFragments[i] ?? 'l=');
const pickText = fc.nat({ max: linkTexts.length - 1 }).map((i) => linkTexts[i] ?? '');

const hostileKeys = ['__proto__', 'constructor', 'prototype', 'hash', 'text', 'meta', 'seed', 'id'];
const hostileValues = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(1e308, -0, 2 ** 53 + 1, -1, 0.5, '', '#'.repeat(30_000), [], {}, null),
  fc.stringMatching(/^[#.SEM*^vrgbRGB\n]{0,200}$/),
);

/** Every object and array inside a parsed document. */
function containers(value: unknown, found: unknown[] = []): unknown[] {
  if (typeof value === 'object' && value !== null) {
    found.push(value);
    for (const child of Object.values(value)) containers(child, found);
  }
  return found;
}

/** A valid link's document with one structural edit: a value replaced, a key deleted or added. */
const documentEdit = fc
  .tuple(
    pickText,
    fc.nat(),
    fc.constantFrom('replace', 'delete', 'add'),
    fc.constantFrom(...hostileKeys),
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
    else Reflect.defineProperty(target, key, { value, enumerable: true, writable: true });
    return deflatedLink(JSON.stringify(doc));
  });

/** A valid link's document with one character of the level text changed (the level edited). */
const levelEdit = fc
  .tuple(
    pickText,
    fc.nat(),
    fc.constantFrom('#', '.', 'S', 'E', 'M', '*', '^', 'v', 'r', 'g', 'b', 'R', 'G', 'B'),
  )
  .map(([text, at, tile]) => {
    const doc = JSON.parse(text) as { level: { text: string } };
    const i = at % doc.level.text.length;
    doc.level.text = doc.level.text.slice(0, i) + tile + doc.level.text.slice(i + 1);
    return deflatedLink(JSON.stringify(doc));
  });

/**
 * A valid link's proof edited so it still decodes: one input changed to another direction, or
 * one checkpoint's or the final state's hash replaced. Only re-simulating the proof can refuse it.
 */
const proofEdit = fc
  .tuple(
    pickText,
    fc.nat(),
    fc.constantFrom('input', 'checkpoint', 'final'),
    fc.integer({ min: 0, max: 15 }),
    fc.stringMatching(/^[0-9a-f]{8}$/),
  )
  .map(([text, pick, what, input, hash]) => {
    const doc = JSON.parse(text) as {
      proof: {
        inputs: [number, number][];
        checkpoints: [number, string][];
        final: { hash: string };
      };
    };
    const { inputs, checkpoints, final } = doc.proof;
    const run = inputs[pick % inputs.length];
    const checkpoint = checkpoints[pick % checkpoints.length];
    if (what === 'input' && run !== undefined) run[1] = input;
    else if (what === 'checkpoint' && checkpoint !== undefined) checkpoint[1] = hash;
    else final.hash = hash;
    return deflatedLink(JSON.stringify(doc));
  });

/** A valid link's text spliced: characters cut, inserted or replaced, then deflated again. */
const textSplice = fc
  .tuple(pickText, fc.nat(), fc.nat({ max: 20 }), fc.string({ maxLength: 6 }))
  .map(([text, at, length, insert]) => {
    const i = at % (text.length + 1);
    return deflatedLink(text.slice(0, i) + insert + text.slice(i + length));
  });

/** A valid link's deflated bytes edited: a bit flipped, cut short, or bytes appended. */
const byteEdit = byteEdits(pickFragment);

/** A mutated valid link: its fragment, its bytes, its document or its level edited. */
export const mutatedLink = fc.oneof(
  proofEdit,
  byteEdit,
  documentEdit,
  levelEdit,
  textSplice,
  // Cut short anywhere.
  fc.tuple(pickFragment, fc.nat()).map(([f, at]) => f.slice(0, at % f.length)),
  // One character of the fragment replaced by another (or a few inserted).
  fc
    .tuple(pickFragment, fc.nat(), fc.string({ maxLength: 3, minLength: 1 }))
    .map(([f, at, insert]) => {
      const i = 2 + (at % (f.length - 2));
      return f.slice(0, i) + insert + f.slice(i + 1);
    }),
);

/** Anything at all: random bytes, deflated or not, random text, and mutated valid links. */
export const anyLevelFragment = fc.oneof(
  fc.uint8Array({ maxLength: 700 }).map((bytes) => `l=${toBase64Url(bytes)}`),
  fc.uint8Array({ maxLength: 700 }).map((bytes) => `#l=${toBase64Url(deflateSync(bytes))}`),
  fc.string({ maxLength: 300 }),
  fc.string({ maxLength: 300 }).map((s) => `#l=${s}`),
  fc.json({ maxDepth: 4 }).map(deflatedLink),
  mutatedLink,
);
