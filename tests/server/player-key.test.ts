/**
 * A player's key: 256 random bits in base64url, kept only as its SHA-256; read from an
 * `Authorization: Bearer <key>` header (the scheme in any case, one credential, spaces around
 * it trimmed), checked for its form before any query, each refusal its own sentence.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authenticate,
  bearerOf,
  newPlayerKey,
  playerKeyHash,
} from '../../src/server/players/player-key';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const KEY = 'K'.repeat(42) + '-';
const THESEUS = { id: 'p1', name: 'Theseus', bannedReason: null };

/** A fake player store holding KEY's hash for Theseus; every hash asked for recorded. */
function players() {
  const asked: string[] = [];
  return {
    asked,
    byKeyHash(keyHash: string) {
      asked.push(keyHash);
      return Promise.resolve(keyHash === sha256(KEY) ? THESEUS : undefined);
    },
  };
}

describe('player keys', () => {
  it('makes a fresh key of 43 base64url characters each time', () => {
    const key = newPlayerKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newPlayerKey()).not.toBe(key);
  });

  it('keeps the SHA-256 of a key, in hex', () => {
    expect(playerKeyHash(KEY)).toBe(sha256(KEY));
  });
});

describe('bearerOf', () => {
  it('reads the credential of a Bearer header, the scheme in any case, spaces around trimmed', () => {
    expect(bearerOf(`Bearer ${KEY}`)).toBe(KEY);
    expect(bearerOf(`bearer ${KEY}`)).toBe(KEY);
    expect(bearerOf(`BEARER ${KEY}`)).toBe(KEY);
    expect(bearerOf(`  Bearer ${KEY}  `)).toBe(KEY);
    expect(bearerOf('Bearer x')).toBe('x');
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another scheme', `Basic ${KEY}`],
    ['a scheme with something before it', `xBearer ${KEY}`],
    ['Bearer and nothing', 'Bearer '],
    ['two credentials', `Bearer ${KEY} ${KEY}`],
    ['a tab inside the credential', `Bearer ab\tcd`],
    ['no space after the scheme', `Bearer${KEY}`],
    ['a tab after the scheme', `Bearer\t${KEY}`],
  ])('reads none from %s', (_name, header) => {
    expect(bearerOf(header)).toBeUndefined();
  });
});

describe('authenticate', () => {
  it('names the player holding the key', async () => {
    const store = players();
    expect(await authenticate(`Bearer ${KEY}`, store)).toEqual(THESEUS);
    expect(store.asked).toEqual([sha256(KEY)]);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
  ])('answers %s: the header is missing', async (_name, header) => {
    const store = players();
    expect(await authenticate(header, store)).toEqual({
      kind: 'refused',
      refusal: 'unauthorized',
      field: 'authorization',
      problem: 'is missing: send "Authorization: Bearer <key>" with the key from POST /api/players',
    });
    expect(store.asked).toEqual([]);
  });

  it.each([
    ['another scheme', `Basic ${KEY}`],
    ['a key of the wrong form', 'Bearer not-a-key'],
    ['a key one character short', `Bearer ${KEY.slice(1)}`],
  ])('answers %s without a query: not a player key', async (_name, header) => {
    const store = players();
    expect(await authenticate(header, store)).toEqual({
      kind: 'refused',
      refusal: 'unauthorized',
      field: 'authorization',
      problem: 'is not "Bearer " and a player key',
    });
    expect(store.asked).toEqual([]);
  });

  it('answers a well-formed key no player holds', async () => {
    const store = players();
    expect(await authenticate(`Bearer ${'A'.repeat(43)}`, store)).toEqual({
      kind: 'refused',
      refusal: 'unauthorized',
      field: 'authorization',
      problem: 'names a key no player holds',
    });
    expect(store.asked).toEqual([sha256('A'.repeat(43))]);
  });
});
