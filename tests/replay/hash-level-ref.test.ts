import { describe, expect, it } from 'vitest';
import {
  checkLevelRef,
  decodeReplay,
  encodeReplay,
  levelFromDocument,
  levelKey,
  ReplayError,
  resolveReplayLevel,
  verifyReplay,
} from '../../src/replay';
import { provenReplay, SMALL_DOC } from './support/editor-levels';

const HASH = '0123456789abcdef'.repeat(4);

describe('a level reference by hash (editor levels, replay version 2)', () => {
  it('is 64 lowercase hex digits, alone, and keys its own board', () => {
    expect(checkLevelRef({ hash: HASH })).toEqual({ hash: HASH });
    expect(levelKey({ hash: HASH })).toBe(`hash:${HASH}`);
    for (const bad of [HASH.toUpperCase(), HASH.slice(1), `${HASH}0`, 7, null]) {
      expect(() => checkLevelRef({ hash: bad })).toThrow(
        /level\.hash: must be the level document's SHA-256/,
      );
    }
    expect(() => checkLevelRef({ hash: HASH, id: 'first-steps' })).toThrow(
      /^level\.id: unknown key/,
    );
  });

  it('cannot be resolved without its level, nor with another level', () => {
    expect(() => resolveReplayLevel({ hash: HASH })).toThrow(ReplayError);
    expect(() => resolveReplayLevel({ hash: HASH })).toThrow(/open the level link instead/);
    const level = levelFromDocument(SMALL_DOC);
    expect(() => resolveReplayLevel({ hash: HASH }, { editorLevel: level })).toThrow(
      /names another level than the one given/,
    );
  });

  it('is recorded as version 2, round-trips, and verifies only against its own level', () => {
    const proof = provenReplay(SMALL_DOC);
    expect(proof.version).toBe(2);
    const text = encodeReplay(proof);
    expect(
      text.startsWith(
        '{"format":"mythic-maze-replay","version":2,"simVersion":1,"level":{"hash":"',
      ),
    ).toBe(true);
    expect(encodeReplay(decodeReplay(text))).toBe(text);
    const level = levelFromDocument(SMALL_DOC);
    expect(verifyReplay(proof, { level })).toMatchObject({ ok: true, outcome: 'won' });
    expect(() => verifyReplay(proof)).toThrow(/open the level link instead/);
    const other = levelFromDocument({ ...SMALL_DOC, meta: { ...SMALL_DOC.meta, name: 'Other' } });
    expect(() => verifyReplay(proof, { level: other })).toThrow(/names another level/);
  });
});
