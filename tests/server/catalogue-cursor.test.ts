/**
 * The catalogue's page cursor: opaque to clients, but a cursor handed out must read back as the
 * same place, for its own sort only, and anything else is refused with a sentence.
 */
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../src/server/levels/catalogue-cursor';

const HASH = 'ab'.repeat(32);
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const NOT_OURS = 'is not a cursor of this catalogue';

describe('the catalogue cursor', () => {
  it('is base64url of [sort, value, hash], as handed out since the first page', () => {
    expect(encodeCursor({ sort: 'top', value: 0.5, hash: HASH })).toBe(
      cursorOf(['top', 0.5, HASH]),
    );
  });

  it.each([
    ['new', '2026-03-14T09:26:53.000Z'],
    ['popular', 12],
    ['top', 0.25],
    ['hardest', 3],
    ['easiest', -1.5],
  ] as const)('reads back a place of sort=%s', (sort, value) => {
    const place = { sort, value, hash: HASH };
    expect(decodeCursor(encodeCursor(place), sort)).toEqual(place);
  });

  it('refuses a cursor of another sort, naming both', () => {
    const cursor = encodeCursor({ sort: 'top', value: 0.5, hash: HASH });
    expect(decodeCursor(cursor, 'popular')).toBe('is a cursor of sort=top, not of sort=popular');
  });

  it('refuses a date for every sort but new, and a number for new', () => {
    expect(decodeCursor(cursorOf(['new', 7, HASH]), 'new')).toBe(NOT_OURS);
    expect(decodeCursor(cursorOf(['top', '2026-03-14T09:26:53.000Z', HASH]), 'top')).toBe(NOT_OURS);
  });

  it.each([
    ['text that is not base64url JSON', 'not a cursor!'],
    ['JSON of another shape', cursorOf({ sort: 'top', value: 1, hash: HASH })],
    ['an unknown sort', cursorOf(['best', 1, HASH])],
    ['a hash that is not SHA-256 hex', cursorOf(['top', 1, 'ab'])],
    ['a value that is neither a number nor a date', cursorOf(['top', true, HASH])],
    ['a text that is not a date', cursorOf(['new', 'yesterday', HASH])],
    [
      'a number JSON reads as Infinity',
      Buffer.from(`["top",1e999,"${HASH}"]`).toString('base64url'),
    ],
    ['an empty text', ''],
  ])('refuses %s', (_name, cursor) => {
    expect(decodeCursor(cursor, 'top')).toBe(NOT_OURS);
  });

  it.each([
    ['a count that is not whole', 1.5],
    ['a count past a 32-bit column', 2 ** 31],
    ['a count of 1e300', 1e300],
    ['a count of 2^63', 2 ** 63],
    ['a negative count', -1],
  ])('refuses a popular cursor holding %s', (_name, value) => {
    expect(decodeCursor(cursorOf(['popular', value, HASH]), 'popular')).toBe(NOT_OURS);
  });

  it('reads a popular cursor at the ends of the column', () => {
    for (const value of [0, 2 ** 31 - 1]) {
      expect(decodeCursor(cursorOf(['popular', value, HASH]), 'popular')).toEqual({
        sort: 'popular',
        value,
        hash: HASH,
      });
    }
  });
});
