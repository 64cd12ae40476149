/**
 * Who may moderate: the holder of an operator code, found by comparing the code's SHA-256 with
 * every stored one; a player's key is told it may not (403); anything else is unauthorized (401),
 * each with its own sentence. The stores here are fakes that record what was asked of them.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authenticateOperator,
  newOperatorCode,
  operatorCodeHash,
  operatorOf,
} from '../../src/server/moderation/operator-auth';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const ARIADNE_CODE = `op_${'a'.repeat(43)}`;
const MINOS_CODE = `op_${'m'.repeat(43)}`;
const PLAYER_KEY = 'k'.repeat(43);
const OPERATORS = [
  { name: 'ariadne', codeHash: sha256(ARIADNE_CODE), createdAt: '2026-01-01T00:00:00.000Z' },
  { name: 'minos', codeHash: sha256(MINOS_CODE), createdAt: '2026-01-01T00:00:00.000Z' },
];

/** Fake stores: the operators above and one player holding PLAYER_KEY; every query recorded. */
function stores() {
  const asked: string[] = [];
  return {
    asked,
    operators: {
      all() {
        asked.push('operators');
        return Promise.resolve(OPERATORS);
      },
    },
    players: {
      byKeyHash(keyHash: string) {
        asked.push(`player ${keyHash}`);
        return Promise.resolve(
          keyHash === sha256(PLAYER_KEY) ? { id: 'p1', name: 'Theseus' } : undefined,
        );
      },
    },
  };
}

describe('operator codes and their hashes', () => {
  it('makes a fresh code of op_ and 43 base64url characters each time', () => {
    const code = newOperatorCode();
    expect(code).toMatch(/^op_[A-Za-z0-9_-]{43}$/);
    expect(newOperatorCode()).not.toBe(code);
  });

  it('keeps the SHA-256 of a code, in hex', () => {
    expect(operatorCodeHash(ARIADNE_CODE)).toBe(sha256(ARIADNE_CODE));
  });

  it('finds the operator whose stored hash is the code’s, among several', () => {
    expect(operatorOf(ARIADNE_CODE, OPERATORS)).toEqual({ name: 'ariadne' });
    expect(operatorOf(MINOS_CODE, OPERATORS)).toEqual({ name: 'minos' });
    expect(operatorOf(`op_${'z'.repeat(43)}`, OPERATORS)).toBeUndefined();
    expect(operatorOf(ARIADNE_CODE, [])).toBeUndefined();
  });

  it('passes over a stored hash of another length instead of failing', () => {
    const odd = [{ name: 'short', codeHash: 'abcd' }, ...OPERATORS];
    expect(operatorOf(MINOS_CODE, odd)).toEqual({ name: 'minos' });
  });
});

describe('authenticateOperator', () => {
  it('names the operator of a known code', async () => {
    const fake = stores();
    expect(await authenticateOperator(`Bearer ${MINOS_CODE}`, fake)).toEqual({ name: 'minos' });
    expect(fake.asked).toEqual(['operators']);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another scheme', `Basic ${ARIADNE_CODE}`],
  ])('answers %s 401: the header is missing', async (_name, header) => {
    const fake = stores();
    expect(await authenticateOperator(header, fake)).toEqual({
      kind: 'refused',
      refusal: 'unauthorized',
      field: 'authorization',
      problem: 'is missing: send "Authorization: Bearer <operator code>"',
    });
    expect(fake.asked).toEqual([]);
  });

  it('answers a player’s key 403, and asks no operator', async () => {
    const fake = stores();
    expect(await authenticateOperator(`Bearer ${PLAYER_KEY}`, fake)).toEqual({
      kind: 'refused',
      refusal: 'forbidden',
      field: 'authorization',
      problem: 'is a player key: only an operator code may moderate',
    });
    expect(fake.asked).toEqual([`player ${sha256(PLAYER_KEY)}`]);
  });

  it.each([
    ['an unknown operator code', `op_${'z'.repeat(43)}`, ['operators']],
    ['a key no player holds', 'z'.repeat(43), [`player ${sha256('z'.repeat(43))}`]],
    ['a word that is neither', 'letmein', []],
  ])('answers %s 401: it names no operator', async (_name, code, asked) => {
    const fake = stores();
    expect(await authenticateOperator(`Bearer ${code}`, fake)).toEqual({
      kind: 'refused',
      refusal: 'unauthorized',
      field: 'authorization',
      problem: 'names no operator code',
    });
    expect(fake.asked).toEqual(asked);
  });
});
