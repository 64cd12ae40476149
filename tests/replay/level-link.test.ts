import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeReplay,
  encodeLevelLink,
  encodeReplay,
  LevelLinkError,
  openLevelLink,
  type LevelDocument,
  type LevelLinkResult,
  type RefusedLevelLink,
  type Replay,
} from '../../src/replay';
import { provenReplay, SMALL_DOC } from './support/editor-levels';
import { rawLevelLink } from './support/raw-level-link';

function refused(result: LevelLinkResult): RefusedLevelLink {
  if (result.ok) throw new Error('expected the link to be refused');
  return result;
}

/** The document of a link, written by hand in canonical order. */
function linkJson(doc: LevelDocument, proof: Replay | object): object {
  return { format: 'mythic-maze-level', version: 1, level: doc, proof };
}

describe('level links', () => {
  const proof = provenReplay(SMALL_DOC);
  const link = encodeLevelLink(SMALL_DOC, proof);

  it('open, with or without the #, to the level, its proof, its hash and the maker time', () => {
    expect(link).toMatch(/^l=[A-Za-z0-9_-]+$/);
    for (const fragment of [link, `#${link}`]) {
      const opened = openLevelLink(fragment);
      if (!opened.ok) throw new Error(opened.message);
      expect(opened.doc).toEqual(SMALL_DOC);
      expect(opened.proof).toEqual(proof);
      expect(opened.level.text).toBe(SMALL_DOC.text);
      expect(opened.level.name).toBe('Little Loop');
      expect(opened.hash).toBe(
        createHash('sha256')
          .update(
            `{"text":${JSON.stringify(SMALL_DOC.text)},"meta":{"name":"Little Loop","timeLimitTicks":1200,"trapPeriodTicks":40}}`,
          )
          .digest('hex'),
      );
      // The autopilot's run takes the one gem: its time is a second under its ticks.
      expect(opened.makerTimeTicks).toBe(proof.final.tick - 20);
    }
  });

  it('are the raw-deflated base64url of the canonical document, as node zlib reads it', () => {
    const json = Buffer.from(link.slice(2), 'base64url');
    expect(inflateRawSync(json).toString('utf8')).toBe(
      `{"format":"mythic-maze-level","version":1,"level":{"text":${JSON.stringify(SMALL_DOC.text)},"meta":{"name":"Little Loop","timeLimitTicks":1200,"trapPeriodTicks":40}},"proof":${encodeReplay(proof)}}`,
    );
  });

  it('made elsewhere in another key order still open: the hash is of the canonical level', () => {
    const reordered = {
      proof: JSON.parse(encodeReplay(proof)) as object,
      level: {
        meta: { trapPeriodTicks: 40, timeLimitTicks: 1200, name: 'Little Loop' },
        text: SMALL_DOC.text,
      },
      version: 1,
      format: 'mythic-maze-level',
    };
    expect(openLevelLink(rawLevelLink(reordered)).ok).toBe(true);
  });

  it('refuse an edited level with the same proof: its hash no longer matches', () => {
    const edited = { ...SMALL_DOC, text: SMALL_DOC.text.replace('#...^...#', '#.......#') };
    const result = refused(openLevelLink(rawLevelLink(linkJson(edited, proof))));
    expect(result.kind).toBe('proof-mismatch');
    expect(result.field).toBe('proof.level.hash');
    expect(result.message).toMatch(/the level was changed after its proof was recorded/);
    // A renamed level is another level too.
    const renamed = { ...SMALL_DOC, meta: { ...SMALL_DOC.meta, name: 'Big Loop' } };
    expect(refused(openLevelLink(rawLevelLink(linkJson(renamed, proof)))).kind).toBe(
      'proof-mismatch',
    );
    expect(() => encodeLevelLink(edited, proof)).toThrow(LevelLinkError);
  });

  it('refuse a proof whose inputs were edited, naming the tick where it stops matching', () => {
    const doc = JSON.parse(encodeReplay(proof)) as { inputs: [number, number][] };
    const first = doc.inputs[0];
    if (first === undefined) throw new Error('the proof has no inputs');
    // Standing still for the first tick makes the whole run one tick late.
    doc.inputs.unshift([1, 0]);
    first[0] -= 1;
    if (first[0] === 0) doc.inputs.splice(1, 1);
    const result = refused(openLevelLink(rawLevelLink(linkJson(SMALL_DOC, doc))));
    expect(result.kind).toBe('proof-mismatch');
    expect(result.firstMismatchTick).toBe(20);
    expect(result.message).toMatch(/stops matching its recording by tick 20/);
  });

  it('refuse a level that does not parse, with its row and column', () => {
    const bad = { ...SMALL_DOC, text: SMALL_DOC.text.replace('#S..*..r#', '#S..*.?r#') };
    const result = refused(openLevelLink(rawLevelLink(linkJson(bad, proof))));
    expect(result).toMatchObject({ kind: 'invalid-level', row: 2, column: 7, field: 'level' });
    expect(result.message).toMatch(/^level: Level error at row 2, column 7: /);
    const slow = { ...SMALL_DOC, meta: { ...SMALL_DOC.meta, timeLimitTicks: 10 } };
    expect(refused(openLevelLink(rawLevelLink(linkJson(slow, proof))))).toMatchObject({
      kind: 'invalid-level',
      row: 0,
      column: 0,
    });
    // One level has one text: a trailing newline would make a second hash for it.
    const trailing = { ...SMALL_DOC, text: `${SMALL_DOC.text}\n` };
    expect(refused(openLevelLink(rawLevelLink(linkJson(trailing, proof))))).toMatchObject({
      kind: 'invalid-level',
      message: expect.stringMatching(/no blank lines before or after/) as unknown,
    });
  });

  it.each([
    ['a replay share link', 'r=abc', '(link)', /must start with "#l="/],
    ['padding', `${link}=`, '(link)', /base64url/],
    ['an over-long fragment', `l=${'A'.repeat(65_536)}`, '(link)', /over the limit of 65536/],
    ['data after the stream', `${link}AAAA`, '(link)', /data follows the end of the level/],
    [
      'bytes that are not UTF-8',
      `l=${deflateRawSync(Buffer.from([0x7b, 0xff, 0xfe, 0x7d])).toString('base64url')}`,
      '(link)',
      /^\(link\): is damaged: its level is not UTF-8 text$/,
    ],
    ['a value that is not text', 42 as unknown as string, '(link)', /^\(link\): must be text$/],
  ])('refuse %s as malformed', (_name, fragment, field, problem) => {
    const result = refused(openLevelLink(fragment));
    expect(result.kind).toBe('malformed');
    expect(result.field).toBe(field);
    expect(result.message).toMatch(problem);
  });

  it.each([
    ['not JSON', '{"format":', '(document)', /not valid JSON/],
    [
      'not JSON, with a control character',
      '\u0000',
      '(document)',
      /^[^\0]*not valid JSON.*\\u0000/,
    ],
    ['an array', '[]', '(document)', /must be a level link object/],
    [
      'another format',
      { ...linkJson(SMALL_DOC, proof), format: 'x' },
      'format',
      /mythic-maze-level/,
    ],
    ['another version', { ...linkJson(SMALL_DOC, proof), version: 2 }, 'version', /version 2/],
    [
      'a version of many lines',
      { ...linkJson(SMALL_DOC, proof), version: `2\r\n${'x'.repeat(9000)}` },
      'version',
      /^version: unsupported version "2\\r\\nx{37}…"; this game reads level links of version 1$/,
    ],
    [
      'an unknown key with a line break',
      { ...linkJson(SMALL_DOC, proof), ['minot\rTicks']: 1 },
      '["minot\\rTicks"]',
      /^\["minot\\rTicks"\]: unknown key/,
    ],
    ['an unknown key', { ...linkJson(SMALL_DOC, proof), extra: 1 }, 'extra', /unknown key/],
    [
      'a prototype key in the settings',
      `{"format":"mythic-maze-level","version":1,"level":{"text":"#","meta":{"name":"a","timeLimitTicks":20,"__proto__":{"x":1}}},"proof":{}}`,
      'level.meta.__proto__',
      /unknown key/,
    ],
    [
      'a timing as text',
      linkJson(
        {
          ...SMALL_DOC,
          meta: { ...SMALL_DOC.meta, trapPeriodTicks: '40' },
        } as unknown as LevelDocument,
        proof,
      ),
      'level.meta.trapPeriodTicks',
      /whole number/,
    ],
    [
      'a null timing',
      linkJson(
        {
          ...SMALL_DOC,
          meta: { ...SMALL_DOC.meta, trapUpTicks: null },
        } as unknown as LevelDocument,
        proof,
      ),
      'level.meta.trapUpTicks',
      /whole number/,
    ],
    ['no proof', { format: 'mythic-maze-level', version: 1, level: SMALL_DOC }, 'proof', /missing/],
    [
      'a proof that is not a replay',
      linkJson(SMALL_DOC, { ...(JSON.parse(encodeReplay(proof)) as object), ticksPerSecond: 60 }),
      'proof.ticksPerSecond',
      /must be 20/,
    ],
  ])('refuse %s as malformed, naming the field', (_name, json, field, problem) => {
    const result = refused(openLevelLink(rawLevelLink(json)));
    expect(result.kind).toBe('malformed');
    expect(result.field).toBe(field);
    expect(result.message).toMatch(problem);
  });

  it('refuse a proof of a built-in level, and a proof that does not win', () => {
    const builtIn = decodeReplay(
      '{"format":"mythic-maze-replay","version":1,"simVersion":1,"level":{"id":"first-steps"},"ticksPerSecond":20,"inputs":[[3,2]],"checkpoints":[],"final":{"tick":3,"outcome":"playing","hash":"00000000"},"player":"Theseus","recordedAt":"2026-03-14T09:26:53.589Z"}',
    );
    expect(refused(openLevelLink(rawLevelLink(linkJson(SMALL_DOC, builtIn))))).toMatchObject({
      kind: 'malformed',
      field: 'proof.level',
    });
    const lost = {
      ...(JSON.parse(encodeReplay(proof)) as object),
      final: { ...proof.final, outcome: 'timeout' },
    };
    expect(refused(openLevelLink(rawLevelLink(linkJson(SMALL_DOC, lost))))).toMatchObject({
      kind: 'malformed',
      field: 'proof.final.outcome',
    });
  });
});
